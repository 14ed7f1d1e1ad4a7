import { cache } from 'react';
import { findCategory } from '@/lib/format/labels';
import { getCategoryTree, getProduct, searchCategoryProducts } from '@/lib/api/catalog';
import type { Brand, Category, Product } from '@/lib/api/types';
import { isItemKey } from '@/lib/paths';

/** Related products shown under a product: others of its category. */
export const RELATED_PRODUCTS = 4;

export type ProductPageData =
  | { kind: 'found'; product: Product; brands: Brand[]; category: Category | null; parent: Category | null; related: Product[] }
  /** The backend says there is no such product: the page answers 404. */
  | { kind: 'missing' }
  /** The backend is down, slow or answered garbage: the page still renders, saying so. */
  | { kind: 'unavailable' };

/**
 * Everything the product page shows, from three calls: the product and the category tree (its
 * breadcrumb and the brands' names), then the search for its category (related products).
 * Cached per request, so the page and its metadata ask once. Every call is cacheable (the related
 * products' category is the product's own, not a visitor's filter): one `no-store` call would make
 * the cached product page render on every request.
 */
export const loadProductPage = cache(async (id: string): Promise<ProductPageData> => {
  if (!isItemKey(id)) return { kind: 'missing' };
  const [answer, tree] = await Promise.all([getProduct(id), getCategoryTree()]);
  if (answer.status === 404) return { kind: 'missing' };
  const product = answer.data;
  if (!answer.ok || !product?.name) return { kind: 'unavailable' };

  const search = product.category ? await searchCategoryProducts(product.category, RELATED_PRODUCTS + 1) : null;
  const related = (search?.data?.results ?? []).filter((p) => p.id && p.id !== product.id).slice(0, RELATED_PRODUCTS);
  const found = product.category ? findCategory(tree.data?.categories ?? [], product.category) : null;
  return {
    kind: 'found',
    product,
    brands: [...(search?.data?.brands ?? []), ...(tree.data?.brands ?? [])],
    category: found?.category ?? null,
    parent: found?.parent ?? null,
    related,
  };
});
