import { SEED, type RawProduct, type SeedCategory } from '../seed';
import { NOT_FOUND, answer } from './answers';
import { paginate } from './common';

const childrenOf = (key: string): SeedCategory[] => SEED.categories.filter((c) => c.parent === key);

interface CategoryNode {
  key: string;
  name: string;
  parent: string | null;
  brand: string | null;
  child_categories: CategoryNode[];
}

function categoryNode(category: SeedCategory, depth: number): CategoryNode {
  return {
    key: category.key,
    name: category.name,
    parent: category.parent,
    brand: null,
    child_categories: depth > 1 ? childrenOf(category.key).map((c) => categoryNode(c, depth - 1)) : [],
  };
}

const effectivePrice = (p: RawProduct) => p.sale_price ?? p.price;

const PRODUCT_SORTS: Record<string, (a: RawProduct, b: RawProduct) => number> = {
  price: (a, b) => effectivePrice(a) - effectivePrice(b),
  name: (a, b) => a.name.localeCompare(b.name, 'id'),
};

export function searchProducts(url: URL) {
  const params = url.searchParams;
  const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const category = params.get('category')?.trim() ?? '';
  const brandKeys = (params.get('brand') ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  const depth = Number.parseInt(params.get('category_depth') ?? '', 10) >= 2 ? 2 : 1;

  const brandName = (key: string) => SEED.brands.find((b) => b.key === key)?.value ?? key;
  const inCategory = (p: RawProduct) =>
    !category || p.category === category || SEED.categories.find((c) => c.key === p.category)?.parent === category;
  // Words may hit the name or the brand, so "sepatu nike" finds Nike shoes.
  const matchesQuery = (p: RawProduct) => {
    const haystack = `${p.name} ${brandName(p.brand)}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  };

  const scoped = SEED.products.filter((p) => matchesQuery(p) && inCategory(p));
  // Brand facets come from the query and category, not the brand filter, so picking a brand keeps the others listed.
  const brands = SEED.brands.filter((b) => scoped.some((p) => p.brand === b.key));
  let matches = brandKeys.length ? scoped.filter((p) => brandKeys.includes(p.brand)) : scoped;

  const sort = params.get('sort')?.trim() ?? '';
  const compare = PRODUCT_SORTS[sort.replace(/^-/, '')];
  if (compare) matches = [...matches].sort(sort.startsWith('-') ? (a, b) => compare(b, a) : compare);

  const page = paginate(matches, url, 'size');
  return answer({
    ...page,
    results: structuredClone(page.results),
    brands,
    categories: SEED.categories.filter((c) => c.parent === null).map((c) => categoryNode(c, depth)),
  });
}

export function getProduct(id: string) {
  const product = SEED.products.find((p) => String(p.id) === id);
  return product ? answer(product) : NOT_FOUND;
}
