/**
 * The portal's view of every backend entity (the schemas of contract/openapi.yaml).
 * Raw shapes are loose; the service modules normalise them into these at the edge,
 * so components read one shape and never see `name` vs `title` or bare list vs page.
 * A number that is `null` here is UNKNOWN: the backend sent something no number can be read from (or left
 * out one the portal cannot do without). It is never 0: the page says it cannot be read, or shows none.
 */

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  /** Parsed JSON body; undefined when the body is not JSON or the transport failed. */
  data: T | undefined;
  /** Transport failure message (status 500), or the server's `detail` for an HTTP error. */
  error?: string;
  /** The error body of a failed call (Django REST style), for field and coded errors. */
  problem?: ApiErrorBody;
  /** Seconds to wait before trying again, from a failure's `Retry-After` (a 429 or 503). */
  retryAfter?: number;
}

/** A Django REST list: bare array or a page. */
export type ListAnswer<T> = T[] | { count?: number; next?: string | null; previous?: string | null; results?: T[] };

export interface Image {
  url: string;
  width?: number;
  height?: number;
}

// ---- App and visitor ----

export interface AppSettings {
  logoUrl: string;
  title: string;
  hideGoappLabel: boolean;
  googleFont: string;
}

export interface Application {
  uid: string;
  name: string;
  settings: AppSettings;
}

export interface Business {
  uid: string;
  name: string;
  email?: string;
  phone?: string;
  address?: string;
}

export interface VisitorSession {
  _goid?: string;
  visitor_id?: string;
  contact?: Record<string, unknown> | null;
}

export interface VisitorEvent {
  event_name: string;
  event_data: Record<string, unknown>;
  created_at?: string;
}

// ---- Auth ----

export interface User {
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string;
}

export interface OtpChallenge {
  length: number;
  expiredAt: string | null;
  /** Revealed by some backends (the demo always); shown in brackets. */
  otpCode?: string;
}

/** The fields of the user a member may change themselves (updateProfile); one left out stays as it is. */
export type ProfileChanges = Partial<Pick<User, 'first_name' | 'last_name' | 'email'>>;

/** An accepted request to delete the account (deleteAccount). */
export interface DeletionRequest {
  /** The request's reference, for the member to quote ('' when the backend sent none). */
  reference: string;
  /** When the deletion is complete at the latest (ISO, as sent); null: not said. */
  dueAt: string | null;
}

// ---- Consents (optional calls: listConsents, updateConsents) ----

/** One thing the member agreed to, or not; the keys and texts are the backend's. */
export interface Consent {
  key: string;
  /** Given or not; null: sent as something else, so the member's choice cannot be read. */
  granted: boolean | null;
  /** What the member agrees to, in the backend's words, plain text ('' when not sent). */
  text: string;
  /** The version of that text, sent back with a change ('' when not sent). */
  version: string;
  /** When the member last changed it (ISO, as sent); null: never, or not said. */
  updatedAt: string | null;
}

/** A consent given or withdrawn, as updateConsents sends it: `version` is the text's the member saw. */
export interface ConsentChange {
  key: string;
  granted: boolean;
  version: string;
}

/** `{"field": {"code", "message"}}` or `{"field": ["message"]}` or `{"detail"}`. */
export type ApiErrorBody = Record<string, unknown> & {
  detail?: string;
  address?: { code?: string; message?: string } | string[];
  email?: string[] | string;
};

// ---- Member ----

export interface Level {
  uid: string;
  name: string;
  iconUrl: string;
  /** Points needed to reach this level (optional field; levels come in ascending order); null: unreadable. */
  minPoints?: number | null;
  /** Untrusted CMS HTML (optional field): sanitise before rendering. */
  description?: string;
}

export interface Scheme {
  uid: string;
  name: string;
  referralLevel: { uid: string; name: string } | null;
  levels: Level[];
}

export interface ExpiringPoints {
  /** Above zero; null: points expire that day, but how many cannot be read. */
  points: number | null;
  /** ISO time, as sent. */
  expiresAt: string;
}

export interface Member {
  uid: string;
  level: Level | null;
  /** Points balance as a number (the backend sends a decimal string); null: it cannot be read right now. */
  balance: number | null;
  referralCode?: string;
  /**
   * Points that count toward the level, which redeeming does not lower (optional field: absent, use the
   * balance; null, sent but unreadable: not known, and never the balance instead).
   */
  tierPoints?: number | null;
  /** Points that will expire, as sent (optional field: empty when absent). */
  expiringPoints: ExpiringPoints[];
  /** The number a cashier scans or types to credit a purchase (optional field). */
  cardNumber?: string;
}

export interface Referral {
  name: string;
  joinedAt: string;
  /** null: not sent, or unreadable (no amount is shown). */
  points: number | null;
}

export interface ReferralSummary {
  referralCode: string;
  /** Whole counts; null: not sent, or unreadable (the figure is left out). */
  totalReferrals: number | null;
  totalPoints: number | null;
  /** The friends who joined (optional field: absent when the backend sends only the totals). */
  referrals?: Referral[];
}

