/**
 * The demo API's state. It lives on `globalThis` so the /demo-api route handler and server components
 * (which may load these modules in separate bundles) see one set of users, tokens and vouchers.
 */
import { SEED, type SeedConsent, type SeedMember, type SeedUser, type SeedVoucher } from '../seed';

export interface DemoOtp {
  code: string;
  /** Epoch ms. */
  expiresAt: number;
  /** The signed-in user a code of theirs was sent for (a new number, a deletion): no one else can use it. */
  userUid?: string;
}

/** A deletion accepted: the user and member are gone at once; `due_at` is when a real backend's erasure ends. */
export interface DemoDeletion {
  reference: string;
  user_uid: string;
  reason: string;
  requested_at: string;
  due_at: string;
}

export interface DemoVisitorSession {
  _goid: string;
  visitor_id: string | null;
  contact: Record<string, unknown> | null;
  /** Whatever else the widget sent at init (_referrer, _origin...). */
  data: Record<string, unknown>;
  created_at: string;
}

export interface DemoVisitorEvent {
  _goid: string;
  event_name: string;
  event_data: Record<string, unknown>;
  created_at: string;
}

export interface DemoStore {
  users: SeedUser[];
  members: SeedMember[];
  /** token → user uid */
  tokens: Map<string, string>;
  /** `${purpose}:${normalised address}` → the latest code sent */
  otps: Map<string, DemoOtp>;
  /** Newest first. */
  vouchers: SeedVoucher[];
  /** user uid → consent key → the choice made. */
  consents: Record<string, Record<string, SeedConsent>>;
  deletions: DemoDeletion[];
  visitorSessions: Map<string, DemoVisitorSession>;
  /** Newest first, capped so a long-running demo server does not grow without bound. */
  visitorEvents: DemoVisitorEvent[];
  /** `${limit}:${normalised address}` → times (epoch ms) of the attempts still inside the window. */
  attempts: Map<string, number[]>;
}

const GLOBAL_KEY = '__arenaDemoApiStore';
type StoreHolder = typeof globalThis & { [GLOBAL_KEY]?: DemoStore };

function freshStore(): DemoStore {
  const seed = structuredClone({ users: SEED.users, members: SEED.members, vouchers: SEED.vouchers, consents: SEED.consents });
  return {
    ...seed,
    deletions: [],
    tokens: new Map(Object.entries(SEED.tokens)),
    otps: new Map(),
    visitorSessions: new Map(),
    visitorEvents: [],
    attempts: new Map(),
  };
}

export function getDemoStore(): DemoStore {
  const holder = globalThis as StoreHolder;
  holder[GLOBAL_KEY] ??= freshStore();
  return holder[GLOBAL_KEY];
}

/** Back to the seed: forgets every token, OTP, registration, redemption and visitor event. */
export function resetDemoStore(): void {
  (globalThis as StoreHolder)[GLOBAL_KEY] = freshStore();
}
