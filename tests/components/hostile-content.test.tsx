/**
 * Property tests: what everyone sees (deal cards and a deal's dialog, products and a product's page,
 * promotions, stores, blog posts, benefits, a CMS page's sections) from records drawn at random in the shapes
 * contract/openapi.yaml gives, read by the portal's own readers. Whatever a field holds, nothing shows a garbage word the
 * backend did not send, no heading is empty, no product costs Rp 0, and nothing breaks (React's warnings
 * fail a test: tests/setup.ts).
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import fc from 'fast-check';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BenefitGrid } from '@/components/benefits/benefit-grid';
import { BlogList } from '@/components/blog/blog-list';
import { BrowseCatalog } from '@/components/catalog/browse-catalog';
import { PageSections } from '@/components/cms/page-sections';
import { ProductGrid } from '@/components/catalog/product-grid';
import { ProductSearch } from '@/components/catalog/product-search';
import { DealDetail } from '@/components/deals/deal-detail';
import { DealCards } from '@/components/deals/deal-cards';
import { ProductDetail } from '@/components/catalog/product-detail';
import { FaqList } from '@/components/faq/faq-list';
import { CategoryMenuButton } from '@/components/layout/category-menu-button';
import { BenefitPageView } from '@/components/benefits/benefit-page';
import { BlogPostArticle } from '@/components/blog/blog-post';
import { HelpArticleView } from '@/components/help/help-article';
import { HelpCentre, HelpSearch } from '@/components/help/help-centre';
import { PromotionList } from '@/components/promotions/promotion-list';
import { StoreLocator } from '@/components/stores/store-locator';
import HomePage from '@/app/page';
import { listBenefits } from '@/lib/api/content';
import { listOf, toBrand, toContentItem, toDeal, toHelpArticle, toPage, toProduct } from '@/lib/api/normalize';
import { FUZZ, any, expectNothingBroken, image, list, shaped, value } from '../hostile-values';
import { server } from '../msw-server';
import { renderWithProviders } from './deal-test-providers';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

const deals = list(shaped({ ...any('uid', 'id', 'name', 'title', 'price', 'description', 'body'), image, images: list(image) }));
const products = list(
  shaped({
    ...any('id', 'uid', 'key', 'name', 'title', 'price', 'sale_price', 'description', 'brand', 'category'),
    image,
    images: list(image),
  }),
);
const brands = list(shaped(any('key', 'value', 'name')));
const content = list(
  shaped({ ...any('key', 'uid', 'title', 'name', 'body', 'description', 'link', 'published_at', 'tags'), image, images: list(image) }),
);
const promotions = list(shaped({ ...any('key', 'title', 'body', 'link', 'start_at', 'end_at'), image, images: list(image) }));
const stores = list(shaped(any('uid', 'key', 'name', 'title', 'address', 'city', 'phone', 'opening_hours', 'latitude', 'longitude')));
/**
 * Help records, drawn so that many draws fill the help centre: names mostly real, keys and parents' keys
 * mostly the few ids that repeat ("0", "1", "A"), lists mostly lists; the rest anything.
 */
const mostly = <T,>(usual: fc.Arbitrary<T>) => fc.oneof({ arbitrary: usual, weight: 3 }, { arbitrary: value, weight: 1 });
const named = mostly(fc.constantFrom('Akun', 'Poin & Voucher', ' '));
const helpKey = mostly(fc.constantFrom('0', '1', 'A'));
const parent = fc.oneof(helpKey, shaped({ key: helpKey }));
const helpList = (item: fc.Arbitrary<unknown>) => mostly(fc.array(item, { maxLength: 4 }));
const helpCategories = helpList(shaped({ ...any('uid', 'title'), key: helpKey, name: named }));
const helpTopics = helpList(shaped({ ...any('title'), key: helpKey, name: named, category: parent }));
const helpArticles = helpList(shaped({ ...any('name', 'body', 'description', 'tags'), key: helpKey, title: named, topic: parent }));
/** The catalog's brands and category tree, keys mostly usable (and repeating), so that most draws fill the menu and the filters. */
const catalogKey = mostly(fc.constantFrom('sepatu', 'sepatu-lari', 'nike', '0', 'A', ' ', '---'));
const catalogBrands = mostly(fc.array(shaped({ ...any('value', 'name'), key: catalogKey }), { maxLength: 4 }));
const catalogChild = shaped({ ...any('parent', 'brand'), key: catalogKey });
const catalogCategories = mostly(
  fc.array(shaped({ ...any('parent', 'brand'), key: catalogKey, child_categories: mostly(fc.array(catalogChild, { maxLength: 4 })) }), {
    maxLength: 4,
  }),
);
const item = shaped({
  ...any('key', 'uid', 'title', 'name', 'body', 'description', 'link', 'published_at', 'tags', 'topic', 'category'),
  image,
  images: list(image),
});
const page = shaped({
  ...any('key', 'title'),
  sections: list(shaped({ ...any('key', 'title', 'body', 'link'), image, images: list(image) })),
});