export interface DealCode {
  code: string;
  /** A code in my_deals that was used (optional field). */
  usedAt?: string;
  /** When the code stops being valid (optional field). */
  expiresAt?: string;
}

export interface Deal {
  uid: string;
  name: string;
  /** Points; 0 means free; null: no known price (shown without one, and not redeemable). */
  price: number | null;
  /** Untrusted CMS HTML: sanitise before rendering. */
  description: string;
  images: Image[];
  codes: DealCode[];
}

export interface Redemption {
  uid: string;
  deal: Deal | null;
  codes: DealCode[];
}

export interface Reward {
  uid: string;
  name: string;
  description: string;
  /** null: not sent, or unreadable (no amount is shown). */
  points: number | null;
  createdAt: string;
}

export const TRANSACTION_TYPES = ['earn', 'redeem', 'referral', 'expire', 'adjust'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface Transaction {
  uid: string;
  createdAt: string;
  description: string;
  /** Signed: positive earned, negative spent; null: not sent, or unreadable (no amount is shown). */
  points: number | null;
  /** Optional field; an unknown type reads as absent. */
  type?: TransactionType;
  /** Where it happened (optional field). */
  store?: string;
}

/** One page of the points history; a bare list is one page with nothing after it. */
export interface TransactionPage {
  transactions: Transaction[];
  /** True when the backend named a next page. */
  hasMore: boolean;
  /** Every transaction the member has, when the backend says. */
  count?: number;
}

/** A store, from `sales/api/store/` or the `store-location` content model (one shape for both). */
export interface Store {
  uid: string;
  name: string;
  address: string;
  city: string;
  phone: string;
  /** Optional in the contract: shown when present. */
  openingHours?: string;
  /** Both or neither: a store has a map position only when both are valid numbers. */
  latitude?: number;
  longitude?: number;
}

// ---- Catalog ----

export interface Brand {
  key: string;
  value: string;
}

export interface Category {
  key: string;
  childCategories: Category[];
  parent: string | null;
  brand: string | null;
}

export interface Product {
  id: string;
  name: string;
  /** Rupiah; null: no known price (none is shown). */
  price: number | null;
  /** Optional field (absent: not on sale); null: sent but unreadable, so the selling price is not known. */
  salePrice?: number | null;
  images: Image[];
  brand: string;
  category: string;
  /** Untrusted HTML, when the backend sends one: sanitise before rendering. */
  description?: string;
}

export interface ProductSearch {
  count: number;
  results: Product[];
  brands: Brand[];
  categories: Category[];
}

export interface ProductSearchQuery {
  q?: string;
  category?: string;
  brand?: string;
  size?: number;
  category_depth?: number;
  sort?: string;
  page?: number;
}

// ---- Content ----

export type ContentModel =
  | 'banner'
  | 'page'
  | 'blog'
  | 'blog-category'
  | 'store-location'
  | 'product-category'
  | 'product'
  | 'faq'
  | 'promotion'
  | 'member-benefit'
  | 'help-category'
  | 'help-article'
  | 'help-topic';

export type PageSlug = 'home' | 'about' | 'register' | 'member-home' | 'portal-home';

/** Any CMS item, normalised: `title` from title or name, `body` from body or description, `images` from image or images. */
export interface ContentItem {
  key: string;
  title: string;
  /** Untrusted CMS HTML: sanitise before rendering. */
  body: string;
  images: Image[];
  link?: string;
  publishedAt?: string;
  tags: string[];
  /** Other fields as sent (category, city, question...). */
  extra: Record<string, unknown>;
}

export type Banner = ContentItem;
export type BlogPost = ContentItem;
export type BlogCategory = ContentItem;
export type Benefit = ContentItem;
/** `title` is the question, `body` the answer (HTML). */
export type Faq = ContentItem;

export interface Promotion {
  key: string;
  title: string;
  /** Untrusted CMS HTML: sanitise before rendering. */
  body: string;
  images: Image[];
  link?: string;
  /** ISO dates as sent (`start_at`, `end_at`); one whose end has passed is over. */
  startAt?: string;
  endAt?: string;
}

export interface HelpCategory {
  key: string;
  name: string;
}

export interface HelpTopic {
  key: string;
  name: string;
  /** The category's key. */
  category: string;
}

export interface HelpArticle {
  key: string;
  title: string;
  /** Untrusted CMS HTML: sanitise before rendering. */
  body: string;
  /** The topic's and the category's keys ('' when not sent). */
  topic: string;
  category: string;
  tags: string[];
}

export interface PageSection {
  key: string;
  title: string;
  body: string;
  images: Image[];
  link?: string;
}

export interface Page {
  key: string;
  title: string;
  sections: PageSection[];
}

export interface ContentFilters {
  q?: string;
  tags?: string;
  size?: number;
  city_f?: string;
  category_f?: string;
  protection_type_f?: string;
  product_type_f?: string;
  installation_f?: string;
  phase_f?: string;
  topic?: string;
}
