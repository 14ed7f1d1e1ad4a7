import { EmptyState } from '@/components/ui/empty-state';
import { CHIP_ROW, FilterChip } from '@/components/ui/filter-chip';
import { PageHeading } from '@/components/ui/page-heading';
import { hrefWith } from '@/lib/rules/search-params';
import { pageMetadata } from '@/lib/server/metadata';
import { loadStores } from '@/lib/loaders/stores';
import { StoreCard } from './store-card';

export const STORES_TITLE = 'Lokasi Toko';
export const STORES_PATH = '/store-location';

/** For /store-location and its city filters alike (their canonical is the bare page). */
export const storesMetadata = () =>
  pageMetadata({
    title: STORES_TITLE,
    description: 'Alamat, jam buka dan petunjuk arah toko Arena Sport di kota Anda.',
    path: STORES_PATH,
  });

/** The store locator: cities as filter links (`?city=`, asked of the backend as `city_f`) and the stores. */
export async function StoreLocator({ city }: { city: string }) {
  const { stores, cities, ok } = await loadStores(city);
  const isCurrent = (name: string) => name.localeCompare(city, 'id', { sensitivity: 'base' }) === 0;
  return (
    <div className="mx-auto max-w-page-xl px-4 py-6 sm:py-10">
      <PageHeading title={STORES_TITLE}>Kunjungi toko Arena Sport terdekat: alamat, jam buka dan petunjuk arah.</PageHeading>
      {cities.length > 0 || city ? (
        <nav aria-label="Kota" className="mt-5">
          <ul className={CHIP_ROW}>
            <li>
              <FilterChip href={STORES_PATH} current={!city}>
                Semua kota
              </FilterChip>
            </li>
            {cities.map((name) => (
              <li key={name}>
                <FilterChip href={hrefWith(STORES_PATH, { city: name })} current={isCurrent(name)}>
                  {name}
                </FilterChip>
              </li>
            ))}
            {city && !cities.some(isCurrent) ? (
              <li>
                <FilterChip href={hrefWith(STORES_PATH, { city })} current>
                  {city}
                </FilterChip>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      <div className="mt-6">
        {stores.length > 0 ? (
          <>
            <p className="mb-3 text-sm text-slate-600">{city ? `${stores.length} toko di ${city}` : `${stores.length} toko`}</p>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {stores.map((store, index) => (
                <li key={`${index}:${store.uid}`}>
                  <StoreCard store={store} />
                </li>
              ))}
            </ul>
          </>
        ) : !ok ? (
          <EmptyState title="Lokasi toko belum dapat dimuat">Silakan coba lagi sebentar lagi.</EmptyState>
        ) : city ? (
          <EmptyState title={`Belum ada toko di ${city}`} action={{ href: STORES_PATH, label: 'Lihat semua kota' }}>
            Pilih kota lain, atau belanja di toko online kami.
          </EmptyState>
        ) : (
          <EmptyState title="Belum ada lokasi toko">Daftar toko akan segera hadir.</EmptyState>
        )}
      </div>
    </div>
  );
}
