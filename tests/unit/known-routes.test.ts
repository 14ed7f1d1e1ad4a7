// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type KnownRoutes, isKnownPath, knownRoutesFrom, loadKnownRoutes } from '@/lib/server/known-routes';

/** As `next build` writes it (<distDir>/routes-manifest.json), trimmed to what the portal's routes look like. */
const staticRoute = (page: string) => ({ page, regex: `^${page.replace(/[-.]/g, '\\$&')}(?:/)?$`, routeKeys: {}, namedRegex: '' });
const MANIFEST = {
  version: 3,
  pages404: true,
  appType: 'app',
  caseSensitive: false,
  basePath: '',
  redirects: [],
  headers: [],
  staticRoutes: [
    '/',
    '/_global-error',
    '/_not-found',
    '/about',
    '/api/health',
    '/blog',
    '/icon.svg',
    '/manifest.webmanifest',
    '/robots.txt',
    '/search',
    '/sitemap.xml',
  ].map(staticRoute),
  dynamicRoutes: [
    {
      page: '/blog/[key]',
      regex: '^/blog/([^/]+?)(?:/)?$',
      routeKeys: { nxtPkey: 'nxtPkey' },
      namedRegex: '^/blog/(?<nxtPkey>[^/]+?)(?:/)?$',
    },
    {
      page: '/demo-api/[...path]',
      regex: '^/demo\\-api/(.+?)(?:/)?$',
      routeKeys: { nxtPpath: 'nxtPpath' },
      namedRegex: '^/demo\\-api/(?<nxtPpath>.+?)(?:/)?$',
    },
  ],
  dataRoutes: [],
  // The service worker, a file of the build served at its own URL (next.config.ts).
  rewrites: {
    beforeFiles: [{ source: '/serwist/sw.js', destination: '/_next/static/serwist/sw.js', regex: '^/serwist/sw\\.js(?:/)?$' }],
    afterFiles: [],
    fallback: [],
  },
};

/** Files of public/, by their path. */
const FILES = ['/favicon.ico', '/demo/logo.svg', '/demo/blog/sepatu lari.svg'];

describe('the routes of a build', () => {
  const routes = knownRoutesFrom(MANIFEST, FILES) as KnownRoutes;

  it('reads a routes manifest', () => {
    expect(routes).not.toBeNull();
  });

  it.each([
    // Static routes, with the trailing slash Next serves them with (skipTrailingSlashRedirect).
    '/',
    '/about',
    '/about/',
    '/blog',
    '/search',
    '/_not-found',
    '/api/health',
    '/api/health/',
    '/icon.svg',
    '/manifest.webmanifest',
    '/robots.txt',
    // Dynamic routes, whatever the key: an unknown key renders the route's own 404, keyed by its path.
    '/blog/tips-memilih-sepatu-lari',
    '/blog/no-such-post',
    '/blog/no-such-post/',
    '/blog/%E2%9C%93',
    '/blog/[key]',
    '/demo-api/v1/member/api/deal/',
    // A rewrite's source (the service worker), case-insensitive as Next matches it.
    '/serwist/sw.js',
    '/SERWIST/sw.js',
    '/demo-api/a/b/c',
    // Files of public/: Next finds them percent-encoded or not, with a trailing slash too.
    '/favicon.ico',
    '/demo/logo.svg',
    '/demo/logo.svg/',
    '/demo/%6cogo.svg',
    '/demo/blog/sepatu%20lari.svg',
    // What Next's URL parser makes of the path: dot segments resolved (`%2e` too), the fragment dropped.
    '/zz/../about',
    '/%2e%2e/about',
    '/x/%2E%2E/blog/tips',
    '/about/.',
    '/about#frag',
  ])('%s is a path of the build', (path) => {
    expect(isKnownPath(routes, path)).toBe(true);
  });

  it.each([
    '/zzMARKERpath',
    '/other-unknown',
    '/zzMARKER/',
    // Next matches routes case-sensitively: these were its global 404 already.
    '/About',
    '/ABOUT',
    '/Blog/tips',
    '/Icon.svg',
    '/DEMO/logo.svg',
    // Next serves a route only by its path as written: a percent-encoded route name was a 404 (a file's is not).
    '/abo%75t',
    '/%62log/tips',
    '/icon%2esvg',
    '/about%2F',
    // No `/index`, no `.rsc` suffix, nothing below a static route.
    '/index',
    '/index/',
    '/about.rsc',
    '/about/index',
    '/about;x',
    '/api/nothing',
    '/blog/a/b',
    // A catch-all needs a segment; `[path]` one.
    '/demo-api',
    '/demo-api/',
    '/serwist',
    '/serwist/other.js',
    '/serwist/sw.js.map',
    '/demo',
    '/demo/',
    '/about/../zzMARKER',
  ])('%s is not', (path) => {
    expect(isKnownPath(routes, path)).toBe(false);
  });

  it('counts a custom redirect or rewrite source as known (case-insensitive unless the build says otherwise)', () => {
    const withRedirect = knownRoutesFrom(
      { ...MANIFEST, redirects: [{ source: '/old-about', destination: '/about', statusCode: 308, regex: '^(?!/_next)/old-about(?:/)?$' }] },
      FILES,
    ) as KnownRoutes;
    expect(isKnownPath(withRedirect, '/old-about')).toBe(true);
    expect(isKnownPath(withRedirect, '/Old-About')).toBe(true);
    expect(isKnownPath(withRedirect, '/older')).toBe(false);
    const withRewrite = knownRoutesFrom(
      {
        ...MANIFEST,
        rewrites: {
          beforeFiles: [],
          afterFiles: [{ source: '/docs/:p*', destination: '/blog', regex: '^/docs(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$' }],
          fallback: [],
        },
      },
      FILES,
    ) as KnownRoutes;
    expect(isKnownPath(withRewrite, '/docs/anything')).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['a string', 'routes'],
    ['no staticRoutes', { ...MANIFEST, staticRoutes: undefined }],
    ['no dynamicRoutes', { ...MANIFEST, dynamicRoutes: 'x' }],
    ['a route without its page', { ...MANIFEST, staticRoutes: [{ regex: '^/$' }] }],
    ['a regex that does not compile', { ...MANIFEST, dynamicRoutes: [{ page: '/blog/[key]', regex: '^/blog/((' }] }],
    ['a basePath', { ...MANIFEST, basePath: '/portal' }],
    ['i18n', { ...MANIFEST, i18n: { locales: ['id', 'en'], defaultLocale: 'id' } }],
  ])('gives no table for a manifest with %s (the guard then rewrites nothing)', (_, manifest) => {
    expect(knownRoutesFrom(manifest, FILES)).toBeNull();
  });
});

