import { itemTags, modelTag } from '@/lib/rules/revalidation';
import { mapResult, request } from './http';
import { asList, isRecord, keyedOnce, listOf, toBrand, toCategory, toProduct, totalOf } from './normalize';
import type { ProductSearch, ProductSearchQuery } from './types';
import type { Answer } from './answers';

/** Parameters a visitor chooses: an answer shaped by them is per request, never stored for everyone. */
const VISITOR_CHOSEN: readonly (keyof ProductSearchQuery)[] = ['q', 'category', 'brand', 'sort', 'page'];

export async function searchProducts(query: ProductSearchQuery = {}) {
  return search(
    query,
    VISITOR_CHOSEN.some((name) => query[name] !== undefined && query[name] !== ''),
  );
}

/**
 * A product's related products: those of its own category, a key the catalog listed, not one a visitor
 * chose, so cached like the unfiltered search. Fetched per request, they would make the cached product
 * page render on every request (Next does so for a page that made a no-store fetch).
 */
export const searchCategoryProducts = (category: string, size: number) => search({ category, size }, false);

async function search(query: ProductSearchQuery, perRequest: boolean) {
  const options = { query: { ...query }, ...(perRequest ? { revalidate: 0 } : { tags: [modelTag('product')] }) };
  return mapResult(await request<Answer<'searchProducts'>>('catalog/api/product/search/', options), (raw): ProductSearch => {
    const r = isRecord(raw) ? raw : {};
    const results = listOf(r.results ?? raw, toProduct);
    return {
      // A total not sent or unreadable: the products listed are those known.
      count: totalOf(r.count) ?? results.length,
      results,
      // Brands and categories are filters by their key: one without a key filters nothing, one listed twice is one.
      brands: keyedOnce(listOf(r.brands, toBrand)),
      categories: keyedOnce(
        asList(r.categories)
          .filter(isRecord)
          .map((category) => toCategory(category)),
      ).map((category) => ({
        ...category,
        childCategories: keyedOnce(category.childCategories),
      })),
    };
  });
}

/** The category dropdown: the tree two levels deep and the brands, no products. */
export async function getCategoryTree() {
  return searchProducts({ size: 0, category_depth: 2 });
}

export async function getProduct(id: string) {
  return mapResult(
    await request<Answer<'getProduct'>>(`catalog/api/product/${encodeURIComponent(id)}/`, { tags: itemTags('product', id) }),
    (raw) => toProduct(isRecord(raw) ? raw : {}),
  );
}
