/** Display labels for catalog and CMS keys: the backend sends keys, the page shows words. */
import { text } from '@/lib/api/normalize';
import type { BlogPost, Brand, Category, ContentItem } from '@/lib/api/types';

/** `"sepatu-sepak-bola"` → `"Sepatu Sepak Bola"`; underscores count as spaces too. A key of only dashes stays as it is. */
export function titleCaseKey(key: string): string {
  const words = key
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return words || key.trim();
}

/**
 * A category's label. Categories carry only keys (the contract's Category), so a label comes from a CMS item with
 * that key when one is known (blog categories, product categories), else from the key itself.
 */
export function categoryLabel(key: string, known: readonly Pick<ContentItem, 'key' | 'title'>[] = []): string {
  return known.find((item) => item.key === key)?.title || titleCaseKey(key);
}

/** A blog post's category key (an extra field of the CMS item), trimmed: one of spaces is none, not a link without a name. */
export const postCategory = (post: BlogPost): string => text(post.extra.category);

/** A product's brand is a key; its display value comes from the search answer's brands. */
export function brandLabel(key: string, brands: readonly Brand[]): string {
  return brands.find((b) => b.key === key)?.value || titleCaseKey(key);
}

/** The category with this key in a tree, and its parent (null at the top level). */
export function findCategory(tree: readonly Category[], key: string): { category: Category; parent: Category | null } | null {
  for (const top of tree) {
    if (top.key === key) return { category: top, parent: null };
    const child = top.childCategories.find((c) => c.key === key);
    if (child) return { category: child, parent: top };
  }
  return null;
}
