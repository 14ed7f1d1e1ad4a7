import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { addCompileHints } from './lib/server/compile-hints';
import {
  ConfigError,
  configFingerprint,
  readConfig,
  readDeploymentConfig,
  readPushConfig,
  readWalletConfig,
  type PortalConfig,
} from './lib/config';
import { BUILD_ID_FILE } from './lib/server/next-cache-internals.mjs';
import { securityHeaders } from './lib/server/security-headers';

/** Refuses to build or start with a malformed configuration, naming the variable. */
function configOrExit(): PortalConfig {
  try {
    // REDIS_URL, REVALIDATE_SECRET, the wallets' and Web Push's variables are checked here too, so a start
    // with a malformed one refuses.
    readDeploymentConfig(process.env);
    readWalletConfig(process.env);
    readPushConfig(process.env);
    return readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n✖ Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** One build serves one backend: the build id records which, and a start with other values refuses. */
function refuseMismatchedStart(config: PortalConfig, distDir: string): void {
  let buildId = '';
  try {
    buildId = readFileSync(join(process.cwd(), distDir, BUILD_ID_FILE), 'utf8').trim();
  } catch {
    return; // no build yet: next start says so itself
  }
  const builtWith = buildId.split('-')[0];
  if (builtWith !== configFingerprint(config)) {
    console.error(
      '\n✖ This build was made with a different API_HOST, AUTH_HOST, API_KEY or SITE_URL than the ones set now.\n' +
        '  Content pages are prerendered from the backend named when building, so one build serves one backend.\n' +
        '  Rebuild with the values you want to serve: npm run build && npm start\n',
    );
    process.exit(1);
  }
}

/**
 * This build's stamp, in its build id: the service worker's revision of the offline page is read from it
 * (serwist.config.mjs), so only a new build is a new version of the worker.
 */
const BUILD_STAMP = Date.now().toString(36);

/**
 * Source maps of the browser's code (Next's and the service worker's) are served only from a build made
 * with PORTAL_SOURCE_MAPS=1: they hold the source. Read when building: the worker's map is made then
 * (serwist.config.mjs), and the rewrite to it is written into the build's routes.
 */
const SOURCE_MAPS = process.env.PORTAL_SOURCE_MAPS === '1';

/**
 * The service worker is a file of the build (serwist.config.mjs writes it into <distDir>/static/serwist/),
 * served at its own URL, which installed browsers keep checking: only these paths, so any other
 * /serwist/... stays a path no route answers (the server guard's 404, lib/server/known-routes.ts).
 */
const WORKER_FILES = SOURCE_MAPS ? ['sw.js', 'sw.js.map'] : ['sw.js'];

/** Next's in-memory copy of cached pages and data; beyond it, they are read from disk. */
const PAGE_CACHE_MEMORY_BYTES = 32 * 1024 * 1024;

/**
 * The tsconfig a build uses: Next writes its build folder's types folder into it. Builds into other folders
 * (the end-to-end suite's, made side by side) each get their own, made here, untracked.
 */
function tsconfigOf(distDir: string, phase: string): string {
  if (distDir === '.next') return 'tsconfig.json';
  const name = `tsconfig.builds-${distDir.replace(/^\./, '').replace(/[^\w-]+/g, '_')}.json`;
  const path = join(process.cwd(), name);
  if (phase === PHASE_PRODUCTION_BUILD && !existsSync(path)) {
    writeFileSync(path, `${JSON.stringify({ extends: './tsconfig.json', exclude: ['node_modules'] }, null, 2)}\n`);
  }
  return name;
}

export default function nextConfig(phase: string): NextConfig {
  // Each backend gets its own build folder in the end-to-end suite (see scripts/e2e.mjs).
  const distDir = process.env.PORTAL_DIST_DIR || '.next';
  const config = phase === PHASE_PRODUCTION_BUILD || phase === PHASE_PRODUCTION_SERVER ? configOrExit() : readConfig();
  if (phase === PHASE_PRODUCTION_SERVER) refuseMismatchedStart(config, distDir);

  return {
    distDir,
    // The build also makes a self-contained server for deployment (.next/standalone/server.js, see the
    // docs/deployment.md); `npm start` serves the same build with `next start`.
    output: phase === PHASE_PRODUCTION_BUILD ? 'standalone' : undefined,
    poweredByHeader: false,
    // No ETag: to make one, Next hashed the whole page in JavaScript on every request (a tenth of the
    // server's CPU under load, `npm run bench:profile`). A browser back on a page it kept now gets it whole
    // (the home page: 11 KB gzip) instead of a 304; files in public/ still revalidate by Last-Modified.
    generateEtags: false,
    // The server guard compresses instead (lib/server/response-compression.ts): Next's middleware, plus the gzip
    // bytes of cached pages kept rather than made again for every request.
    compress: false,
    // The backend's paths end in a slash (/demo-api/v1/.../0/); Next must not redirect them away.
    skipTrailingSlashRedirect: true,
    reactStrictMode: true,
    // The framework's start-up scripts are compiled while they download, not on the main thread when first
    // run: the start-up task on a phone-speed CPU about 170 -> 80 ms (lib/server/compile-hints.ts).
    compiler: {
      runAfterProductionCompile: async ({ distDir: builtDir }) => {
        addCompileHints(builtDir);
      },
    },
    // `npm test` type-checks with tsc; the build need not do it twice.
    typescript: { ignoreBuildErrors: true, tsconfigPath: tsconfigOf(distDir, phase) },
    // Turbopack keeps its work in <distDir>/cache for the next build in the same folder (a rebuild here in
    // 19 s against 38 s), and writing it is a fifth of a build. A build whose folder is never built in again
    // (a CI run's clean clone, the end-to-end suite's fresh folders) says PORTAL_BUILD_CACHE=0.
    experimental: { turbopackFileSystemCacheForBuild: process.env.PORTAL_BUILD_CACHE !== '0' },
    generateBuildId: async () => `${configFingerprint(config)}-${BUILD_STAMP}`,
    productionBrowserSourceMaps: SOURCE_MAPS,
    // Images load straight from the backend's image host with w and q; Next's optimiser is not used.
    images: { unoptimized: true },
    // So the standalone server goes without sharp and libvips (20 of its 71 MB), which only the optimiser
    // loads: `/_next/image` answers 404 before asking for them. ('*' names Next's own server trace.)
    outputFileTracingExcludes: { '*': ['**/node_modules/sharp/**/*', '**/node_modules/@img/**/*'] },
    // The stylesheet stays a file (no experimental.inlineCss): inlined, Next repeats it twice more in each
    // page's RSC payload (about 140 KB of a 210 KB home page), and as a file a phone caches it once.
    // (Lists filtered by the query are rewritten to their per-request pages by the server guard, from
    // lib/server/query-rules.ts, which also keeps every other query parameter away from cached pages.)
    // The page cache: Next's file-system cache with the rules of lib/page-cache/handler.mjs (a failing
    // backend never replaces a good page; error pages stay out of it), and a bounded copy in memory.
    cacheHandler: require.resolve('./lib/page-cache/handler.mjs'),
    cacheMaxMemorySize: PAGE_CACHE_MEMORY_BYTES,
    async rewrites() {
      return {
        beforeFiles: WORKER_FILES.map((file) => ({ source: `/serwist/${file}`, destination: `/_next/static/serwist/${file}` })),
        afterFiles: [],
        fallback: [],
      };
    },
    async headers() {
      const production = phase !== PHASE_DEVELOPMENT_SERVER;
      return [
        { source: '/:path*', headers: securityHeaders(config, { production }) },
        // A new deployment's service worker must be found at once, by browsers and by any cache in between;
        // served from /serwist/, it may control the whole site (scope /).
        {
          source: '/serwist/:path*',
          headers: [
            { key: 'Cache-Control', value: 'no-cache' },
            { key: 'Service-Worker-Allowed', value: '/' },
          ],
        },
      ];
    },
  };
}
