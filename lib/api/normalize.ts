/** Tolerant readers: every field may be missing or null; lists come bare or paginated; every number by one rule (readNumber). */
import {
  TRANSACTION_TYPES,
  type AppSettings,
  type Brand,
  type Category,
  type Consent,
  type ContentItem,
  type Deal,
  type DealCode,
  type DeletionRequest,
  type ExpiringPoints,
  type HelpArticle,
  type HelpCategory,
  type HelpTopic,
  type Image,
  type Level,
  type ListAnswer,
  type Member,
  type Page,
  type Product,
  type Promotion,
  type ReferralSummary,
  type Reward,
  type Scheme,
  type Store,
  type Transaction,
  type TransactionType,
  type User,
} from './types';

type Raw = Record<string, unknown>;

export const isRecord = (value: unknown): value is Raw => !!value && typeof value === 'object' && !Array.isArray(value);

export function str(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** A text to show: trimmed, so one of spaces counts as none and a fallback (`|| 'Teman'`) takes its place. */
export const text = (value: unknown): string => str(value).trim();

/** A decimal as the contract sends one in a string ("12500.00"): digits, one point, a sign; never "0x10", "1e3" or "Infinity". */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * The one rule for every number the contract sends. A finite number, or a decimal in a string, is that
 * number. Absent (missing, or null) is `undefined`: what that means is the field's, and its reader says it
 * (the contract describes each). Anything else that is there (an object, an array, a boolean, text that is
 * no decimal, a number beyond the finite) is UNKNOWN, `null`: never 0, never the field's default, so a
 * page can say the value cannot be read instead of showing a wrong one.
 */
export function readNumber(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** A count or an amount of points or rupiah, by the same rule: below zero is no count, so unknown too. */
export function readCount(value: unknown): number | null | undefined {
  const n = readNumber(value);
  return typeof n === 'number' && n < 0 ? null : n;
}

/** A number whose absence the contract reads as unknown too (a required field, a total not sent): `null` for both. */
export const known = (n: number | null | undefined): number | null => n ?? null;

/** Whether an answer is a list at all, bare or paged (a call whose emptiness says something reads it first). */
export const isList = (answer: unknown): boolean => Array.isArray(answer) || (isRecord(answer) && Array.isArray(answer.results));

export function asList(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (isRecord(answer) && Array.isArray(answer.results)) return answer.results;
  return [];
}

export function listOf<T>(answer: ListAnswer<unknown> | unknown, read: (raw: Raw) => T): T[] {
  return asList(answer).filter(isRecord).map(read);
}

export function toImage(raw: unknown): Image | null {
  if (typeof raw === 'string') return raw ? { url: raw } : null;
  if (!isRecord(raw)) return null;
  const url = str(raw.image_url) || str(raw.url);
  if (!url) return null;
  // A size is a hint for the layout: one that cannot be read is left out, as one not sent.
  const width = readNumber(raw.width);
  const height = readNumber(raw.height);
  return { url, ...(typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0 ? { width, height } : {}) };
}

/** `image` (object or URL) first, then `images[]`. */
export function toImages(raw: Raw): Image[] {
  const single = toImage(raw.image);
  const many = Array.isArray(raw.images) ? raw.images.map(toImage).filter((i): i is Image => i !== null) : [];
  return single ? [single, ...many.filter((i) => i.url !== single.url)] : many;
}

/** Tags as strings: plain, or `{name}` / `{key}` objects; each once (a tag is a chip and a filter), none blank. */
export function toTags(raw: unknown): string[] {
  const tags = Array.isArray(raw) ? raw.map((t) => (isRecord(t) ? text(t.name) || text(t.key) : text(t))) : [];
  return [...new Set(tags.filter(Boolean))];
}

/** A reference to another item: its key as a string, or the `key` of an embedded object (keys trimmed: one of spaces is none). */
const keyOf = (raw: unknown): string => (isRecord(raw) ? text(raw.key) || text(raw.uid) : text(raw));

const KNOWN_CONTENT_FIELDS = new Set(['key', 'title', 'name', 'body', 'description', 'image', 'images', 'link', 'published_at', 'tags']);

export function toContentItem(raw: Raw): ContentItem {
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) if (!KNOWN_CONTENT_FIELDS.has(k)) extra[k] = v;
  const link = str(raw.link);
  const publishedAt = str(raw.published_at);
  return {
    key: text(raw.key) || text(raw.uid) || text(raw.id),
    title: text(raw.title) || text(raw.name),
    body: str(raw.body) || str(raw.description),
    images: toImages(raw),
    ...(link ? { link } : {}),
    ...(publishedAt ? { publishedAt } : {}),
    tags: toTags(raw.tags),
    extra,
  };
}

export function toPage(raw: Raw): Page {
  return {
    key: text(raw.key),
    title: text(raw.title) || text(raw.name),
    sections: asList(raw.sections)
      .filter(isRecord)
      .map((s) => {
        const link = str(s.link);
        return {
          key: text(s.key),
          title: text(s.title) || text(s.name),
          body: str(s.body) || str(s.description),
          images: toImages(s),
          ...(link ? { link } : {}),
        };
      }),
  };
}

export function toUser(raw: Raw): User {
  return { first_name: str(raw.first_name), last_name: str(raw.last_name), email: str(raw.email), mobile_no: str(raw.mobile_no) };
}

/** A changed user's answer, `{"user": User}`; anything else is no answer (the member is told, nothing is assumed). */
export function userOf(raw: unknown): User {
  if (!isRecord(raw) || !isRecord(raw.user)) throw new Error('no user');
  return toUser(raw.user);
}

/** A consent as sent; the choice is read only from a boolean (unknown is never "not given"). */
export function toConsent(raw: Raw): Consent {
  const updatedAt = str(raw.updated_at);
  return {
    key: text(raw.key),
    granted: typeof raw.granted === 'boolean' ? raw.granted : null,
    text: text(raw.text),
    version: str(raw.version),
    updatedAt: updatedAt || null,
  };
}

/** The consents, each key once; an answer that is no list fails (an empty one would say there is nothing to agree to). */
export function consentsOf(raw: unknown): Consent[] {
  if (!isList(raw)) throw new Error('not a list');
  return keyedOnce(listOf(raw, toConsent));
}

/**
 * An accepted deletion: its reference and due date when sent. Accepted is what counts, so a body that is
 * missing or unreadable still reads as accepted, without them.
 */
export function toDeletionRequest(raw: unknown): DeletionRequest {
  const r = isRecord(raw) ? raw : {};
  return { reference: text(r.reference), dueAt: str(r.due_at) || null };
}

export function toAppSettings(raw: unknown): AppSettings {
  const s = isRecord(raw) ? raw : {};
  return {
    logoUrl: str(s['app.logo_url']),
    title: text(s['app.title']),
    hideGoappLabel: s['chat-widget.hide_goapp_label'] === true,
    googleFont: str(s['chat-widget.google_font']),
  };
}

export function toLevel(raw: unknown): Level | null {
  if (!isRecord(raw)) return null;
  const minPoints = readCount(raw.min_points);
  const description = str(raw.description);
  return {
    uid: str(raw.uid),
    name: text(raw.name),
    iconUrl: isRecord(raw.icon) ? str(raw.icon.image_url) : '',
    ...(minPoints !== undefined ? { minPoints } : {}),
    ...(description ? { description } : {}),
  };
}

export function toScheme(raw: Raw): Scheme {
  const referral = isRecord(raw.referral_level) ? raw.referral_level : null;
  return {
    uid: str(raw.uid),
    name: text(raw.name),
    referralLevel: referral ? { uid: str(referral.uid), name: text(referral.name) } : null,
    levels: ladderOf(asList(raw.levels).map(toLevel)),
  };
}

/** The levels a member can read, each once: a nameless level says nothing on the ladder, a repeated one twice. */
const ladderOf = (levels: (Level | null)[]): Level[] =>
  uniqueBy(
    levels.filter((level): level is Level => !!level?.name),
    (level) => level.uid || level.name,
  );

/** Items that are filters or links by their key: those without a key left out, each key once. */
export const keyedOnce = <T extends { key: string }>(items: T[]): T[] =>
  uniqueBy(
    items.filter((item) => item.key),
    (item) => item.key,
  );

/** Each item once, the first of those sharing an id (a backend that repeats one); items without an id all stay. */
export function uniqueBy<T>(items: T[], idOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = idOf(item);
    if (!id) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export function toMember(raw: Raw): Member {
  const account = isRecord(raw.account) ? raw.account : {};
  const referralCode = text(account.referral_code);
  const cardNumber = text(account.card_number);
  const tierPoints = readCount(raw.tier_points);
  const expiringPoints = asList(account.expiring_points)
    .filter(isRecord)
    .flatMap((e): ExpiringPoints[] => {
      const points = readCount(e.points);
      const expiresAt = str(e.expires_at);
      // An entry without points, with none to lose, or without a date says nothing a member could act on;
      // one whose points cannot be read still says that points expire on that day.
      return expiresAt !== '' && (points === null || (points !== undefined && points > 0)) ? [{ points, expiresAt }] : [];
    });
  return {
    uid: str(raw.uid),
    level: toLevel(raw.level),
    // Required: a member answer without a balance has none the portal can show.
    balance: known(readNumber(account.balance)),
    ...(referralCode ? { referralCode } : {}),
    ...(tierPoints !== undefined ? { tierPoints } : {}),
    expiringPoints,
    ...(cardNumber ? { cardNumber } : {}),
  };
}

function toDealCode(raw: unknown): DealCode | null {
  const code = isRecord(raw) ? text(raw.code) : text(raw);
  if (!code) return null;
  const usedAt = isRecord(raw) ? str(raw.used_at) : '';
  const expiresAt = isRecord(raw) ? str(raw.expires_at) : '';
  return { code, ...(usedAt ? { usedAt } : {}), ...(expiresAt ? { expiresAt } : {}) };
}

const isTransactionType = (value: string): value is TransactionType => (TRANSACTION_TYPES as readonly string[]).includes(value);

export function toTransaction(raw: Raw): Transaction {
  const type = text(raw.type).toLowerCase();
  const store = isRecord(raw.store) ? text(raw.store.name) : text(raw.store);
  return {
    uid: str(raw.uid) || str(raw.id),
    createdAt: str(raw.created_at),
    description: text(raw.description),
    points: known(readNumber(raw.points)),
    ...(isTransactionType(type) ? { type } : {}),
    ...(store ? { store } : {}),
  };
}

/** A whole count (a fraction of a friend or of a point is not one), or unknown: a total not sent is not known either. */
const total = (value: unknown): number | null => totalOf(value) ?? null;

/** A list's `count` of every item across its pages: a whole count when known, else undefined. */
export function totalOf(value: unknown): number | undefined {
  const n = readCount(value);
  return typeof n === 'number' ? Math.trunc(n) : undefined;
}

export function toReward(raw: Raw): Reward {
  return {
    uid: str(raw.uid),
    name: text(raw.name),
    description: text(raw.description),
    points: known(readNumber(raw.points)),
    createdAt: str(raw.created_at),
  };
}

export function toReferralSummary(raw: Raw): ReferralSummary {
  return {
    referralCode: text(raw.referral_code),
    totalReferrals: total(raw.total_referrals),
    totalPoints: total(raw.total_points),
    ...(Array.isArray(raw.referrals)
      ? {
          referrals: raw.referrals
            .filter(isRecord)
            .map((r) => ({ name: text(r.name), joinedAt: str(r.joined_at), points: known(readNumber(r.points)) })),
        }
      : {}),
  };
}

/** What a deal without a name is called wherever its name would be (card, dialog, voucher, redeem question). */
export const UNNAMED_DEAL = 'Deal';

export function toDeal(raw: Raw): Deal {
  return {
    uid: str(raw.uid) || str(raw.id),
    name: text(raw.name) || text(raw.title) || UNNAMED_DEAL,
    // No price known (none sent, or one that cannot be read): shown without one, and not redeemable.
    price: known(readCount(raw.price)),
    description: str(raw.description) || str(raw.body),
    images: toImages(raw),
    codes: asList(raw.codes)
      .map(toDealCode)
      .filter((c): c is DealCode => c !== null),
  };
}

/** What a product without a name is called (its card, its page's heading and title). */
export const UNNAMED_PRODUCT = 'Produk';

export function toProduct(raw: Raw): Product {
  const price = known(readCount(raw.price));
  const sale = readCount(raw.sale_price);
  const description = str(raw.description) || str(raw.body);
  return {
    id: str(raw.id) || str(raw.uid) || str(raw.key),
    name: text(raw.name) || text(raw.title) || UNNAMED_PRODUCT,
    // Rupiah have no smaller unit: 0.3 would show as Rp 0. No price known: none is shown.
    price: price === null ? null : Math.round(price),
    // Not sent: not on sale. Sent but unreadable: the price it sells at is not known.
    ...(sale !== undefined ? { salePrice: sale === null ? null : Math.round(sale) } : {}),
    images: toImages(raw),
    // Keys a card and a breadcrumb show as words: one of spaces is none (an empty chip, a link without a name).
    brand: isRecord(raw.brand) ? text(raw.brand.value) || text(raw.brand.key) : text(raw.brand),
    category: isRecord(raw.category) ? text(raw.category.key) : text(raw.category),
    ...(description ? { description } : {}),
  };
}

export function toBrand(raw: Raw): Brand {
  return { key: text(raw.key), value: text(raw.value) || text(raw.name) || text(raw.key) };
}

/**
 * The levels of the category tree the portal reads: a category and its children, all it shows (the menu,
 * the filters). Deeper levels are left unread, so no nesting a backend sends can exhaust the stack.
 */
export const CATEGORY_DEPTH = 2;

export function toCategory(raw: Raw, depth = 1): Category {
  const parent = text(raw.parent);
  const brand = text(raw.brand);
  return {
    // Shown as words in the menu and the filters: a key of spaces is none, left out as keyless.
    key: text(raw.key),
    childCategories:
      depth < CATEGORY_DEPTH
        ? asList(raw.child_categories)
            .filter(isRecord)
            .map((child) => toCategory(child, depth + 1))
        : [],
    parent: parent || null,
    brand: brand || null,
  };
}

/** A latitude (limit 90) or longitude (limit 180) as a finite number in range; else undefined. */
function coordinate(raw: unknown, limit: number): number | undefined {
  const value = readNumber(raw);
  return typeof value === 'number' && Math.abs(value) <= limit ? value : undefined;
}

/** Opening hours as text: a string, or a list of lines joined. */
function openingHours(raw: unknown): string {
  if (Array.isArray(raw)) return raw.map(text).filter(Boolean).join('; ');
  return text(raw);
}

/** A store from `sales/api/store/` or the `store-location` model; the optional fields only when usable. */
export function toStore(raw: Raw): Store {
  const latitude = coordinate(raw.latitude, 90);
  const longitude = coordinate(raw.longitude, 180);
  // 0,0 is where unset coordinates land (in the sea off Africa), not a store.
  const located = latitude !== undefined && longitude !== undefined && !(latitude === 0 && longitude === 0);
  const hours = openingHours(raw.opening_hours);
  return {
    uid: str(raw.uid) || str(raw.key) || str(raw.id),
    name: text(raw.name) || text(raw.title),
    address: text(raw.address),
    city: text(raw.city),
    phone: text(raw.phone),
    ...(hours ? { openingHours: hours } : {}),
    ...(located ? { latitude, longitude } : {}),
  };
}

export function toPromotion(raw: Raw): Promotion {
  const { key, title, body, images, link } = toContentItem(raw);
  const startAt = str(raw.start_at);
  const endAt = str(raw.end_at);
  return { key, title, body, images, ...(link ? { link } : {}), ...(startAt ? { startAt } : {}), ...(endAt ? { endAt } : {}) };
}

export function toHelpCategory(raw: Raw): HelpCategory {
  return { key: text(raw.key), name: text(raw.name) || text(raw.title) };
}

export function toHelpTopic(raw: Raw): HelpTopic {
  return { key: text(raw.key), name: text(raw.name) || text(raw.title), category: keyOf(raw.category) };
}

export function toHelpArticle(raw: Raw): HelpArticle {
  return {
    key: text(raw.key),
    title: text(raw.title) || text(raw.name),
    body: str(raw.body) || str(raw.description),
    topic: keyOf(raw.topic),
    category: keyOf(raw.category),
    tags: toTags(raw.tags),
  };
}
