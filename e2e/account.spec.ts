// The member's own account (docs/privacy.md): Profil Saya and Privasi & Data on the demo build, as a
// member uses them. Journeys that change or delete an account use a member made for the test; the demo
// member Budi, whom other specs read, is only read here (his data copy: the one member with a history of
// more than one page).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { DEMO_KEY, freshPhone, redeemDeal, registerMember, signInBrowser, signInBrowserOnce } from './support/demo-api';
import { keptForOffline } from './support/device-store';
import { expect, expectHydrated, expectNoAxeViolations, test } from './support/fixtures';
import { allowFailedResources, revealedCode, signInWithOtp } from './support/member';

const BUDI_TOKEN = 'demo.seed-budi-santoso';
const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });

/** A name no page shows but this test's member's. */
const uniqueName = (base: string) => `${base}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function logout(page: Page) {
  await header(page).getByRole('button', { expanded: false, name: /Pts/ }).click();
  await Promise.all([page.waitForEvent('load'), header(page).getByRole('button', { name: 'Logout' }).click()]);
  await expect(header(page).getByRole('button', { name: 'Masuk' })).toBeEnabled();
}

/** Through the header's login dialog, as a person signs in. */
async function signInAs(page: Page, phone: string) {
  await header(page).getByRole('button', { name: 'Masuk' }).click();
  await signInWithOtp(page, phone);
}

/** The login dialog's answer to a number that belongs to no account. */
async function expectNotAMember(page: Page, phone: string) {
  await header(page).getByRole('button', { name: 'Masuk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Masuk' });
  await dialog.getByRole('textbox', { name: 'Number (Whatsapp)' }).fill(phone);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Phone number is not registered. Do you want to create a new account?');
}

async function downloaded(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The pass.json of a `.pkpass`, read with `unzip` (not the code that made it). */
function passJson(pkpass: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'pkpass-'));
  try {
    writeFileSync(join(folder, 'card.pkpass'), pkpass);
    return execFileSync('unzip', ['-p', join(folder, 'card.pkpass'), 'pass.json']).toString('utf8');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Every points-history entry's id of a member, page after page, as the demo API answers them. */
async function historyIds(request: APIRequestContext, token: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await request.get(`/demo-api/v1/member/api/transaction/?page=${page}`, {
      headers: { ...DEMO_KEY, Authorization: `Jwt ${token}` },
    });
    const body = (await answer.json()) as { results: { uid: string }[]; next: string | null };
    ids.push(...body.results.map((entry) => entry.uid));
    if (!body.next) return ids;
  }
}

/** Files of the demo build's page cache (rendered pages, the data cache) written since `since` that hold `text`. */
function cacheFilesHolding(texts: string[], since: number): string[] {
  const dist = process.env.DEMO_DIST_DIR;
  if (!dist) return [];
  const found: string[] = [];
  for (const folder of ['server/app', 'cache']) {
    const root = join(dist, folder);
    // A server that has cached no data has no cache folder yet.
    if (!existsSync(root)) continue;
    for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      const file = join(root, name);
      const stat = statSync(file);
      if (!stat.isFile() || stat.mtimeMs < since) continue;
      const content = readFileSync(file, 'latin1');
      if (texts.some((text) => content.includes(text))) found.push(`${folder}/${name}`);
    }
  }
  return found;
}

test('Profil Saya: a bad e-mail keeps the form; a new name and e-mail reach the header, Akun Saya, the card and the pass @device', async ({
  page,
  request,
  baseURL,
}) => {
  const since = Date.now();
  const { token } = await registerMember(request, 'Lama');
  await signInBrowser(page, token, baseURL!);
  await page.goto('/member');
  await main(page)
    .getByRole('link', { name: /Profil Saya/ })
    .click();
  await expect(page).toHaveURL(/\/member\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeVisible();
  await expectHydrated(page, 'member');
  await expectNoAxeViolations(page);

  const first = uniqueName('Nadia');
  const email = `${first.toLowerCase()}@example.com`;
  const form = main(page).getByRole('region', { name: 'Data diri' });
  await form.getByRole('textbox', { name: 'Nama depan' }).fill(first);
  await form.getByRole('textbox', { name: 'Nama belakang' }).fill('Kusuma');
  await form.getByRole('textbox', { name: 'Email' }).fill('nadia@contoh');
  await form.getByRole('button', { name: 'Simpan' }).click();
  const emailField = form.getByRole('textbox', { name: 'Email' });
  await expect(emailField).toHaveAccessibleDescription('Email anda tidak valid');
  await expect(emailField).toBeFocused();
  // What was typed stays, and nothing was saved.
  await expect(form.getByRole('textbox', { name: 'Nama depan' })).toHaveValue(first);
  await expect(form.getByRole('textbox', { name: 'Nama belakang' })).toHaveValue('Kusuma');
  await expect(header(page)).not.toContainText(first);
  await expectNoAxeViolations(page);

  await emailField.fill(email);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.getByRole('status')).toHaveText('Profil Anda tersimpan.');
  await expect(header(page).getByRole('button', { name: new RegExp(`${first} Kusuma`) })).toBeVisible();

  await page.goto('/member');
  await expect(main(page).getByRole('region', { name: /^Level / })).toContainText(`${first} Kusuma`);
  await page.goto('/member/card');
  await expect(main(page).locator('[data-member-card]')).toContainText(`${first} Kusuma`);
  await page.goto('/member/profile');
  await expect(main(page).getByRole('textbox', { name: 'Email' })).toHaveValue(email);

  // The Apple Wallet card is made with the new name (its devices are told through the pass update service:
  // tests/unit/account-redis.test.ts, where Redis keeps their registrations).
  const pass = await request.get('/api/wallet/apple/card', { headers: { Cookie: `__goapp_token=${token}` } });
  expect(pass.status()).toBe(200);
  expect(passJson(await pass.body())).toContain(`${first} Kusuma`);

  // Nothing of the member in the page cache: their pages and routes are rendered per request.
  expect(cacheFilesHolding([first, email], since)).toEqual([]);
});

test('Ganti nomor: a code to the new number moves the account; the new number signs in, the old one is no member @device', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const name = uniqueName('Bayu');
  const { phone: oldPhone, token } = await registerMember(request, name);
  const newPhone = freshPhone();
  await signInBrowserOnce(page, token, baseURL!);
  await page.goto('/member/profile');
  const number = main(page).getByRole('region', { name: 'Nomor WhatsApp' });
  await expect(number.locator('[data-current-number]')).toHaveText(oldPhone);

  await number.getByRole('button', { name: 'Ganti nomor' }).click();
  const field = number.getByRole('textbox', { name: 'Nomor WhatsApp baru' });
  await expect(field).toBeFocused();
  // Another account's number, in the backend's words; the number typed stays.
  await field.fill('081298765432');
  await number.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(field).toHaveAccessibleDescription('Nomor sudah terdaftar di akun lain.');
  await expect(field).toHaveValue('081298765432');

  await field.fill(newPhone);
  await number.getByRole('button', { name: 'Kirim kode' }).click();
  await number.getByRole('textbox', { name: 'Kode OTP' }).fill(await revealedCode(number));
  await expectNoAxeViolations(page);
  await number.getByRole('button', { name: 'Ganti nomor' }).click();
  await expect(number.getByRole('status')).toHaveText(`Nomor WhatsApp Anda sekarang ${newPhone}. Masuk berikutnya dengan nomor ini.`);
  await expect(number.locator('[data-current-number]')).toHaveText(newPhone);

  await logout(page);
  await signInAs(page, newPhone);
  await expect(header(page).getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await logout(page);
  await expectNotAMember(page, oldPhone);
  // The refused number's answers (400), which the flow expects.
  allowFailedResources(consoleErrors, 400);
});

test('Privasi & Data: a consent switched is saved at once and survives a reload; the page passes axe @device', async ({
  page,
  request,
  baseURL,
}) => {
  const { token } = await registerMember(request, 'Sari');
  await signInBrowser(page, token, baseURL!);
  await page.goto('/member');
  await main(page)
    .getByRole('link', { name: /Privasi & Data/ })
    .click();
  await expect(page).toHaveURL(/\/member\/privacy$/);
  await expectHydrated(page, 'member');
  const consents = section(page, 'Persetujuan');
  const whatsapp = consents.getByRole('switch', { name: /melalui WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('aria-checked', 'false');
  await expect(whatsapp).toHaveAccessibleDescription('Belum pernah diubah');
  await expectNoAxeViolations(page);

  await whatsapp.click();
  await expect(consents.getByRole('status')).toHaveText('Persetujuan diberikan.');
  await expect(whatsapp).toHaveAttribute('aria-checked', 'true');
  await expect(whatsapp).toHaveAccessibleDescription(/^Terakhir diubah /);

  await page.reload();
  await expect(section(page, 'Persetujuan').getByRole('switch', { name: /melalui WhatsApp/ })).toHaveAttribute('aria-checked', 'true');
  await expect(section(page, 'Persetujuan').getByRole('switch', { name: /melalui email/i })).toHaveAttribute('aria-checked', 'false');
});

test("Unduh data saya: Budi's copy holds every points-history entry of every page; the next one waits a minute @device", async ({
  page,
  request,
  baseURL,
  consoleErrors,
}, testInfo) => {
  // One copy of each file a minute per member, and both projects read Budi's: the phone takes the JSON
  // copy, the desktop the history as CSV, each holding the whole history.
  const file = testInfo.project.name === 'phone' ? 'json' : 'csv';
  const ids = await historyIds(request, BUDI_TOKEN);
  expect(ids.length).toBeGreaterThan(20);
  await signInBrowser(page, BUDI_TOKEN, baseURL!);
  await page.goto('/member/privacy');
  await expectHydrated(page, 'member');
  const copy = section(page, 'Unduh data saya');
  const button = copy.getByRole('button', { name: file === 'json' ? 'Unduh data saya' : 'Unduh riwayat poin (CSV)' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = await downloaded(download);
  if (file === 'json') {
    expect(download.suggestedFilename()).toMatch(/^data-saya-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(text) as {
      format: string;
      user: { first_name: string };
      pointsHistory: { uid: string }[];
      vouchers: { code: string }[];
      consents: { offered: boolean };
    };
    expect(data.format).toBe('member-data-copy/1');
    expect(data.user.first_name).toBe('Budi');
    expect(data.pointsHistory.map((entry) => entry.uid)).toEqual(ids);
    expect(data.vouchers.map((voucher) => voucher.code)).toContain('ARN-8WQ2-L5TD');
    expect(data.consents.offered).toBe(true);
  } else {
    expect(download.suggestedFilename()).toMatch(/^riwayat-poin-\d{4}-\d{2}-\d{2}\.csv$/);
    const [head, ...rows] = text.split('\r\n').filter(Boolean);
    expect(head).toBe('tanggal,keterangan,poin,jenis,toko,id');
    expect(rows.map((row) => row.split(',').at(-1))).toEqual(ids);
  }
  await expect(copy.getByRole('status').first()).toContainText('diunduh.');

  // Asked again within the minute: the button counts down instead.
  await button.click();
  await expect(copy.getByText(/Satu salinan per menit\. Bisa diunduh lagi dalam/)).toBeVisible();
  await expect(copy.getByRole('button', { name: /\(\d/ })).toBeDisabled();
  // The 429 of the second copy, which the button's countdown shows.
  allowFailedResources(consoleErrors, 429);
});

test('Hapus akun: what is lost, a confirmation and a code; then the reference, the device signed out and wiped, and the number no member @device', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const name = uniqueName('Dimas');
  const { phone, token } = await registerMember(request, name);
  await redeemDeal(request, token);
  await signInBrowserOnce(page, token, baseURL!);
  // Kartu Member keeps the card on the device for a till without signal.
  await page.goto('/member/card');
  await expect(main(page).locator('[data-member-card]')).toContainText(name);
  await expect.poll(() => keptForOffline(page)).not.toEqual([]);

  await page.goto('/member/privacy');
  await expectHydrated(page, 'member');
  const deletion = section(page, 'Hapus akun');
  await expect(deletion.locator('[data-deletion-losses] li')).toHaveText([
    '5.000 poin Anda',
    '1 voucher aktif',
    'Level, riwayat poin, reward dan hasil referral Anda',
  ]);
  await deletion.getByRole('button', { name: 'Hapus akun' }).click();
  const send = deletion.getByRole('button', { name: 'Kirim kode' });
  await expect(send).toBeDisabled();
  await deletion.getByRole('checkbox', { name: /Saya mengerti/ }).check();
  await deletion.getByRole('textbox', { name: 'Alasan (opsional)' }).fill('Pindah kota.');
  await send.click();
  await deletion.getByRole('textbox', { name: 'Kode OTP' }).fill(await revealedCode(deletion));
  await expectNoAxeViolations(page);
  await deletion.getByRole('button', { name: 'Hapus akun saya' }).click();

  const receipt = main(page).getByRole('region', { name: 'Permintaan hapus akun diterima' });
  await expect(receipt.locator('[data-deletion-reference]')).toHaveText(/^DEL-\w+$/);
  await expect(receipt.locator('[data-deletion-due]')).toHaveText(/\d{4}/);
  await expect(receipt.getByRole('status')).toHaveText('Anda telah keluar, dan data akun ini di perangkat ini telah dihapus.');
  await expectNoAxeViolations(page);
  expect((await page.context().cookies()).filter((cookie) => cookie.name === '__goapp_token')).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('_authToken'))).toBeNull();
  expect(await keptForOffline(page)).toEqual([]);
  await expect(header(page).getByRole('button', { name: 'Masuk' })).toBeEnabled();

  await receipt.getByRole('link', { name: 'Kembali ke beranda' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expectNotAMember(page, phone);
  // The deleted session's last calls and the refused number's answers (401, 400), which the flow expects.
  allowFailedResources(consoleErrors, 400);
  allowFailedResources(consoleErrors, 401);
});
