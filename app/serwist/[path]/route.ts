import { createSerwistRoute } from '@serwist/turbopack';
import { OFFLINE_PAGE } from '@/lib/offline/paths';

// The service worker, bundled with esbuild and prerendered by the normal `next build` (no plugin, no
// post-build step: Turbopack cannot run webpack plugins). Its precache lists the build's static files.
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'lib/offline/worker.ts',
  useNativeEsbuild: true,
  // The build's static files and public/ (install icons); the demo's pictures are cached when seen instead.
  globIgnores: ['public/demo/**'],
  // The offline page changes with each build: a new revision per build makes the new worker fetch it.
  // The build's stamp (next.config.ts), not a random one: every render of this build's worker is the same.
  additionalPrecacheEntries: [{ url: OFFLINE_PAGE, revision: process.env.PORTAL_BUILD_STAMP ?? 'development' }],
  // The map holds the worker's whole source: a production build makes none (so /serwist/sw.js.map is a 404
  // and the worker names no map) unless built with PORTAL_SOURCE_MAPS=1, compiled in (next.config.ts).
  esbuildOptions: { sourcemap: process.env.NODE_ENV !== 'production' || process.env.PORTAL_SOURCE_MAPS === '1' },
});
