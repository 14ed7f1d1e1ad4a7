import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandLabel, categoryLabel, findCategory, postCategory, titleCaseKey } from '@/lib/format/labels';
import { excerpt, isExternal, plainText, safeHref } from '@/lib/format/cms-text';
import { hrefWith, keyParam, pageParam, param, queryParam, sortParam } from '@/lib/rules/search-params';
import { ProductPrice, discountPercent, isOnSale, sellingPrice } from '@/components/catalog/product-price';
import { browseHref } from '@/components/catalog/catalog-filters';
import type { Category } from '@/lib/api/types';

describe('category and brand labels', () => {
  it.each([
    ['sepatu-lari', 'Sepatu Lari'],
    ['sepatu-sepak-bola', 'Sepatu Sepak Bola'],
    ['jersey', 'Jersey'],
    ['tips_olahraga', 'Tips Olahraga'],
    ['--a--b--', 'A B'],
    // A key with no word in it is shown as it is, never as nothing (a chip or a link without a name).
    ['---', '---'],
    ['  ', ''],
    ['', ''],
  ])('titleCaseKey(%j) → %j', (key, label) => {
    expect(titleCaseKey(key)).toBe(label);
  });

  it('uses a known CMS title for a key, else title-cases the key', () => {
    const known = [{ key: 'berita-promo', title: 'Berita & Promo' }];
    expect(categoryLabel('berita-promo', known)).toBe('Berita & Promo');
    expect(categoryLabel('tips-olahraga', known)).toBe('Tips Olahraga');
    expect(categoryLabel('sepatu-lari')).toBe('Sepatu Lari');
    expect(categoryLabel('x-y', [{ key: 'x-y', title: '' }])).toBe('X Y');
  });

  it("reads a blog post's category trimmed: one of spaces is none (no link without a name)", () => {
    const post = (category: unknown) => ({ key: 'p', title: 'P', body: '', images: [], tags: [], extra: { category } });
    expect(postCategory(post(' tips '))).toBe('tips');
    expect(postCategory(post('  '))).toBe('');
    expect(postCategory(post({ key: 'x' }))).toBe('');
  });

  it('shows a brand by its display value, falling back to the title-cased key', () => {
    const brands = [
      { key: 'nike', value: 'Nike' },
      { key: 'ortuseight', value: 'Ortuseight' },
    ];
    expect(brandLabel('nike', brands)).toBe('Nike');
    expect(brandLabel('new-balance', brands)).toBe('New Balance');
  });

  it('finds a category and its parent in a two-level tree', () => {
    const node = (key: string, children: Category[] = [], parent: string | null = null): Category => ({
      key,
      childCategories: children,
      parent,
      brand: null,
    });
    const tree = [node('sepatu', [node('sepatu-lari', [], 'sepatu')]), node('tas')];
    expect(findCategory(tree, 'sepatu')).toEqual({ category: tree[0], parent: null });
    expect(findCategory(tree, 'sepatu-lari')?.parent?.key).toBe('sepatu');
    expect(findCategory(tree, 'bola')).toBeNull();
  });
});

