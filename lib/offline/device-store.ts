/**
 * What the portal keeps on the device so a member can show a voucher or their card at a till without
 * signal: the member card and the vouchers, in IndexedDB, keyed to that member, and readable only with
 * the session that stored them. Nothing here ever throws: without IndexedDB (private mode, a test
 * runner, an old browser) the portal simply has nothing kept.
 */
import { clear, createStore, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { isRecord } from '@/lib/api/normalize';
import type { Deal } from '@/lib/api/types';
import { IMAGES_CACHE, isMemberPage, keepPageOnDevice } from './paths';

/** The member card as last seen online. */
export interface MemberCardSnapshot {
  name: string;
  levelName: string;
  levelIconUrl: string;
  /** null: it could not be read when last seen (the card then says so, offline too). */
  balance: number | null;
  /** The member number a cashier scans (getMember's `account.card_number`), when the backend sends one. */
  cardNumber?: string;
  /** WhatsApp number: how a cashier finds a member without a card number. */
  mobileNo?: string;
}

export interface Kept<T> {
  data: T;
  /** ISO time it was saved (shown as "Terakhir diperbarui …"). */
  savedAt: string;
}

/** Whose data the device holds: the member, and a digest of the session's token (never the token). */
interface Owner {
  member: string;
  session: string;
}

const OWNER = 'owner';
const cardKey = (member: string) => `card:${member}`;
const vouchersKey = (member: string) => `vouchers:${member}`;

let store: UseStore | undefined;
function database(): UseStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  store ??= createStore('portal-offline', 'member');
  return store;
}

async function quietly<T>(run: (db: UseStore) => Promise<T>): Promise<T | undefined> {
  const db = database();
  if (!db) return undefined;
  try {
    return await run(db);
  } catch {
    return undefined;
  }
}

/** SHA-256 of the token: ties what is kept to one session without storing the token a second time. */
export async function sessionDigest(token: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Makes `member` the device's owner. Another member's data goes first: a phone passed to a friend
 * who signs in must not show the first member's vouchers, even offline.
 */
async function claim(db: UseStore, member: string, token: string): Promise<void> {
  const session = await sessionDigest(token);
  const owner = await get<Owner>(OWNER, db);
  // A backend without member uids: a different session may be a different person.
  if (owner && (owner.member !== member || (!member && owner.session !== session))) {
    await forgetMemberData();
    keepCurrentMemberPage();
  }
  await set(OWNER, { member, session } satisfies Owner, db);
}

/** The member page on screen was just deleted with the previous member's: it is kept again, for this member. */
function keepCurrentMemberPage(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker || !isMemberPage(location.pathname)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    if (registration.active) keepPageOnDevice(registration.active, location.pathname);
  });
}

/**
 * Keeps run one after another: the card and the vouchers of a member new to the device are kept at once,
 * and two claims side by side both found the first member, so the second wiped the first's copy (and
 * the member page just kept again).
 */
let keeping: Promise<void> = Promise.resolve();

function keep<T>(key: (member: string) => string, member: string, token: string, data: T): Promise<void> {
  const kept = keeping.then(() =>
    quietly(async (db) => {
      await claim(db, member, token);
      await set(key(member), { data, savedAt: new Date().toISOString() } satisfies Kept<T>, db);
    }),
  );
  keeping = kept.catch(() => undefined);
  return kept;
}

/**
 * What was kept for the member of this session, when it still has the shape this build reads; nothing
 * for any other session. A copy kept by an older build (a field since added or renamed) is nothing kept:
 * offline at the till, a page that throws on it would be worse than one that says nothing is there.
 */
async function read<T>(key: (member: string) => string, token: string, fits: (data: unknown) => data is T): Promise<Kept<T> | undefined> {
  return quietly(async (db) => {
    const owner = await get<Owner>(OWNER, db);
    if (!owner || owner.session !== (await sessionDigest(token))) return undefined;
    const kept = await get<unknown>(key(owner.member), db);
    return isRecord(kept) && typeof kept.savedAt === 'string' && fits(kept.data) ? { data: kept.data, savedAt: kept.savedAt } : undefined;
  });
}

const isString = (value: unknown): value is string => typeof value === 'string';
const optional = (value: unknown) => value === undefined || isString(value);

function isMemberCardSnapshot(data: unknown): data is MemberCardSnapshot {
  return (
    isRecord(data) &&
    isString(data.name) &&
    isString(data.levelName) &&
    isString(data.levelIconUrl) &&
    (data.balance === null || Number.isFinite(data.balance)) &&
    optional(data.cardNumber) &&
    optional(data.mobileNo)
  );
}

