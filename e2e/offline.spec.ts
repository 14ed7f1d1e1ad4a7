import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { WORKER_FILE } from '../scripts/standalone-copy.mjs';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { decodeOnScreen } from './support/decode';
import { redeemDeal, registerMember } from './support/demo-api';
import { startDeploymentProxy } from './support/deployment-proxy';
import { keptForOffline, offlineForGood, storedValues } from './support/device-store';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

// The installable portal and its wallet without a network (Chromium, phone). The other specs run with
// service workers blocked (playwright.config.ts); these allow them.
test.use({
  serviceWorkers: 'allow',
  // Offline, the browser reports each request it could not send; the app handles every one of them.
  allowedConsoleErrors: [/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/],
});
test.skip(({ isMobile }) => !isMobile, 'a phone at the till: the phone project');

const BUDI_TOKEN = 'demo.seed-budi-santoso';
const BUDI_VOUCHER = 'ARN-8WQ2-L5TD';
const BUDI_CARD_NUMBER = '8800 2408 1700 0024';

/** Signs the browser in once, the way the portal keeps a session (a later logout must stick). */
async function signIn(context: BrowserContext, page: Page, baseURL: string, token: string) {
  await context.addCookies([{ name: '__goapp_token', value: token, url: baseURL }]);
  await page.goto('/kebijakan-privasi');
  await page.evaluate((value) => window.localStorage.setItem('_authToken', value), token);
}

/** Waits until the service worker controls the page. */
async function workerInControl(page: Page) {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
}

/** Paths the service worker's caches hold (build files left out), and the cached bodies' text. */
function deviceCaches(page: Page) {
  return page.evaluate(async () => {
    const paths: string[] = [];
    const bodies: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const { pathname } = new URL(request.url);
        if (pathname.startsWith('/_next/')) continue;
        paths.push(pathname);
        const response = await cache.match(request);
        if (response && /html|json|text/.test(response.headers.get('content-type') ?? '')) bodies.push(await response.text());
      }
    }
    return { paths, bodies: bodies.join('\n') };
  });
}

/** Every value the portal keeps on the device (lib/offline/device-store.ts), as JSON. */
async function deviceDatabase(page: Page) {
  return JSON.stringify(await keptForOffline(page));
}

/** The demo's pictures (under /demo/) the caches hold, in any cache: `cache:/demo/…?query`. */
function keptPictures(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const { pathname, search } = new URL(request.url);
        if (pathname.startsWith('/demo/')) urls.push(`${name}:${pathname}${search}`);
      }
    }
    return urls.sort();
  });
}

/** The URLs the worker's records of its caches name (serwist's expiration database). */
async function cacheRecords(page: Page) {
  return ((await storedValues(page, 'serwist-expiration', 'cache-entries')) as { url: string }[]).map((row) => row.url);
}

async function pageIsKept(page: Page, path: string, holding = '') {
  await expect
    .poll(() =>
      page.evaluate(
        async ([p, text]) => {
          const cache = await caches.open('pages');
          const kept = (await cache.keys()).find((r) => new URL(r.url).pathname === p);
          return !!kept && (await (await cache.match(kept))!.text()).includes(text);
        },
        [path, holding],
      ),
    )
    .toBe(true);
}

/**
 * The member loaded in the browser too (the header shows their points): the page arrives rendered for the
 * session, and the device keeps what it shows once the browser knows whose it is.
 */
async function memberInBrowser(page: Page) {
  await expect(page.getByRole('banner').getByRole('button', { name: /Pts/ })).toBeVisible();
}

/** Signs in and opens My Voucher online, until the device keeps the voucher `code` and the worker the page holding it. */
async function openWalletOnline(context: BrowserContext, page: Page, baseURL: string, token: string, code: string) {
  await signIn(context, page, baseURL, token);
  await page.goto('/my-voucher');
  await expect(page.getByRole('tabpanel', { name: /Aktif/ }).getByRole('button').first()).toBeVisible();
  await memberInBrowser(page);
  await workerInControl(page);
  // The voucher kept first: keeping it for another member than the device's deletes the first one's pages,
  // this one among them, and has the worker keep it again, for this member.
  await expect.poll(() => deviceDatabase(page)).toContain(code);
  await pageIsKept(page, '/my-voucher', code);
}

