export const RETRY_SECONDS: number;
export const NOT_FOUND_SECONDS: number;
export const BRIEF_MAX_ENTRIES: number;
export const BRIEF_MAX_BYTES: number;

export function resetPageCacheState(): void;
export function pageCacheStats(): { briefEntries: number; briefBytes: number; trackedRenders: number; trackedTags: number };
/** Remembers that these tags were revalidated now (the webhook, before it answers). */
export function noteRevalidated(tags: string | readonly string[]): void;

export interface CacheEntry {
  value: Record<string, unknown> | null;
  lastModified: number;
  cacheControl?: { revalidate: number | false; expire?: number };
}

export default class PortalCacheHandler {
  constructor(context: Record<string, unknown>);
  get(key: string, ctx: Record<string, unknown>): Promise<CacheEntry | null>;
  set(key: string, data: Record<string, unknown> | null, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