/** Renders what `draw` makes of each drawn answer, and checks the page's text. */
function property<T>(answer: fc.Arbitrary<T>, draw: (a: T) => React.ReactNode, withProviders = false) {
  fc.assert(
    fc.property(answer, (a) => {
      try {
        const ui = draw(a);
        const { container } = withProviders ? renderWithProviders(ui) : render(ui);
        expectNothingBroken(container, a);
        // A shop's product is never priced Rp 0 (a deal may be free: it says Free).
        expect(container.textContent).not.toMatch(/Rp\s?0(?![\d.])/);
      } finally {
        cleanup();
      }
    }),
    FUZZ,
  );
}

afterEach(() => {
  cleanup();
  server.resetHandlers();
});

describe('whatever a backend answers, public pages show no garbage and never break', () => {
  it('deal cards and the first deal in its dialog', () => {
    property(
      deals,
      (raw) => {
        const list = listOf(raw, toDeal);
        return (
          <>
            <DealCards deals={list} layout="grid" />
            {list[0] ? <DealDetail deal={list[0]} /> : null}
          </>
        );
      },
      true,
    );
  });

  it('product cards and the first product on its page', () => {
    property(
      fc.record({ products, brands }),
      ({ products: raw, brands: rawBrands }) => {
        const list = listOf(raw, toProduct);
        const known = listOf(rawBrands, toBrand);
        return (
          <>
            <ProductGrid products={list} brands={known} />
            {list[0] ? <ProductDetail product={list[0]} brands={known} parent={null} related={list.slice(1)} siteUrl="" /> : null}
          </>
        );
      },
      true,
    );
  });

  it('the catalog: its filters, products and pages, and the search page', async () => {
    const search = shaped({ ...any('count'), results: products, brands: catalogBrands, categories: catalogCategories });
    const filter = fc.record({
      category: fc.constantFrom('', '0', 'A', 'sepatu'),
      brand: fc.constantFrom('', 'A', 'nike'),
      sort: fc.constantFrom('' as const, 'name' as const, 'price' as const, '-price' as const),
    });
    await fc.assert(
      fc.asyncProperty(search, filter, fc.integer({ min: 1, max: 3 }), async (answer, chosen, page) => {
        server.use(http.get('*/v1/catalog/api/product/search/', () => HttpResponse.json(answer as JsonBodyType)));
        try {
          const { container } = renderWithProviders(
            <>
              {await BrowseCatalog({ filter: chosen, page })}
              {await ProductSearch({ q: 'sepatu' })}
            </>,
          );
          expectNothingBroken(container, answer);
          expect(container.textContent).not.toMatch(/Rp\s?0(?![\d.])/);
        } finally {
          cleanup();
          server.resetHandlers();
        }
      }),
      FUZZ,
    );
  }, 120_000);

  it('the Kategori menu, opened, from any category search answer', async () => {
    const search = shaped({ ...any('count'), brands: catalogBrands, categories: catalogCategories });
    await fc.assert(
      fc.asyncProperty(search, async (answer) => {
        server.use(http.get('*/v1/catalog/api/product/search/', () => HttpResponse.json(answer as JsonBodyType)));
        try {
          // A fresh SWR cache per run: the tree is not carried over from another draw.
          const { container } = render(
            <SWRConfig value={{ provider: () => new Map() }}>
              <CategoryMenuButton />
            </SWRConfig>,
          );
          await userEvent.click(screen.getByRole('button', { name: 'Kategori' }));
          const menu = await screen.findByRole('menu', { name: 'Kategori' });
          // Loaded: Lihat Semua and whatever tree the answer makes.
          await waitFor(() => expect(menu).not.toHaveTextContent('Memuat kategori…'));
          expectNothingBroken(container, answer);
        } finally {
          cleanup();
          server.resetHandlers();
        }
      }),
      FUZZ,
    );
  }, 120_000);

  it('the help centre and its search, as the server renders them from the backend', async () => {
    const models = fc.record({ 'help-category': helpCategories, 'help-topic': helpTopics, 'help-article': helpArticles });
    await fc.assert(
      fc.asyncProperty(models, async (answers) => {
        server.use(
          http.get('*/v1/content/api/content/', ({ request }) =>
            HttpResponse.json((answers[new URL(request.url).searchParams.get('model') as keyof typeof answers] ?? []) as JsonBodyType),
          ),
        );
        try {
          const { container } = render(
            <>
              {await HelpCentre()}
              {await HelpSearch({ q: 'voucher' })}
            </>,
          );
          expectNothingBroken(container, answers);
          // Every article link leads somewhere: a keyless article would link to /help/ itself.
          for (const link of container.querySelectorAll('a[href^="/help/"]')) expect(link.getAttribute('href')).not.toBe('/help/');
        } finally {
          cleanup();
          server.resetHandlers();
        }
      }),
      FUZZ,
    );
  }, 120_000);

  it("a blog post's, a benefit's and a help article's own page, when it has a title to head it", () => {
    property(
      item,
      (raw) => {
        const post = toContentItem(raw);
        const article = toHelpArticle(raw);
        return (
          <>
            {post.title ? <BlogPostArticle post={post} categories={listOf(raw.tags, toContentItem)} /> : null}
            {post.title ? <BenefitPageView benefit={post} /> : null}
            {article.title ? <HelpArticleView article={article} /> : null}
          </>
        );
      },
      true,
    );
  });

  it('the home page, as the server renders it from the backend', async () => {
    const title = mostly(fc.constantFrom('Arena Sport Rewards', ' ', ''));
    const app = shaped({
      ...any('uid'),
      name: title,
      app_settings: fc.oneof(shaped({ ...any('app.logo_url'), 'app.title': title }), value),
    });
    const home = fc.record({ app, banners: content, page, deals, benefits: content });
    await fc.assert(
      fc.asyncProperty(home, async (answers) => {
        const json = (body: unknown) => () => HttpResponse.json(body as JsonBodyType);
        server.use(
          http.get('*/v1/directory/api/application/0/', json(answers.app)),
          http.get('*/v1/content/api/content/home/', json(answers.page)),
          http.get('*/v1/member/api/deal/', json(answers.deals)),
          http.get('*/v1/content/api/content/', ({ request }) =>
            json(new URL(request.url).searchParams.get('model') === 'banner' ? answers.banners : answers.benefits)(),
          ),
        );
        try {
          const { container } = renderWithProviders(await HomePage());
          expectNothingBroken(container, answers);
        } finally {
          cleanup();
          server.resetHandlers();
        }
      }),
      FUZZ,
    );
  }, 120_000);

  it('promotions, stores, the blog, benefits and the FAQ, as the server renders them from the backend', async () => {
    const models = fc.record({
      promotion: promotions,
      'store-location': stores,
      blog: content,
      'blog-category': content,
      'member-benefit': content,
      faq: content,
    });
    await fc.assert(
      fc.asyncProperty(models, page, async (answers, home) => {
        server.use(
          http.get('*/v1/content/api/content/', ({ request }) =>
            HttpResponse.json((answers[new URL(request.url).searchParams.get('model') as keyof typeof answers] ?? []) as JsonBodyType),
          ),
          http.get('*/v1/sales/api/store/', () => HttpResponse.json([])),
        );
        try {
          const benefits = await listBenefits();
          const { container } = renderWithProviders(
            <>
              {await PromotionList()}
              {await StoreLocator({ city: '' })}
              {await BlogList({ q: '', tags: '' })}
              {await FaqList({ q: '' })}
              <BenefitGrid benefits={benefits.data ?? []} />
              <PageSections sections={toPage(home as Record<string, unknown>).sections} />
            </>,
          );
          expectNothingBroken(container, [answers, home]);
        } finally {
          cleanup();
          server.resetHandlers();
        }
      }),
      FUZZ,
    );
  }, 120_000);
});
