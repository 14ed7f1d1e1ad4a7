// @vitest-environment node
// vitest: own worker: the wallet's stores and push clients are kept for the process (vitest.config.mts).
// What the member's own account does to what the portal keeps in Redis (a real redis-server): a change of
// name or number makes their Apple Wallet passes afresh through the pass update service (the notify
// webhook's code, to an HTTP/2 stand-in for APNs), a deletion forgets their wallet registrations and
// reminders (WalletStore.forgetMember, PushStore.forgetMember), and the data copy's one-a-minute limit holds
// across servers.
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as appleCard } from '@/app/api/wallet/apple/card/route';
import { GET as appleVoucher } from '@/app/api/wallet/apple/voucher/[code]/route';
import { PATCH as patchProfile } from '@/app/api/account/profile/route';
import { POST as postMobileOtp } from '@/app/api/account/mobile/otp/route';
import { POST as postMobile } from '@/app/api/account/mobile/route';
import { POST as postDeletionOtp } from '@/app/api/account/deletion/otp/route';
import { POST as postDeletion } from '@/app/api/account/deletion/route';
import { GET as getData } from '@/app/api/account/data/route';
import { PUT as putConsents } from '@/app/api/account/consents/route';
import { POST as postSubscription } from '@/app/api/push/subscription/route';
import { setAuthToken } from '@/lib/api/http';
import { getDemoStore } from '@/lib/demo-api/store';
import { pushStore } from '@/lib/push/store';
import { contentFor } from '@/lib/wallet/issue';
import { walletStore } from '@/lib/wallet/registrations';
import { makePushDemoKeys } from '@/scripts/push-demo-keys.mjs';
import { BUDI, SITI, signInAs } from '../demo-api/helpers';
import { pkpassFile, setEnv } from '../wallet-keys';
import { ORIGIN, portalRedis, service, walletService } from '../wallet-service';

// The stand-in's certificate is trusted by the portal's connections (tests/apns-trust.ts).
const trust = vi.hoisted(() => ({ ca: '' }));
vi.mock('node:http2', async (real) => (await import('../apns-trust')).trusting(await real(), trust));

const PUSH = { budi: 'b0'.repeat(32), siti: 'c1'.repeat(32) };
const { passType: PASS_TYPE, pushes } = walletService(trust);

