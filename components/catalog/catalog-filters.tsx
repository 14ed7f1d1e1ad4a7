import { DocumentLink } from '@/components/ui/document-link';
import type { Brand, Category } from '@/lib/api/types';
import { CHIP_ROW, FilterChip } from '@/components/ui/filter-chip';
import { categoryLabel, findCategory } from '@/lib/format/labels';
import { BROWSE_PATH, hrefWith, PRODUCT_SORTS, type ProductSort } from '@/lib/rules/search-params';

const ROW = 'sm:flex sm:items-start sm:gap-4';
const LABEL = 'mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600 sm:mb-0 sm:w-20 sm:shrink-0 sm:pt-3.5';

export interface CatalogFilter {
  category: string;
  brand: string;
  sort: ProductSort;
}

/** A link to the catalog with these filters (empty ones left out). */
export function browseHref(filter: Partial<CatalogFilter>): string {
  return hrefWith(BROWSE_PATH, { category: filter.category, brand: filter.brand, sort: filter.sort });
}

/**
 * The category tree (top level, then the children of the chosen branch) and the brands, as links.
 * Choosing a category drops the brand (brands differ per category); choosing a brand keeps the category.
 */
export function CatalogFilters({ tree, brands, filter }: { tree: Category[]; brands: Brand[]; filter: CatalogFilter }) {
  const found = filter.category ? findCategory(tree, filter.category) : null;
  const branch = found ? (found.parent ?? found.category) : null;
  return (
    <div className="space-y-4">
      <nav aria-labelledby="filter-kategori" className={ROW}>
        <p id="filter-kategori" className={LABEL}>
          Kategori
        </p>
        <div className="min-w-0 flex-1">
          <ul className={CHIP_ROW}>
            <li>
              <FilterChip href={browseHref({ sort: filter.sort })} current={!filter.category}>
                Semua
              </FilterChip>
            </li>
            {tree.map((top) => (
              <li key={top.key}>
                <FilterChip
                  href={browseHref({ category: top.key, sort: filter.sort })}
                  current={filter.category === top.key}
                  active={branch?.key === top.key}
                >
                  {categoryLabel(top.key)}
                </FilterChip>
              </li>
            ))}
          </ul>
          {branch && branch.childCategories.length > 0 ? (
            <ul aria-label={`Subkategori ${categoryLabel(branch.key)}`} className={`mt-2 ${CHIP_ROW}`}>
              {branch.childCategories.map((child) => (
                <li key={child.key}>
                  <FilterChip href={browseHref({ category: child.key, sort: filter.sort })} current={filter.category === child.key}>
                    {categoryLabel(child.key)}
                  </FilterChip>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </nav>
      {brands.length > 0 ? (
        <nav aria-labelledby="filter-merek" className={ROW}>
          <p id="filter-merek" className={LABEL}>
            Merek
          </p>
          <ul className={`min-w-0 flex-1 ${CHIP_ROW}`}>
            <li>
              <FilterChip href={browseHref({ category: filter.category, sort: filter.sort })} current={!filter.brand}>
                Semua merek
              </FilterChip>
            </li>
            {brands.map((brand) => (
              <li key={brand.key}>
                <FilterChip
                  href={browseHref({ category: filter.category, brand: brand.key, sort: filter.sort })}
                  current={filter.brand === brand.key}
                >
                  {brand.value}
                </FilterChip>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/** Sort order as a disclosure of links (no JavaScript needed); remounted per order so it closes after a choice. */
export function SortMenu({ filter }: { filter: CatalogFilter }) {
  const current = PRODUCT_SORTS.find((s) => s.value === filter.sort) ?? PRODUCT_SORTS[0];
  return (
    // At most as wide as the page (with a large font the label is cut short; the open menu shows it whole).
    <details key={filter.sort} className="group relative max-w-full">
      <summary className="flex h-11 max-w-full cursor-pointer list-none items-center gap-1 rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-800 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 truncate">
          Urutkan: <span className="font-semibold">{current.label}</span>
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className="shrink-0 transition group-open:rotate-180">
          <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <ul className="absolute right-0 z-20 mt-2 w-52 max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
        {PRODUCT_SORTS.map((sort) => (
          <li key={sort.value}>
            <DocumentLink
              href={browseHref({ ...filter, sort: sort.value })}
              aria-current={sort.value === filter.sort ? 'page' : undefined}
              className="menu-item"
            >
              {sort.label}
            </DocumentLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