describe('loading the routes of the running build', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** A server folder: `<root>/<distDir>` with the manifest, `<root>/public` with the files. */
  function serverFolder(
    distDir: string,
    {
      manifest = JSON.stringify(MANIFEST),
      files = FILES,
      middleware,
      functions,
    }: { manifest?: string | null; files?: string[]; middleware?: object; functions?: object } = {},
  ) {
    const root = mkdtempSync(join(tmpdir(), 'known-routes-'));
    roots.push(root);
    mkdirSync(join(root, distDir, 'server'), { recursive: true });
    if (manifest !== null) writeFileSync(join(root, distDir, 'routes-manifest.json'), manifest);
    if (middleware) writeFileSync(join(root, distDir, 'server', 'middleware-manifest.json'), JSON.stringify(middleware));
    if (functions) writeFileSync(join(root, distDir, 'server', 'functions-config-manifest.json'), JSON.stringify(functions));
    for (const file of files) {
      mkdirSync(dirname(join(root, 'public', file)), { recursive: true });
      writeFileSync(join(root, 'public', file), 'x');
    }
    return root;
  }

  it("reads <distDir>/routes-manifest.json and lists public/ (next start's folder, and the standalone server's `./.next`)", () => {
    for (const distDir of ['.next-notfound', './.next']) {
      const routes = loadKnownRoutes(serverFolder(distDir.replace('./', '')), distDir);
      expect(routes, distDir).not.toBeNull();
      expect(isKnownPath(routes!, '/about')).toBe(true);
      expect(isKnownPath(routes!, '/blog/x')).toBe(true);
      expect(isKnownPath(routes!, '/demo/logo.svg')).toBe(true);
      expect(isKnownPath(routes!, '/demo/blog/sepatu%20lari.svg')).toBe(true);
      expect(isKnownPath(routes!, '/zzMARKER')).toBe(false);
    }
  });

  it('works without a public folder (no file is then known)', () => {
    const routes = loadKnownRoutes(serverFolder('.next', { files: [] }), '.next');
    expect(routes).not.toBeNull();
    expect(isKnownPath(routes!, '/favicon.ico')).toBe(false);
    expect(isKnownPath(routes!, '/')).toBe(true);
  });

  it('gives no table when the manifest is missing or unreadable (a dev server, no build)', () => {
    expect(loadKnownRoutes(serverFolder('.next', { manifest: null }), '.next')).toBeNull();
    expect(loadKnownRoutes(serverFolder('.next', { manifest: '{"staticRoutes": [' }), '.next')).toBeNull();
    expect(loadKnownRoutes(serverFolder('.next'), '.next-other')).toBeNull();
  });

  it('gives no table for a build with a proxy (middleware): it may answer any path', () => {
    const withProxy = { version: 3, middleware: { '/': { matchers: [{ regexp: '.*' }] } }, sortedMiddleware: ['/'], functions: {} };
    expect(loadKnownRoutes(serverFolder('.next', { middleware: withProxy }), '.next')).toBeNull();
    const without = { version: 3, middleware: {}, sortedMiddleware: [], functions: {} };
    expect(loadKnownRoutes(serverFolder('.next', { middleware: without }), '.next')).not.toBeNull();
    // A Node.js proxy is declared in the functions' config.
    const nodeProxy = { version: 1, functions: { '/_middleware': { runtime: 'nodejs', matchers: [{ regexp: '.*' }] } } };
    expect(loadKnownRoutes(serverFolder('.next', { middleware: without, functions: nodeProxy }), '.next')).toBeNull();
    expect(
      loadKnownRoutes(serverFolder('.next', { middleware: without, functions: { version: 1, functions: {} } }), '.next'),
    ).not.toBeNull();
  });
});
