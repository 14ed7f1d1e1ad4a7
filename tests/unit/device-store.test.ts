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
import type { Deal } from '@/lib/api/types';

const BUDI: MemberCardSnapshot = { name: 'Budi Santoso', levelName: 'Gold', levelIconUrl: '/demo/levels/gold.svg', balance: 24750, cardNumber: '7788120045560011' };
const SITI: MemberCardSnapshot = { name: 'Siti Rahayu', levelName: 'Silver', levelIconUrl: '', balance: 1200, mobileNo: '081298765432' };
const voucher = (code: string): Deal => ({ uid: `deal-${code}`, name: 'Gratis Ongkir', price: 500, description: '', images: [], codes: [{ code }] });

/** Cache Storage as the browser keeps it, in memory: enough to see which pages are deleted. */
function installCaches(pages: Record<string, string[]>) {
  const stores = new Map(Object.entries(pages).map(([name, urls]) => [name, new Map(urls.map((u) => [u, new Response('<html>')]))]));
  const cacheOf = (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (request: Request) => entries.delete(request.url),
    };
  };
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: { keys: async () => [...stores.keys()], open: async (name: string) => cacheOf(name) },
  });
  return (name: string) => [...(stores.get(name)?.keys() ?? [])].map((url) => new URL(url).pathname);
}

/** Every key in the portal's IndexedDB store, read directly. */
const storedKeys = () => keys(createStore('portal-offline', 'member'));

beforeEach(async () => {
  Reflect.deleteProperty(globalThis, 'caches');
  await forgetMemberData();
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

  it('treats a different session as a different person when the backend sends no member uid', async () => {
    await keepVouchers('', 'token-a', [voucher('CODE-A')]);
    await keepMemberCard('', 'token-b', SITI);
    expect(await readVouchers('token-b')).toBeUndefined();
  });

  it('forgets everything of the member: kept data and the cached member pages, nothing else', async () => {
    const cached = installCaches({
      pages: ['http://portal.test/my-voucher', 'http://portal.test/member', 'http://portal.test/member/card', 'http://portal.test/blog'],
      'serwist-precache-v2': ['http://portal.test/offline'],
    });
    await keepMemberCard('mbr-budi', 'token-budi', BUDI);
    await keepVouchers('mbr-budi', 'token-budi', [voucher('ARN-8WQ2-L5TD')]);
    await forgetMemberData();
    expect(await storedKeys()).toEqual([]);
    expect(await readMemberCard('token-budi')).toBeUndefined();
    expect(await readVouchers('token-budi')).toBeUndefined();
    expect(cached('pages')).toEqual(['/blog']);
    expect(cached('serwist-precache-v2')).toEqual(['/offline']);
  });

  it('keeps a digest of the token, never the token itself', async () => {
    expect(await sessionDigest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
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
