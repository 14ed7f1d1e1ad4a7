import { mapResult, request } from './http';
import { asList, isRecord, listOf, num, toBrand, toCategory, toProduct } from './normalize';
import type { ProductSearch, ProductSearchQuery } from './types';

export async function searchProducts(query: ProductSearchQuery = {}) {
  return mapResult(await request<unknown>('catalog/api/product/search/', { query: { ...query } }), (raw): ProductSearch => {
    const r = isRecord(raw) ? raw : {};
    const results = listOf(r.results ?? raw, toProduct);
    return {
      count: num(r.count, results.length),
      results,
      brands: listOf(r.brands, toBrand),
      categories: asList(r.categories).filter(isRecord).map(toCategory),
    };
  });
}

/** The category dropdown: the tree two levels deep and the brands, no products. */
export async function getCategoryTree() {
  return searchProducts({ size: 0, category_depth: 2 });
}

export async function getProduct(id: string) {
  return mapResult(await request<unknown>(`catalog/api/product/${encodeURIComponent(id)}/`), (raw) =>
    toProduct(isRecord(raw) ? raw : {}),
  );
}