/** A PNG's image data: its IDAT chunks, joined. */
function imageData(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return Buffer.concat(parts);
}

/** A new member with one voucher of their own (the free deal), made through the demo API. */
async function memberWithVoucher(request: APIRequestContext) {
  const { token } = await registerMember(request, 'Rina');
  const redeemed = await redeemDeal(request, token);
  return { token, code: redeemed.codes[0].code };
}

test('the web app manifest: name, start, display, language, colours and icons of the sizes it states', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Arena Sport Rewards',
    short_name: 'Arena Sport Rewards',
    start_url: '/',
    display: 'standalone',
    lang: 'id',
    theme_color: '#0f3d91',
    background_color: '#ffffff',
  });
  const purposes = manifest.icons.map((icon: { purpose: string }) => icon.purpose);
  expect(purposes).toContain('maskable');
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    const png = await response.body();
    // A PNG's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect(png.subarray(1, 4).toString(), icon.src).toBe('PNG');
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    // And it decodes: its image data inflates to one filtered row of pixels per line.
    const bytesPerPixel = { 2: 3, 6: 4 }[png[25]] ?? 0;
    expect(inflateSync(imageData(png)).length, icon.src).toBe(png.readUInt32BE(20) * (1 + png.readUInt32BE(16) * bytesPerPixel));
  }
  expect(['192x192', '512x512'].every((size) => manifest.icons.some((i: { sizes: string }) => i.sizes === size))).toBe(true);
  // A long press on the installed app's icon leads to the member card.
  expect(manifest.shortcuts).toEqual([expect.objectContaining({ name: 'Kartu Member', url: '/member/card' })]);
});

