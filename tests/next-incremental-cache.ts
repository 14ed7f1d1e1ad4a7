// Next's incremental cache as `next start` makes it for one request, over a cache folder, with a handler of
// the test's choosing beneath it (the page cache's tests drive Next's own classes, not stand-ins).
import { join } from 'node:path';
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';

/** `memoryBytes`: Next's memory copy of the cache (none by default; Next keeps one for the process once asked). */
export function requestIncrementalCache(dir: string, handler: unknown, { memoryBytes = 0 } = {}): IncrementalCache {
  return new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    minimalMode: false,
    serverDistDir: join(dir, 'server'),
    requestHeaders: {},
    maxMemoryCacheSize: memoryBytes,
    previewProps: { previewModeId: 'preview', previewModeEncryptionKey: '', previewModeSigningKey: '' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
    fetchCacheKeyPrefix: '',
    CurCacheHandler: handler,
    allowedRevalidateHeaderKeys: [],
  } as never);
}
