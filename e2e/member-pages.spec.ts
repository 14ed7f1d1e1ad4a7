// The member pages rendered on the server for the session in the cookie (lib/session/server.ts): the
// member's data in the HTML, never shared, never another member's; and the session route, never stored.
import { expect, test } from './support/fixtures';
import { MEMBER_PAGES, memberPage, memberWithVoucher } from './support/member-pages';

const BASE = process.env.DEMO_URL ?? 'http://127.0.0.1:3100';

test('a member page arrives with the member in its HTML for their cookie, and none of it without; private, no-store', async ({
  request,
}) => {
  const ani = await memberWithVoucher(request, 'Anindita', BASE);
  for (const path of MEMBER_PAGES) {
    const own = await memberPage(BASE, path, ani.token);
    expect(own.status, path).toBe(200);
    expect(own.cacheControl, path).toMatch(/\bprivate\b/);
    expect(own.cacheControl, path).toMatch(/\bno-store\b/);
    const guest = await memberPage(BASE, path);
    expect(guest.cacheControl, path).toMatch(/\bprivate\b.*\bno-store\b|\bno-store\b.*\bprivate\b/);
    expect(guest.html.includes(ani.name) || guest.html.includes(ani.voucher), `${path} for a guest`).toBe(false);
  }
  // Akun Saya and the card: the name and the points (the welcome bonus); My Voucher: the voucher's code.
  // (Matched, not printed: a page's HTML is too long for a useful failure message.)
  for (const path of ['/member', '/member/card']) {
    const { html } = await memberPage(BASE, path, ani.token);
    expect(html.includes(ani.name), `${path} names the member`).toBe(true);
    expect(/5\.000 (Pts|poin)/.test(html), `${path} shows the points`).toBe(true);
  }
  expect((await memberPage(BASE, '/my-voucher', ani.token)).html.includes(ani.voucher), 'My Voucher lists the code').toBe(true);
});

test("two members in turn and a guest after them never get each other's page", async ({ request }) => {
  const ani = await memberWithVoucher(request, 'Anindita', BASE);
  const bram = await memberWithVoucher(request, 'Bramantyo', BASE);
  for (let round = 0; round < 3; round++) {
    for (const path of MEMBER_PAGES) {
      const [forAni, forBram, forGuest] = [
        await memberPage(BASE, path, ani.token),
        await memberPage(BASE, path, bram.token),
        await memberPage(BASE, path),
      ];
      const shown = path === '/my-voucher' ? 'voucher' : 'name';
      expect([forAni.html.includes(ani[shown]), forAni.html.includes(bram[shown])], `${path} for Anindita`).toEqual([true, false]);
      expect([forBram.html.includes(bram[shown]), forBram.html.includes(ani[shown])], `${path} for Bramantyo`).toEqual([true, false]);
      const guestSees = [ani.name, ani.voucher, bram.name, bram.voucher].filter((mine) => forGuest.html.includes(mine));
      expect(guestSees, `${path} for a guest`).toEqual([]);
    }
  }
});

test('a refused token gets the guest view, and the browser ends the session quietly: cookie and storage cleared, no word', async ({
  page,
  baseURL,
}) => {
  const token = 'demo.expired-or-unknown';
  await page.context().addCookies([{ name: '__goapp_token', value: token, url: baseURL! }]);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) window.localStorage.setItem('_authToken', value);
    sessionStorage.setItem('seeded', '1');
  }, token);
  const html = (await memberPage(baseURL!, '/member', token)).html;
  expect(html).toContain('Masuk untuk melihat level, poin, riwayat poin dan hasil referral Anda.');
  await page.goto('/member');
  await expect(page.getByText('Masuk untuk melihat level, poin, riwayat poin dan hasil referral Anda.')).toBeVisible();
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === '__goapp_token')).toBe(false);
  expect(await page.evaluate(() => window.localStorage.getItem('_authToken'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Masuk' })).toBeEnabled();
  await expect(page.getByText('Sesi anda telah berakhir')).toHaveCount(0);
});

test('the session route: a guest at once, the member of the cookie, a refused token expired; private and never stored', async ({
  request,
  baseURL,
}) => {
  const ask = async (headers: Record<string, string> = {}) => {
    const response = await request.get(`${baseURL}/api/session`, { headers });
    return { status: response.status(), headers: response.headers(), body: await response.json() };
  };
  const guest = await ask();
  expect([guest.status, guest.body, guest.headers['cache-control']]).toEqual([200, { status: 'guest' }, 'private, no-store']);
  const member = await ask({ cookie: '__goapp_token=demo.seed-budi-santoso' });
  expect(member.headers['cache-control']).toBe('private, no-store');
  expect(member.body).toMatchObject({ status: 'member', user: { first_name: 'Budi' }, member: { referralCode: 'BUDI24' } });
  const refused = await ask({ cookie: '__goapp_token=demo.expired-or-unknown' });
  expect(refused.body).toEqual({ status: 'guest' });
  expect(refused.headers['set-cookie']).toMatch(/^__goapp_token=; Max-Age=0; Path=\//);
});

test('a page rendered for one member gives way when another signs in, in another tab', async ({ page, request, baseURL }) => {
  const ani = await memberWithVoucher(request, 'Anindita', BASE);
  const bram = await memberWithVoucher(request, 'Bramantyo', BASE);
  await page.context().addCookies([{ name: '__goapp_token', value: ani.token, url: baseURL! }]);
  await page.goto('/member');
  await expect(page.getByText(ani.name).first()).toBeVisible();
  // Another tab signs in as Bramantyo: the cookie and storage change, and this tab is told.
  const other = await page.context().newPage();
  await other.goto('/about');
  await other.evaluate((token) => {
    document.cookie = `__goapp_token=${token}; path=/`;
    window.localStorage.setItem('_authToken', token);
  }, bram.token);
  await expect(page.getByText(bram.name).first()).toBeVisible();
  await expect(page.getByText(ani.name)).toHaveCount(0);
});
