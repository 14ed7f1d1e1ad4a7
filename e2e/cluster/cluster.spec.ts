// Two standalone servers of one build sharing a real Redis, behind a backend proxy of their own
// (started by scripts/e2e.mjs): the CMS webhook, members' pages, the service worker offline and the
// reminders behind a balancer over both, Redis going away, a load across both, and a clean shutdown.
// Serial: the tests stop and start Redis and switch the backend proxy.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { createClient } from 'redis';
import { CLOCK_SKEW_MS } from '../../lib/page-cache/shared-store.mjs';
import { SERVICE_WORKER_URL as WORKER_URL } from '../../lib/offline/paths';
import CHROMIUM_ARGS from '../../scripts/chromium-args.json';
import { startBalancer } from '../support/balancer';
import { registerMember } from '../support/demo-api';
import { keptForOffline, offlineForGood } from '../support/device-store';
import { expect, test } from '../support/fixtures';
import { MEMBER_PAGES, memberPage, memberWithVoucher } from '../support/member-pages';
import { standInForPush, workerPushes } from '../support/push';
import {
  ABOUT_PATH as HELD_PATH,
  answerHeld,
  expectEveryAnswerAfterTheWebhookNew,
  expectNewContentWithinASecond,
  holdAnswers,
  releaseAnswers,
} from '../support/rebuild-race';

const A = process.env.CLUSTER_A_URL ?? 'http://127.0.0.1:3400';
const B = process.env.CLUSTER_B_URL ?? 'http://127.0.0.1:3401';
const CONTROL = process.env.CLUSTER_CONTROL_URL ?? 'http://127.0.0.1:4013';
const SECRET = process.env.CLUSTER_SECRET ?? '';
const ORIGINAL = 'Tentang Arena Sport Rewards';
const ABOUT_PATH = '/demo-api/v1/content/api/content/about/';

test.describe.configure({ mode: 'serial' });

const control = (path: string, body: unknown) => fetch(`${CONTROL}${path}`, { method: 'POST', body: JSON.stringify(body) });
test.afterEach(async () => {
  await releaseAnswers(CONTROL);
  await control('/mode', { mode: 'up' });
  await control('/override/clear', {});
});

async function page(base: string, path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5000) });
  return { status: response.status, text: await response.text() };
}

function webhook(base: string, body: unknown, secret: string | null = SECRET) {
  return fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(secret === null ? {} : { Authorization: `Bearer ${secret}` }) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
}

/** The about page as an editor changed it on the backend. */
function editAbout(sectionTitle: string) {
  return control('/override', {
    path: ABOUT_PATH,
    body: {
      key: 'about',
      title: 'Tentang Kami',
      sections: [{ key: 'kabar', title: sectionTitle, body: '<p>Diperbarui oleh editor.</p>', images: [] }],
    },
  });
}

test('content changed on the backend, then the webhook on A: B serves it on its next request; a wrong secret changes nothing', async () => {
  // A known start: the about page rendered afresh and shared, on both servers. A render begun within
  // CLOCK_SKEW_MS of the webhook is rendered once more, and that one would fetch the edit below.
  expect((await webhook(A, { model: 'page', key: 'about' })).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, CLOCK_SKEW_MS + 100));
  expect((await page(B, '/about')).text).toContain(ORIGINAL);
  expect((await page(A, '/about')).text).toContain(ORIGINAL);

  const edited = `Kabar ${Date.now().toString(36)}`;
  await editAbout(edited);
  // Still the cached page: nobody has said the content changed.
  expect((await page(B, '/about')).text).toContain(ORIGINAL);

  for (const secret of [null, 'not-the-secret', `${SECRET}x`]) {
    const refused = await webhook(A, { model: 'page', key: 'about' }, secret);
    expect(refused.status, `secret ${secret}`).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
  }
  expect((await page(B, '/about')).text, 'a wrong secret changes nothing').toContain(ORIGINAL);

  const accepted = await webhook(A, { model: 'page', key: 'about' });
  expect(accepted.status).toBe(200);
  expect(await accepted.json()).toEqual({ revalidated: ['page', 'page:about'], paths: ['/about'] });
  const next = await page(B, '/about');
  expect(next.status).toBe(200);
  expect(next.text).toContain(edited);
  expect(next.text).not.toContain(ORIGINAL);
  expect((await page(A, '/about')).text).toContain(edited);

  const malformed = await webhook(A, { model: 'users' });
  expect(malformed.status).toBe(400);
  expect(await malformed.json()).toEqual({ detail: expect.stringContaining('"model" must be one of') });
});

