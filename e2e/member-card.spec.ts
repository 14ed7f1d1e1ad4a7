// Kartu Member (/member/card): the card a member shows at the till. The codes on the screen are read back
// from screenshots with ZXing, as a scanner would. Nothing here spends points.
import type { Locator, Page } from '@playwright/test';
import { signInNewMember } from './support/demo-member';
import { decodeOnScreen } from './support/decode';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

const BUDI_TOKEN = 'demo.seed-budi-santoso';
const BUDI_NUMBER = '8800240817000024';

async function signInAsBudi(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: '__goapp_token', value: BUDI_TOKEN, url: baseURL }]);
  await page.addInitScript((token) => window.localStorage.setItem('_authToken', token), BUDI_TOKEN);
}

/** Records what the page asks of the Screen Wake Lock and what becomes of it, in `window.wakeLockLog`. */
async function watchWakeLock(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { wakeLockLog: string[] }).wakeLockLog = log;
    const wakeLock = navigator.wakeLock;
    if (!wakeLock) return;
    const request = wakeLock.request.bind(wakeLock);
    wakeLock.request = async (type) => {
      try {
        const sentinel = await request(type);
        log.push('granted');
        sentinel.addEventListener('release', () => log.push('released'));
        return sentinel;
      } catch (error) {
        log.push(`refused ${(error as Error).name}`);
        throw error;
      }
    };
  });
}
const wakeLockLog = (page: Page) => page.evaluate(() => (window as unknown as { wakeLockLog: string[] }).wakeLockLog.join(' '));

const theCard = (page: Page) => page.getByRole('main').locator('[data-member-card]');
const qrCode = (page: Page) => theCard(page).getByRole('img', { name: /^Kode QR/ });
const barcode = (page: Page) => theCard(page).getByRole('img', { name: /^Barcode/ });

/** The QR code's own width on screen (its quiet zone left out: 4 modules each side of the viewBox). */
async function qrSymbolWidth(qr: Locator): Promise<number> {
  const modules = Number((await qr.getAttribute('viewBox'))?.split(' ')[2]);
  const box = await qr.boundingBox();
  return (box!.width * (modules - 8)) / modules;
}

async function expectCodesToCarry(page: Page, number: string) {
  await expect.poll(() => decodeOnScreen(qrCode(page), 'qr')).toBe(number);
  await expect.poll(() => decodeOnScreen(barcode(page), 'code128')).toBe(number);
}

test(
  'from the header menu to the card: the QR code and the barcode on the screen both read as the member number',
  { tag: '@device' },
  async ({ page, baseURL }) => {
    // A phone grants the wake lock without asking; the headless browser the tests drive asks, so it is granted here.
    await page.context().grantPermissions(['screen-wake-lock']);
    await watchWakeLock(page);
    await signInAsBudi(page, baseURL!);
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Budi Santoso/ })
      .click();
    await page.getByRole('banner').getByRole('link', { name: 'Kartu Member' }).click();
    await expect(page).toHaveURL(/\/member\/card$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kartu Member' })).toBeVisible();
    // Full screen at the till: no tab bar on a phone (nor room kept for it), and none on a desktop.
    await expect(page.getByRole('navigation', { name: 'Akses cepat' })).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');

    const card = page.getByRole('main').getByRole('region', { name: 'Budi Santoso' });
    await expect(card).toContainText('Level Gold');
    await expect(card).toContainText('24.750 Pts');
    await expect(card).toContainText('Nomor member');
    await expect(card.getByText('8800 2408 1700 0024', { exact: true })).toBeVisible();
    await expectCodesToCarry(page, BUDI_NUMBER);
    expect(await qrSymbolWidth(qrCode(page))).toBeGreaterThanOrEqual(240);
    // Black on white.
    expect(await card.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual([
      'rgb(255, 255, 255)',
      'rgb(0, 0, 0)',
    ]);
    await expectNoAxeViolations(page);

    // The screen stays on while the card is shown, and is let go when the member leaves it.
    await expect.poll(() => wakeLockLog(page)).toBe('granted');
    await page.getByRole('banner').getByRole('link', { name: 'Arena Sport Rewards' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => wakeLockLog(page)).toBe('granted released');

    // Personal: kept out of search engines, with a title of its own.
    await page.goto('/member/card');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await expect(page).toHaveTitle(/^Kartu Member \| /);
  },
);

/** Whether a heading's text is cut short: wider than its box, or lines past its clamp. */
const cutShort = (heading: Locator) =>
  heading.evaluate((node) => node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight);

test("on a 360-px phone the card shows the member's name whole beside the balance", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsBudi(page, baseURL!);
  await page.goto('/member/card');
  const name = theCard(page).getByRole('heading', { name: 'Budi Santoso' });
  await expect(name).toBeVisible();
  expect(await cutShort(name)).toBe(false);
});

