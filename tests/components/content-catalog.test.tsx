import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPrice } from '@/components/catalog/product-price';
import { ProductCard } from '@/components/catalog/product-card';
import { ProductGrid } from '@/components/catalog/product-grid';
import { CatalogFilters } from '@/components/catalog/catalog-filters';
import { CmsImage } from '@/components/ui/cms-image';
import { BannerCarousel } from '@/components/cms/banner-carousel';
import { PageSections } from '@/components/cms/page-sections';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { BlogPostCard } from '@/components/blog/blog-post-card';
import { getCategoryTree, searchProducts } from '@/lib/api/catalog';
import { getPage, listBanners, listBlogPosts } from '@/lib/api/content';
import type { Banner, Product } from '@/lib/api/types';

const product = (over: Partial<Product> = {}): Product => ({
  id: '101',
  name: 'Sepatu Lari Nike Pegasus 41',
  price: 1899000,
  salePrice: 1519000,
  images: [{ url: '/demo/products/sepatu-lari.webp' }],
  brand: 'nike',
  category: 'sepatu-lari',
  ...over,
});

describe('ProductPrice', () => {
  it('shows the sale price with the normal price struck through', () => {
    const { container } = render(<ProductPrice price={1899000} salePrice={1519000} />);
    expect(container).toHaveTextContent('Harga promo Rp 1.519.000');
    const struck = container.querySelector('del');
    expect(struck).toHaveTextContent('Harga normal Rp 1.899.000');
    expect(struck).not.toHaveTextContent('1.519.000');
  });

  it('shows one price when there is no sale (or the "sale" is not cheaper)', () => {
    for (const salePrice of [undefined, 1899000, 2000000]) {
      const { container, unmount } = render(<ProductPrice price={1899000} salePrice={salePrice} />);
      expect(container).toHaveTextContent(/^Rp 1\.899\.000$/);
      expect(container.querySelector('del')).toBeNull();
      unmount();
    }
  });
});

