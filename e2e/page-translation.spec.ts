// A phone set to English offers to translate the portal, and a translator replaces the page's text nodes
// with its own. Before, the first spinner React put in front of translated text threw, and the page fell
// to the error screen: no sign-in, no redeeming. These flows run with a stand-in translator
// (tests/page-translator.ts) rewriting every text node as it appears, "EN " in front of each.
import type { Page } from '@playwright/test';
import { startPageTranslator } from '../tests/page-translator';
import { registerMember, signInBrowser } from './support/demo-api';
import { expect, expectHydrated, test } from './support/fixtures';
import { newMember } from './support/member';

async function translateOnceHydrated(page: Page) {
  await expectHydrated(page);
  await page.evaluate(startPageTranslator, 'EN ');
  await expect(page.getByRole('banner')).toContainText('EN ');
}

test('a guest signs in on a translated page: the spinner, the countdown to resend, the code', async ({ page, request, baseURL }) => {
  const phone = await newMember(request, baseURL!);
  await page.clock.install();
  await page.goto('/');
  await translateOnceHydrated(page);

  await page.getByRole('banner').getByRole('button', { name: /Masuk/ }).click();
  const dialog = page.getByRole('dialog', { name: /Masuk/ });
  await dialog.getByRole('textbox', { name: /Number \(Whatsapp\)/ }).fill(phone);
  // Next shows its spinner in front of its (translated) label while the code is asked for.
  await dialog.getByRole('button', { name: /Next/ }).click();
  const prompt = dialog.locator('p', { hasText: /Kode OTP telah dikirim ke WhatsApp/ });
  await expect(prompt).toHaveText(/\(\d+\)/);

  const resend = dialog.getByRole('button', { name: /Kirim ulang OTP/ });
  await expect(resend).toHaveText(/Kirim ulang OTP dalam \d+ detik$/);
  await expect(resend).toBeDisabled();
  await page.clock.fastForward(61_000);
  await expect(resend).toBeEnabled();
  await expect(resend, 'the countdown has gone, not frozen').toHaveText(/^(EN )?Kirim ulang OTP$/);

  await dialog.getByRole('textbox', { name: /Kode OTP/ }).fill(/\((\d+)\)/.exec((await prompt.textContent()) ?? '')![1]);
  await dialog.getByRole('button', { name: /Next/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner')).toContainText('5.000 Pts');
});

test('a member redeems a deal on a translated page, and the balance follows', async ({ page, request, baseURL }) => {
  const member = await registerMember(request);
  await signInBrowser(page, member.token, baseURL!);
  await page.goto('/deals');
  await translateOnceHydrated(page);

  await page.getByRole('button', { name: /Botol Minum Arena 750 ml$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Detail deal' });
  // The Redeem Now button's spinner goes in front of its label, as Next's does.
  await dialog.getByRole('button', { name: /Redeem Now/ }).click();
  const confirm = page.getByRole('alertdialog').filter({ hasText: /menukar 1\.500 point/ });
  await confirm.getByRole('button', { name: /OK/ }).click();
  await expect(page.getByRole('alertdialog').filter({ hasText: /Redeem Botol Minum Arena 750 ml berhasil/ })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('3.500 Pts');
  await expect(page.getByRole('banner')).not.toContainText('5.000 Pts');
});

test('search results follow a new search on a translated page', async ({ page }) => {
  await page.goto('/search?q=sepatu');
  await translateOnceHydrated(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/Hasil pencarian untuk “sepatu”/);
  const count = page.locator('main p', { hasText: /\d+ produk/ });
  const before = await count.textContent();

  const search = page.getByRole('main').getByRole('searchbox');
  await search.fill('bola');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=bola/);
  await expect(heading).toHaveText(/Hasil pencarian untuk “bola”/);
  await expect(count).not.toHaveText(before!);
});

test('the page carries the guard for what the markup rule cannot see (lib/browser/page-translation.ts)', async ({ page }) => {
  await page.goto('/');
  await translateOnceHydrated(page);
  // What a library's markup would meet: an insertion in front of, and a removal of, a text node the
  // translator has replaced. Without the guard both throw NotFoundError.
  const outcome = await page.evaluate(() => {
    const parent = document.body.appendChild(document.createElement('p'));
    const text = parent.appendChild(document.createTextNode('Masuk'));
    parent.replaceChild(document.createElement('font'), text);
    const added = parent.insertBefore(document.createElement('i'), text);
    parent.removeChild(text);
    const appended = parent.lastElementChild === added;
    parent.remove();
    return { appended };
  });
  expect(outcome).toEqual({ appended: true });
});
