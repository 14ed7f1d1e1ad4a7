import type FileSystemCacheClass from 'next/dist/server/lib/incremental-cache/file-system-cache';
import type { SharedCacheControls as SharedCacheControlsClass } from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external';

export type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';

export const FileSystemCache: typeof FileSystemCacheClass;
export const SharedCacheControls: typeof SharedCacheControlsClass;
export const computeCacheBustingSearchParam: typeof import('next/dist/shared/lib/router/utils/cache-busting-search-param').computeCacheBustingSearchParam;
export const BUILD_ID_FILE: 'BUILD_ID';
export const BUILD_MANIFEST: 'build-manifest.json';
export const CACHE_TAGS_HEADER: 'x-next-cache-tags';
export const PAGE_KINDS: ReadonlySet<string>;
/** `/route-cache/APP_PAGE/<hash>/$/index` → `/index`; any other key is its own page. */
export function pageOfRouteCacheKey(key: string): string;
/** `<distDir>/server/route-cache/<kind>/<hash>/$<page>.html` for each route folder of that kind. */
export function routeCacheHtmlFiles(distDir: string, kind: string, page: string): string[];
/** False when a platform supplies its own request context. */
export function provideWaitUntil(waitUntil: (promise: Promise<unknown>) => void): boolean;
