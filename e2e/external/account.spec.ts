// The member's own account against a backend without the contract's optional calls (the backend proxy's
// `noOptionalCalls` switch: each answers 404): what needs no optional call works (the profile shown, the data
// copy), and the rest says how to reach the brand instead; no button that does nothing, no error page. Once
// the server has heard a call is not offered, its pages render without that control (lib/account/offered.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { freshPhone, registerMember, signInBrowser } from '../support/demo-api';
import { setSwitches } from '../support/backend-control';
import { expect, expectHydrated, expectNoAxeViolations, test } from '../support/fixtures';
import { allowFailedResources } from '../support/member';

/** The demo portal behind the proxy: new members are made there. */
const DEMO = process.env.DEMO_URL ?? 'http://127.0.0.1:3100';
const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });

/**
 * The server hears that the backend offers every optional call again (a call of each answered): what it
 * remembers of an earlier run's refusals, which would hide the controls from the start, is let go.
 */
async function offeredAgain(request: APIRequestContext, baseURL: string) {
  const { token } = await registerMember(request, 'Ulang', DEMO);
  const headers = { cookie: `__goapp_token=${token}` };
  const answers = await Promise.all([
    request.patch(`${baseURL}/api/account/profile`, { headers, data: {} }),
    request.post(`${baseURL}/api/account/mobile/otp`, { headers, data: { address: freshPhone() } }),
    request.post(`${baseURL}/api/account/deletion/otp`, { headers, data: {} }),
  ]);
  expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200]);
}

test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ request, baseURL }) => {
  await setSwitches({ noOptionalCalls: false });
  await offeredAgain(request, baseURL!);
  await setSwitches({ noOptionalCalls: true });
});
test.afterEach(async () => {
  await setSwitches({ noOptionalCalls: false });
});

test('Profil Saya: the profile is shown; saving or a new number is told to go through the brand, and what was typed stays', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const { phone, token } = await registerMember(request, 'Wulan', DEMO);
  await signInBrowser(page, token, baseURL!);
  await page.goto('/member/profile');
  await expectHydrated(page, 'member');
  const form = section(page, 'Data diri');
  await expect(form.getByRole('textbox', { name: 'Nama depan' })).toHaveValue('Wulan');
  await form.getByRole('textbox', { name: 'Nama belakang' }).fill('Sari');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.locator('[data-not-offered]')).toContainText('Nama dan email belum dapat diubah di portal ini.');
  await expect(form.locator('[data-not-offered]').getByRole('link').first()).toHaveAttribute('href', /^mailto:/);
  await expect(form.getByRole('button')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Nama belakang' })).toHaveValue('Sari');
  await expect(form.getByRole('textbox', { name: 'Nama belakang' })).not.toBeEditable();

  const number = section(page, 'Nomor WhatsApp');
  await expect(number.locator('[data-current-number]')).toHaveText(phone);
  await number.getByRole('button', { name: 'Ganti nomor' }).click();
  await number.getByRole('textbox', { name: 'Nomor WhatsApp baru' }).fill(freshPhone());
  await number.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(number.locator('[data-not-offered]')).toContainText('Nomor WhatsApp belum dapat diganti di portal ini.');
  await expect(number.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The server has heard: the page comes without either control, the contact in their place.
  await page.reload();
  await expect(section(page, 'Data diri').locator('[data-not-offered]')).toBeVisible();
  await expect(section(page, 'Data diri').getByRole('textbox', { name: 'Nama depan' })).not.toBeEditable();
  await expect(section(page, 'Nomor WhatsApp').locator('[data-not-offered]')).toBeVisible();
  await expect(main(page).getByRole('button')).toHaveCount(0);
  // The portal's own routes answer 501 for a call the backend does not offer.
  allowFailedResources(consoleErrors, 501);
});

test('Privasi & Data: consents and deletion say how to reach the brand; the data copy works', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const { token } = await registerMember(request, 'Galih', DEMO);
  await signInBrowser(page, token, baseURL!);
  await page.goto('/member/privacy');
  await expectHydrated(page, 'member');
  const consents = section(page, 'Persetujuan');
  await expect(consents.locator('[data-not-offered]')).toContainText('Persetujuan belum dapat diatur di portal ini.');
  await expect(consents.getByRole('switch')).toHaveCount(0);
  await expect(consents.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const copy = section(page, 'Unduh data saya');
  const [download] = await Promise.all([page.waitForEvent('download'), copy.getByRole('button', { name: 'Unduh data saya' }).click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const data = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
    user: { first_name: string };
    pointsHistory: { points: number }[];
    consents: { offered: boolean };
  };
  expect(data.user.first_name).toBe('Galih');
  expect(data.pointsHistory.map((entry) => entry.points)).toEqual([5000]);
  expect(data.consents).toEqual({ offered: false });

  const deletion = section(page, 'Hapus akun');
  await deletion.getByRole('button', { name: 'Hapus akun' }).click();
  await deletion.getByRole('checkbox', { name: /Saya mengerti/ }).check();
  await deletion.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(deletion.locator('[data-not-offered]')).toContainText('Akun belum dapat dihapus dari portal ini.');
  await expect(deletion.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(section(page, 'Hapus akun').locator('[data-not-offered]')).toContainText('Akun belum dapat dihapus dari portal ini.');
  await expect(section(page, 'Hapus akun').getByRole('button')).toHaveCount(0);
  allowFailedResources(consoleErrors, 501);
});
