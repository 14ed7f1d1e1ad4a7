// A member prints a voucher to take to the till, or the member card: what is printed is that, on one
// page, without the footer, the header's buttons or the phone's tab bar (app/globals.css, `@media print`).
import type { Page } from '@playwright/test';
import { redeemDeal, registerMember, signInBrowser } from './support/demo-api';
import { expect, test } from './support/fixtures';

test.skip(({ isMobile }) => !isMobile, 'print lays out on the paper, not the screen: one project is enough');

/** The pages of the page printed to A4, as Chromium's "Save as PDF" makes them. */
async function printedPages(page: Page): Promise<number> {
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  return pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
}

test('the member card prints on one page: the card and the logo, no footer, no header buttons', async ({ page, request, baseURL }) => {
  const member = await registerMember(request);
  await signInBrowser(page, member.token, baseURL!);
  await page.goto('/member/card');
  const card = page.getByRole('region', { name: /Uji/ });
  await expect(card.getByText('Saldo poin')).toBeVisible();
  const banner = page.getByRole('banner');

  await page.emulateMedia({ media: 'print' });
  await expect(card).toBeVisible();
  await expect(banner.getByRole('img', { name: 'Arena Sport Rewards' })).toBeVisible();
  await expect(banner.getByRole('button')).toHaveCount(0);
  await expect(page.locator('#site-footer')).toBeHidden();
  expect(await printedPages(page)).toBe(1);

  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('#site-footer')).toBeVisible();
  await expect(banner.getByRole('button').first()).toBeVisible();
});

test('an open voucher prints alone and whole, on one page', async ({ page, request, baseURL }) => {
  const member = await registerMember(request);
  const { codes } = await redeemDeal(request, member.token, 'voucher-ongkir');
  await signInBrowser(page, member.token, baseURL!);
  await page.goto('/my-voucher');
  await page.getByRole('button', { name: /Gratis Ongkir Belanja Online/ }).click();
  const voucher = page.getByRole('dialog');
  await expect(voucher.getByText(codes[0].code)).toBeVisible();

  const bar = page.getByRole('navigation', { name: 'Akses cepat' });
  await expect(bar).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('main')).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(bar).toBeHidden();
  await expect(voucher.getByText(codes[0].code)).toBeVisible();
  await expect(voucher.getByRole('button', { name: 'Tutup' })).toBeHidden();
  // Whole: in the page's flow, not a sheet that scrolls inside itself.
  const cut = await voucher.evaluate((dialog) => dialog.scrollHeight - dialog.clientHeight);
  expect(cut).toBeLessThanOrEqual(1);
  expect(await printedPages(page)).toBe(1);
});

test('a page prints without the tab bar, and without the room it keeps on the screen', async ({ page }) => {
  await page.goto('/about');
  const bar = page.getByRole('navigation', { name: 'Akses cepat' });
  await expect(bar).toBeVisible();
  const room = () => page.evaluate(() => getComputedStyle(document.body).paddingBottom);
  expect(await room()).not.toBe('0px');
  await page.emulateMedia({ media: 'print' });
  await expect(bar).toBeHidden();
  expect(await room()).toBe('0px');
});
