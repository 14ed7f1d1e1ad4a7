// @vitest-environment node
// vitest: own worker: it mocks next/cache (vitest.config.mts).
// The reminders' routes as a browser and the brand's backend call them, on a real redis-server, with the
// demo backend answering for the session and a push service on this machine receiving what is sent:
// who may change what, what is refused (and then nothing kept), and what a member's devices receive.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeSharedCache, sharedCache } from '@/lib/page-cache/shared-store.mjs';
import { GET as getKey } from '@/app/api/push/route';
import { DELETE as deleteDevices } from '@/app/api/push/devices/route';
import { POST as notify } from '@/app/api/push/notify/route';
import { GET as notifyProgress } from '@/app/api/push/notify/[reference]/route';
import { DELETE, GET, POST, PUT } from '@/app/api/push/subscription/route';
import { POST as revalidate } from '@/app/api/revalidate/route';
import { MAX_QUEUED_JOBS } from '@/lib/push/fanout';
import { announcementsSettled } from '@/lib/push/new-deals';
import { makePushDemoKeys } from '@/scripts/push-demo-keys.mjs';
import { BUDI, SITI, signInAs } from '../demo-api/helpers';
import { type Browser, type PushService, decryptPush, startPushService, subscribeBrowser } from '../push-service';
import { type RedisServer, startRedisServer } from '../redis-server';
import { setEnv } from '../wallet-keys';

// The webhook's own effects on Next's cache are Next's: recorded, not run (as tests/unit/revalidate-route.test.ts).
vi.mock('next/cache', () => ({ revalidateTag: () => undefined, revalidatePath: () => undefined }));

const SECRET = 'push-routes-test-secret-0123';
const keys = makePushDemoKeys('mailto:it@example.com');
const ORIGIN = 'http://portal.test';
let redis: RedisServer;
let service: PushService;
let budi = '';
let siti = '';

type Handler = (request: Request) => Response | Promise<Response>;

interface Call {
  token?: string | null;
  body?: unknown;
  query?: string;
  headers?: Record<string, string>;
}

