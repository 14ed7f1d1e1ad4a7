// @vitest-environment node
// vitest: own worker: it sets the process's observer (vitest.config.mts).
// The reminders' store on a real redis-server, as two servers of one deployment see it (two stores, each
// with its own connection), and the sender against a push service on this machine: what arrives is
// encrypted for that device and says the right thing; gone devices are forgotten, busy services retried.
import { createPublicKey, verify } from 'node:crypto';
import { createRequire } from 'node:module';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { createClient } from 'redis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SharedCacheState } from '@/lib/page-cache/shared-store.mjs';
import { createObserver } from '@/lib/observability/create-observer';
import { setObserver } from '@/lib/observability/observer.mjs';
import { PushFanout } from '@/lib/push/fanout';
import { PushSender, deliver, DELIVERY } from '@/lib/push/send';
import { MAX_DEVICES_PER_MEMBER, PushStore, PushStoreDown } from '@/lib/push/store';
import { DEFAULT_TOPICS, type PushMessage } from '@/lib/push/topics';
import { makePushDemoKeys } from '@/scripts/push-demo-keys.mjs';
import { type Browser, type PushService, decryptPush, startPushService, subscribeBrowser } from '../push-service';
import { type RedisServer, startRedisServer } from '../redis-server';
import { setEnv } from '../wallet-keys';

/** A connection as the store takes it (the page cache's, lib/page-cache/shared-store.mjs). */
type Client = SharedCacheState['client'];

let redis: RedisServer;
let service: PushService;
const clients: Client[] = [];
let serverA: PushStore;
let serverB: PushStore;
const keys = makePushDemoKeys('mailto:it@example.com');
const vapid = { publicKey: keys.WEB_PUSH_PUBLIC_KEY, privateKey: keys.WEB_PUSH_PRIVATE_KEY, subject: keys.WEB_PUSH_SUBJECT };

async function connect(): Promise<PushStore> {
  const client = createClient({ url: redis.url }) as unknown as Client;
  await client.connect();
  clients.push(client);
  return new PushStore({ client });
}

beforeAll(async () => {
  redis = await startRedisServer();
  service = await startPushService();
  // The stand-in is a push service of this deployment (and port 1 of its host, where nothing answers).
  setEnv({ WEB_PUSH_SERVICES: `${service.listing},push.test:1` });
  serverA = await connect();
  serverB = await connect();
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit()));
  await service?.close();
  redis?.stop();
  setEnv({ WEB_PUSH_SERVICES: null });
});

beforeEach(async () => {
  await clients[0].flushAll();
  service.received.length = 0;
});

const expiring: PushMessage = {
  topic: 'expiring',
  title: 'Poin Anda segera kedaluwarsa',
  body: '1.500 Pts berakhir 30 Nov.',
  url: '/member',
};
const newDeal: PushMessage = {
  topic: 'new_deals',
  title: 'Deal baru: Botol Minum',
  body: 'Tukar dengan 1.000 Pts.',
  url: '/deals/botol-minum',
};

/** A sender that records the pauses it would take instead of taking them. */
function recordingSender(options: ConstructorParameters<typeof PushSender>[1] = {}) {
  const pauses: number[] = [];
  const sender = new PushSender(vapid, {
    baseDelayMs: 100,
    wait: async (ms) => {
      pauses.push(ms);
    },
    ...options,
  });
  return { sender, pauses };
}

const subscribed = async (store: PushStore, member: string, topics = DEFAULT_TOPICS): Promise<Browser> => {
  const browser = subscribeBrowser(service.origin);
  expect(await store.subscribe(member, browser.subscription, topics, DEFAULT_TOPICS)).toEqual({ kept: true, dropped: 0 });
  return browser;
};

