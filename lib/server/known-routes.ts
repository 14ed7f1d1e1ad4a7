/**
 * The paths the running build answers, for the server guard (lib/server/server-guard.ts): a path none of them
 * matches is rewritten to the constant not-found path before Next reads it. Next's not-found page is one
 * cached page shared by every unknown URL, and a render of it keeps the URL it was rendered for (in its
 * RSC payload, `"c":["","<path>"]`): left alone, whoever rebuilt it chose text everyone was then served.
 *
 * Read once, as the server starts, from what Next itself routes by: `<distDir>/routes-manifest.json`
 * (static routes by their path, dynamic ones by their regex) and the files of `public/`. Matched as Next
 * matches (checked on a real server, next start and standalone): on the pathname its URL parser makes of
 * the request (dot segments resolved, `%2e` included; the fragment dropped), case-sensitively, with or
 * without one trailing slash (skipTrailingSlashRedirect: `/about/` is the about page); a route by its path
 * as written (`/abo%75t` was Next's 404 already), a public file percent-encoded or not (`/demo/%6cogo.svg`
 * is the file). A dynamic route matches whatever its key: an unknown key renders that route's own 404,
 * cached under its own path.
 *
 * Whenever the table cannot be trusted it is not made (null), and the guard rewrites nothing: no build
 * (`next dev`, tests), an unreadable manifest, a basePath or i18n (not handled here), or a proxy
 * (middleware), which may answer any path.
 *
 * Not marked `server-only`, which throws outside React's server layer: the server guard reads these in
 * the Node server. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTIONS_CONFIG_MANIFEST, MIDDLEWARE_MANIFEST, ROUTES_MANIFEST } from '@/lib/server/next-internals';
import { routePath } from '@/lib/server/route-path';
import { runningDistDir } from '@/lib/server/startup-check';

export interface KnownRoutes {
  /** Static routes by path: `/`, `/about`, `/icon.svg`, `/_not-found`. */
  pages: ReadonlySet<string>;
  /** Dynamic routes (`/blog/[key]`) by their regex, and the sources of any custom redirect or rewrite. */
  patterns: readonly RegExp[];
  /** The dynamic routes' names (`/deals/[uid]`), one for each of the first patterns: what metrics label a request by. */
  names: readonly string[];
  /** Files Next serves from public/ by their path, percent-encoded as Next lists them (`/demo/logo.svg`). */
  files: ReadonlySet<string>;
}

type Route = { page?: unknown; regex?: unknown };

function isRouteList(value: unknown): value is Route[] {
  return Array.isArray(value) && value.every((route) => typeof route === 'object' && route !== null);
}

/** Next lists public files with each segment percent-encoded (its encodeURIPath). */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * The table from a parsed routes manifest and the public files (`/demo/logo.svg`); null when the manifest
 * is not one this module understands.
 */
export function knownRoutesFrom(manifest: unknown, files: readonly string[]): KnownRoutes | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const { staticRoutes, dynamicRoutes, redirects = [], rewrites = [], basePath, i18n, caseSensitive } = manifest as Record<string, unknown>;
  if (!isRouteList(staticRoutes) || !isRouteList(dynamicRoutes) || basePath || i18n) return null;
  // Rewrites come as a list, or as `{ beforeFiles, afterFiles, fallback }`.
  const rewriteLists = Array.isArray(rewrites) ? [rewrites] : typeof rewrites === 'object' && rewrites ? Object.values(rewrites) : [null];
  const custom = [redirects, ...rewriteLists];
  if (!custom.every(isRouteList)) return null;
  if (!staticRoutes.every((route) => typeof route.page === 'string')) return null;
  if (![dynamicRoutes, ...custom].flat().every((route) => typeof route.regex === 'string')) return null;
  if (!dynamicRoutes.every((route) => typeof route.page === 'string')) return null;
  try {
    const patterns = dynamicRoutes.map((route) => new RegExp(route.regex as string));
    // Matched here whatever their conditions (`has`, `missing`): a path they may answer is never rewritten.
    for (const route of custom.flat()) patterns.push(new RegExp(route.regex as string, caseSensitive ? '' : 'i'));
    const names = dynamicRoutes.map((route) => route.page as string);
    return { pages: new Set(staticRoutes.map((route) => route.page as string)), patterns, names, files: new Set(files.map(encodePath)) };
  } catch {
    return null;
  }
}

/** Every file under `dir`, as a path from it (`/demo/logo.svg`); none when there is no such folder. */
function listFiles(dir: string, prefix = ''): string[] {
  let entries;
  try {
    entries = readdirSync(join(/* turbopackIgnore: true */ dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? listFiles(dir, path) : [path];
  });
}

function readJsonFile(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** True when the build has a proxy (middleware), at the edge or in Node.js. A missing manifest says none. */
function hasProxy(distDir: string): boolean {
  const read = (file: string) => {
    try {
      return readJsonFile(join(/* turbopackIgnore: true */ distDir, 'server', file)) as Record<string, Record<string, unknown> | undefined>;
    } catch {
      return {};
    }
  };
  return (
    Object.keys(read(MIDDLEWARE_MANIFEST).middleware ?? {}).length > 0 || !!read(FUNCTIONS_CONFIG_MANIFEST).functions?.['/_middleware']
  );
}

/**
 * The running build's table: `<root>/<distDir>/routes-manifest.json` and `<root>/public`, where Next
 * reads them (`next start` in the project, with PORTAL_DIST_DIR; the standalone server in its own folder,
 * with the distDir of its config). Null when there is no usable manifest. (`turbopackIgnore`: these
 * paths are known at run time only; without it the build traced the whole project into the standalone
 * server.)
 */
export function loadKnownRoutes(root = process.cwd(), distDir = runningDistDir()): KnownRoutes | null {
  const dist = join(/* turbopackIgnore: true */ root, distDir);
  let manifest: unknown;
  try {
    manifest = readJsonFile(join(/* turbopackIgnore: true */ dist, ROUTES_MANIFEST));
  } catch {
    return null;
  }
  if (hasProxy(dist)) return null;
  return knownRoutesFrom(manifest, listFiles(join(/* turbopackIgnore: true */ root, 'public')));
}

/**
 * True when the build answers `path` (a request's path, without its query) with something else than
 * its global not-found page.
 */
export function isKnownPath(routes: KnownRoutes, path: string): boolean {
  let pathname: string;
  try {
    // As Next's router parses it (parseRelativeUrl): the same normalisation, the same result.
    pathname = new URL(`http://n${path}`).pathname;
  } catch {
    return true;
  }
  const trimmed = routePath(pathname);
  if (routes.pages.has(trimmed)) return true;
  // Next tests dynamic routes on the pathname as it came (their regexes allow the trailing slash).
  if (routes.patterns.some((pattern) => pattern.test(pathname))) return true;
  let decoded = trimmed;
  try {
    decoded = decodeURIComponent(trimmed);
  } catch {
    // Next tries the path as it came, then decoded when it can
  }
  return routes.files.has(trimmed) || routes.files.has(decoded) || routes.files.has(encodePath(trimmed));
}