test('a rebuild under way on B when the webhook lands on A is stored on neither: both show the change within a second', async () => {
  // A known start: the original page on both servers (the test before left its edit in their caches).
  expect((await webhook(A, { model: 'page', key: 'about' })).status).toBe(200);
  for (const base of [A, B])
    await expect.poll(async () => (await page(base, '/about')).text.includes(ORIGINAL), { timeout: 10_000 }).toBe(true);

  // The page made outdated on every server; B's next request rebuilds it with the backend's answer held.
  expect((await webhook(A, { model: 'page', key: 'about' })).status).toBe(200);
  await holdAnswers(CONTROL, [HELD_PATH]);
  const rebuilding = page(B, '/about');
  await answerHeld(CONTROL);

  const edited = `Kabar ${Date.now().toString(36)}`;
  await editAbout(edited);
  expect((await webhook(A, { model: 'page', key: 'about' })).status).toBe(200);
  await releaseAnswers(CONTROL);
  expect((await rebuilding).text, 'the request that began before the change').toContain(ORIGINAL);
  await expectNewContentWithinASecond([A, B], edited);

  await control('/override/clear', {});
  expect((await webhook(A, { model: 'page', key: 'about' })).status).toBe(200);
});

test('renders under way on A and B when the webhook lands on A answer none of the requests sent after its 200, on either server', async () => {
  try {
    await expectEveryAnswerAfterTheWebhookNew({ control: CONTROL, secret: SECRET, renderingOn: [A, B], webhookOn: A, askOn: [A, B] });
  } finally {
    await control('/override/clear', {});
    expect((await webhook(A, { model: 'page', key: 'home' })).status).toBe(200);
  }
});

test("two members in turn on A and B and a guest after them never get each other's page; Redis holds nothing of theirs, their data copy included", async ({
  request,
}) => {
  // Both servers' backend is the demo behind the cluster's proxy: members made there are theirs too.
  const demo = process.env.DEMO_URL ?? 'http://127.0.0.1:3100';
  const ani = await memberWithVoucher(request, 'Anindita', demo);
  const bram = await memberWithVoucher(request, 'Bramantyo', demo);
  const mine = [ani.name, ani.voucher, bram.name, bram.voucher];
  for (const [first, second] of [
    [A, B],
    [B, A],
  ]) {
    for (const path of MEMBER_PAGES) {
      const shown = path === '/my-voucher' ? 'voucher' : 'name';
      const forAni = await memberPage(first, path, ani.token);
      const forBram = await memberPage(second, path, bram.token);
      const forGuests = [await memberPage(first, path), await memberPage(second, path)];
      expect([forAni.html.includes(ani[shown]), forAni.html.includes(bram[shown])], `${path} for Anindita`).toEqual([true, false]);
      expect([forBram.html.includes(bram[shown]), forBram.html.includes(ani[shown])], `${path} for Bramantyo`).toEqual([true, false]);
      for (const guest of forGuests)
        expect(
          mine.filter((text) => guest.html.includes(text)),
          `${path} for a guest`,
        ).toEqual([]);
      expect(forAni.cacheControl).toMatch(/\bprivate\b/);
      expect(forAni.cacheControl).toMatch(/\bno-store\b/);
    }
  }
  // The data copy (docs/privacy.md): the member's whole record, made per request and never kept.
  const copy = await fetch(`${A}/api/account/data`, { headers: { Cookie: `__goapp_token=${ani.token}` } });
  expect(copy.headers.get('cache-control')).toBe('private, no-store');
  expect(await copy.text()).toContain(ani.voucher);
  // The shared cache: no key of a member page, and no value naming either member.
  const redis = createClient({ url: `redis://127.0.0.1:${process.env.REDIS_PORT ?? 6400}` });
  await redis.connect();
  try {
    const found: string[] = [];
    for await (const keys of redis.scanIterator({ COUNT: 500 })) {
      for (const key of keys) {
        if (/\/(member|my-voucher)(\/|$)/.test(key)) found.push(key);
        if ((await redis.type(key)) !== 'string') continue;
        const value = (await redis.get(key)) ?? '';
        if (mine.some((text) => value.includes(text))) found.push(key);
      }
    }
    expect(found).toEqual([]);
  } finally {
    await redis.quit();
  }
});

