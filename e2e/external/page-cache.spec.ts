// The page cache everyone shares, against a backend that goes down, and the attempt limits of a
// backend we did not write. Serial: the tests switch the one backend proxy between modes.
import type { APIRequestContext } from '@playwright/test';
import { backendLog, clearOverrides, override, setMode } from '../support/backend-control';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

test.describe.configure({ mode: 'serial' });
test.afterEach(async () => {
  await setMode('up');
  await clearOverrides();
});

const ABOUT_CONTENT = 'Tentang Arena Sport Rewards';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function body(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { text: await response.text(), cache: response.headers()['x-nextjs-cache'] };
}

test('a page first asked for while the backend is down shows its shell, replaced within seconds once the backend answers', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const key = `kabar-${Date.now().toString(36)}`;
  await setMode('down');
  const shell = await body(request, `/blog/${key}`);
  expect(shell.text).toContain('Artikel belum dapat dimuat');

  // The post exists once the backend is back (an editor published it meanwhile).
  await override(`/demo-api/v1/content/api/content/${key}/`, {
    key,
    title: 'Kabar Baru dari Arena',
    body: '<p>Toko baru kami buka minggu ini.</p>',
    published_at: '2026-11-20T08:00:00Z',
    tags: ['tips-olahraga'],
  });
  await setMode('up');
  const back = Date.now();
  await expect
    .poll(async () => (await body(request, `/blog/${key}`)).text.includes('Kabar Baru dari Arena'), { timeout: 15_000, intervals: [500] })
    .toBe(true);
  expect(Date.now() - back, 'seconds, not a revalidate period').toBeLessThan(12_000);
});

test('a stale page keeps its content through an outage during its rebuild, and the query of the request that rebuilt it reaches nobody', async ({
  request,
}) => {
  // One wait of a whole revalidate period (60 s) makes both pages stale.
  test.setTimeout(150_000);
  // Both pages fresh first: a test before this one may have left /about's shell (kept 5 s, then rebuilt).
  await expect
    .poll(async () => (await body(request, '/about')).text.includes(ABOUT_CONTENT), { timeout: 20_000, intervals: [1000] })
    .toBe(true);
  for (const path of ['/about', '/']) await body(request, path);
  await sleep(2000);
  const about = await body(request, '/about');
  const home = await body(request, '/');
  expect(about.text).toContain(ABOUT_CONTENT);
  await sleep(61_000);

  // A long, odd query on the request that finds / stale and starts its rebuild.
  const pad = 'x'.repeat(3000);
  const poisoned = await request.get(`/?referral=EVIL99&pad=${pad}&utm_source=%3Cscript%3E`);
  expect(poisoned.status()).toBe(200);
  await sleep(2000);
  const rebuilt = await body(request, '/');
  expect(rebuilt.text).not.toContain('EVIL99');
  expect(rebuilt.text).not.toContain(pad.slice(0, 100));
  expect(Math.abs(rebuilt.text.length - home.text.length), 'the page did not grow').toBeLessThan(200);

  // The backend goes down just when /about is found stale: that request gets the good stale page...
  await setMode('down');
  const during = await body(request, '/about');
  expect(during.text).toContain(ABOUT_CONTENT);
  await sleep(1500); // ...while its rebuild meets the closed port.
  await setMode('up');
  const afterOutage = Date.now();
  for (let i = 0; i < 5; i += 1) {
    const served = await body(request, '/about');
    expect(served.text, `request ${i + 1} after the outage`).toContain(ABOUT_CONTENT);
    expect(served.text).not.toContain('Konten belum tersedia');
    expect(Math.abs(served.text.length - about.text.length)).toBeLessThan(200);
    await sleep(600);
  }
  // The failed rebuild is tried again on a later request, and succeeds.
  await expect
    .poll(
      async () => {
        await body(request, '/about');
        return (await backendLog()).some((e) => e.at > afterOutage && e.url.includes('/content/api/content/about/'));
      },
      { timeout: 15_000, intervals: [1000] },
    )
    .toBe(true);
  expect((await body(request, '/about')).text).toContain(ABOUT_CONTENT);
});

test("the other server's 429 with Retry-After reaches the login dialog, in its words", async ({ page }) => {
  await setMode('too-many', { paths: ['/auth/token-auth/otp/'], retryAfter: 30 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Masuk' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Number (Whatsapp)' }).fill('081234567890');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Server sedang membatasi percobaan. Tunggu sebentar.');
  await expect(dialog.getByRole('button', { name: /^Next \((30|29|28) detik\)$/ })).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'Number (Whatsapp)' })).toHaveValue('081234567890');
  await expectNoAxeViolations(page, 'dialog[open]');
});
