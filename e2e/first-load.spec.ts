import type { APIRequestContext } from '@playwright/test';
import { signInBrowser } from './support/demo-api';
import { expect, test } from './support/fixtures';

const BUDI_TOKEN = 'demo.seed-budi-santoso';

// What a first visit costs a phone: the budgets themselves are measured by `npm run bench`; these hold
// the choices that keep them.

test(
  'a page does not prefetch the home page or the policy pages behind the header and footer links',
  { tag: '@device' },
  async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname + new URL(request.url()).search));
    for (const path of ['/blog', '/search?q=sepatu']) {
      await page.goto(path);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
    }
    const unwanted = requested.filter(
      (url) => /^\/(kebijakan-privasi|syarat-dan-ketentuan)?\?_rsc=/.test(url) || url.startsWith('/demo/pages/home-hero'),
    );
    expect(unwanted).toEqual([]);
    // The links still work, on the first tap.
    await page.getByRole('banner').getByRole('link', { name: 'Arena Sport Rewards' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);

test('search results come in the page itself, not swapped in later for a skeleton', async ({ page, request }) => {
  const html = await (await request.get('/search?q=sepatu')).text();
  expect(html).toContain('Hasil pencarian untuk');
  // A streamed Suspense boundary arrives as a hidden <div id="S:…"> that a script moves into place.
  expect(html).not.toMatch(/<div hidden id="S:/);
  await page.goto('/search?q=sepatu');
  await expect(page.getByRole('heading', { level: 1, name: 'Hasil pencarian untuk “sepatu”' })).toBeVisible();
});

test('the stylesheet is one cacheable file, not repeated inside every page', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((match) => match[1]);
  expect(sheets.length).toBeGreaterThan(0);
  expect(html).not.toContain('@layer utilities');
  const sheet = await request.get(sheets[0]);
  expect(sheet.headers()['cache-control']).toContain('immutable');
});

/** The text of each script a page's HTML loads. */
async function pageScripts(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  return Promise.all(sources.map(async (src) => (await request.get(src)).text()));
}

test("the member area's code loads on /member only (the sanitiser on demand), the barcode library on /member/card only, and the guarded-deals code only where a backend refused deals", async ({
  request,
}) => {
  const scriptsOf = async (path: string) => (await pageScripts(request, path)).join('\n');
  const home = await scriptsOf('/');
  for (const text of ['Riwayat Poin', 'Muat lebih banyak', 'Hasil Referral', 'Deal khusus member']) expect(home).not.toContain(text);
  const member = await scriptsOf('/member');
  expect(member).toContain('Muat lebih banyak');
  // DOMPurify (by one of its options) loads when a member opens the level's benefits, not with the page.
  expect(member).not.toContain('RETURN_TRUSTED_TYPE');
  // JsBarcode's Code 128 encoder, by one of its messages.
  const barcodeLibrary = 'The encoding does not start with a start character.';
  expect(home).not.toContain(barcodeLibrary);
  expect(member).not.toContain(barcodeLibrary);
  expect(await scriptsOf('/member/card')).toContain(barcodeLibrary);
});

test("a guest's page never loads the member menu's code, even after hydration", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // The member chip's menu, by one of its words.
  expect(scripts.filter((text) => text.includes('Muat ulang poin'))).toEqual([]);
});

for (const [who, path] of [
  ['a guest', '/'],
  ['a member', '/member'],
] as const) {
  test(`the toasts' library comes once with a page, for ${who} on ${path}: the page, the new-version toast and copying borrow the toaster's`, async ({
    page,
    baseURL,
  }) => {
    if (who === 'a member') await signInBrowser(page, BUDI_TOKEN, baseURL!);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto(path);
    // The toaster and the service worker's parts (the new-version toast among them) load once the browser is idle.
    await expect.poll(() => scripts.some((text) => text.includes('Versi baru tersedia'))).toBe(true);
    await page.waitForLoadState('networkidle');
    // react-hot-toast, by the names its module exports.
    expect(scripts.filter((text) => text.includes('"CheckmarkIcon"')).length, 'scripts that carry react-hot-toast').toBe(1);
  });
}

test("React and Next's start-up scripts are compiled as they download; the portal's own stay lazily compiled", async ({ request }) => {
  const scripts = await pageScripts(request, '/');
  const hinted = (code: string) => code.startsWith('//# allFunctionsCalledOnLoad\n');
  const reactDom = scripts.filter((code) => code.includes('hydrateRoot'));
  expect(reactDom.length).toBeGreaterThan(0);
  expect(reactDom.every(hinted)).toBe(true);
  // The header's own words are in the portal's code, which keeps V8's lazy compiling.
  const portal = scripts.filter((code) => code.includes('Kategori'));
  expect(portal.length).toBeGreaterThan(0);
  expect(portal.some(hinted)).toBe(false);
});

// The largest thing a page paints first (its LCP) is often an image: one loaded lazily waits for layout
// before it is even asked for, and one without high priority waits behind the page's scripts.
// On a wide screen a row of equal images can have any of them as the largest: there, not lazy is enough.
test(
  'where a page opens on an image, that image is not lazy, and on a phone it has high priority',
  { tag: '@device' },
  async ({ page, isMobile }) => {
    const pages = [
      '/',
      '/about',
      '/benefits',
      '/benefits/poin-setiap-belanja',
      '/deals',
      '/deals/kaos-kaki-gratis',
      '/product/101',
      '/blog',
      '/blog/cara-tukar-poin-arena-rewards',
      '/promotion',
      '/browse/category',
    ];
    const images: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const largest = await page.evaluate(
        () =>
          new Promise<{ tag: string; loading: string | null; priority: string | null } | null>((resolve) => {
            new PerformanceObserver((list) => {
              const element = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
              const found = element?.element;
              resolve(
                found
                  ? { tag: found.tagName, loading: found.getAttribute('loading'), priority: found.getAttribute('fetchpriority') }
                  : null,
              );
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largest, `${path}: a largest paint`).not.toBeNull();
      if (largest?.tag !== 'IMG') continue;
      images.push(path);
      expect.soft(largest.loading, `${path}: its image is not lazy`).not.toBe('lazy');
      if (isMobile) expect.soft(largest.priority, `${path}: its image has high priority`).toBe('high');
    }
    // Most of these pages open on an image in the demo: the check above ran.
    expect(images.length).toBeGreaterThan(pages.length / 2);
  },
);