const isCode = (code: unknown) => isRecord(code) && isString(code.code) && optional(code.usedAt) && optional(code.expiresAt);

function isDeals(data: unknown): data is Deal[] {
  return (
    Array.isArray(data) &&
    data.every(
      (deal) =>
        isRecord(deal) &&
        isString(deal.uid) &&
        isString(deal.name) &&
        (deal.price === null || Number.isFinite(deal.price)) &&
        isString(deal.description) &&
        Array.isArray(deal.images) &&
        deal.images.every((image) => isRecord(image) && isString(image.url)) &&
        Array.isArray(deal.codes) &&
        deal.codes.every(isCode),
    )
  );
}

export const keepMemberCard = (member: string, token: string, card: MemberCardSnapshot) => keep(cardKey, member, token, card);
export const keepVouchers = (member: string, token: string, vouchers: Deal[]) => keep(vouchersKey, member, token, vouchers);
export const readMemberCard = (token: string) => read(cardKey, token, isMemberCardSnapshot);
export const readVouchers = (token: string) => read(vouchersKey, token, isDeals);

/** A member page (/member, /my-voucher), whatever origin the URL names; false for a URL no page could load. */
function isMemberPageUrl(url: string): boolean {
  try {
    return isMemberPage(new URL(url).pathname);
  } catch {
    return false;
  }
}

/**
 * The worker's records of what its caches hold (serwist's ExpirationPlugin): one row per URL, so a
 * deleted picture would still be named there. Opened without a version, and never created here: a
 * database made by the page would lack the tables the worker sets up when it makes it.
 */
const CACHE_RECORDS = { db: 'serwist-expiration', store: 'cache-entries' };

async function forgetCacheRecords(gone: (cacheName: string, url: string) => boolean): Promise<void> {
  const open = indexedDB.open(CACHE_RECORDS.db);
  open.onupgradeneeded = () => open.transaction?.abort();
  const db = await promisifyRequest(open).catch(() => undefined);
  if (!db) return;
  try {
    if (!db.objectStoreNames.contains(CACHE_RECORDS.store)) return;
    const transaction = db.transaction(CACHE_RECORDS.store, 'readwrite');
    const cursor = transaction.objectStore(CACHE_RECORDS.store).openCursor();
    cursor.onsuccess = () => {
      const row = cursor.result;
      if (!row) return;
      const record: unknown = row.value;
      if (isRecord(record) && isString(record.cacheName) && isString(record.url) && gone(record.cacheName, record.url)) row.delete();
      row.continue();
    };
    await promisifyRequest(transaction);
  } finally {
    db.close();
  }
}

/**
 * Deletes everything of a member from the device: the kept card and vouchers, the service worker's
 * copies of the pages rendered for the session (the member pages, any page answered `private`), and its
 * picture cache whole, with the worker's
 * records of them. The pictures go whole: the member's (the wallet's, retired deals' too; the level icon
 * the header shows on every page; the ladder of levels, where one icon missing would tell the member's
 * level) cannot be told from the others, and public ones are fetched again when next seen online.
 * On logout, a session ended by the server (401), and another member's sign-in. Run by the page, so it
 * works whether or not a worker is installed.
 */
export async function forgetMemberData(): Promise<void> {
  await quietly((db) => clear(db));
  const forgotten = new Set<string>();
  const isMembers = (cacheName: string, url: string) => cacheName === IMAGES_CACHE || isMemberPageUrl(url) || forgotten.has(url);
  if (typeof caches !== 'undefined') {
    try {
      await caches.delete(IMAGES_CACHE);
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (!(await renderedForSession(cache, request))) continue;
          await cache.delete(request);
          forgotten.add(request.url);
        }
      }
    } catch {
      // Cache Storage refused (private mode): there is nothing kept there either.
    }
  }
  if (typeof indexedDB !== 'undefined') await forgetCacheRecords(isMembers).catch(() => undefined);
}

/**
 * A kept page rendered for a session: a member page, or any page answered `private` (per request, for the
 * cookie: where the backend keeps deals for members, `/`, `/deals` and a deal's page hold the member's).
 */
async function renderedForSession(cache: Cache, request: Request): Promise<boolean> {
  if (isMemberPageUrl(request.url)) return true;
  const kept = await cache.match(request);
  return /\bprivate\b/i.test(kept?.headers.get('cache-control') ?? '');
}