test('a bounded load across both servers: no errors, only 2xx', async () => {
  test.setTimeout(90_000);
  const testInfo = test.info();
  const urls = [`${A}/`, `${B}/`, `${A}/about`, `${B}/blog`];
  // Each page rendered once first (a page the webhook just revalidated renders on its next request).
  for (const url of urls) await expect.poll(async () => (await fetch(url)).status, { timeout: 20_000 }).toBe(200);
  const run = (url: string) => autocannon({ url, connections: 5, duration: 6, timeout: 15 });
  const results = await Promise.all(urls.map(run));
  for (const result of results) {
    testInfo.annotations.push({
      type: 'throughput',
      description: `${result.url}: ${result.requests.average} req/s, p99 ${result.latency.p99} ms`,
    });
    expect(result.errors, result.url).toBe(0);
    expect(result.timeouts, result.url).toBe(0);
    expect(result.non2xx, result.url).toBe(0);
    expect(result['2xx']).toBeGreaterThan(0);
  }
});

test.describe('members behind a balancer over both servers, with the service worker', () => {
  test.use({
    serviceWorkers: 'allow',
    // Offline, the browser reports each request it could not send; the app handles every one of them.
    allowedConsoleErrors: [/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/],
  });
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  test.beforeAll(async () => {
    balancer = await startBalancer([A, B]);
  });
  test.afterAll(async () => {
    await balancer.close();
  });
  const workerAnswers = () => balancer.log.filter((entry) => entry.path === WORKER_URL).map((entry) => entry.server);

  test('both servers answer one worker; registered behind the balancer, no update finds a new version; My Voucher opens offline', async ({
    context,
    page,
    request,
  }) => {
    // The build's worker from both, the same bytes: an update check on either finds no new version.
    const answers = await Promise.all([A, B].map((base) => fetch(`${base}${WORKER_URL}`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/javascript\b/);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
    const [fromA, fromB] = await Promise.all(answers.map((answer) => answer.text()));
    expect(fromA === fromB, 'A and B answer the same worker').toBe(true);

    const member = await memberWithVoucher(request, 'Kasir', process.env.DEMO_URL ?? 'http://127.0.0.1:3100');
    await context.addCookies([{ name: '__goapp_token', value: member.token, url: balancer.url }]);
    await page.goto(`${balancer.url}/kebijakan-privasi`);
    await page.evaluate((token) => window.localStorage.setItem('_authToken', token), member.token);
    await page.goto(`${balancer.url}/my-voucher`);
    const voucher = page.getByRole('button', { name: /Gratis Kaos Kaki Sport/ });
    await expect(voucher).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /Pts/ })).toBeVisible();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
    await expect.poll(async () => JSON.stringify(await keptForOffline(page))).toContain(member.voucher);
    await expect
      .poll(() =>
        page.evaluate(async (code) => {
          const cache = await caches.open('pages');
          const kept = (await cache.keys()).find((request) => new URL(request.url).pathname === '/my-voucher');
          return !!kept && (await (await cache.match(kept))!.text()).includes(code);
        }, member.voucher),
      )
      .toBe(true);

    // The browser checks for a new version now and then, through the balancer: whichever server answers.
    for (let check = 0; check < 6 && new Set(workerAnswers()).size < 2; check += 1) {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    }
    expect(new Set(workerAnswers()), 'both servers answered the worker').toEqual(new Set([0, 1]));
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return { active: found?.active?.scriptURL, installing: !!found?.installing, waiting: !!found?.waiting };
    });
    expect(registration).toEqual({ active: `${balancer.url}${WORKER_URL}`, installing: false, waiting: false });
    await expect(page.getByRole('status').filter({ hasText: 'Versi baru tersedia' })).toHaveCount(0);

    // At the till without signal: the page from the worker, the vouchers the device kept, their codes.
    await offlineForGood(context);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker(), 'the page came from the worker').toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Terakhir diperbarui' })).toHaveText(/— Anda sedang offline$/);
    await voucher.click();
    await expect(page.getByRole('dialog', { name: 'Detail deal' }).getByText(member.voucher)).toBeVisible();

    // Neither server bundled anything to answer it (scripts/e2e.mjs keeps their logs).
    const logs = JSON.parse(process.env.CLUSTER_LOGS ?? '[]') as string[];
    expect(logs).toHaveLength(2);
    for (const log of logs) expect(readFileSync(log, 'utf8'), log).not.toMatch(/esbuild|Could not resolve/i);
  });

  test('reminders turned on behind the balancer: both servers know the device, the worker shows a push, a tap opens its page', async ({
    request,
  }, testInfo) => {
    // The headless shell has no notifications (decision 0019): the full browser, as in e2e/push.spec.ts.
    const browser = await chromium.launch({ executablePath: process.env.FULL_CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } = testInfo.project.use;
    const context = await browser.newContext({
      ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId },
      baseURL: balancer.url,
      serviceWorkers: 'allow',
      permissions: ['notifications'],
    });
    try {
      const { token } = await registerMember(request, 'Wulan', process.env.DEMO_URL ?? 'http://127.0.0.1:3100');
      await context.addCookies([{ name: '__goapp_token', value: token, url: balancer.url }]);
      await context.addInitScript((value) => window.localStorage.setItem('_authToken', value), token);
      await standInForPush(context);
      const page = await context.newPage();
      await page.goto('/member');
      const card = page.getByRole('region', { name: 'Pengingat' });
      await card.getByRole('button', { name: 'Aktifkan pengingat' }).click();
      await expect(card.getByRole('switch', { name: 'Poin & voucher kedaluwarsa' })).toHaveAttribute('aria-checked', 'true');
      await card.getByRole('switch', { name: 'Deal baru' }).click();
      await expect(card.getByRole('status')).toHaveText('Deal baru dinyalakan.');

      // Subscribed through one server, its topics changed through the next: both know the device (Redis).
      const endpoint = await page.evaluate(
        () => (JSON.parse(sessionStorage.getItem('e2e-subscription')!) as { endpoint: string }).endpoint,
      );
      for (const base of [A, B]) {
        const device = await fetch(`${base}/api/push/subscription?endpoint=${encodeURIComponent(endpoint)}`, {
          headers: { cookie: `__goapp_token=${token}` },
        });
        expect(device.status, base).toBe(200);
        expect(((await device.json()) as { topics: string[] }).topics.sort(), base).toEqual(['expiring', 'new_deals']);
      }

      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
      const { deliver, notifications } = await workerPushes(context, page, balancer.url);
      await deliver({ topic: 'expiring', title: 'Voucher Anda berakhir besok', body: 'Gratis Kaos Kaki Sport.', url: '/my-voucher' });
      await expect
        .poll(async () => (await notifications()).map(({ title, tag, data }) => ({ title, tag, data })))
        .toEqual([{ title: 'Voucher Anda berakhir besok', tag: 'reminder-expiring', data: { url: '/my-voucher' } }]);
      // A tap (the protocol cannot tap a notification: the worker is handed the event a tap makes).
      const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(balancer.url))!;
      await worker.evaluate(async () => {
        const scope = self as unknown as ServiceWorkerGlobalScope;
        const [notification] = await scope.registration.getNotifications();
        scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
      });
      await expect(page).toHaveURL(`${balancer.url}/my-voucher`);
    } finally {
      await browser.close();
    }
  });
});