/** A request as the portal's own page sends it: same origin, the session's cookie, JSON. */
function call(handler: Handler, method: string, path: string, { token, body, query = '', headers = {} }: Call = {}) {
  const request = new Request(`${ORIGIN}${path}${query}`, {
    method,
    headers: {
      'sec-fetch-site': 'same-origin',
      ...(token ? { cookie: `__goapp_token=${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return handler(request);
}

const subscribe = (token: string, browser: Browser, extra: Record<string, unknown> = {}) =>
  call(POST, 'POST', '/api/push/subscription', { token, body: { subscription: browser.subscription, ...extra } });
const topicsOf = async (token: string, browser: Browser) => {
  const answer = await call(GET, 'GET', '/api/push/subscription', {
    token,
    query: `?endpoint=${encodeURIComponent(browser.subscription.endpoint)}`,
  });
  return answer.status === 200 ? ((await answer.json()) as { topics: string[] }).topics : answer.status;
};
const notifyAs = (body: unknown, authorization: string | null = `Bearer ${SECRET}`) =>
  call(notify, 'POST', '/api/push/notify', { body, headers: authorization ? { authorization } : {} });
const pushKeys = async () => (await sharedCache()!.client.keys('push:*')).sort();

const ON = { ...keys, REDIS_URL: '', REVALIDATE_SECRET: SECRET, WEB_PUSH_SERVICES: '' };

beforeAll(async () => {
  redis = await startRedisServer();
  service = await startPushService();
  ON.REDIS_URL = redis.url;
  // The stand-in is a push service of this deployment; so is any host under push.test on its port.
  ON.WEB_PUSH_SERVICES = `${service.listing},*.push.test:${service.port}`;
  setEnv(ON);
  const state = sharedCache()!;
  await vi.waitFor(() => expect(state.ready).toBe(true), { timeout: 5000 });
});

afterAll(async () => {
  await closeSharedCache();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('portal.sharedCache')];
  await service?.close();
  redis?.stop();
  setEnv(Object.fromEntries(Object.keys(ON).map((name) => [name, null])));
});

beforeEach(async () => {
  setEnv(ON);
  await sharedCache()!.client.flushAll();
  service.received.length = 0;
  // The demo store starts afresh before each test (tests/setup-node.ts): so do its sessions.
  budi = await signInAs(BUDI);
  siti = await signInAs(SITI);
});

describe('push off', () => {
  it.each([
    ['no keys', { WEB_PUSH_PUBLIC_KEY: null, WEB_PUSH_PRIVATE_KEY: null, WEB_PUSH_SUBJECT: null }],
    ['no Redis', { REDIS_URL: null }],
  ])('with %s, every push route answers 404 and keeps nothing', async (_, off) => {
    setEnv(off);
    const browser = subscribeBrowser(service.origin);
    const answers = await Promise.all([
      getKey(),
      call(GET, 'GET', '/api/push/subscription', { token: budi, query: `?endpoint=${browser.subscription.endpoint}` }),
      subscribe(budi, browser),
      call(PUT, 'PUT', '/api/push/subscription', { token: budi, body: { endpoint: browser.subscription.endpoint, topics: [] } }),
      call(DELETE, 'DELETE', '/api/push/subscription', { token: budi, body: { endpoint: browser.subscription.endpoint } }),
      call(deleteDevices, 'DELETE', '/api/push/devices', { token: budi }),
      notifyAs({ member: 'mbr-budi', topic: 'expiring', title: 'x', body: '', url: '/member' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get('cache-control')).toMatch(/no-store/);
    }
    setEnv(ON);
    expect(await pushKeys()).toEqual([]);
  });

  it('gives the public key when on, never the private one', async () => {
    const answer = await getKey();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ publicKey: keys.WEB_PUSH_PUBLIC_KEY });
  });
});

describe("a device's routes", () => {
  it('let a member turn a device on, change its topics and turn it off, answered private, no-store', async () => {
    const browser = subscribeBrowser(service.origin);
    const first = await subscribe(budi, browser);
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(await first.json()).toEqual({ topics: ['expiring'] });
    expect((await subscribe(budi, browser)).status).toBe(200);
    expect(await topicsOf(budi, browser)).toEqual(['expiring']);

    const put = await call(PUT, 'PUT', '/api/push/subscription', {
      token: budi,
      body: { endpoint: browser.subscription.endpoint, topics: ['expiring', 'new_deals'] },
    });
    expect(put.status).toBe(200);
    expect(await topicsOf(budi, browser)).toEqual(['expiring', 'new_deals']);

    // The session in the header, as the browser's client sends it too.
    const off = await call(DELETE, 'DELETE', '/api/push/subscription', {
      headers: { authorization: `Jwt ${budi}` },
      body: { endpoint: browser.subscription.endpoint },
    });
    expect(off.status).toBe(204);
    expect(off.headers.get('cache-control')).toBe('private, no-store');
    expect(await topicsOf(budi, browser)).toBe(404);
    expect(await pushKeys()).toEqual([]);
  });

  it('take the topics the member chose when turning a device on', async () => {
    const browser = subscribeBrowser(service.origin);
    expect(await (await subscribe(budi, browser, { topics: ['new_deals'] })).json()).toEqual({ topics: ['new_deals'] });
  });

  it('refuse a guest, a refused session and another site, and keep nothing', async () => {
    const browser = subscribeBrowser(service.origin);
    const guest = await call(POST, 'POST', '/api/push/subscription', { body: { subscription: browser.subscription } });
    expect(guest.status).toBe(401);
    expect(guest.headers.get('www-authenticate')).toBe('Jwt');
    const refused = await subscribe('demo-expired.session-token', browser);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Jwt');
    // A refused token named beside Budi's good cookie is the request's (the token rule): 401, no cookie touched.
    const named = await call(POST, 'POST', '/api/push/subscription', {
      token: budi,
      body: { subscription: browser.subscription },
      headers: { authorization: 'Jwt demo-expired.session-token' },
    });
    expect([named.status, named.headers.get('set-cookie')]).toEqual([401, null]);
    const otherSites: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
      { 'sec-fetch-site': '', origin: 'null' },
    ];
    for (const headers of otherSites) {
      const answer = await call(POST, 'POST', '/api/push/subscription', {
        token: budi,
        body: { subscription: browser.subscription },
        headers,
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    // A caller that is no browser at all (no Sec-Fetch-Site, no Origin) is not another site's page.
    const noBrowser = await call(POST, 'POST', '/api/push/subscription', {
      token: budi,
      body: { subscription: browser.subscription },
      headers: { 'sec-fetch-site': '' },
    });
    expect(noBrowser.status).toBe(201);
    const cleared = await call(deleteDevices, 'DELETE', '/api/push/devices', { token: budi });
    expect(await cleared.json()).toEqual({ removed: 1 });
    expect(await pushKeys()).toEqual([]);
  });

  it('refuse a bad body with 400 and keep nothing', async () => {
    const { subscription } = subscribeBrowser(service.origin);
    const bodies: [string, unknown][] = [
      ['no subscription', {}],
      ['http', { subscription: { ...subscription, endpoint: subscription.endpoint.replace('https:', 'http:') } }],
      ['this machine', { subscription: { ...subscription, endpoint: 'https://127.0.0.1:8443/wp/1' } }],
      ['a name under an unlisted host', { subscription: { ...subscription, endpoint: 'https://intranet.example.test/wp/1' } }],
      ['localhost, a trailing dot', { subscription: { ...subscription, endpoint: 'https://localhost./wp/1' } }],
      ['a bare name, a trailing dot', { subscription: { ...subscription, endpoint: 'https://vm./wp/1' } }],
      ['a listed host on another port', { subscription: { ...subscription, endpoint: 'https://push.test:6470/wp/1' } }],
      ["a vendor's host on another port", { subscription: { ...subscription, endpoint: 'https://fcm.googleapis.com:6379/fcm/send/1' } }],
      ['a short key', { subscription: { ...subscription, keys: { ...subscription.keys, p256dh: 'BAAA' } } }],
      ['a long auth', { subscription: { ...subscription, keys: { ...subscription.keys, auth: Buffer.alloc(32).toString('base64url') } } }],
      ['an unknown topic', { subscription, topics: ['birthday'] }],
      ['topics not a list', { subscription, topics: 'expiring' }],
      ['a bad replaces', { subscription, replaces: 'http://push.example/old' }],
      ['not JSON', '{"subscription":'],
    ];
    for (const [what, body] of bodies) {
      const answer = await call(POST, 'POST', '/api/push/subscription', { token: budi, body });
      expect(answer.status, what).toBe(400);
      expect(((await answer.json()) as { detail: string }).detail, what).toBeTruthy();
    }
    const large = await call(POST, 'POST', '/api/push/subscription', { token: budi, body: { subscription, pad: 'x'.repeat(5000) } });
    expect(large.status).toBe(413);
    expect((await call(PUT, 'PUT', '/api/push/subscription', { token: budi, body: { endpoint: 'nope', topics: [] } })).status).toBe(400);
    expect((await call(GET, 'GET', '/api/push/subscription', { token: budi })).status).toBe(400);
    expect(await pushKeys()).toEqual([]);
  });

  it("let another member change nothing of a member's device", async () => {
    const browser = subscribeBrowser(service.origin);
    await subscribe(budi, browser, { topics: ['expiring', 'new_deals'] });
    const before = await pushKeys();
    const { endpoint } = browser.subscription;
    expect(await topicsOf(siti, browser)).toBe(404);
    expect((await call(PUT, 'PUT', '/api/push/subscription', { token: siti, body: { endpoint, topics: [] } })).status).toBe(404);
    expect((await call(DELETE, 'DELETE', '/api/push/subscription', { token: siti, body: { endpoint } })).status).toBe(404);
    const taken = await subscribe(siti, browser, { topics: [] });
    expect(taken.status).toBe(409);
    expect(await (await call(deleteDevices, 'DELETE', '/api/push/devices', { token: siti })).json()).toEqual({ removed: 0 });
    expect(await topicsOf(budi, browser)).toEqual(['expiring', 'new_deals']);
    expect(await pushKeys()).toEqual(before);
  });

  it("remove every device of the member's at once (the account deleted)", async () => {
    const phone = subscribeBrowser(service.origin);
    const laptop = subscribeBrowser(service.origin);
    await subscribe(budi, phone, { topics: ['expiring', 'new_deals'] });
    await subscribe(budi, laptop, { topics: ['new_deals'] });
    const deleted = await call(deleteDevices, 'DELETE', '/api/push/devices', { token: budi });
    expect(await deleted.json()).toEqual({ removed: 2 });
    expect(await pushKeys()).toEqual([]);
  });
});

/**
 * Budi's phone, a device of his its push service has forgotten (410), one of his on new deals only, and
 * Siti's: what the notify routes choose among.
 */
async function budiAndSitisDevices() {
  const [phone, gone, dealsOnly, sitis] = Array.from({ length: 4 }, () => subscribeBrowser(service.origin));
  await subscribe(budi, phone);
  await subscribe(budi, gone);
  await subscribe(budi, dealsOnly, { topics: ['new_deals'] });
  await subscribe(siti, sitis);
  service.answer(gone.path, { status: 410 });
  return { phone, gone, sitis };
}

describe('the notify route', () => {
  const reminder = {
    member: 'mbr-budi',
    topic: 'expiring',
    title: 'Poin Anda segera kedaluwarsa',
    body: '1.500 Pts berakhir 30 Nov.',
    url: '/member',
  };

  it('refuses a caller without the secret, and a bad body', async () => {
    for (const authorization of [null, 'Bearer wrong-secret-0123456789', `Jwt ${budi}`]) {
      const answer = await notifyAs(reminder, authorization);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    }
    for (const change of [
      { member: undefined },
      { member: 'mbr/../budi' },
      { topic: 'birthday' },
      { url: 'https://evil.example/' },
      { url: '//evil.example/' },
      { title: '' },
    ]) {
      expect((await notifyAs({ ...reminder, ...change })).status, JSON.stringify(change)).toBe(400);
    }
    expect(service.received).toEqual([]);
  });

  it('never opens a connection where a subscribed name resolves to this machine, however often it is asked', async () => {
    // A host under push.test passes the name's check, and is then answered with this machine's address.
    service.resolve('intranet.push.test', '127.0.0.1');
    const inside = subscribeBrowser(`https://intranet.push.test:${service.port}`);
    expect((await subscribe(budi, inside)).status).toBe(201);
    const before = service.connections();
    for (let i = 0; i < 3; i++) {
      expect(await (await notifyAs(reminder)).json()).toEqual({ devices: 1, sent: 0, removed: 0, failed: 1, limited: 0 });
    }
    expect(service.connections()).toBe(before);
    expect(service.received).toEqual([]);
  });

  it("sends to the member's devices on the topic only, encrypted for each, and forgets a gone one", async () => {
    const { phone, gone: laptop } = await budiAndSitisDevices();

    const answer = await notifyAs(reminder);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({ devices: 2, sent: 1, removed: 1, failed: 0, limited: 0 });
    expect(service.received.map((push) => push.path).sort()).toEqual([phone.path, laptop.path].sort());
    const delivered = service.received.find((push) => push.path === phone.path)!;
    expect(JSON.parse(decryptPush(delivered.body, phone))).toEqual({
      topic: 'expiring',
      title: reminder.title,
      body: reminder.body,
      url: '/member',
    });
    expect(await topicsOf(budi, laptop)).toBe(404);

    // Marketing from the backend too: one a device a day.
    const deal = { ...reminder, topic: 'new_deals', title: 'Deal baru: Tas Gym', url: '/deals/tas-gym-eksklusif' };
    expect(await (await notifyAs(deal)).json()).toMatchObject({ devices: 1, sent: 1, limited: 0 });
    expect(await (await notifyAs(deal)).json()).toMatchObject({ devices: 1, sent: 0, limited: 1 });
  });
});

describe('the batch notify route', () => {
  const batch = {
    members: ['mbr-budi', 'mbr-siti'],
    topic: 'expiring',
    title: 'Voucher Anda segera kedaluwarsa',
    body: '',
    url: '/my-voucher',
  };
  const progressOf = (reference: string, authorization: string | null = `Bearer ${SECRET}`) =>
    notifyProgress(new Request(`${ORIGIN}/api/push/notify/${reference}`, { headers: authorization ? { authorization } : {} }), {
      params: Promise.resolve({ reference }),
    });

  it('refuses a caller without the secret, and a bad list, queuing nothing', async () => {
    expect((await notifyAs(batch, 'Bearer wrong-secret-0123456789')).status).toBe(401);
    for (const change of [
      { members: [] },
      { members: 'mbr-budi' },
      { members: ['mbr-budi', 'mbr/../siti'] },
      { members: Array.from({ length: 1001 }, (_, i) => `mbr-${i}`) },
      { member: 'mbr-budi' },
      { topic: 'birthday' },
    ]) {
      const answer = await notifyAs({ ...batch, ...change });
      expect(answer.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(((await answer.json()) as { detail: string }).detail).toBeTruthy();
    }
    expect(await pushKeys()).toEqual([]);
    expect((await progressOf('00000000-0000-4000-8000-000000000000', null)).status).toBe(401);
  });

  it("answers 202 at once, then sends to every member's devices on the topic, its progress readable", async () => {
    const { phone, gone, sitis } = await budiAndSitisDevices();

    const answer = await notifyAs({ ...batch, members: [...batch.members, 'mbr-nobody', 'mbr-budi'] });
    expect(answer.status).toBe(202);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const queued = (await answer.json()) as { reference: string; status: string; members: number };
    expect(queued).toMatchObject({ status: 'queued', members: 3 });
    expect(answer.headers.get('location')).toBe(`/api/push/notify/${queued.reference}`);

    let progress: Record<string, unknown> = {};
    await vi.waitFor(
      async () => {
        progress = (await (await progressOf(queued.reference)).json()) as Record<string, unknown>;
        expect(progress.status).toBe('done');
      },
      { timeout: 10_000, interval: 50 },
    );
    // Devices on the topic: Budi's phone and the gone one, and Siti's; the one on new deals alone is not asked.
    expect(progress).toEqual({
      reference: queued.reference,
      status: 'done',
      devices: 3,
      queued: 0,
      sent: 2,
      removed: 1,
      failed: 0,
      limited: 0,
    });
    expect(service.received.map((push) => push.path).sort()).toEqual([phone.path, gone.path, sitis.path].sort());
    const delivered = service.received.find((push) => push.path === sitis.path)!;
    expect(JSON.parse(decryptPush(delivered.body, sitis))).toMatchObject({ topic: 'expiring', title: batch.title, url: '/my-voucher' });
    expect(await topicsOf(budi, gone)).toBe(404);
    // What the fan-out copied and marked is gone once it is done; its progress stays (with a TTL).
    expect((await pushKeys()).filter((key) => key.startsWith('push:fanout:'))).toEqual([`push:fanout:${queued.reference}`]);
    expect(await sharedCache()!.client.ttl(`push:fanout:${queued.reference}`)).toBeGreaterThan(0);
  });

  it('answers 404 for a reference it does not know', async () => {
    for (const reference of ['00000000-0000-4000-8000-000000000000', 'not-a-reference', '..%2F..%2Fpush:device']) {
      expect((await progressOf(reference)).status).toBe(404);
    }
  });
});

describe('new deals from the CMS webhook', () => {
  const webhook = (key: string) =>
    revalidate(
      new Request(`${ORIGIN}/api/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}` },
        body: JSON.stringify({ model: 'deal', key }),
      }),
    );

  it("announce a deal no server has announced, once, to the devices that asked, without the webhook's answer waiting", async () => {
    const fan = subscribeBrowser(service.origin);
    const other = subscribeBrowser(service.origin);
    await subscribe(budi, fan, { topics: ['expiring', 'new_deals'] });
    await subscribe(siti, other, { topics: ['expiring'] });
    const push = service.hold(fan.path);

    const answer = await webhook('botol-minum');
    // Answered while the push has not been answered by the push service.
    expect(answer.status).toBe(200);
    await push.arrived;
    push.release();
    await announcementsSettled();
    expect(service.received.map((p) => p.path)).toEqual([fan.path]);
    expect(JSON.parse(decryptPush(service.received[0].body, fan))).toEqual({
      topic: 'new_deals',
      title: 'Deal baru: Botol Minum Arena 750 ml',
      body: 'Tukar dengan 1.500 Pts.',
      url: '/deals/botol-minum',
    });

    // The same deal changed again (on this server or another: the mark is in Redis): not announced again.
    await webhook('botol-minum');
    await announcementsSettled();
    expect(service.received).toHaveLength(1);
  });

  it('announce nothing for a deal that cannot be read, and leave it to a later webhook', async () => {
    const fan = subscribeBrowser(service.origin);
    await subscribe(budi, fan, { topics: ['new_deals'] });
    expect((await webhook('no-such-deal')).status).toBe(200);
    await announcementsSettled();
    expect(service.received).toEqual([]);
    expect(await pushKeys()).not.toContain('push:deal:no-such-deal');
  });

  it('leave a deal unannounced while the queue is full, for a later webhook', async () => {
    const fan = subscribeBrowser(service.origin);
    await subscribe(budi, fan, { topics: ['new_deals'] });
    // More jobs waiting than MAX_QUEUED_JOBS (jobs of no fan-out: this server drains them meanwhile).
    const { client } = sharedCache()!;
    await Promise.all(
      Array.from({ length: MAX_QUEUED_JOBS + 2000 }, () => client.xAdd('push:jobs', '*', { ref: 'none', from: '0', to: '0' })),
    );
    await webhook('botol-minum');
    await announcementsSettled();
    expect(await pushKeys()).not.toContain('push:deal:botol-minum');
    // The queue emptied: the next webhook announces it.
    await client.del('push:jobs');
    await webhook('botol-minum');
    await announcementsSettled();
    expect(await pushKeys()).toContain('push:deal:botol-minum');
    expect(service.received.map((push) => push.path)).toEqual([fan.path]);
  });
});
