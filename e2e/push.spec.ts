// The members' reminders (Web Push, docs/push.md) on the demo build served with push on (PUSH_URL: keys and
// a Redis, scripts/e2e.mjs) and off (the demo server). The card's states with the Push API stood in for at
// the browser's edge (this machine reaches no push service); the service worker's own push event
// delivered through Chromium's DevTools protocol, its notification read back and tapped.
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import CHROMIUM_ARGS from '../scripts/chromium-args.json';
import { registerMember, signInBrowserOnce } from './support/demo-api';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { asked, standInForPush, workerPushes } from './support/push';

const PUSH_URL = process.env.PUSH_URL ?? 'http://127.0.0.1:3102';
const BUDI_TOKEN = 'demo.seed-budi-santoso';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function signInAsBudi(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: '__goapp_token', value: BUDI_TOKEN, url: baseURL }]);
  await context.addInitScript((token) => window.localStorage.setItem('_authToken', token), BUDI_TOKEN);
}

const reminders = (page: Page) => page.getByRole('region', { name: 'Pengingat' });

test.describe('with push on', () => {
  // The card subscribes through the service worker's registration: the worker must run.
  test.use({ baseURL: PUSH_URL, serviceWorkers: 'allow' });

  test('enabling asks the browser only after the tap; the topics switch and stay; Matikan turns the device off @device', async ({
    context,
    page,
  }) => {
    await signInAsBudi(context, PUSH_URL);
    await standInForPush(context);
    await page.goto('/member');
    const card = reminders(page);
    const enable = card.getByRole('button', { name: 'Aktifkan pengingat' });
    await expect(enable).toBeVisible();
    expect(await asked(page)).toEqual({ requestPermission: 0, subscribe: 0 });
    await expectNoAxeViolations(page);

    await enable.click();
    const expiring = card.getByRole('switch', { name: 'Poin & voucher kedaluwarsa' });
    const deals = card.getByRole('switch', { name: 'Deal baru' });
    await expect(expiring).toHaveAttribute('aria-checked', 'true');
    await expect(deals).toHaveAttribute('aria-checked', 'false');
    await expect(expiring).toBeFocused();
    expect(await asked(page)).toEqual({ requestPermission: 1, subscribe: 1 });
    // The card alone: focus has scrolled the page, and the level card's link under the sticky header counts
    // as a small target to axe (the whole page was scanned above).
    await expectNoAxeViolations(page, '[data-reminders]');

    await deals.click();
    await expect(deals).toHaveAttribute('aria-checked', 'true');
    await expect(card.getByRole('status')).toHaveText('Deal baru dinyalakan.');
    // The server keeps this device's topics: a new visit shows them, and asks nothing again.
    await page.reload();
    await expect(reminders(page).getByRole('switch', { name: 'Deal baru' })).toHaveAttribute('aria-checked', 'true');
    expect(await asked(page)).toEqual({ requestPermission: 0, subscribe: 0 });

    await reminders(page).getByRole('button', { name: 'Matikan' }).click();
    await expect(reminders(page).getByRole('button', { name: 'Aktifkan pengingat' })).toBeFocused();
    await page.reload();
    await expect(reminders(page).getByRole('button', { name: 'Aktifkan pengingat' })).toBeVisible();
  });

  test('logout removes the device: the server keeps its subscription no more, and the browser drops it', async ({
    context,
    page,
    request,
  }) => {
    // A member of the push server's own demo API: a logout ends the session it signs out.
    const { token } = await registerMember(request, 'Putri', PUSH_URL);
    await signInBrowserOnce(page, token, PUSH_URL);
    await standInForPush(context);
    await page.goto('/member');
    await reminders(page).getByRole('button', { name: 'Aktifkan pengingat' }).click();
    await expect(reminders(page).getByRole('switch', { name: 'Poin & voucher kedaluwarsa' })).toHaveAttribute('aria-checked', 'true');
    const endpoint = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('e2e-subscription')!) as { endpoint: string }).endpoint);
    const kept = async () =>
      (
        await request.get(`${PUSH_URL}/api/push/subscription?endpoint=${encodeURIComponent(endpoint)}`, {
          headers: { cookie: `__goapp_token=${token}` },
        })
      ).status();
    expect(await kept()).toBe(200);

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /Pts/ }).click();
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Logout' }).click()]);
    await expect(banner.getByRole('button', { name: 'Masuk' })).toBeEnabled();
    expect(await kept()).toBe(404);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-subscription'))).toBeNull();
  });

  test('blocked by the browser, the card says how to allow it again @device', async ({ context, page }) => {
    await signInAsBudi(context, PUSH_URL);
    await standInForPush(context, { permission: 'denied' });
    await page.goto('/member');
    await expect(reminders(page).getByText('Notifikasi untuk portal ini diblokir di browser Anda.')).toBeVisible();
    await expect(reminders(page).getByText(/izinkan Notifikasi, lalu muat ulang/)).toBeVisible();
    await expect(reminders(page).getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a browser without the Push API is told it cannot have reminders', async ({ context, page }) => {
    await signInAsBudi(context, PUSH_URL);
    await standInForPush(context, { unsupported: true });
    await page.goto('/member');
    await expect(reminders(page).getByText(/Browser ini belum mendukung pengingat/)).toBeVisible();
  });

  test('an iPhone in Safari is told to add the portal to the Home Screen first', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: PUSH_URL, userAgent: IPHONE_SAFARI, serviceWorkers: 'block', isMobile: true });
    await signInAsBudi(context, PUSH_URL);
    await standInForPush(context, { unsupported: true });
    const page = await context.newPage();
    await page.goto('/member');
    await expect(reminders(page).getByText(/hanya bisa diterima dari portal yang ada di Layar Utama/)).toBeVisible();
    await expect(reminders(page).getByRole('listitem')).toHaveText([
      'Ketuk tombol Bagikan di Safari.',
      'Pilih "Tambahkan ke Layar Utama".',
      'Buka portal dari ikon di Layar Utama, lalu aktifkan pengingat di Akun Saya.',
    ]);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("the worker shows a push as the brand's notification, a newer one of its topic replacing it, and a tap opens its page @device", async ({}, testInfo) => {
    // The headless shell has no notifications at all (Notification.permission stays "denied" whatever is
    // granted): this test drives the full browser, as the device it stands for (decision 0019).
    const browser = await chromium.launch({ executablePath: process.env.FULL_CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } = testInfo.project.use;
    const context = await browser.newContext({
      ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId },
      baseURL: PUSH_URL,
      serviceWorkers: 'allow',
      permissions: ['notifications'],
    });
    try {
      const page = await context.newPage();
      await page.goto('/member');
      // The worker registers once the page is idle, and controls the page once active (clientsClaim).
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
      const { deliver, notifications } = await workerPushes(context, page, PUSH_URL);

      await deliver({ topic: 'expiring', title: 'Poin Anda segera kedaluwarsa', body: '1.500 Pts berakhir 30 Nov.', url: '/member' });
      await expect.poll(notifications).toEqual([
        {
          title: 'Poin Anda segera kedaluwarsa',
          body: '1.500 Pts berakhir 30 Nov.',
          tag: 'reminder-expiring',
          icon: `${PUSH_URL}/icons/icon-192.png`,
          badge: `${PUSH_URL}/icons/badge-96.png`,
          data: { url: '/member' },
        },
      ]);
      await deliver({ topic: 'expiring', title: 'Voucher Anda berakhir besok', body: 'Gratis Ongkir Belanja Online.', url: '/my-voucher' });
      await expect.poll(async () => (await notifications()).map((n) => n.title)).toEqual(['Voucher Anda berakhir besok']);

      // A tap: Chromium's protocol cannot tap a notification, so the worker is handed the event a tap makes.
      const worker = context.serviceWorkers().find((w) => w.url().startsWith(PUSH_URL))!;
      await worker.evaluate(async () => {
        const scope = self as unknown as ServiceWorkerGlobalScope;
        const [notification] = await scope.registration.getNotifications();
        scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
      });
      await expect(page).toHaveURL(`${PUSH_URL}/my-voucher`);
      await expect.poll(notifications).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

test.describe('with push off', () => {
  test('there is no reminders card and every push route answers 404 @desktop', async ({ context, page, request, baseURL }) => {
    await signInAsBudi(context, baseURL!);
    await page.goto('/member');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Hasil Referral' })).toBeVisible();
    await expect(reminders(page)).toHaveCount(0);
    const headers = { cookie: `__goapp_token=${BUDI_TOKEN}` };
    const answers = await Promise.all([
      request.get('/api/push'),
      request.get('/api/push/subscription?endpoint=https%3A%2F%2Ffcm.googleapis.com%2Fx', { headers }),
      request.post('/api/push/subscription', { headers, data: {} }),
      request.put('/api/push/subscription', { headers, data: {} }),
      request.delete('/api/push/subscription', { headers, data: {} }),
      request.delete('/api/push/devices', { headers }),
      request.post('/api/push/notify', { headers: { authorization: 'Bearer x' }, data: {} }),
      request.get('/api/push/notify/00000000-0000-4000-8000-000000000000', { headers: { authorization: 'Bearer x' } }),
    ]);
    expect(answers.map((answer) => answer.status())).toEqual(answers.map(() => 404));
  });
});