test.describe('Redis going away and coming back', () => {
  let restarted: ChildProcess | undefined;
  test.afterAll(() => {
    restarted?.kill('SIGTERM');
  });

  test('both servers keep serving, readiness and the webhook say Redis failed without hanging, and the cache reconnects', async () => {
    test.setTimeout(60_000);
    try {
      process.kill(Number(process.env.REDIS_PID), 'SIGKILL');
    } catch {
      // Already gone (a retry of this test): Redis is down either way.
    }
    await expect.poll(async () => (await (await fetch(`${A}/api/health?ready=1`)).json()).redis, { timeout: 10_000 }).toBe('failed');

    for (const base of [A, B]) {
      for (const path of ['/', '/about', '/blog', '/blog/tips-memilih-sepatu-lari', `/search?q=redis-${Date.now()}`]) {
        const started = Date.now();
        expect((await page(base, path)).status, `${base}${path}`).toBe(200);
        expect(Date.now() - started, `${base}${path} took too long`).toBeLessThan(3000);
      }
      // A server answers readiness from a check up to 5 s old (lib/server/readiness.ts).
      await expect
        .poll(async () => {
          const ready = await fetch(`${base}/api/health?ready=1`);
          return [ready.status, await ready.json()];
        })
        .toEqual([503, { status: 'unavailable', backend: 'ok', redis: 'failed' }]);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    }
    const started = Date.now();
    const refused = await webhook(A, { model: 'page', key: 'about' });
    expect(Date.now() - started, 'the webhook answers, it does not hang').toBeLessThan(2000);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ detail: expect.stringContaining('Redis') });

    // Redis returns on the same port: both servers use it again by themselves.
    restarted = spawn('redis-server', ['--port', process.env.REDIS_PORT!, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (const base of [A, B]) {
      await expect.poll(async () => (await fetch(`${base}/api/health?ready=1`)).status, { timeout: 15_000 }).toBe(200);
    }
    expect((await webhook(A, { model: 'page', key: 'about' })).status).toBe(200);
  });
});