describe('the store', () => {
  it('keeps a device with the expiry reminders on by default, and its topics as set', async () => {
    const browser = subscribeBrowser(service.origin);
    await serverA.subscribe('mbr-budi', browser.subscription, undefined, DEFAULT_TOPICS);
    expect((await serverB.device('mbr-budi', browser.subscription.endpoint))?.topics).toEqual(['expiring']);
    expect(await serverB.setTopics('mbr-budi', browser.subscription.endpoint, ['expiring', 'new_deals'])).toBe(true);
    expect((await serverA.device('mbr-budi', browser.subscription.endpoint))?.topics).toEqual(['expiring', 'new_deals']);
    // Subscribed again (the card enabling it once more): its topics stay.
    await serverA.subscribe('mbr-budi', browser.subscription, undefined, DEFAULT_TOPICS);
    expect((await serverA.device('mbr-budi', browser.subscription.endpoint))?.topics).toEqual(['expiring', 'new_deals']);
  });

  it('lists for new deals only the devices that asked for them, on every server', async () => {
    const deals = await subscribed(serverA, 'mbr-budi', ['expiring', 'new_deals']);
    await subscribed(serverA, 'mbr-budi', ['expiring']);
    const siti = await subscribed(serverB, 'mbr-siti', ['new_deals']);
    const listed = async (store: PushStore) => {
      const endpoints: string[] = [];
      for await (const batch of store.devicesOn('new_deals')) endpoints.push(...batch.map((d) => d.subscription.endpoint));
      return endpoints.sort();
    };
    expect(await listed(serverB)).toEqual([deals.subscription.endpoint, siti.subscription.endpoint].sort());
    await serverA.setTopics('mbr-siti', siti.subscription.endpoint, ['expiring']);
    expect(await listed(serverB)).toEqual([deals.subscription.endpoint]);
  });

  it(`keeps at most ${MAX_DEVICES_PER_MEMBER} devices a member: the one subscribed longest ago goes`, async () => {
    const browsers: Browser[] = [];
    for (let i = 0; i < MAX_DEVICES_PER_MEMBER; i++) browsers.push(await subscribed(i % 2 ? serverA : serverB, 'mbr-budi'));
    const eleventh = subscribeBrowser(service.origin);
    expect(await serverA.subscribe('mbr-budi', eleventh.subscription, undefined, DEFAULT_TOPICS)).toEqual({ kept: true, dropped: 1 });
    const kept = (await serverB.devicesOf('mbr-budi')).map((d) => d.subscription.endpoint);
    expect(kept).toHaveLength(MAX_DEVICES_PER_MEMBER);
    expect(kept).not.toContain(browsers[0].subscription.endpoint);
    expect(kept).toContain(eleventh.subscription.endpoint);
    expect(await serverA.device('mbr-budi', browsers[0].subscription.endpoint)).toBeNull();
    // Another member's devices do not count against Budi's.
    await subscribed(serverA, 'mbr-siti');
    expect(await serverA.devicesOf('mbr-budi')).toHaveLength(MAX_DEVICES_PER_MEMBER);
  });

  it("never lets another member change, remove or take a member's device", async () => {
    const budi = await subscribed(serverA, 'mbr-budi', ['expiring', 'new_deals']);
    const { endpoint } = budi.subscription;
    expect(await serverB.setTopics('mbr-siti', endpoint, [])).toBe(false);
    expect(await serverB.unsubscribe('mbr-siti', endpoint)).toBe(false);
    expect(await serverB.device('mbr-siti', endpoint)).toBeNull();
    const other = subscribeBrowser(service.origin);
    expect(await serverB.subscribe('mbr-siti', { ...budi.subscription, keys: other.subscription.keys }, [], DEFAULT_TOPICS)).toEqual({
      kept: false,
      refused: 'another member',
    });
    expect(await serverB.subscribe('mbr-siti', other.subscription, ['expiring'], DEFAULT_TOPICS, endpoint)).toEqual({
      kept: true,
      dropped: 0,
    });
    expect(await serverA.device('mbr-budi', endpoint)).toEqual({
      id: expect.any(String),
      member: 'mbr-budi',
      subscription: budi.subscription,
      topics: ['expiring', 'new_deals'],
    });
  });

  it('replaces the device a browser renewed, its topics carried over', async () => {
    const old = await subscribed(serverA, 'mbr-budi', ['new_deals']);
    const renewed = subscribeBrowser(service.origin);
    await serverB.subscribe('mbr-budi', renewed.subscription, undefined, DEFAULT_TOPICS, old.subscription.endpoint);
    expect((await serverA.devicesOf('mbr-budi')).map((d) => [d.subscription.endpoint, d.topics])).toEqual([
      [renewed.subscription.endpoint, ['new_deals']],
    ]);
  });

  it("forgets a member's devices (the account deleted) and takes a topic off each (a consent withdrawn)", async () => {
    await subscribed(serverA, 'mbr-budi', ['expiring', 'new_deals']);
    await subscribed(serverA, 'mbr-budi', ['new_deals']);
    const siti = await subscribed(serverA, 'mbr-siti', ['new_deals']);
    expect(await serverB.dropTopic('mbr-budi', 'new_deals')).toBe(2);
    expect((await serverA.devicesOf('mbr-budi')).map((d) => d.topics)).toEqual([['expiring'], []]);
    expect(await serverB.forgetMember('mbr-budi')).toBe(2);
    expect(await serverA.devicesOf('mbr-budi')).toEqual([]);
    expect(await clients[0].keys('push:*mbr-budi*')).toEqual([]);
    expect((await serverA.device('mbr-siti', siti.subscription.endpoint))?.topics).toEqual(['new_deals']);
  });

  it('announces a deal once across every server, however close their webhooks come', async () => {
    const claims = await Promise.all([
      serverA.claimDeal('botol-minum'),
      serverB.claimDeal('botol-minum'),
      serverA.claimDeal('botol-minum'),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await serverB.claimDeal('botol-minum')).toBe(false);
    expect(await serverB.claimDeal('tas-gym')).toBe(true);
  });

  it('gives a device one marketing push a day, counted across every server', async () => {
    const claims = await Promise.all([serverA.claimMarketing('device-1'), serverB.claimMarketing('device-1')]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await serverA.claimMarketing('device-1')).toBe(false);
    expect(await serverA.claimMarketing('device-2')).toBe(true);
    expect(await clients[0].ttl('push:marketing:device-1')).toBeLessThanOrEqual(24 * 60 * 60);
    // A fan-out taken over after a crash finds its own claim: the device is still due its push; another fan-out's is not.
    expect(await serverA.claimMarketing('device-3', 'fanout-1')).toBe(true);
    expect(await serverB.claimMarketing('device-3', 'fanout-1')).toBe(true);
    expect(await serverB.claimMarketing('device-3', 'fanout-2')).toBe(false);
    expect(await serverB.claimMarketing('device-3')).toBe(false);
  });

  it('gives every key it writes a TTL', async () => {
    const browser = await subscribed(serverA, 'mbr-budi', ['expiring', 'new_deals']);
    await serverA.claimDeal('botol-minum');
    await serverA.claimMarketing((await serverA.device('mbr-budi', browser.subscription.endpoint))!.id);
    const written = await clients[0].keys('push:*');
    expect(written.map((key) => key.split(':')[1]).sort()).toEqual(['deal', 'device', 'marketing', 'member', 'topic']);
    for (const key of written) expect(await clients[0].ttl(key), key).toBeGreaterThan(0);
  });

  it('says so when Redis is gone, rather than waiting', async () => {
    const client = createClient({ url: redis.url }) as unknown as Client;
    await client.connect();
    const store = new PushStore({ client });
    await client.quit();
    await expect(store.claimDeal('botol-minum')).rejects.toThrow(PushStoreDown);
  });
});

describe('sending', () => {
  it("delivers a push only that device can read, saying the title and the url, signed with the portal's key", async () => {
    const browser = await subscribed(serverA, 'mbr-budi');
    const { sender } = recordingSender();
    expect(await sender.send(browser.subscription, expiring)).toBe('sent');
    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push.path).toBe(browser.path);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe(String(DELIVERY.expiring.ttlSeconds));
    expect(push.headers.urgency).toBe('normal');
    expect(push.headers.topic).toBe('expiring');
    // Not readable as it travels, and readable with this browser's keys alone.
    expect(push.body.toString('utf8')).not.toContain('kedaluwarsa');
    expect(() => decryptPush(push.body, subscribeBrowser(service.origin))).toThrow();
    expect(JSON.parse(decryptPush(push.body, browser))).toEqual(expiring);

    // VAPID (RFC 8292): a JWT for this push service's origin, signed with the private key of the key it names.
    const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization))!;
    expect(key).toBe(vapid.publicKey);
    const [header, claims, signature] = jwt.split('.');
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({ aud: service.origin, sub: vapid.subject });
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key: publicKey, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);
  });

  it('sends a new deal with low urgency and a shorter life', async () => {
    const browser = await subscribed(serverA, 'mbr-budi', ['new_deals']);
    const { sender } = recordingSender();
    await sender.send(browser.subscription, newDeal);
    expect(service.received[0].headers).toMatchObject({ urgency: 'low', ttl: String(DELIVERY.new_deals.ttlSeconds), topic: 'new_deals' });
    expect(JSON.parse(decryptPush(service.received[0].body, browser))).toEqual(newDeal);
  });

  it.each([404, 410])('forgets a device whose push service answers %i, on every server', async (status) => {
    const gone = await subscribed(serverA, 'mbr-budi');
    const kept = await subscribed(serverA, 'mbr-budi');
    service.answer(gone.path, { status });
    const { sender } = recordingSender();
    const delivery = await deliver(serverA, sender, await serverA.devicesOf('mbr-budi'), expiring);
    expect(delivery).toEqual({ devices: 2, sent: 1, removed: 1, failed: 0, limited: 0 });
    expect((await serverB.devicesOf('mbr-budi')).map((d) => d.subscription.endpoint)).toEqual([kept.subscription.endpoint]);
    // Tried once: a gone device is not asked again.
    expect(service.received.filter((push) => push.path === gone.path)).toHaveLength(1);
  });

  it('tries a busy push service again after the pause it asks for (Retry-After)', async () => {
    const browser = subscribeBrowser(service.origin);
    service.answer(browser.path, { status: 429, headers: { 'Retry-After': '2' } }, { status: 201 });
    const { sender, pauses } = recordingSender();
    expect(await sender.send(browser.subscription, expiring)).toBe('sent');
    expect(pauses).toEqual([2000]);
    expect(service.received).toHaveLength(2);
  });

  it('tries a failing push service again after a doubling pause, a few times at most', async () => {
    const recovering = subscribeBrowser(service.origin);
    service.answer(recovering.path, { status: 503 }, { status: 500 }, { status: 201 });
    const first = recordingSender();
    expect(await first.sender.send(recovering.subscription, expiring)).toBe('sent');
    expect(first.pauses).toEqual([100, 200]);

    const down = subscribeBrowser(service.origin);
    service.answer(down.path, { status: 502 });
    const second = recordingSender();
    expect(await second.sender.send(down.subscription, expiring)).toBe('failed');
    expect(second.pauses).toEqual([100, 200]);
    expect(service.received.filter((push) => push.path === down.path)).toHaveLength(3);
  });

  it('gives up at once on a refusal, and on a pause longer than it waits', async () => {
    const refused = subscribeBrowser(service.origin);
    service.answer(refused.path, { status: 400 });
    const slow = subscribeBrowser(service.origin);
    service.answer(slow.path, { status: 429, headers: { 'Retry-After': '3600' } });
    const { sender, pauses } = recordingSender();
    expect(await sender.send(refused.subscription, expiring)).toBe('failed');
    expect(await sender.send(slow.subscription, expiring)).toBe('failed');
    expect(pauses).toEqual([]);
    expect(service.received).toHaveLength(2);
  });

  it("holds back every push to a push service for its 429's Retry-After, and no push to another service", async () => {
    const busy = await subscribed(serverA, 'mbr-budi');
    const next = await subscribed(serverA, 'mbr-siti');
    service.answer(busy.path, { status: 429, headers: { 'Retry-After': '2' } });
    const { sender, pauses } = recordingSender({ attempts: 1 });
    expect(await sender.send(busy.subscription, expiring)).toBe('failed');
    // Another service (nothing listens there): not held back.
    expect(await sender.send(subscribeBrowser('https://push.test:1').subscription, expiring)).toBe('failed');
    expect(pauses).toEqual([]);
    expect(await sender.send(next.subscription, expiring)).toBe('sent');
    expect(pauses).toHaveLength(1);
    expect(pauses[0]).toBeGreaterThan(1500);
    expect(pauses[0]).toBeLessThanOrEqual(2000);
  });

  it('signs VAPID once per push service and reuses it while valid', async () => {
    const browsers = [await subscribed(serverA, 'mbr-budi'), await subscribed(serverA, 'mbr-siti')];
    const { sender } = recordingSender();
    for (const browser of browsers) expect(await sender.send(browser.subscription, expiring)).toBe('sent');
    const [first, second] = service.received.map((push) => String(push.headers.authorization));
    expect(second).toBe(first);
    // ES256 signatures differ each time they are made: another sender's is another signature.
    expect(await recordingSender().sender.send(browsers[0].subscription, expiring)).toBe('sent');
    expect(String(service.received[2].headers.authorization)).not.toBe(first);
    expect(JSON.parse(Buffer.from(first.split('.')[1], 'base64url').toString()).exp * 1000).toBeGreaterThan(Date.now() + 11 * 3600_000);
  });

  it('tries again when the push service cannot be reached', async () => {
    const unreachable = { ...subscribeBrowser('https://push.test:1').subscription };
    const { sender, pauses } = recordingSender();
    expect(await sender.send(unreachable, expiring)).toBe('failed');
    expect(pauses).toEqual([100, 200]);
  });

  it("never connects where a push service's name resolves to this machine or the local network, nor tries again", async () => {
    // Hosts under push.test on the stand-in's port are push services too, but listed by `*.`: each must
    // resolve to a public address. Each name below resolves to the stand-in's machine, or a private one.
    setEnv({ WEB_PUSH_SERVICES: `${service.listing},*.push.test:${service.port}` });
    const names = {
      'intranet.push.test': '127.0.0.1',
      'mapped.push.test': '::ffff:127.0.0.1',
      'loopback.push.test': '::1',
      'metadata.push.test': '169.254.169.254',
      'redis.push.test': '10.0.0.7',
    };
    for (const [name, address] of Object.entries(names)) service.resolve(name, address);
    const { sender, pauses } = recordingSender();
    const before = service.connections();
    for (const name of Object.keys(names)) {
      const browser = subscribeBrowser(`https://${name}:${service.port}`);
      expect(await sender.send(browser.subscription, expiring), name).toBe('failed');
    }
    // A vendor's name answered with this machine's address (a DNS answer that would take the sender inside).
    service.resolve('fcm.googleapis.com', '127.0.0.1');
    expect(
      await sender.send({ ...subscribeBrowser(service.origin).subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/x' }, expiring),
    ).toBe('failed');
    expect(service.connections()).toBe(before);
    expect(service.received).toEqual([]);
    expect(pauses).toEqual([]);
    // The stand-in's own name, listed exactly, may be this machine: pushes reach it.
    expect(await sender.send(subscribeBrowser(service.origin).subscription, expiring)).toBe('sent');
    setEnv({ WEB_PUSH_SERVICES: `${service.listing},push.test:1` });
  });

  it('forgets, sending nothing, a stored device whose endpoint is no push service (kept before the check)', async () => {
    const keys = subscribeBrowser(service.origin).subscription.keys;
    for (const endpoint of ['https://intranet.example.test/wp/1', 'https://localhost./wp/2', `https://push.test:6470/wp/3`]) {
      await serverA.subscribe('mbr-budi', { endpoint, keys }, ['expiring'], DEFAULT_TOPICS);
    }
    const kept = await subscribed(serverA, 'mbr-budi');
    const before = service.connections();
    const { sender } = recordingSender();
    expect(await deliver(serverA, sender, await serverA.devicesOf('mbr-budi'), expiring)).toEqual({
      devices: 4,
      sent: 1,
      removed: 3,
      failed: 0,
      limited: 0,
    });
    expect((await serverB.devicesOf('mbr-budi')).map((d) => d.subscription.endpoint)).toEqual([kept.subscription.endpoint]);
    expect(service.connections()).toBe(before + 1);
  });

  it("traces each push from its request to the push service's answer, its wait for a turn aside, with its outcome", async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    setObserver(createObserver({ tracer: provider.getTracer('test') }));
    const [busy, gone] = [subscribeBrowser(service.origin), subscribeBrowser(service.origin)];
    service.answer(busy.path, { status: 503 }, { status: 201 });
    service.answer(gone.path, { status: 410 });
    service.answerAfter(150);
    try {
      // One push on the wire at a time: the second waits its turn, which its span leaves out.
      const { sender, pauses } = recordingSender({ concurrency: 1 });
      expect(await Promise.all([sender.send(busy.subscription, expiring), sender.send(gone.subscription, newDeal)])).toEqual([
        'sent',
        'gone',
      ]);
      expect(pauses).toEqual([100]);
    } finally {
      service.answerAfter(0);
      setObserver(undefined);
    }
    const spans = exporter.getFinishedSpans();
    const ms = ([s, ns]: [number, number]) => s * 1000 + ns / 1e6;
    expect(spans.map((span) => [span.name, span.attributes])).toEqual([
      ['push', { 'portal.topic': 'expiring', 'portal.attempt': 1, 'portal.outcome': 'retry', 'http.response.status_code': 503 }],
      ['push', { 'portal.topic': 'new_deals', 'portal.attempt': 1, 'portal.outcome': 'gone', 'http.response.status_code': 410 }],
      ['push', { 'portal.topic': 'expiring', 'portal.attempt': 2, 'portal.outcome': 'sent', 'http.response.status_code': 201 }],
    ]);
    for (const span of spans) {
      expect(ms(span.duration)).toBeGreaterThanOrEqual(145);
      expect(ms(span.duration)).toBeLessThan(1000);
    }
    expect(spans.map((span) => span.status.code)).toEqual([2, 0, 0]);
    // Each starts once the one before it is answered.
    for (let i = 1; i < spans.length; i++) expect(ms(spans[i].startTime)).toBeGreaterThanOrEqual(ms(spans[i - 1].endTime) - 1);
  });

  it('keeps only a few pushes on the wire at once', async () => {
    const browsers = Array.from({ length: 12 }, () => subscribeBrowser(service.origin));
    const held = browsers.map((b) => service.hold(b.path));
    // web-push opens each push's request as it is asked to send it: counted where it opens them.
    const opened = vi.spyOn(createRequire(import.meta.url)('node:https') as typeof import('node:https'), 'request');
    const { sender } = recordingSender({ concurrency: 3 });
    const sent = Promise.all(browsers.map((b) => sender.send(b.subscription, expiring)));
    expect(opened).toHaveBeenCalledTimes(3);
    await Promise.all(held.slice(0, 3).map((hold) => hold.arrived));
    expect(opened).toHaveBeenCalledTimes(3);
    // One answered: one more goes out.
    held[0].release();
    await held[3].arrived;
    expect(opened).toHaveBeenCalledTimes(4);
    for (const hold of held) void hold.arrived.then(hold.release);
    expect(await sent).toEqual(browsers.map(() => 'sent'));
    expect(opened).toHaveBeenCalledTimes(12);
    expect(service.busiest()).toBeLessThanOrEqual(3);
  });

  it('sends a device at most one new deal a day', async () => {
    const browser = await subscribed(serverA, 'mbr-budi', ['new_deals']);
    const { sender } = recordingSender();
    const devices = await serverA.devicesOf('mbr-budi');
    expect(await deliver(serverA, sender, devices, newDeal)).toMatchObject({ sent: 1, limited: 0 });
    expect(await deliver(serverB, sender, devices, { ...newDeal, title: 'Deal baru: Tas Gym' })).toMatchObject({ sent: 0, limited: 1 });
    // The expiry reminders are not marketing: no daily limit.
    expect(await deliver(serverB, sender, devices, expiring)).toMatchObject({ sent: 1, limited: 0 });
    expect(service.received.map((push) => JSON.parse(decryptPush(push.body, browser)).title)).toEqual([newDeal.title, expiring.title]);
  });
});

