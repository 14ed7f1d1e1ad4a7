// @ts-check
// The service worker, built by `serwist build` after `next build` (scripts/build.mjs): Serwist's
// configurator mode. It bundles lib/offline/worker.ts with esbuild and writes it into the build's static
// files, served at /serwist/sw.js (next.config.ts), so every server of one build answers the same bytes
// and none bundles anything at run time (decision 0032).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serwist } from '@serwist/next/config';

/** The build's own stamp (`<fingerprint>-<stamp>`, next.config.ts): the offline page's revision. */
function buildStamp(distDir) {
  const buildId = readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim();
  return buildId.slice(buildId.indexOf('-') + 1);
}

export default serwist.withNextConfig((next) => ({
  swSrc: 'lib/offline/worker.ts',
  swDest: join(next.distDir, 'static', 'serwist', 'sw.js'),
  // Pages stay network-first (lib/offline/worker.ts): a precached page would be answered before them.
  precachePrerendered: false,
  // The build's static files and public/ (install icons); the demo's pictures are cached when seen instead.
  globIgnores: ['public/demo/**'],
  // The offline page changes with each build: a new revision per build makes the new worker fetch it.
  additionalPrecacheEntries: [{ url: '/offline', revision: buildStamp(next.distDir) }],
  // The map holds the worker's whole source: made (and served, /serwist/sw.js.map) only with PORTAL_SOURCE_MAPS=1.
  esbuildOptions: { sourcemap: process.env.PORTAL_SOURCE_MAPS === '1' },
}));