test('My Voucher opens offline with the vouchers, their QR codes and when they were saved', async ({ context, page, baseURL }) => {
  await openWalletOnline(context, page, baseURL!, BUDI_TOKEN, BUDI_VOUCHER);

  const offline = await offlineForGood(context);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Terakhir diperbarui' })).toHaveText(
    /^Terakhir diperbarui \d{1,2} [A-Z][a-z]+ \d{4} \d{2}\.\d{2} — Anda sedang offline$/,
  );
  // The header: the name and points kept with the member card.
  await expect(page.getByRole('banner')).toContainText('Pts');
  await page.getByRole('button', { name: /Gratis Ongkir Belanja Online/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Detail deal' });
  await expect(dialog.getByText(BUDI_VOUCHER)).toBeVisible();
  await expect(dialog.getByRole('img', { name: /QR/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back online, the list comes from the server again by itself.
  await page.keyboard.press('Escape');
  await offline.backOnline(page);
  await expect(page.getByRole('status').filter({ hasText: 'Terakhir diperbarui' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Gratis Ongkir Belanja Online/ })).toBeVisible();
});

test('the member card, once seen online (reached from the menu), opens offline with its codes', async ({ context, page, baseURL }) => {
  await signIn(context, page, baseURL!, BUDI_TOKEN);
  await page.goto('/');
  await workerInControl(page);
  // A client-side navigation, as a member taps it: the page asks the worker to keep it.
  await page.getByRole('banner').getByRole('button', { name: /Budi/ }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Kartu Member' }).click();
  await expect(page.getByText(BUDI_CARD_NUMBER, { exact: true })).toBeVisible();
  await pageIsKept(page, '/member/card');
  await expect.poll(() => deviceDatabase(page)).toContain(BUDI_CARD_NUMBER);

  await offlineForGood(context);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Terakhir diperbarui' })).toHaveText(/— Anda sedang offline$/);
  const card = page.getByRole('main').getByRole('region', { name: 'Budi Santoso' });
  await expect(card).toContainText('Level Gold');
  await expect(card.getByText(BUDI_CARD_NUMBER, { exact: true })).toBeVisible();
  const number = BUDI_CARD_NUMBER.replace(/ /g, '');
  await expect.poll(() => decodeOnScreen(card.getByRole('img', { name: /^Kode QR/ }), 'qr')).toBe(number);
  await expect.poll(() => decodeOnScreen(card.getByRole('img', { name: /^Barcode/ }), 'code128')).toBe(number);
  await expectNoAxeViolations(page);
});

test('a page never visited opens the offline page, with a retry and a way to My Voucher', async ({ context, page }) => {
  await page.goto('/');
  await workerInControl(page);
  await context.setOffline(true);
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Anda sedang offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Voucher' })).toHaveAttribute('href', '/my-voucher');
  await expectNoAxeViolations(page);
  // Back online, "Coba lagi" brings the real page.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anda sedang offline' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Arena Sport');
});

/** A script of the build (hashed, immutable): what the worker precaches. */
const isBuildScript = (url: string | URL) => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/_next/static/') && pathname.endsWith('.js');
};

test("online, the build's scripts come through the worker from the network, not from its precache", async ({ context, page, baseURL }) => {
  await openWalletOnline(context, page, baseURL!, BUDI_TOKEN, BUDI_VOUCHER);
  const fetchedByWorker = new Set<string>();
  context.on('request', (request) => {
    if (request.serviceWorker() && isBuildScript(request.url())) fetchedByWorker.add(request.url());
  });
  const answeredByWorker: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker() && isBuildScript(response.url())) answeredByWorker.push(response.url());
  });

  await page.reload();
  await page.getByRole('button', { name: /Gratis Ongkir Belanja Online/ }).click();
  await expect(page.getByRole('dialog', { name: 'Detail deal' }).getByText(BUDI_VOUCHER)).toBeVisible();
  expect(answeredByWorker.length).toBeGreaterThan(0);
  expect(answeredByWorker.filter((url) => !fetchedByWorker.has(url))).toEqual([]);
});

test("on a signal too weak to bring the build's scripts, they come from the precache", async ({ context, page, baseURL }) => {
  await openWalletOnline(context, page, baseURL!, BUDI_TOKEN, BUDI_VOUCHER);
  // The worker's requests for scripts get no answer (a till in a basement); the page is online.
  await context.route(isBuildScript, async (route) => {
    if (!route.request().serviceWorker()) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    await route.abort().catch(() => {});
  });

  await page.reload();
  await page.getByRole('button', { name: /Gratis Ongkir Belanja Online/ }).click();
  await expect(page.getByRole('dialog', { name: 'Detail deal' }).getByText(BUDI_VOUCHER)).toBeVisible({ timeout: 15_000 });
});

test('after logout nothing of the member can be read offline, on the page, in IndexedDB or in Cache Storage', async ({
  context,
  page,
  baseURL,
}) => {
  await openWalletOnline(context, page, baseURL!, BUDI_TOKEN, BUDI_VOUCHER);
  await page.goto('/member/card');
  await expect(page.getByText(BUDI_CARD_NUMBER, { exact: true })).toBeVisible();
  await pageIsKept(page, '/member/card');

  await page.getByRole('banner').getByRole('button', { name: /Budi/ }).click();
  // Logout reloads the page once the device holds nothing of the member: read the device after that.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(page.getByRole('banner').getByRole('button', { name: 'Masuk' })).toBeVisible();

  expect(await deviceDatabase(page)).toBe('[]');
  const kept = await deviceCaches(page);
  expect(kept.bodies).not.toContain(BUDI_VOUCHER);
  expect(kept.bodies).not.toContain(BUDI_CARD_NUMBER);
  expect(kept.paths.filter((p) => p.startsWith('/demo-api'))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/my-voucher');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(BUDI_VOUCHER)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Gratis Ongkir Belanja Online/ })).toHaveCount(0);
  // The page reloaded by the logout may be kept again: as the guest page it now is, with nothing of Budi.
  await page.goto('/member/card');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(BUDI_CARD_NUMBER)).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^(Kode QR|Barcode)/ })).toHaveCount(0);
  await expect(page.getByText('Budi Santoso')).toHaveCount(0);
});

