// Which routes the page cache serves, as the build reports it, against a table kept here: a page that
// turns per-request by accident (a `no-store` fetch, a header or cookie read while rendering), or a new
// route nobody placed in the table, fails. `next build` prints the same thing as its route table
// (○ and ● are cached, ƒ is rendered on every request); the manifests below are where it comes from.
// Then, on the running external server, the pages the issue named answer from the page cache.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { backendLog, setMode } from '../support/backend-control';
import { expect, test } from '../support/fixtures';

type Caching = 'cached' | 'per-request';

/**
 * Every app route of the external build (API_HOST naming another server, SITE_URL set): pages and
 * route handlers, the framework's own (`/_not-found`, `/_global-error`) included.
 */
const EXTERNAL: Record<string, Caching> = {
  '/': 'cached',
  '/_global-error': 'cached',
  '/_not-found': 'cached',
  '/about': 'cached',
  // The member's own account: each for the session in the cookie, never shared (docs/privacy.md).
  '/api/account/consents': 'per-request',
  '/api/account/data': 'per-request',
  '/api/account/deletion': 'per-request',
  '/api/account/deletion/otp': 'per-request',
  '/api/account/mobile': 'per-request',
  '/api/account/mobile/otp': 'per-request',
  '/api/account/profile': 'per-request',
  '/api/health': 'per-request',
  // Reminders by push: a device's subscription, and the webhook that sends (docs/push.md).
  '/api/push': 'per-request',
  '/api/push/devices': 'per-request',
  '/api/push/notify': 'per-request',
  '/api/push/notify/[reference]': 'per-request',
  '/api/push/subscription': 'per-request',
  '/api/revalidate': 'per-request',
  // Who is signed in: personal, never in the page cache (lib/session/server.ts).
  '/api/session': 'per-request',
  // The sign-in dialogs' count of one-time codes (docs/operations.md): counted, nothing kept.
  '/api/sign-in-codes': 'per-request',
  // Wallet passes: personal, never in the page cache (docs/wallet.md).
  '/api/wallet': 'per-request',
  '/api/wallet/apple/card': 'per-request',
  '/api/wallet/apple/voucher/[code]': 'per-request',
  '/api/wallet/google/card': 'per-request',
  '/api/wallet/google/voucher/[code]': 'per-request',
  '/api/wallet/notify': 'per-request',
  '/api/wallet/session': 'per-request',
  '/api/wallet/v1/[...path]': 'per-request',
  '/benefits': 'cached',
  '/benefits/[key]': 'cached',
  '/blog': 'cached',
  '/blog-filtered': 'per-request',
  '/blog/[key]': 'cached',
  '/browse-filtered': 'per-request',
  '/browse/category': 'cached',
  '/browse/category/all': 'cached',
  '/deals': 'cached',
  // A member's deals where the backend keeps them for members (lib/server/deals-for-members.ts).
  '/deals-for-members': 'per-request',
  '/deals-for-members/[uid]': 'per-request',
  '/deals/[uid]': 'cached',
  '/demo-api/[...path]': 'per-request',
  '/faq': 'cached',
  '/faq-filtered': 'per-request',
  '/help': 'cached',
  '/help-filtered': 'per-request',
  '/help/[key]': 'cached',
  '/home-for-members': 'per-request',
  '/icon.svg': 'cached',
  '/kebijakan-privasi': 'cached',
  '/manifest.webmanifest': 'cached',
  // The member's own pages: rendered for the session in the cookie, never shared (lib/session/server.ts).
  '/member': 'per-request',
  '/member/card': 'per-request',
  '/member/privacy': 'per-request',
  '/member/profile': 'per-request',
  '/my-voucher': 'per-request',
  '/offline': 'cached',
  '/product/[id]': 'cached',
  '/promotion': 'cached',
  '/robots.txt': 'cached',
  '/search': 'per-request',
  '/sitemap.xml': 'cached',
  '/store-location': 'cached',
  '/store-location-filtered': 'per-request',
  '/syarat-dan-ketentuan': 'cached',
};

