import { searchProducts } from '@/lib/api/catalog';
import type { Brand } from '@/lib/api/types';
import { EmptyState } from '@/components/ui/empty-state';
import { ProductGrid } from '@/components/catalog/product-grid';
import { SearchForm } from '@/components/catalog/search-form';
import { BROWSE_PATH } from '@/lib/rules/search-params';

export const SEARCH_PAGE_SIZE = 24;

/** Product search results for `q`, the query echoed in the heading; without `q`, a prompt to search. */
export async function ProductSearch({ q }: { q: string }) {
  const form = <SearchForm action="/search" label="Cari produk" placeholder="Search Product" defaultValue={q} />;
  if (!q) {
    return (
      <div className="mx-auto max-w-page-xl px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Cari Produk</h1>
        <p className="mt-1 text-slate-600">Ketik nama produk atau merek, misalnya “sepatu lari” atau “nike”.</p>
        <div className="mt-5 max-w-page-sm">{form}</div>
        <div className="mt-8">
          <EmptyState title="Mulai mencari" action={{ href: BROWSE_PATH, label: 'Jelajahi kategori' }}>
            Atau jelajahi semua produk berdasarkan kategori dan merek.
          </EmptyState>
        </div>
      </div>
    );
  }

  const search = await searchProducts({ q, size: SEARCH_PAGE_SIZE });
  const products = search.data?.results ?? [];
  const brands: Brand[] = search.data?.brands ?? [];
  const count = search.data?.count ?? 0;

  return (
    <div className="mx-auto max-w-page-xl px-4 py-6 sm:py-10">
      <div className="max-w-page-sm">{form}</div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{`Hasil pencarian untuk “${q}”`}</h1>
      {search.ok ? (
        <p className="mt-1 text-slate-600">
          {count > products.length && products.length > 0 ? `${count} produk (menampilkan ${products.length})` : `${count} produk`}
        </p>
      ) : null}
      <div className="mt-6">
        {products.length > 0 ? (
          <ProductGrid products={products} brands={brands} headingLevel={2} />
        ) : search.ok ? (
          <EmptyState title="Produk tidak ditemukan" action={{ href: BROWSE_PATH, label: 'Jelajahi kategori' }}>
            {`Tidak ada produk yang cocok dengan “${q}”. Periksa ejaan atau coba kata lain.`}
          </EmptyState>
        ) : (
          <EmptyState title="Pencarian belum dapat dimuat" action={{ href: BROWSE_PATH, label: 'Jelajahi kategori' }}>
            Katalog sedang tidak dapat dihubungi. Silakan coba lagi sebentar lagi.
          </EmptyState>
        )}
      </div>
    </div>
  );
}
