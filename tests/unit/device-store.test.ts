import 'fake-indexeddb/auto';
import { createStore, keys, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetMemberData,
  keepMemberCard,
  keepVouchers,
  readMemberCard,
  readVouchers,
  sessionDigest,
  type MemberCardSnapshot,
} from '@/lib/offline/device-store';
import { IMAGES_CACHE, PAGES_CACHE, STATIC_CACHE } from '@/lib/offline/paths';
import type { Deal } from '@/lib/api/types';
import { installCaches, removeCaches } from './memory-caches';

const BUDI: MemberCardSnapshot = {
  name: 'Budi Santoso',
  levelName: 'Gold',
  levelIconUrl: '/demo/levels/gold.svg',
  balance: 24750,
  cardNumber: '7788120045560011',
};
const SITI: MemberCardSnapshot = { name: 'Siti Rahayu', levelName: 'Silver', levelIconUrl: '', balance: 1200, mobileNo: '081298765432' };
const voucher = (code: string): Deal => ({
  uid: `deal-${code}`,
  name: 'Gratis Ongkir',
  price: 500,
  description: '',
  images: [],
  codes: [{ code }],
});

/** A URL on the portal itself (jsdom's origin), as the browser keeps it. */
const at = (path: string) => new URL(path, location.href).href;

/** Every key in the portal's IndexedDB store, read directly. */
const storedKeys = () => keys(createStore('portal-offline', 'member'));

