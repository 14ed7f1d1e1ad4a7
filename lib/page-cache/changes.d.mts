export function notePageCacheChange(): void;
export function pageCacheChanges(): number;