describe('ProductCard and ProductGrid', () => {
  it('shows image, name, brand name, price and the discount', () => {
    const { container } = render(<ProductCard product={product()} brandName="Nike" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Sepatu Lari Nike Pegasus 41' })).toBeInTheDocument();
    expect(screen.getByText('Nike')).toBeInTheDocument();
    expect(container).toHaveTextContent('Diskon -20%');
    expect(container.querySelector('img')).toHaveAttribute('src', '/demo/products/sepatu-lari.webp?w=400&q=85');
  });

  it('lists demo search results with brand display names from the answer', async () => {
    const answer = await searchProducts({ q: 'sepatu', size: 24 });
    const data = answer.data!;
    expect(data.count).toBe(13);
    render(<ProductGrid products={data.results} brands={data.brands} />);
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(13);
    const ortuseight = cards.find((card) => within(card).queryByText('Sepatu Lari Ortuseight Hyperglide 2.0'))!;
    expect(within(ortuseight).getByText('Ortuseight')).toBeInTheDocument();
    expect(ortuseight).toHaveTextContent('Rp 499.000');
    // The first two cards are above the fold on a phone.
    expect(cards[0].querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(cards[2].querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});

describe('CatalogFilters', () => {
  it('links every category and brand, marks the current ones and keeps the category when picking a brand', async () => {
    const tree = (await getCategoryTree()).data!;
    render(<CatalogFilters tree={tree.categories} brands={tree.brands} filter={{ category: 'sepatu-lari', brand: 'nike', sort: '' }} />);

    const categories = screen.getByRole('navigation', { name: 'Kategori' });
    expect(within(categories).getByRole('link', { name: 'Semua' })).toHaveAttribute('href', '/browse/category');
    expect(within(categories).getByRole('link', { name: 'Pakaian' })).toHaveAttribute('href', '/browse/category?category=pakaian');
    // The branch of the current category opens: its children are listed.
    const children = within(categories).getByRole('list', { name: 'Subkategori Sepatu' });
    expect(
      within(children)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Sepatu Lari', 'Sepatu Sepak Bola', 'Sepatu Basket']);
    expect(within(categories).getByRole('link', { name: 'Sepatu Lari' })).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: 'Sepatu' })).not.toHaveAttribute('aria-current');

    const brands = screen.getByRole('navigation', { name: 'Merek' });
    expect(within(brands).getByRole('link', { name: 'Nike' })).toHaveAttribute('aria-current', 'page');
    expect(within(brands).getByRole('link', { name: 'Adidas' })).toHaveAttribute(
      'href',
      '/browse/category?category=sepatu-lari&brand=adidas',
    );
    expect(within(brands).getByRole('link', { name: 'Semua merek' })).toHaveAttribute('href', '/browse/category?category=sepatu-lari');
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current'))).toHaveLength(2);
  });

  it('marks "Semua" current and hides children when nothing is filtered', async () => {
    const tree = (await getCategoryTree()).data!;
    render(<CatalogFilters tree={tree.categories} brands={tree.brands} filter={{ category: '', brand: '', sort: 'price' }} />);
    expect(screen.getByRole('link', { name: 'Semua' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Semua merek' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('list', { name: /Subkategori/ })).toBeNull();
    // The sort order is kept across filters.
    expect(screen.getByRole('link', { name: 'Aksesoris' })).toHaveAttribute('href', '/browse/category?category=aksesoris&sort=price');
  });
});

describe('CmsImage', () => {
  it('asks the image host for the drawn width, with a srcset and 600x600 by default, lazily', () => {
    render(<CmsImage image={{ url: 'https://cdn.test/futsal.jpg' }} alt="Futsal" width={400} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Futsal' });
    expect(img).toHaveAttribute('src', 'https://cdn.test/futsal.jpg?w=400&q=85');
    expect(img.getAttribute('srcset')).toBe(
      'https://cdn.test/futsal.jpg?w=200&q=85 200w, https://cdn.test/futsal.jpg?w=400&q=85 400w, https://cdn.test/futsal.jpg?w=600&q=85 600w, https://cdn.test/futsal.jpg?w=800&q=85 800w',
    );
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('gives a vector image its sized src and no srcset or sizes: one file is sharp at every width', () => {
    render(<CmsImage image={{ url: '/demo/blog/futsal.svg' }} alt="Futsal" width={400} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Futsal' });
    expect(img).toHaveAttribute('src', '/demo/blog/futsal.svg?w=400&q=85');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('uses the content size and loads eagerly with high priority when it is the LCP image', () => {
    render(<CmsImage image={{ url: 'https://cdn.test/b.jpg', width: 1200, height: 400 }} alt="Promo" priority />);
    const img = screen.getByRole('img', { name: 'Promo' });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('renders nothing without an image', () => {
    expect(render(<CmsImage image={undefined} alt="x" />).container).toBeEmptyDOMElement();
  });
});

describe('BannerCarousel', () => {
  it('shows the demo banners as links named by their titles, the first one eager', async () => {
    const banners = (await listBanners()).data!;
    render(<BannerCarousel banners={banners} />);
    const carousel = screen.getByRole('region', { name: 'Promo' });
    const links = within(carousel).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/search?q=sepatu%20lari', '/blog/cara-tukar-poin-arena-rewards', '/about']);
    expect(within(carousel).getByRole('link', { name: 'Diskon hingga 30% Sepatu Lari' })).toBeInTheDocument();
    const images = within(carousel).getAllByRole('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('drops an unsafe banner link but keeps the banner, and renders nothing without banners', () => {
    const banner: Banner = {
      key: 'x',
      title: 'Promo X',
      body: '',
      images: [{ url: '/x.png' }],
      link: 'javascript:alert(1)',
      tags: [],
      extra: {},
    };
    render(<BannerCarousel banners={[banner]} />);
    expect(screen.getByRole('img', { name: 'Promo X' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(render(<BannerCarousel banners={[]} />).container).toBeEmptyDOMElement();
  });
});

describe('PageSections', () => {
  it('renders the about page sections: heading, sanitised body, image and link', async () => {
    const about = (await getPage('about')).data!;
    about.sections[0].body += '<img src=x onerror=alert(1)><script>alert(1)</script>';
    const { container } = render(<PageSections sections={about.sections} />);
    for (const section of about.sections) {
      expect(screen.getByRole('region', { name: section.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'Tentang Arena Sport' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Selengkapnya tentang Hubungi Kami' })).toHaveAttribute('href', '/help');
    expect(container.querySelector('script, [onerror]')).toBeNull();
  });

  it('drops a javascript: section link', () => {
    render(<PageSections sections={[{ key: 'a', title: 'A', body: '<p>b</p>', images: [], link: 'javascript:alert(1)' }]} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('BlogPostCard', () => {
  it('links the title to the post and shows category, date and a plain-text teaser', async () => {
    const posts = (await listBlogPosts({ size: 12 })).data!;
    const post = posts.find((p) => p.key === 'tips-memilih-sepatu-lari')!;
    render(<BlogPostCard post={post} categoryName="Tips Olahraga" />);
    expect(screen.getByRole('link', { name: 'Tips Memilih Sepatu Lari untuk Pemula' })).toHaveAttribute(
      'href',
      '/blog/tips-memilih-sepatu-lari',
    );
    expect(screen.getByText('Tips Olahraga')).toBeInTheDocument();
    expect(screen.getByText('12 Juni 2025')).toHaveAttribute('datetime', post.publishedAt);
    expect(screen.getByText(/^Sepatu yang tepat membuat lari lebih nyaman/)).not.toContainHTML('<p>');
  });
});

describe('EmptyState and Pagination', () => {
  it('shows a titled message with an optional action', () => {
    render(
      <EmptyState title="Produk tidak ditemukan" action={{ href: '/browse/category', label: 'Jelajahi kategori' }}>
        Coba kata lain.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Produk tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jelajahi kategori' })).toHaveAttribute('href', '/browse/category');
  });

  it('links to the neighbouring pages, and is absent for a single page', () => {
    const { rerender } = render(<Pagination page={2} pageCount={3} hrefFor={(p) => `/x?page=${p}`} />);
    expect(screen.getByRole('link', { name: /Sebelumnya/ })).toHaveAttribute('href', '/x?page=1');
    expect(screen.getByRole('link', { name: /Berikutnya/ })).toHaveAttribute('href', '/x?page=3');
    expect(screen.getByText('Halaman 2 dari 3')).toBeInTheDocument();
    rerender(<Pagination page={1} pageCount={1} hrefFor={(p) => `/x?page=${p}`} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
