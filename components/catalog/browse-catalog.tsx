import { getCategoryTree, searchProducts } from '@/lib/api/catalog';
import type { Brand } from '@/lib/api/types';
import { CatalogFilters, SortMenu, type CatalogFilter } from '@/components/catalog/catalog-filters';
import { EmptyState } from '@/components/ui/empty-state';
import { brandLabel, categoryLabel, findCategory } from '@/lib/format/labels';
import { Pagination } from '@/components/ui/pagination';
import { ProductGrid } from '@/components/catalog/product-grid';
import { BROWSE_PATH, hrefWith } from '@/lib/rules/search-params';

export const BROWSE_PAGE_SIZE = 24;

/**
 * The catalog: category tree and brands as filter links, then the products of the current filter.
 * Either call may fail (backend down, slow, garbage): the page still renders, with what it has.
 */
export async function BrowseCatalog({ filter, page = 1 }: { filter: CatalogFilter; page?: number }) {
  const [tree, search] = await Promise.all([
    getCategoryTree(),
    searchProducts({
      category: filter.category || undefined,
      brand: filter.brand || undefined,
      sort: filter.sort || undefined,
      size: BROWSE_PAGE_SIZE,
      ...(page > 1 ? { page } : {}),
    }),
  ]);
  const categories = tree.data?.categories.length ? tree.data.categories : (search.data?.categories ?? []);
  // Facets from the search (brands in this category); all brands when it has none.
  const brands = search.data?.brands.length ? search.data.brands : (tree.data?.brands ?? []);
  const allBrands: Brand[] = [...brands, ...(tree.data?.brands ?? [])];
  const products = search.data?.results ?? [];
  const count = search.data?.count ?? 0;
  const pageCount = Math.ceil(count / BROWSE_PAGE_SIZE);

  const found = filter.category ? findCategory(categories, filter.category) : null;
  const title = filter.category ? categoryLabel(filter.category) : 'Semua Produk';
  const filtered = !!(filter.category || filter.brand);

  return (
    <div className="mx-auto max-w-page-xl px-4 py-6 sm:py-10">
      <header>
        {found?.parent ? <p className="text-sm font-semibold text-brand">{categoryLabel(found.parent.key)}</p> : null}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <span>{title}</span>
          {filter.brand ? <span className="text-slate-600">{` · ${brandLabel(filter.brand, allBrands)}`}</span> : null}
        </h1>
      </header>

      <div className="mt-5">
        <CatalogFilters tree={categories} brands={brands} filter={filter} />
      </div>

      <section aria-labelledby="products-heading" className="mt-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="products-heading" className="sr-only">
            Daftar produk
          </h2>
          <p className="text-sm text-slate-600">{search.ok ? `${count} produk` : ''}</p>
          {products.length > 1 ? <SortMenu filter={filter} /> : null}
        </div>
        {products.length > 0 ? (
          <>
            <ProductGrid products={products} brands={allBrands} />
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefFor={(p) => hrefWith(BROWSE_PATH, { ...filter, page: p > 1 ? String(p) : undefined })}
            />
          </>
        ) : search.ok ? (
          <EmptyState
            title="Produk tidak ditemukan"
            headingLevel={3}
            action={filtered ? { href: BROWSE_PATH, label: 'Lihat semua produk' } : undefined}
          >
            {filtered ? 'Belum ada produk untuk pilihan ini. Coba kategori atau merek lain.' : 'Belum ada produk di katalog.'}
          </EmptyState>
        ) : (
          <EmptyState title="Produk belum dapat dimuat" headingLevel={3}>
            Katalog sedang tidak dapat dihubungi. Silakan coba lagi sebentar lagi.
          </EmptyState>
        )}
      </section>
    </div>
  );
}
