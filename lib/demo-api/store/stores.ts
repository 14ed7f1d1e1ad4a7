/** The brand's shops (sales/api/store/). */
import { SEED } from '../seed';
import { answer } from './answers';

export function listStores(channel: string) {
  const known = SEED.stores.some((s) => s.channels.includes(channel));
  // An unknown or empty channel answers every store rather than nothing.
  const stores = known ? SEED.stores.filter((s) => s.channels.includes(channel)) : SEED.stores;
  return answer(stores.map(({ uid, name, address, city, phone }) => ({ uid, name, address, city, phone })));
}
