'use client';
import useSWR from 'swr';
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

/**
 * The header menu's categories (two levels) and brands, asked for by the browser once the menu is
 * wanted: `enabled` false asks nothing (the button, until a pointer or focus comes to it).
 */
export function useCategoryTree(enabled = true) {
  return useSWR<CategoryTree, Error>(enabled ? 'catalog/api/product/search/?size=0&category_depth=2' : null, loadCategoryTree, {
    revalidateOnFocus: false,
  });
}