/** The records the worker's ExpirationPlugin keeps of each cached entry (serwist's own database). */
const EXPIRATION_DB = 'serwist-expiration';
interface ExpirationRow {
  id: string;
  cacheName: string;
  url: string;
  timestamp: number;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function deleteDatabase(name: string) {
  return done(indexedDB.deleteDatabase(name) as IDBRequest<unknown>);
}

/** The database as serwist makes it (lib/expiration/models/CacheTimestampsModel.ts), holding `rows`. */
async function keepExpirationRows(rows: [cacheName: string, url: string][]) {
  const open = indexedDB.open(EXPIRATION_DB, 1);
  open.onupgradeneeded = () => {
    const store = open.result.createObjectStore('cache-entries', { keyPath: 'id' });
    store.createIndex('cacheName', 'cacheName', { unique: false });
    store.createIndex('timestamp', 'timestamp', { unique: false });
  };
  const db = await done(open);
  const store = db.transaction('cache-entries', 'readwrite').objectStore('cache-entries');
  await Promise.all(rows.map(([cacheName, url]) => done(store.put({ id: `${cacheName}|${url}`, cacheName, url, timestamp: Date.now() }))));
  db.close();
}

async function expirationRows(): Promise<string[]> {
  const db = await done(indexedDB.open(EXPIRATION_DB, 1));
  const rows = await done(db.transaction('cache-entries').objectStore('cache-entries').getAll() as IDBRequest<ExpirationRow[]>);
  db.close();
  return rows.map((row) => `${row.cacheName}|${row.url.replace(location.origin, '')}`).sort();
}

beforeEach(async () => {
  removeCaches();
  await forgetMemberData();
  await deleteDatabase(EXPIRATION_DB);
});

describe('the device store', () => {
  it('gives the member card and vouchers back to the session that kept them', async () => {
    await keepMemberCard('mbr-budi', 'token-budi', BUDI);
    await keepVouchers('mbr-budi', 'token-budi', [voucher('ARN-8WQ2-L5TD')]);
    const card = await readMemberCard('token-budi');
    expect(card?.data).toEqual(BUDI);
    expect(Date.parse(card!.savedAt)).not.toBeNaN();
    expect((await readVouchers('token-budi'))?.data.map((d) => d.codes[0].code)).toEqual(['ARN-8WQ2-L5TD']);
  });

  it('keeps a balance and a deal price that could not be read as unknown, never as 0', async () => {
    await keepMemberCard('mbr-budi', 'token-budi', { ...BUDI, balance: null });
    await keepVouchers('mbr-budi', 'token-budi', [{ ...voucher('ARN-8WQ2-L5TD'), price: null }]);
    expect((await readMemberCard('token-budi'))?.data.balance).toBeNull();
    expect((await readVouchers('token-budi'))?.data[0].price).toBeNull();
  });

  it('gives nothing to another session, even of the same member, until that session keeps its own', async () => {
    await keepMemberCard('mbr-budi', 'token-budi', BUDI);
    expect(await readMemberCard('token-other')).toBeUndefined();
    expect(await readVouchers('token-other')).toBeUndefined();
    await keepMemberCard('mbr-budi', 'token-budi-2', { ...BUDI, balance: 20000 });
    expect((await readMemberCard('token-budi-2'))?.data.balance).toBe(20000);
  });

  it("wipes the first member's card and vouchers when another member signs in on the device", async () => {
    await keepMemberCard('mbr-budi', 'token-budi', BUDI);
    await keepVouchers('mbr-budi', 'token-budi', [voucher('ARN-8WQ2-L5TD')]);
    await keepMemberCard('mbr-siti', 'token-siti', SITI);
    expect((await readMemberCard('token-siti'))?.data).toEqual(SITI);
    // Siti's session sees no voucher at all (none of Budi's), and Budi's session sees nothing any more.
    expect(await readVouchers('token-siti')).toBeUndefined();
    expect(await readMemberCard('token-budi')).toBeUndefined();
    expect(await readVouchers('token-budi')).toBeUndefined();
    expect((await storedKeys()).sort()).toEqual(['card:mbr-siti', 'owner']);
    // Budi signing in again later finds nothing of his old vouchers: they were deleted, not hidden.
    await keepMemberCard('mbr-budi', 'token-budi', BUDI);
    expect(await readVouchers('token-budi')).toBeUndefined();
  });

  it("keeps both of a new member's first copies, made at once (the card and the vouchers): the first member's data goes once", async () => {
    await keepMemberCard('mbr-budi', 'token-budi', BUDI);
    await keepVouchers('mbr-budi', 'token-budi', [voucher('ARN-8WQ2-L5TD')]);
    installCaches({ [IMAGES_CACHE]: [] });
    const forgets = vi.spyOn(globalThis.caches, 'delete');
    await Promise.all([keepMemberCard('mbr-siti', 'token-siti', SITI), keepVouchers('mbr-siti', 'token-siti', [voucher('SITI-0001')])]);
    expect((await readMemberCard('token-siti'))?.data).toEqual(SITI);
    expect((await readVouchers('token-siti'))?.data.map((d) => d.codes[0].code)).toEqual(['SITI-0001']);
    expect(forgets).toHaveBeenCalledTimes(1);
  });

  it('treats a different session as a different person when the backend sends no member uid', async () => {
    await keepVouchers('', 'token-a', [voucher('CODE-A')]);
    await keepMemberCard('', 'token-b', SITI);
    expect(await readVouchers('token-b')).toBeUndefined();
  });

  it('forgets everything of the member: kept data and the cached member pages, nothing else', async () => {
    const cached = installCaches({
      pages: [at('/my-voucher'), at('/member'), at('/member/card'), at('/blog')],
      'serwist-precache-v2': [at('/offline')],
    });
    await keepMemberCard('mbr-budi', 'token-budi', BUDI);
    await keepVouchers('mbr-budi', 'token-budi', [voucher('ARN-8WQ2-L5TD')]);
    await forgetMemberData();
    expect(await storedKeys()).toEqual([]);
    expect(await readMemberCard('token-budi')).toBeUndefined();
    expect(await readVouchers('token-budi')).toBeUndefined();
    expect(cached.held('pages')).toEqual(['/blog']);
    expect(cached.held('serwist-precache-v2')).toEqual(['/offline']);
  });

  it('keeps a digest of the token, never the token itself', async () => {
    expect(await sessionDigest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe("the member's pictures", () => {
  const withPictures = (code: string, ...urls: string[]): Deal => ({ ...voucher(code), images: urls.map((url) => ({ url })) });
  // Budi's wallet: a voucher of a public deal, and one of a retired deal only his wallet shows.
  const BUDI_WALLET = [
    withPictures('ARN-8WQ2-L5TD', '/demo/deals/ongkir.webp'),
    withPictures('ARN-OLD', 'https://img.example/deals/retired.png?v=3'),
  ];
  const BUDI_PICTURES = [
    at('/demo/deals/ongkir.webp?w=192&q=85'),
    'https://img.example/deals/retired.png?v=3&w=192&q=85',
    // His level icon (the header, the card), and the ladder of levels on /member.
    at('/demo/levels/gold.svg?w=64&q=85'),
    at('/demo/levels/gold.svg?w=112&q=85'),
    at('/demo/levels/silver.svg?w=64&q=85'),
    at('/demo/levels/platinum.svg?w=64&q=85'),
  ];
  const PUBLIC_PICTURE = at('/demo/deals/sepatu-lari.webp?w=600&q=85');

  it('go with the rest: the picture cache whole, every other cache but for the member pages as it was', async () => {
    const cached = installCaches({
      [IMAGES_CACHE]: [...BUDI_PICTURES, PUBLIC_PICTURE],
      [PAGES_CACHE]: [at('/my-voucher'), at('/blog')],
      [STATIC_CACHE]: [at('/_next/static/chunks/app.js')],
      'serwist-precache-v2': [at('/offline'), at('/icons/icon-192.png')],
    });
    await keepMemberCard('mbr-budi', 'token-budi', BUDI);
    await keepVouchers('mbr-budi', 'token-budi', BUDI_WALLET);
    await forgetMemberData();
    expect(cached.held(IMAGES_CACHE)).toBeUndefined();
    expect(cached.held(PAGES_CACHE)).toEqual(['/blog']);
    expect(cached.held(STATIC_CACHE)).toEqual(['/_next/static/chunks/app.js']);
    expect(cached.held('serwist-precache-v2')).toEqual(['/offline', '/icons/icon-192.png']);
  });

  it("go with every kept page the server rendered for the session (answered private): a member's deals where the backend keeps them for members", async () => {
    const PER_REQUEST = 'private, no-cache, no-store, max-age=0, must-revalidate';
    const SHARED = 's-maxage=60, stale-while-revalidate=31535940';
    const cached = installCaches({
      [PAGES_CACHE]: [
        [at('/deals'), PER_REQUEST],
        [at('/'), PER_REQUEST],
        [at('/deals/voucher-ongkir'), PER_REQUEST],
        [at('/blog'), SHARED],
        at('/faq'),
      ],
    });
    await keepExpirationRows([
      [PAGES_CACHE, at('/deals')],
      [PAGES_CACHE, at('/blog')],
    ]);
    await forgetMemberData();
    expect(cached.held(PAGES_CACHE)).toEqual(['/blog', '/faq']);
    expect(await expirationRows()).toEqual([`${PAGES_CACHE}|/blog`]);
  });

  it('go when another member signs in on the device', async () => {
    const cached = installCaches({ [IMAGES_CACHE]: [...BUDI_PICTURES, PUBLIC_PICTURE] });
    await keepMemberCard('mbr-budi', 'token-budi', BUDI);
    await keepVouchers('mbr-budi', 'token-budi', BUDI_WALLET);
    await keepMemberCard('mbr-siti', 'token-siti', SITI);
    expect(cached.held(IMAGES_CACHE)).toBeUndefined();
  });

  it("go from the worker's records of its caches too, which name each picture", async () => {
    installCaches({ [IMAGES_CACHE]: [...BUDI_PICTURES, PUBLIC_PICTURE] });
    await keepExpirationRows([
      ...[...BUDI_PICTURES, PUBLIC_PICTURE].map((url): [string, string] => [IMAGES_CACHE, url]),
      [PAGES_CACHE, at('/my-voucher')],
      [PAGES_CACHE, at('/blog')],
      [STATIC_CACHE, at('/_next/static/chunks/app.js')],
    ]);
    await keepMemberCard('mbr-budi', 'token-budi', BUDI);
    await keepVouchers('mbr-budi', 'token-budi', BUDI_WALLET);
    await forgetMemberData();
    expect(await expirationRows()).toEqual([`${PAGES_CACHE}|/blog`, `${STATIC_CACHE}|/_next/static/chunks/app.js`]);
  });

  it('leave no records database behind where the worker never made one', async () => {
    installCaches({ [IMAGES_CACHE]: [PUBLIC_PICTURE] });
    await keepVouchers('mbr-budi', 'token-budi', BUDI_WALLET);
    await forgetMemberData();
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(EXPIRATION_DB);
  });
});

describe('a copy kept by another build', () => {
  it('is nothing kept when it no longer has the shape this build reads (an older voucher without codes, a card without a balance)', async () => {
    const token = 'demo.token-lama';
    await keepMemberCard('m', token, BUDI);
    await keepVouchers('m', token, [voucher('A')]);
    expect((await readVouchers(token))?.data).toEqual([voucher('A')]);
    expect((await readMemberCard(token))?.data).toEqual(BUDI);
    // What an older build might have written under the same keys.
    const db = createStore('portal-offline', 'member');
    await set('vouchers:m', { data: [{ uid: 'x', name: 'Lama', price: 500, images: [] }], savedAt: '2026-11-01T00:00:00Z' }, db);
    await set('card:m', { data: { name: 'Budi', level: 'Gold' }, savedAt: '2026-11-01T00:00:00Z' }, db);
    expect(await readVouchers(token)).toBeUndefined();
    expect(await readMemberCard(token)).toBeUndefined();
    await set('vouchers:m', { data: [voucher('B')] }, db);
    expect(await readVouchers(token)).toBeUndefined();
  });
});

describe('without IndexedDB', () => {
  it('keeps nothing and never throws', async () => {
    const saved = globalThis.indexedDB;
    Reflect.deleteProperty(globalThis, 'indexedDB');
    vi.resetModules();
    try {
      const store = await import('@/lib/offline/device-store');
      await expect(store.keepMemberCard('mbr-budi', 'token-budi', BUDI)).resolves.toBeUndefined();
      await expect(store.readMemberCard('token-budi')).resolves.toBeUndefined();
      await expect(store.forgetMemberData()).resolves.toBeUndefined();
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});
