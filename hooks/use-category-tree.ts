'use client';
import useSWR, { preload } from 'swr';
import { getCategoryTree } from '@/lib/api/catalog';
import type { Brand, Category } from '@/lib/api/types';

export interface CategoryTree {
  categories: Category[];
  brands: Brand[];
}

async function loadCategoryTree(): Promise<CategoryTree> {
  const result = await getCategoryTree();
  if (!result.ok || !result.data) throw new Error(result.error ?? 'Kategori tidak dapat dimuat');
  return { categories: result.data.categories, brands: result.data.brands };
}

const KEY = 'catalog/api/product/search/?size=0&category_depth=2';

/** The header menu's categories (two levels) and brands. */
export function useCategoryTree() {
  return useSWR<CategoryTree, Error>(KEY, loadCategoryTree, { revalidateOnFocus: false });
}

let preloaded = false;

/**
 * Asks for the categories before the menu first opens (a pointer or focus on its button), so it opens
 * filled. Once a page: the menu keeps them in SWR's cache, and a second answer waiting unread would be
 * the one it reads next time, however old.
 */
export function preloadCategoryTree(): void {
  if (preloaded) return;
  preloaded = true;
  // A failure here is shown by the menu itself, which asks again.
  preload(KEY, loadCategoryTree).catch(() => {});
}
