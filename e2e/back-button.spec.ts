// The browser's Back (a phone's back gesture) closes what is open over a page before it leaves the page:
// a dialog, the image viewer over a deal's dialog, or a confirmation over it, innermost first. A dialog closed any other way
// leaves no entry behind, and a search from the dialog returns, on Back, to the page it was made on.
import type { Page } from '@playwright/test';
import { registerMember, signInBrowser } from './support/demo-api';
import { expect, expectDialogEntriesGone, expectHydrated, test } from './support/fixtures';

const DEAL = 'Gratis Kaos Kaki Sport';

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'the back gesture is a phone habit; the behaviour does not depend on the screen');
});

/** Home, then the deals page, each hydrated: Back from the deals page leads home. */
async function dealsAfterHome(page: Page, as: 'guest' | 'member' = 'guest') {
  await page.goto('/');
  await expectHydrated(page, as);
  await page.goto('/deals');
  await expectHydrated(page, as);
}

async function openDeal(page: Page) {
  await page.getByRole('button', { name: DEAL, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Detail deal' });
  await expect(dialog.getByRole('heading', { name: DEAL })).toBeVisible();
  return dialog;
}

test('Back closes a deal and stays on the page; the next Back leaves it', async ({ page }) => {
  await dealsAfterHome(page);
  const dialog = await openDeal(page);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Semua Deal' })).toBeVisible();
  // Focus is back on the card that opened it.
  await expect(page.getByRole('button', { name: DEAL, exact: true })).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('after a redeem, OK on its outcome closes the deal too and leaves no entry behind: the next Back leaves the page', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await registerMember(request);
  await signInBrowser(page, member.token, baseURL!);
  await dealsAfterHome(page, 'member');
  const dialog = await openDeal(page);
  await dialog.getByRole('button', { name: 'Redeem Now' }).click();
  const alert = page.getByRole('alertdialog');
  await alert.getByRole('button', { name: 'OK' }).click(); // Redeem ... secara gratis?
  await expect(alert).toContainText('berhasil');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  // Both the outcome and the deal take their entries back (it left the deal's, and this Back did nothing):
  // a Back sent before that has happened, on a busy machine, lands on the deal's entry.
  await expectDialogEntriesGone(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('Back from a deal far down the page keeps the page where it was', async ({ page }) => {
  await dealsAfterHome(page);
  const last = page.getByRole('main').getByRole('article').last().getByRole('button');
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await last.click();
  const dialog = page.getByRole('dialog', { name: 'Detail deal' });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a dialog closed by its button leaves nothing behind: Back then leaves the page', async ({ page }) => {
  await dealsAfterHome(page);
  const dialog = await openDeal(page);
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(dialog).toBeHidden();
  // The dialog's history entry is taken off right after it hides (a Back of its own, which a fast test
  // could overtake): nothing of it is left on the page's entry.
  await expect
    .poll(() => page.evaluate(() => (window.history.state as { portalDialogDepth?: number } | null)?.portalDialogDepth ?? 0))
    .toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('Back closes the image viewer first, then the deal under it', async ({ page }) => {
  await dealsAfterHome(page);
  const deal = await openDeal(page);
  await deal.getByRole('button', { name: `Perbesar gambar: ${DEAL}` }).click();
  const viewer = page.getByRole('dialog', { name: DEAL });
  await expect(viewer.getByRole('img', { name: DEAL })).toBeVisible();

  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(deal.getByRole('heading', { name: DEAL })).toBeVisible();
  await page.goBack();
  await expect(deal).toBeHidden();
  await expect(page).toHaveURL(/\/deals$/);
});

test('Forward onto the entry of a deal Back has closed finds no dialog there: the portal steps off it, and the next Back leaves the page', async ({
  page,
}) => {
  await dealsAfterHome(page);
  const dialog = await openDeal(page);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expectDialogEntriesGone(page);

  await page.goForward();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(dialog).toBeHidden();
  await expectDialogEntriesGone(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Semua Deal' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a page reloaded with a deal and its image viewer open: the next Back leaves the page', async ({ page }) => {
  await dealsAfterHome(page);
  const deal = await openDeal(page);
  await deal.getByRole('button', { name: `Perbesar gambar: ${DEAL}` }).click();
  await expect(page.getByRole('dialog', { name: DEAL }).getByRole('img', { name: DEAL })).toBeVisible();

  await page.reload();
  await expectHydrated(page, 'guest');
  await expect(deal).toBeHidden();
  // The two dialogs' entries, kept by the reload, are stepped off: no Back is spent on them.
  await expectDialogEntriesGone(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a search from the dialog: Back from the results returns to the page it was made on', async ({ page }) => {
  await dealsAfterHome(page);
  await page.getByRole('button', { name: 'Cari produk' }).click();
  const search = page.getByRole('dialog', { name: 'Cari produk' });
  await search.getByRole('searchbox').fill('sepatu');
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sepatu$/);
  await expect(search).toBeHidden();
  // The results' entry is the page's own, not a dialog's: a reload keeps the results (no step back off it).
  await page.reload();
  await expectHydrated(page, 'guest');
  await expect(page).toHaveURL(/\/search\?q=sepatu$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('Back answers a confirmation with Batal, and the deal under it stays open', async ({ page, request, baseURL }) => {
  const member = await registerMember(request);
  await signInBrowser(page, member.token, baseURL!);
  await dealsAfterHome(page, 'member');
  const header = page.getByRole('banner');
  await expect(header).toContainText('5.000 Pts');
  await page.getByRole('button', { name: 'Botol Minum Arena 750 ml', exact: true }).click();
  const deal = page.getByRole('dialog', { name: 'Detail deal' });
  await deal.getByRole('button', { name: 'Redeem Now' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Apakah anda ingin menukar 1.500 point anda dengan Botol Minum Arena 750 ml?');

  await page.goBack();
  await expect(confirm).toBeHidden();
  await expect(deal.getByRole('button', { name: 'Redeem Now' })).toBeVisible();
  await expect(header).toContainText('5.000 Pts');
  await page.goBack();
  await expect(deal).toBeHidden();
  await expect(page).toHaveURL(/\/deals$/);
});