type Handler = (request: Request) => Promise<Response>;
const call = (handler: Handler, method: string, path: string, token: string, body?: unknown) =>
  handler(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: {
        'sec-fetch-site': 'same-origin',
        cookie: `__goapp_token=${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
  );

interface PassJson {
  serialNumber: string;
  authenticationToken: string;
  storeCard?: { primaryFields: { value: string }[] };
}

/** A pass of the member's (the card, or a voucher of theirs), added to a device registered for updates. */
async function passOnDevice(token: string, device: string, pushToken: string, voucher?: string): Promise<PassJson> {
  const headers = { cookie: `__goapp_token=${token}` };
  const issued = voucher
    ? await appleVoucher(new Request(`${ORIGIN}/api/wallet/apple/voucher/${voucher}`, { headers }), {
        params: Promise.resolve({ code: voucher }),
      })
    : await appleCard(new Request(`${ORIGIN}/api/wallet/apple/card`, { headers }));
  expect(issued.status).toBe(200);
  const pass = JSON.parse(await pkpassFile(issued)) as PassJson;
  const registered = await service('POST', `devices/${device}/registrations/${PASS_TYPE}/${pass.serialNumber}`, {
    token: pass.authenticationToken,
    body: { pushToken },
  });
  expect(registered.status).toBe(201);
  return pass;
}

const keysOf = async (pattern: string) => (await (await portalRedis()).keys(pattern)).sort();

async function signedIn() {
  const tokens = { budi: await signInAs(BUDI), siti: await signInAs(SITI) };
  setAuthToken(null);
  await (await portalRedis()).flushAll();
  pushes.length = 0;
  return tokens;
}

describe("the member's passes follow their account", () => {
  it('a new name: the card is made afresh with it and each device is pushed once, as the notify webhook does', async () => {
    const { budi, siti } = await signedIn();
    const card = await passOnDevice(budi, 'iphone-budi', PUSH.budi);
    await passOnDevice(siti, 'iphone-siti', PUSH.siti);
    const since = (await (await service('GET', `devices/iphone-budi/registrations/${PASS_TYPE}`)).json()) as { lastUpdated: string };

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call(patchProfile, 'PATCH', '/api/account/profile', budi, { first_name: 'Budiman' })).status).toBe(200);
    expect(pushes.map((push) => push.path)).toEqual([`/3/device/${PUSH.budi}`]);
    const changed = await service('GET', `devices/iphone-budi/registrations/${PASS_TYPE}?passesUpdatedSince=${since.lastUpdated}`);
    expect(((await changed.json()) as { serialNumbers: string[] }).serialNumbers).toEqual([card.serialNumber]);
    const fetched = await service('GET', `passes/${PASS_TYPE}/${card.serialNumber}`, { token: card.authenticationToken });
    expect((JSON.parse(await pkpassFile(fetched)) as PassJson).storeCard?.primaryFields[0].value).toBe('Budiman Santoso');
  });

  it('a new number: the passes are pushed again too (a card without a card number shows it)', async () => {
    const { siti } = await signedIn();
    await passOnDevice(siti, 'iphone-siti', PUSH.siti);
    const sent = await call(postMobileOtp, 'POST', '/api/account/mobile/otp', siti, { address: '081366667777' });
    const { otp_code } = (await sent.json()) as { otp_code: string };
    expect((await call(postMobile, 'POST', '/api/account/mobile', siti, { address: '081366667777', otp_code })).status).toBe(200);
    expect(pushes.map((push) => push.path)).toEqual([`/3/device/${PUSH.siti}`]);
  });
});

describe('a deleted account leaves nothing of the member in Redis', () => {
  it("WalletStore.forgetMember: the member's passes, their devices' registrations and sessions go; another member's stay", async () => {
    const { budi, siti } = await signedIn();
    await passOnDevice(budi, 'iphone-budi', PUSH.budi);
    await passOnDevice(budi, 'iphone-budi', PUSH.budi, 'ARN-K7MX-Q4PB');
    await passOnDevice(budi, 'ipad-budi', PUSH.budi);
    const sitiCard = await passOnDevice(siti, 'iphone-siti', PUSH.siti);
    const store = walletStore()!;
    expect(await store.passCount('mbr-budi')).toBe(2);
    const sitiKeys = await keysOf(`wallet:*${sitiCard.serialNumber}*`);

    expect(await store.forgetMember('mbr-budi')).toBe(2);
    expect(await store.passCount('mbr-budi')).toBe(0);
    const left = await keysOf('wallet:*');
    expect(left.filter((key) => key.includes('budi') || key.includes('mbr-budi'))).toEqual([]);
    // Only Siti's pass, its devices, her device's list, her member and session indexes are left.
    expect(left).toEqual(expect.arrayContaining([...sitiKeys, `wallet:member:${await sitiUid()}`, 'wallet:device:iphone-siti:passes']));
    expect(left).toHaveLength(sitiKeys.length + 3);
    const fetched = await service('GET', `passes/${PASS_TYPE}/${sitiCard.serialNumber}`, { token: sitiCard.authenticationToken });
    expect(fetched.status).toBe(200);
  });

  it('the deletion route: accepted by the backend, the wallet registrations and the reminders of that member are gone', async () => {
    const { budi, siti } = await signedIn();
    await passOnDevice(budi, 'iphone-budi', PUSH.budi);
    await passOnDevice(siti, 'iphone-siti', PUSH.siti);
    const reminders = pushStore()!;
    const device = (member: string, n: number) => ({
      endpoint: `https://push.test/wp/${member}-${n}`,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    });
    await reminders.subscribe('mbr-budi', device('budi', 1), ['expiring', 'new_deals'], ['expiring']);
    await reminders.subscribe('mbr-budi', device('budi', 2), ['expiring'], ['expiring']);
    await reminders.subscribe(await sitiUid(), device('siti', 1), ['expiring'], ['expiring']);

    const sent = await call(postDeletionOtp, 'POST', '/api/account/deletion/otp', budi);
    const { otp_code } = (await sent.json()) as { otp_code: string };
    expect((await call(postDeletion, 'POST', '/api/account/deletion', budi, { otp_code })).status).toBe(202);

    expect(await walletStore()!.passCount('mbr-budi')).toBe(0);
    expect(await keysOf('wallet:member:mbr-budi')).toEqual([]);
    expect(await keysOf('wallet:device:iphone-budi:passes')).toEqual([]);
    expect(await reminders.devicesOf('mbr-budi')).toEqual([]);
    expect(await keysOf('push:member:mbr-budi')).toEqual([]);
    expect(await (await portalRedis()).sCard('push:topic:new_deals')).toBe(0);
    // Siti's are as they were.
    expect(await walletStore()!.passCount(await sitiUid())).toBe(1);
    expect(await reminders.devicesOf(await sitiUid())).toHaveLength(1);
  });
});

