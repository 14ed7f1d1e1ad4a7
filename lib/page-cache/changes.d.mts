export const PAGE_KINDS: ReadonlySet<string>;
export function notePageCacheChange(): void;
export function pageCacheChanges(): number;
