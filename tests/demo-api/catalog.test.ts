import { describe, expect, it } from 'vitest';
import { getCategoryTree, getProduct, searchProducts } from '@/lib/api/catalog';
import { API, KEY } from './helpers';

describe('product search', () => {
  it('answers the first 20 of at least 20 products with brands and top-level categories by default', async () => {
    const search = await searchProducts();
    expect(search.ok).toBe(true);
    expect(search.data!.count).toBeGreaterThanOrEqual(20);
    expect(search.data!.results).toHaveLength(20);
    expect(search.data!.brands.map((b) => b.value)).toEqual(['Adidas', 'Mizuno', 'Nike', 'Ortuseight', 'Puma', 'Specs']);
    expect(search.data!.categories.map((c) => c.key)).toEqual(['sepatu', 'pakaian', 'aksesoris']);
    expect(search.data!.categories.every((c) => c.childCategories.length === 0)).toBe(true);
    const product = search.data!.results[0];
    expect(product).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      price: expect.any(Number),
      brand: expect.any(String),
      category: expect.any(String),
    });
    expect(product.images[0].url).toMatch(/^\/demo\/products\/.+\.webp$/);
  });

  it('answers the category tree two levels deep and no products for size=0', async () => {
    const tree = await getCategoryTree();
    expect(tree.data!.results).toEqual([]);
    expect(tree.data!.count).toBeGreaterThanOrEqual(20);
    expect(tree.data!.brands).toHaveLength(6);
    const sepatu = tree.data!.categories.find((c) => c.key === 'sepatu')!;
    expect(sepatu.parent).toBeNull();
    expect(sepatu.childCategories.map((c) => c.key)).toEqual(['sepatu-lari', 'sepatu-sepak-bola', 'sepatu-basket']);
    expect(sepatu.childCategories[0].parent).toBe('sepatu');
    expect(tree.data!.categories.find((c) => c.key === 'aksesoris')!.childCategories.map((c) => c.key)).toEqual(['tas', 'bola']);
  });

  it('answers the raw answer shape', async () => {
    const raw = await fetch(`${API}/catalog/api/product/search/?size=1`, { headers: KEY });
    const body = (await raw.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['count', 'results', 'brands', 'categories']));
    expect((body.brands as unknown[])[0]).toEqual({ key: 'adidas', value: 'Adidas' });
  });

  it('matches q case-insensitively on the name (and brand)', async () => {
    const shoes = await searchProducts({ q: 'SEPATU' });
    expect(shoes.data!.count).toBe(13);
    expect(shoes.data!.results.every((p) => /sepatu/i.test(p.name))).toBe(true);

    const nikeRunning = await searchProducts({ q: 'sepatu lari nike' });
    expect(nikeRunning.data!.results.map((p) => p.name)).toEqual(['Sepatu Lari Nike Pegasus 41']);

    const none = await searchProducts({ q: 'raket badminton' });
    expect(none.data).toMatchObject({ count: 0, results: [], brands: [] });
  });

  it('filters by a top category (with its children) or a child category', async () => {
    const sepatu = await searchProducts({ category: 'sepatu', size: 50 });
    expect(sepatu.data!.count).toBe(13);
    expect(new Set(sepatu.data!.results.map((p) => p.category))).toEqual(new Set(['sepatu-lari', 'sepatu-sepak-bola', 'sepatu-basket']));

    const jersey = await searchProducts({ category: 'jersey' });
    expect(jersey.data!.count).toBe(4);
    expect(jersey.data!.results.every((p) => p.category === 'jersey')).toBe(true);
  });

  it('filters by brand, keeping the other brands as facets', async () => {
    const nike = await searchProducts({ brand: 'nike', size: 50 });
    expect(nike.data!.count).toBeGreaterThan(0);
    expect(nike.data!.results.every((p) => p.brand === 'nike')).toBe(true);
    expect(nike.data!.brands).toHaveLength(6);

    const bola = await searchProducts({ category: 'bola' });
    expect(bola.data!.brands.map((b) => b.key)).toEqual(['adidas', 'mizuno', 'specs']);
  });

  it.each([
    ['price', (a: number, b: number) => a <= b],
    ['-price', (a: number, b: number) => a >= b],
  ])('sorts by %s on the price paid (sale price when there is one)', async (sort, inOrder) => {
    const sorted = (await searchProducts({ sort, size: 50 })).data!.results;
    const paid = sorted.map((p) => (p.salePrice ?? p.price)!);
    paid.slice(1).forEach((price, i) => expect(inOrder(paid[i], price)).toBe(true));
  });

  it('sorts by name', async () => {
    const names = (await searchProducts({ sort: 'name', size: 50 })).data!.results.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id')));
  });

  it('pages with size and page', async () => {
    const first = (await searchProducts({ size: 10, page: 1 })).data!;
    const third = (await searchProducts({ size: 10, page: 3 })).data!;
    expect(first.results).toHaveLength(10);
    expect(third.results).toHaveLength(first.count - 20);
    expect(third.results[0].id).not.toBe(first.results[0].id);
  });

  it('carries sale prices in rupiah', async () => {
    const results = (await searchProducts({ size: 50 })).data!.results;
    expect(results.some((p) => typeof p.salePrice === 'number' && p.salePrice < p.price!)).toBe(true);
    // The demo's prices all read: none is unknown.
    expect(results.every((p) => p.price !== null && p.salePrice !== null)).toBe(true);
    expect(results.some((p) => p.salePrice === undefined)).toBe(true);
  });
});

describe('product detail', () => {
  it('answers one product, or 404', async () => {
    const product = await getProduct('101');
    expect(product.data).toMatchObject({
      id: '101',
      name: 'Sepatu Lari Nike Pegasus 41',
      price: 1899000,
      salePrice: 1519000,
      brand: 'nike',
      category: 'sepatu-lari',
    });
    const missing = await getProduct('999');
    expect(missing.status).toBe(404);
    expect(missing.problem).toEqual({ detail: 'Not found.' });
  });
});
