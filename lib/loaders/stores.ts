import { listStoreLocations } from '@/lib/api/content';
import { listStores } from '@/lib/api/member';
import type { ApiResult, Store } from '@/lib/api/types';

/** The sales channel of stores people walk into (`sales/api/store/?channel=`). */
export const STORE_CHANNEL = 'offline';

export interface StoreList {
  stores: Store[];
  /** Every city there are stores in, for the filter. */
  cities: string[];
  /** False when the stores could not be loaded at all (backend down): the page says so. */
  ok: boolean;
}

const sameCity = (a: string, b: string) => a.localeCompare(b, 'id', { sensitivity: 'base' }) === 0;
const named = (answer: ApiResult<Store[]> | null) => (answer?.data ?? []).filter((store) => store.name);

function citiesOf(stores: Store[]): string[] {
  const cities: string[] = [];
  for (const { city } of stores) if (city && !cities.some((known) => sameCity(known, city))) cities.push(city);
  return cities.sort((a, b) => a.localeCompare(b, 'id'));
}

/**
 * Stores from the `store-location` model (`city_f` for a city). When the CMS has none, the sales
 * service's stores stand in (filtered by city here: that call has no city filter). A backend that
 * keeps the sales list for members (401) simply leaves the list empty.
 */
export async function loadStores(city: string): Promise<StoreList> {
  const [all, filtered] = await Promise.all([listStoreLocations(), city ? listStoreLocations(city) : null]);
  const content = filtered ?? all;
  let stores = named(content);
  let cities = citiesOf(named(all));
  if (content.ok && stores.length === 0) {
    const sales = named(await listStores(STORE_CHANNEL));
    stores = city ? sales.filter((store) => sameCity(store.city, city)) : sales;
    if (cities.length === 0) cities = citiesOf(sales);
  }
  return { stores, cities, ok: content.ok };
}
