export const REDIS_TIMEOUT_MS: number;
/** Entries in Redis are dated this much before their render began (clocks of servers differ). */
export const CLOCK_SKEW_MS: number;
export const ENTRY_TTL_SECONDS: number;

export interface SharedCacheState {
  url: string;
  /** The process's one Redis connection (also the wallet's registrations, lib/wallet/registrations.ts). */
  client: import('redis').RedisClientType;
  ready: boolean;
  closing: boolean;
}

export function sharedCache(): SharedCacheState | null;
/** True when Redis answers a PING in time, false when not, null when no Redis is configured. */
export function pingSharedCache(ms?: number): Promise<boolean | null>;
export function closeSharedCache(): Promise<void>;
/** The count of changes to pages on every server, read now; null when Redis cannot say (or there is none). */
export function readSharedPageChanges(): Promise<string | null>;
/** When a webhook last revalidated on any server (epoch ms, -Infinity before any); null when Redis cannot say (or there is none). */
export function readSharedRevalidation(): Promise<number | null>;
/** True when Redis was told, false when it could not be, null without Redis. */
export function revalidateShared(tags: readonly string[]): Promise<boolean | null>;

export class SharedStore {
  constructor(local: unknown, state: SharedCacheState, serverDistDir: string);
  get(key: string, ctx: Record<string, unknown>): Promise<unknown>;
  getLocal(key: string, ctx: Record<string, unknown>): Promise<unknown>;
  revalidatedSince(tags: readonly string[], since: number): Promise<boolean>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