describe('CMS text', () => {
  it('reads the visible text of HTML, decoding entities and dropping scripts', () => {
    expect(plainText('<p>Poin &amp; <strong>hadiah</strong></p><script>alert(1)</script><p>lagi&nbsp;&#8212;&#x21;</p>')).toBe(
      'Poin & hadiah lagi —!',
    );
    expect(plainText('')).toBe('');
    // Inline tags join their text; block tags separate it.
    expect(plainText('<p>Tekan <strong>Redeem Now</strong>.</p><ul><li>Satu</li><li>Dua</li></ul>Tiga<br>Empat')).toBe(
      'Tekan Redeem Now. Satu Dua Tiga Empat',
    );
  });

  it('cuts an excerpt at a word boundary with an ellipsis', () => {
    const text = 'Sepatu yang tepat membuat lari lebih nyaman dan mengurangi risiko cedera.';
    expect(excerpt(`<p>${text}</p>`, 200)).toBe(text);
    const short = excerpt(`<p>${text}</p>`, 30);
    expect(short).toBe('Sepatu yang tepat membuat lari…');
    expect(short.length).toBeLessThanOrEqual(31);
  });

  it.each<[string | undefined, string | undefined]>([
    ['/about', '/about'],
    ['/search?q=sepatu%20lari', '/search?q=sepatu%20lari'],
    ['https://arenasport.co.id/promo', 'https://arenasport.co.id/promo'],
    ['  /blog  ', '/blog'],
    ['javascript:alert(1)', undefined],
    ['JavaScript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['//evil.test/x', undefined],
    ['/\\evil.test', undefined],
    ['mailto:a@b.co', undefined],
    ['not a url', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('safeHref(%j) → %j', (link, href) => {
    expect(safeHref(link)).toBe(href);
  });

  it('tells external links from site paths', () => {
    expect(isExternal('https://x.test/')).toBe(true);
    expect(isExternal('/about')).toBe(false);
  });
});

describe('query readers', () => {
  it('takes the first of repeated values, trimmed', () => {
    expect(param({ q: ['  a ', 'b'] }, 'q')).toBe('a');
    expect(param({}, 'q')).toBe('');
  });

  it('limits a search text to 100 characters and collapses whitespace', () => {
    expect(queryParam({ q: '  sepatu    lari ' })).toBe('sepatu lari');
    expect(queryParam({ q: 'x'.repeat(150) })).toHaveLength(100);
  });

  it('accepts only key-shaped filter values', () => {
    expect(keyParam({ category: 'sepatu-lari' }, 'category')).toBe('sepatu-lari');
    expect(keyParam({ category: '../etc' }, 'category')).toBe('');
    expect(keyParam({ category: '<script>' }, 'category')).toBe('');
    expect(keyParam({ category: 'a'.repeat(65) }, 'category')).toBe('');
  });

  it('knows the sort orders and page numbers', () => {
    expect(sortParam({ sort: '-price' })).toBe('-price');
    expect(sortParam({ sort: 'drop table' })).toBe('');
    expect(pageParam({ page: '2' })).toBe(2);
    expect(pageParam({ page: '0' })).toBe(1);
    expect(pageParam({ page: '-3' })).toBe(1);
    expect(pageParam({ page: '99999' })).toBe(1);
  });

  it('builds links leaving empty values out', () => {
    expect(hrefWith('/blog', { tags: 'berita-promo', q: '' })).toBe('/blog?tags=berita-promo');
    expect(hrefWith('/blog', { q: 'sepatu lari' })).toBe('/blog?q=sepatu+lari');
    expect(hrefWith('/blog', {})).toBe('/blog');
    expect(browseHref({ category: 'sepatu', brand: 'nike', sort: '' })).toBe('/browse/category?category=sepatu&brand=nike');
    expect(browseHref({})).toBe('/browse/category');
  });
});

describe('sale prices', () => {
  it('is on sale only with a sale price below the price', () => {
    expect(isOnSale(1899000, 1519000)).toBe(true);
    expect(isOnSale(1899000, undefined)).toBe(false);
    expect(isOnSale(1899000, 1899000)).toBe(false);
    expect(isOnSale(1899000, 2000000)).toBe(false);
    // A sale price of 0 or below is not a sale (a shop's product is not free): the normal price shows.
    expect(isOnSale(1899000, 0)).toBe(false);
    expect(isOnSale(1899000, -5)).toBe(false);
  });

  it('shows no price for a product whose price is missing, zero, negative or unreadable, and the price it sells at otherwise', () => {
    for (const [price, salePrice] of [[0], [-5], [null], [100000, null]] as const) {
      const { container, unmount } = render(<ProductPrice price={price} salePrice={salePrice} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
      expect(sellingPrice(price, salePrice)).toBeNull();
    }
    const { container } = render(<ProductPrice price={100000} salePrice={0} />);
    expect(container).toHaveTextContent(/^Rp\s?100\.000$/);
    expect(sellingPrice(100000, 80000)).toBe(80000);
    expect(sellingPrice(100000, 0)).toBe(100000);
  });

  it('rounds the discount down', () => {
    expect(discountPercent(1899000, 1519000)).toBe(20);
    expect(discountPercent(599000, 479000)).toBe(20);
    expect(discountPercent(1000, 334)).toBe(66);
    expect(discountPercent(1000, undefined)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