/**
 * The demo build (no SITE_URL): the same, but for the sitemap and robots.txt, whose absolute URLs
 * follow each request's origin (lib/server/metadata.ts siteOrigin), so they are rendered per request.
 */
const DEMO: Record<string, Caching> = { ...EXTERNAL, '/robots.txt': 'per-request', '/sitemap.xml': 'per-request' };

interface PrerenderManifest {
  /** Each prerendered path, with the route it came from and its revalidate period (false: never). */
  routes: Record<string, { initialRevalidateSeconds: number | false; srcRoute: string | null }>;
  /** Dynamic routes whose pages are cached as they are first rendered (ISR). */
  dynamicRoutes: Record<string, unknown>;
}

/** A build folder's routes, each cached (prerendered, or a dynamic route Next caches) or per request. */
function buildCaching(distDir: string): Record<string, Caching> {
  const read = <T>(name: string): T => JSON.parse(readFileSync(join(distDir, name), 'utf8')) as T;
  // "/blog/(list)/page" → "/blog": every route of the app router, pages and route handlers alike.
  const appRoutes = Object.values(read<Record<string, string>>('app-path-routes-manifest.json'));
  const prerender = read<PrerenderManifest>('prerender-manifest.json');
  const cached = new Set(Object.keys(prerender.dynamicRoutes));
  for (const [path, route] of Object.entries(prerender.routes)) {
    if (route.initialRevalidateSeconds !== 0) cached.add(route.srcRoute ?? path);
  }
  return Object.fromEntries([...new Set(appRoutes)].sort().map((route) => [route, cached.has(route) ? 'cached' : 'per-request']));
}

const BUILDS = [
  { name: 'external', distDir: process.env.EXTERNAL_DIST_DIR, expected: EXTERNAL },
  { name: 'demo', distDir: process.env.DEMO_DIST_DIR, expected: DEMO },
];

for (const { name, distDir, expected } of BUILDS) {
  test(`every route of the ${name} build is cached or per-request as the table says`, () => {
    expect(distDir, `scripts/e2e.mjs names the ${name} build folder`).toBeTruthy();
    // A failure lists the routes that differ: one turned per-request, or one the table does not name.
    expect(buildCaching(distDir!)).toEqual(expected);
  });
}

// One at a time, as the external project runs its tests (one worker): they switch the one backend proxy.
test.describe('on the running external server', () => {
  test.afterEach(async () => {
    await setMode('up');
  });

  for (const { path, content } of [
    { path: '/help', content: ['Masuk ke Akun', 'Kode OTP tidak masuk'] },
    { path: '/product/101', content: ['Sepatu Lari Nike Pegasus 41', 'Produk Terkait'] },
  ]) {
    test(`${path} answers from the page cache: a second request calls no backend, and an outage still gets the page`, async ({
      request,
    }) => {
      test.setTimeout(60_000);
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      expect(first.headers()['cache-control'], `${path} rendered per request`).not.toMatch(/no-store|private/);

      // The build's copy is served stale and made again on a later request (lib/page-cache): wait for this server's own.
      await expect
        .poll(async () => (await request.get(path)).headers()['x-nextjs-cache'], { timeout: 20_000, intervals: [1000] })
        .toBe('HIT');
      const since = Date.now();
      const second = await request.get(path);
      expect(second.headers()['x-nextjs-cache']).toBe('HIT');
      const text = await second.text();
      for (const words of content) expect(text).toContain(words);
      const calls = (await backendLog()).filter((entry) => entry.at >= since).map((entry) => entry.url);
      expect(calls, 'backend calls made by a request the page cache answered').toEqual([]);

      await setMode('down');
      const during = await request.get(path);
      expect(during.status()).toBe(200);
      const kept = await during.text();
      for (const words of content) expect(kept).toContain(words);
      expect(kept).not.toContain('Belum ada artikel bantuan');
    });
  }
});
