// The wallet buttons on Kartu Member and in an active voucher's dialog, on the demo server that
// scripts/e2e.mjs starts with demo wallet keys (the same build: the wallets are read when serving). The
// Apple one downloads a .pkpass, the Google one opens the save link (Google answered by a stand-in:
// this machine has no internet). Nothing here spends Budi's points.
import { existsSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { registerMember } from './support/demo-api';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

const BUDI_TOKEN = 'demo.seed-budi-santoso';
const ORDER = {
  phone: ['Simpan ke Google Wallet', 'Tambahkan ke Apple Wallet'],
  desktop: ['Tambahkan ke Apple Wallet', 'Simpan ke Google Wallet'],
};

async function signInAsBudi(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: '__goapp_token', value: BUDI_TOKEN, url: baseURL }]);
  await page.addInitScript((token) => {
    try {
      window.localStorage.setItem('_authToken', token);
    } catch {
      // Google's stand-in page (another origin, opened by the link): no storage of the portal's there.
    }
  }, BUDI_TOKEN);
}

/** Google's save page, stood in for: the link's JWT is what the test reads. */
async function standInForGoogle(page: Page) {
  await page.route('https://pay.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google Wallet</title>' }),
  );
}

test('Kartu Member: both badges, the phone’s own wallet first; Apple downloads a pass, Google opens the save link @device', async ({
  page,
  baseURL,
}, testInfo) => {
  await signInAsBudi(page, baseURL!);
  await page.goto('/member/card');
  await expect(page.getByRole('main').locator('[data-member-card]')).toBeVisible();
  const badges = page.locator('[data-wallet-buttons] a');
  await expect(badges).toHaveText(ORDER[testInfo.project.name as keyof typeof ORDER]);
  for (const badge of await badges.all()) expect((await badge.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Tambahkan ke Apple Wallet' }).click();
  const pass = await download;
  expect(pass.suggestedFilename()).toBe('kartu-member.pkpass');
  const bytes = await pass.createReadStream().then(
    (stream) =>
      new Promise<Buffer>((resolve) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
      }),
  );
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from('pass.json'))).toBe(true);

  await standInForGoogle(page);
  const [google] = await Promise.all([
    page.waitForRequest((request) => request.url().startsWith('https://pay.google.com/')),
    page.getByRole('link', { name: 'Simpan ke Google Wallet' }).click(),
  ]);
  expect(google.url()).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
  const claims = JSON.parse(Buffer.from(google.url().split('/').pop()!.split('.')[1], 'base64url').toString());
  expect(claims.payload.loyaltyObjects[0].barcode.value).toBe('8800240817000024');
});

test("an active voucher's dialog offers its code to both wallets; a used one offers none @device", async ({ page, baseURL, request }) => {
  await signInAsBudi(page, baseURL!);
  await page.goto('/my-voucher');
  await page
    .getByRole('tabpanel', { name: /Aktif/ })
    .getByRole('button', { name: /Gratis Ongkir Belanja Online/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Detail deal' });
  const apple = dialog.getByRole('link', { name: 'Tambahkan ke Apple Wallet' });
  await expect(apple).toHaveAttribute('href', '/api/wallet/apple/voucher/ARN-8WQ2-L5TD');
  await expect(dialog.getByRole('link', { name: 'Simpan ke Google Wallet' })).toHaveAttribute(
    'href',
    '/api/wallet/google/voucher/ARN-8WQ2-L5TD',
  );
  await expectNoAxeViolations(page, 'dialog[open]');
  const answer = await request.get('/api/wallet/apple/voucher/ARN-8WQ2-L5TD', { headers: { Cookie: `__goapp_token=${BUDI_TOKEN}` } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/vnd.apple.pkpass');

  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: /Terpakai/ }).click();
  await page
    .getByRole('tabpanel', { name: /Terpakai/ })
    .getByRole('button', { name: /Botol Minum/ })
    .click();
  await expect(dialog.getByText('ARN-3HZC-V9RN')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Wallet/ })).toHaveCount(0);
});

test('no badge while the server has no wallet configured', async ({ page, baseURL, request }) => {
  // The external build's server runs without wallet keys: it says so.
  const external = await request.get(`${process.env.EXTERNAL_URL ?? 'http://127.0.0.1:3200'}/api/wallet`);
  expect(await external.json()).toEqual({ apple: false, google: false });
  // The same answer here: the card, without badges.
  await page.route('**/api/wallet', (route) => route.fulfill({ json: { apple: false, google: false } }));
  await signInAsBudi(page, baseURL!);
  await page.goto('/member/card');
  await expect(page.getByRole('main').locator('[data-member-card]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-wallet-buttons]')).toHaveCount(0);
});

test('a guest gets 401; the passes are private and never in the page cache', async ({ request }) => {
  for (const path of ['/api/wallet/apple/card', '/api/wallet/google/card', '/api/wallet/apple/voucher/ARN-8WQ2-L5TD']) {
    const guest = await request.get(path, { maxRedirects: 0 });
    expect(guest.status(), path).toBe(401);
    const member = await request.get(path, { headers: { Cookie: `__goapp_token=${BUDI_TOKEN}` }, maxRedirects: 0 });
    expect([200, 303], path).toContain(member.status());
    expect(member.headers()['cache-control'], path).toBe('private, no-store');
  }
  // Another member's session never yields Budi's voucher, nor his card.
  const other = (await registerMember(request, 'Lain')).token;
  const voucher = await request.get('/api/wallet/apple/voucher/ARN-8WQ2-L5TD', { headers: { Cookie: `__goapp_token=${other}` } });
  expect(voucher.status()).toBe(404);
  const card = await request.get('/api/wallet/google/card', { headers: { Cookie: `__goapp_token=${other}` }, maxRedirects: 0 });
  const claims = JSON.parse(Buffer.from(card.headers().location.split('/').pop()!.split('.')[1], 'base64url').toString());
  expect(claims.payload.loyaltyObjects[0].accountName).toBe('Lain');
  const cache = process.env.DEMO_DIST_DIR ? `${process.env.DEMO_DIST_DIR}/cache` : null;
  test.skip(!cache, 'DEMO_DIST_DIR names the build the demo server serves');
  // A server that has cached no data has no cache folder yet: nothing of the passes either.
  const files = existsSync(cache!) ? readdirSync(cache!, { recursive: true, encoding: 'utf8' }) : [];
  expect(files.filter((file) => /wallet|pkpass/i.test(file))).toEqual([]);
});