test("after logout the device keeps none of the member's pictures: voucher pictures, level icons", async ({ context, page, baseURL }) => {
  await openWalletOnline(context, page, baseURL!, BUDI_TOKEN, BUDI_VOUCHER);
  // Loaded again now that the worker is in control: the wallet's pictures go through it.
  await page.reload();
  await expect(page.getByRole('tabpanel', { name: /Aktif/ }).getByRole('button').first()).toBeVisible();
  // A public page: the header's level icon is kept with the public pictures there.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('img', { name: 'Gold' })).toBeVisible();
  // Akun Saya, reached from the menu as a member taps it: the level card and the scheme's ladder of levels.
  await page.getByRole('banner').getByRole('button', { name: /Budi/ }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Akun Saya' }).click();
  await expect(page.getByRole('list', { name: 'Tingkatan level' })).toBeVisible();
  const wallet = [...new Set((await deviceDatabase(page)).match(/\/demo\/deals\/[\w-]+\.webp/g))];
  expect(wallet.length).toBeGreaterThan(0);
  const isBudis = (url: string) => url.includes('/demo/levels/') || wallet.some((picture) => url.includes(picture));
  // What the test is about: the wallet's pictures and the level icons (his, and the ladder's) were kept.
  await expect
    .poll(async () => (await keptPictures(page)).filter(isBudis).map((url) => url.split('?')[0]))
    .toEqual(
      expect.arrayContaining([
        ...wallet.map((picture) => `images:${picture}`),
        'images:/demo/levels/gold.svg',
        'images:/demo/levels/silver.svg',
        'images:/demo/levels/platinum.svg',
      ]),
    );
  await page.waitForLoadState('networkidle');

  await page.getByRole('banner').getByRole('button', { name: /Budi/ }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(page.getByRole('banner').getByRole('button', { name: 'Masuk' })).toBeVisible();

  expect((await keptPictures(page)).filter(isBudis)).toEqual([]);
  expect((await cacheRecords(page)).filter(isBudis)).toEqual([]);
});

test.describe('with no worker running', () => {
  test.use({ serviceWorkers: 'block' });

  test("logout still deletes the member's pictures a worker left in Cache Storage, from the page", async ({ context, page, baseURL }) => {
    await signIn(context, page, baseURL!, BUDI_TOKEN);
    await page.goto('/my-voucher');
    await expect(page.getByRole('tabpanel', { name: /Aktif/ }).getByRole('button').first()).toBeVisible();
    await memberInBrowser(page);
    await expect.poll(() => deviceDatabase(page)).toContain('/demo/deals/ongkir.webp');
    // What a worker since unregistered kept: Budi's voucher picture, level icon and ladder; one entry elsewhere.
    await page.evaluate(async () => {
      const keep = async (cache: string, path: string) =>
        (await caches.open(cache)).put(path, new Response('<svg xmlns="http://www.w3.org/2000/svg"/>'));
      await keep('images', '/demo/deals/ongkir.webp?w=192&q=85');
      await keep('images', '/demo/levels/gold.svg?w=64&q=85');
      await keep('images', '/demo/levels/silver.svg?w=64&q=85');
      await keep('pages', '/demo/pages/tentang.webp');
    });

    await page.getByRole('banner').getByRole('button', { name: /Budi/ }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Logout' }).click();
    await reloaded;
    await expect(page.getByRole('banner').getByRole('button', { name: 'Masuk' })).toBeVisible();

    expect(await keptPictures(page)).toEqual(['pages:/demo/pages/tentang.webp']);
    // The worker's records were looked for, not made: a database made by the page would break a later worker.
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).not.toContain('serwist-expiration');
  });
});

test("a second member signing in on the same browser never sees the first member's vouchers", async ({
  context,
  page,
  baseURL,
  request,
}) => {
  const second = await memberWithVoucher(request);
  await openWalletOnline(context, page, baseURL!, BUDI_TOKEN, BUDI_VOUCHER);
  // The second member's session takes over the browser (as after a sign-in) and loads online once.
  await openWalletOnline(context, page, baseURL!, second.token, second.code);
  expect(await deviceDatabase(page)).not.toContain(BUDI_VOUCHER);
  expect(await deviceDatabase(page)).not.toContain(BUDI_CARD_NUMBER);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: /Gratis Kaos Kaki Sport/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Gratis Ongkir Belanja Online/ })).toHaveCount(0);
});

