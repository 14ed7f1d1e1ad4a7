/** Reading what the portal keeps on the device from a test (lib/offline/device-store.ts). */
import type { Page } from '@playwright/test';

/**
 * Every value in one store of the page's IndexedDB, never creating its database: one made here, empty and
 * without its owner's store, would keep the portal (or the worker) from ever storing in it.
 */
export function storedValues(page: Page, database: string, store: string) {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        let absent = false;
        open.onupgradeneeded = () => {
          absent = true;
          open.transaction?.abort();
        };
        open.onerror = () => (absent ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) return resolve([]);
          const all = db.transaction(storeName).objectStore(storeName).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
    [database, store],
  );
}

/** What the portal keeps of the member for a till without signal: the card, the vouchers, their owner. */
export const keptForOffline = (page: Page) => storedValues(page, 'portal-offline', 'member');