describe("a fan-out's job", () => {
  it('is left by a server too slow to renew it: that server sends no more of it, the one that took it the rest', async () => {
    const browsers = [await subscribed(serverA, 'mbr-budi'), await subscribed(serverA, 'mbr-siti'), await subscribed(serverA, 'mbr-andi')];
    const held = browsers.map((browser) => service.hold(browser.path));
    // One push at a time, so the others wait for the first while the job changes hands.
    const slow = new PushFanout({ client: clients[0] }, serverA, recordingSender({ concurrency: 1 }).sender, 1);
    slow.start();
    const { reference } = await slow.toMembers(['mbr-andi', 'mbr-siti', 'mbr-budi'], expiring);
    await Promise.race(held.map((hold) => hold.arrived));
    // Another server takes the job over (as it would after the slow one's silence), and the slow one sees it at its next renewal.
    const job = ((await clients[1].xRange('push:jobs', '-', '+')) ?? [])[0]?.id ?? '';
    await clients[1].xClaimJustId('push:jobs', 'senders', 'the-other-server', 0, job);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    for (const hold of held) hold.release();
    await vi.waitFor(async () => expect((await slow.progress(reference))?.sent).toBe(1), { timeout: 3000 });
    await slow.stop();
    expect(service.received.map((push) => push.path)).toHaveLength(1);
    expect((await slow.progress(reference))?.status).toBe('sending');

    const taker = new PushFanout({ client: clients[1] }, serverB, recordingSender().sender, 8, { claimIdleMs: 100 });
    taker.start();
    await vi.waitFor(async () => expect((await taker.progress(reference))?.status).toBe('done'), { timeout: 5000, interval: 50 });
    await taker.stop();
    expect(await taker.progress(reference)).toMatchObject({ devices: 3, sent: 3, queued: 0, failed: 0 });
    expect(service.received.map((push) => push.path).sort()).toEqual(browsers.map((b) => b.path).sort());
  });
});