test('a signed-in journey with the worker on: pages, a dialog, and no API answer in any cache', async ({ context, page, baseURL }) => {
  await signIn(context, page, baseURL!, BUDI_TOKEN);
  await page.goto('/');
  await workerInControl(page);
  for (const path of ['/deals', '/blog', '/my-voucher', '/search?q=sepatu']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('banner')).toContainText('Pts');
  }
  await page
    .getByRole('button', { name: /Gratis Ongkir Belanja Online/ })
    .first()
    .isVisible();
  const kept = await deviceCaches(page);
  expect(kept.paths.filter((p) => p.startsWith('/demo-api') || p.startsWith('/api/'))).toEqual([]);
  expect(kept.bodies).not.toContain(BUDI_TOKEN);
});

test("no source map is served: the worker names none and its map answers 404, nor have the pages' scripts one", async ({
  page,
  request,
}) => {
  const worker = await request.get('/serwist/sw.js');
  expect(worker.status()).toBe(200);
  expect(await worker.text()).not.toContain('sourceMappingURL');
  expect((await request.get('/serwist/sw.js.map')).status()).toBe(404);
  await page.goto('/');
  const scripts = await page.locator('script[src]').evaluateAll((all) => all.map((script) => (script as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    expect(await (await request.get(src)).text(), src).not.toContain('sourceMappingURL');
    expect((await request.get(`${src}.map`)).status(), `${src}.map`).toBe(404);
  }
});

test('one build answers one worker: the file the build made, from the first request on', async ({ request }) => {
  // A worker that differs by a byte is a new version to the browser: "Versi baru tersedia" for every
  // member, and the whole precache fetched again. The build writes it once (serwist.config.mjs); the
  // server only sends that file, with no-cache so a deployment's new one is found at once.
  const dist = process.env.DEMO_DIST_DIR;
  test.skip(!dist || !existsSync(dist), 'DEMO_DIST_DIR names the build folder (set by scripts/e2e.mjs)');
  const built = readFileSync(join(dist!, WORKER_FILE), 'utf8');
  for (let i = 0; i < 2; i += 1) {
    const served = await request.get('/serwist/sw.js');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^application\/javascript\b/);
    expect(served.headers()['cache-control']).toBe('no-cache');
    expect(served.headers()['service-worker-allowed']).toBe('/');
    expect((await served.text()) === built, "the answer is the build's file").toBe(true);
  }
});

test('a new version waits for "Muat ulang", then takes over', async ({ page, baseURL }) => {
  const portal = await startDeploymentProxy(baseURL!);
  try {
    await page.goto(`${portal.url}/`);
    await workerInControl(page);
    // A new deployment: the same worker with one more line, which says which version it is.
    portal.deploy("self.addEventListener('message', (e) => { if (e.data === 'version?') e.ports[0].postMessage('next'); });");
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const toast = page.getByRole('status').filter({ hasText: 'Versi baru tersedia' });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    // Still waiting: the page keeps the version it was loaded with until the person agrees.
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await toast.getByRole('button', { name: 'Muat ulang' }).click();
    await reloaded;
    await workerInControl(page);
    const version = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(String(event.data));
          navigator.serviceWorker.controller!.postMessage('version?', [channel.port2]);
          setTimeout(() => resolve('the old version'), 3_000);
        }),
    );
    expect(version).toBe('next');
  } finally {
    portal.close();
  }
});