describe('a deletion leaves nothing of the member behind, whatever arrives during it', () => {
  const keys = makePushDemoKeys('mailto:it@example.com');
  beforeAll(() => setEnv(keys));
  afterAll(() => setEnv({ WEB_PUSH_PUBLIC_KEY: null, WEB_PUSH_PRIVATE_KEY: null, WEB_PUSH_SUBJECT: null }));

  const browserSubscription = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    };
  };

  async function deleteAccountOf(token: string): Promise<Response> {
    const sent = await call(postDeletionOtp, 'POST', '/api/account/deletion/otp', token);
    const { otp_code } = (await sent.json()) as { otp_code: string };
    return call(postDeletion, 'POST', '/api/account/deletion', token, { otp_code });
  }

  it('a subscription sent before the deletion and answered after it is refused (410), and no device is left', async () => {
    const { budi } = await signedIn();
    await pushStore()!.subscribe('mbr-budi', browserSubscription(), ['expiring', 'new_deals'], ['expiring']);
    // A slow upload: the route checks the session (Budi is a member then), then waits for the body.
    let reading = () => {};
    let send = () => {};
    const read = new Promise<void>((resolve) => (reading = resolve));
    const sent = new Promise<void>((resolve) => (send = resolve));
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          reading();
          await sent;
          controller.enqueue(new TextEncoder().encode(JSON.stringify({ subscription: browserSubscription(), topics: ['new_deals'] })));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const subscribing = postSubscription(
      new Request(`${ORIGIN}/api/push/subscription`, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin', cookie: `__goapp_token=${budi}`, 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    await read;
    expect((await deleteAccountOf(budi)).status).toBe(202);
    send();
    const answer = await subscribing;
    expect(answer.status).toBe(410);
    expect(await keysOf('push:*')).toEqual([]);
    // Whatever writes for the member from now on is refused, on any server.
    expect(await pushStore()!.subscribe('mbr-budi', browserSubscription(), undefined, ['expiring'])).toEqual({
      kept: false,
      refused: 'deleted',
    });
    expect(await keysOf('push:*')).toEqual([]);
  });

  it('a pass whose member was read before the deletion is not recorded after it: no pass, registration or session is left', async () => {
    const { budi } = await signedIn();
    await passOnDevice(budi, 'iphone-budi', PUSH.budi);
    const card = await contentFor(budi, { kind: 'card' });
    const deleted = await deleteAccountOf(budi);
    expect(deleted.status).toBe(202);
    await expect(walletStore()!.issued(card, budi)).rejects.toThrow(/being deleted/);
    expect(await keysOf('wallet:*')).toEqual([]);
    // Marked until a day past the date the backend gave for the deletion.
    const { due_at } = (await deleted.json()) as { due_at: string };
    const ttl = await (await portalRedis()).ttl('account:deleted:mbr-budi');
    expect(Math.abs(ttl - ((Date.parse(due_at) - Date.now()) / 1000 + 24 * 60 * 60))).toBeLessThan(60);
  });
});

