/** Reading what the portal keeps on the device from a test (lib/offline/device-store.ts). */
import type { BrowserContext, Page } from '@playwright/test';

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

/**
 * Takes the browser offline, as a phone at a till without signal is. Chromium 150 under Playwright's
 * offline emulation tells a document loaded while offline that it is online (`navigator.onLine` true; the
 * document before said false), which no phone does: every page this context loads until `backOnline` is
 * told it is offline. `backOnline` goes online again and tells the page in view, as the browser would.
 */
export async function offlineForGood(context: BrowserContext) {
  await context.setOffline(true);
  const told = await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false }),
  );
  return {
    async backOnline(page: Page) {
      await told.dispose();
      await context.setOffline(false);
      await page.evaluate(() => {
        Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
        window.dispatchEvent(new Event('online'));
      });
    },
  };
}