test('a name too long for the card takes two lines, then stops short', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInNewMember(page, request, baseURL!, 'Wicaksono Prasetyo Nugroho Adiputra Wijayakusuma');
  await page.goto('/member/card');
  const name = theCard(page).getByRole('heading', { name: /^Wicaksono Prasetyo/ });
  await expect(name).toBeVisible();
  const lines = await name.evaluate((node) => Math.round(node.clientHeight / parseFloat(getComputedStyle(node).lineHeight)));
  expect(lines).toBe(2);
  expect(await cutShort(name)).toBe(true);
});

test(
  'whatever the theme (forced colours, dark preference) the codes stay black on white and readable',
  { tag: '@device' },
  async ({ page, baseURL }) => {
    await signInAsBudi(page, baseURL!);
    await page.emulateMedia({ colorScheme: 'dark', forcedColors: 'active' });
    await page.goto('/member/card');
    await expect(qrCode(page)).toBeVisible();
    await expectCodesToCarry(page, BUDI_NUMBER);
    expect(await theCard(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  },
);

test(
  'a member without a card number, from the button on Akun Saya: the WhatsApp number, in both codes',
  { tag: '@device' },
  async ({ page, request, baseURL }) => {
    const phone = await signInNewMember(page, request, baseURL!);
    await page.goto('/member');
    await page.getByRole('main').getByRole('link', { name: 'Kartu Member' }).click();
    await expect(page).toHaveURL(/\/member\/card$/);
    const card = page.getByRole('main').getByRole('region', { name: 'Uji' });
    await expect(card).toContainText('Nomor WhatsApp');
    await expect(card.getByText(phone.replace(/(\d{4})(?=\d)/g, '$1 '), { exact: true })).toBeVisible();
    await expect(card).toContainText('5.000 Pts');
    await expectCodesToCarry(page, phone);
    await expect(page.getByText(/undefined|NaN/)).toHaveCount(0);
  },
);

test('a guest is asked to sign in on the card page', async ({ page }) => {
  await page.goto('/member/card');
  await expect(page.getByText('Masuk untuk menampilkan kartu member Anda di kasir.')).toBeVisible();
  await expect(theCard(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('dialog', { name: 'Masuk' })).toBeVisible();
});

test('a phone turned sideways: QR code and barcode side by side, the QR whole on the screen, both readable', async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone at the till');
  await signInAsBudi(page, baseURL!);
  // Pixel 7 held in landscape.
  await page.setViewportSize({ width: 863, height: 360 });
  await page.goto('/member/card');
  const qr = qrCode(page);
  await expect(qr).toBeVisible();
  await qr.scrollIntoViewIfNeeded();
  const [qrBox, barBox] = [await qr.boundingBox(), await barcode(page).boundingBox()];
  expect(barBox!.x).toBeGreaterThanOrEqual(qrBox!.x + qrBox!.width);
  // The whole code with its quiet zone on the screen, nothing (the header) drawn over it.
  expect(qrBox!.y).toBeGreaterThanOrEqual(0);
  expect(qrBox!.y + qrBox!.height).toBeLessThanOrEqual(360);
  const covered = await qr.evaluate((svg) => {
    const { left, top, right, bottom } = svg.getBoundingClientRect();
    return [
      [left + 2, top + 2],
      [right - 2, top + 2],
      [left + 2, bottom - 2],
      [right - 2, bottom - 2],
    ].some(([x, y]) => !svg.contains(document.elementFromPoint(x, y)));
  });
  expect(covered).toBe(false);
  expect(await qrSymbolWidth(qr)).toBeGreaterThanOrEqual(240);
  await expectCodesToCarry(page, BUDI_NUMBER);
});