describe('the marketing_push consent withdrawn on the server', () => {
  const keys = makePushDemoKeys('mailto:it@example.com');
  beforeAll(() => setEnv(keys));
  afterAll(() => setEnv({ WEB_PUSH_PUBLIC_KEY: null, WEB_PUSH_PRIVATE_KEY: null, WEB_PUSH_SUBJECT: null }));

  const device = (name: string) => ({
    endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
    keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
  });
  const budiConsent = () => getDemoStore().consents['usr-budi']?.marketing_push?.granted;

  it('turns new deals off on every device of the member before the route answers, with no other call', async () => {
    const { budi } = await signedIn();
    const store = pushStore()!;
    await store.subscribe('mbr-budi', device('phone'), ['expiring', 'new_deals'], ['expiring']);
    await store.subscribe('mbr-budi', device('laptop'), ['new_deals'], ['expiring']);
    await store.subscribe(await sitiUid(), device('siti'), ['new_deals'], ['expiring']);
    const answer = await call(putConsents, 'PUT', '/api/account/consents', budi, [{ key: 'marketing_push', granted: false }]);
    expect(answer.status).toBe(200);
    expect(budiConsent()).toBe(false);
    // Budi's devices keep their expiry reminders only; Siti's new deals stay hers.
    expect((await store.devicesOf('mbr-budi')).map((d) => [d.subscription.endpoint, d.topics])).toEqual([
      [device('phone').endpoint, ['expiring']],
      [device('laptop').endpoint, []],
    ]);
    const broadcast: string[] = [];
    for await (const batch of store.devicesOn('new_deals')) broadcast.push(...batch.map((d) => d.subscription.endpoint));
    expect(broadcast).toEqual([device('siti').endpoint]);
  });

  it('gives a consent, or withdraws another, without touching the devices', async () => {
    const { budi } = await signedIn();
    const store = pushStore()!;
    await store.subscribe('mbr-budi', device('phone'), ['expiring', 'new_deals'], ['expiring']);
    for (const change of [
      { key: 'marketing_push', granted: true },
      { key: 'marketing_email', granted: false },
    ]) {
      expect((await call(putConsents, 'PUT', '/api/account/consents', budi, [change])).status).toBe(200);
    }
    expect((await store.device('mbr-budi', device('phone').endpoint))?.topics).toEqual(['expiring', 'new_deals']);
  });

  it('with the reminders store not answering: 503, and the consent is not withdrawn either (the member tries again); with push off, withdrawn', async () => {
    const { budi } = await signedIn();
    getDemoStore().consents['usr-budi'].marketing_push = { granted: true, version: '2024-10', updated_at: new Date().toISOString() };
    const redis = await portalRedis();
    // Redis holds every command for 1.5 s: the store's 1 s wait runs out.
    await redis.sendCommand(['CLIENT', 'PAUSE', '1500', 'ALL']);
    const answer = await call(putConsents, 'PUT', '/api/account/consents', budi, [{ key: 'marketing_push', granted: false }]);
    expect([answer.status, answer.headers.get('retry-after')]).toEqual([503, '30']);
    expect(budiConsent()).toBe(true);
    await vi.waitFor(async () => expect(await redis.ping()).toBe('PONG'), { timeout: 3000 });
    // With push off (no keys), nothing is sent to any device: the consent is not held up by Redis.
    setEnv({ WEB_PUSH_PUBLIC_KEY: null });
    try {
      await redis.sendCommand(['CLIENT', 'PAUSE', '1500', 'ALL']);
      const off = await call(putConsents, 'PUT', '/api/account/consents', budi, [{ key: 'marketing_push', granted: false }]);
      expect(off.status).toBe(200);
      expect(budiConsent()).toBe(false);
      await vi.waitFor(async () => expect(await redis.ping()).toBe('PONG'), { timeout: 3000 });
    } finally {
      setEnv(keys);
    }
  });
});

async function sitiUid(): Promise<string> {
  const { getDemoStore } = await import('@/lib/demo-api/store');
  return getDemoStore().members.find((m) => m.user_uid === 'usr-siti')!.uid;
}

describe("the data copy's limit", () => {
  it('is kept in Redis with REDIS_URL: another server (its own memory empty) refuses a second copy within the minute', async () => {
    const { budi } = await signedIn();
    expect((await call(getData, 'GET', '/api/account/data', budi)).status).toBe(200);
    const redis = await portalRedis();
    const ttl = await redis.ttl('account:copy:mbr-budi:json');
    expect(ttl).toBeGreaterThan(55);
    expect(ttl).toBeLessThanOrEqual(60);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('portal.accountCopies')];
    const again = await call(getData, 'GET', '/api/account/data', budi);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBe(await redis.ttl('account:copy:mbr-budi:json'));
  });
});