/**
 * A third instance of the cluster's build, of the test's own: scripts/e2e.mjs names its folder (a copy of
 * its own), its port and the command that runs it as A and B are run.
 */
const spare = JSON.parse(process.env.CLUSTER_SPARE ?? '{}') as {
  folder: string;
  port: number;
  command: string[];
  env: Record<string, string>;
};
function startSpare(env: Record<string, string> = {}): ChildProcess {
  const [command, ...args] = spare.command;
  const server = spawn(command, args, {
    cwd: spare.folder,
    env: { ...process.env, ...spare.env, ...env, PORT: String(spare.port), HOSTNAME: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr!.resume(); // read by whoever listens, and never left to fill its pipe
  return server;
}

test('SIGTERM during a slow request: it finishes with 200, the server takes no new connection and exits 0', async () => {
  test.setTimeout(60_000);
  const base = `http://127.0.0.1:${spare.port}`;
  const server = startSpare();
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  try {
    await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);

    // Every backend call now takes 1.5 s: a search (rendered per request) is in flight when SIGTERM comes.
    await control('/mode', { mode: 'slow', delayMs: 1500 });
    const marker = `lambat-${Date.now()}`;
    const slow = fetch(`${base}/search?q=${marker}`);
    // SIGTERM once the render is under way: its search has reached the backend, which holds it 1.5 s.
    await expect
      .poll(async () => ((await (await fetch(`${CONTROL}/log`)).json()) as { url: string }[]).some((call) => call.url.includes(marker)), {
        timeout: 15_000,
        intervals: [50],
      })
      .toBe(true);
    const signalled = Date.now();
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fetch(`${base}/api/health`), 'no new connection once draining').rejects.toThrow();

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Hasil pencarian untuk');
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
  }
});

test('a standalone server refuses to start on a malformed variable, or on a backend other than the build was made for', async () => {
  test.setTimeout(60_000);
  const start = (env: Record<string, string>) =>
    new Promise<{ code: number | null; errors: string }>((resolve) => {
      const server = startSpare(env);
      let errors = '';
      server.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
      server.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, errors });
      });
    });

  const malformed = await start({ REDIS_URL: 'not-a-url' });
  expect(malformed.code).toBe(1);
  expect(malformed.errors).toContain('Configuration error: REDIS_URL is not a valid URL');

  const otherBackend = await start({ API_HOST: 'https://api.other.example', AUTH_HOST: 'https://auth.other.example', API_KEY: 'other' });
  expect(otherBackend.code).toBe(1);
  expect(otherBackend.errors).toContain('This build was made with a different API_HOST, AUTH_HOST or API_KEY than the ones set now.');
});
