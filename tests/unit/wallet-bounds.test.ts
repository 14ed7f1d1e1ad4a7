// @vitest-environment node
// vitest: own worker: it mocks node:http2 (vitest.config.mts).
// The pass web service under abuse, on a real redis-server with an HTTP/2 stand-in for APNs
// (tests/wallet-service.ts): what Redis holds stays bounded and holds no session or authentication token
// in clear; the device limit holds under parallel registrations; a push token is the one registered for
// that pass; the log endpoint's output is escaped and bounded; logout forgets the session.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/api/http';
import { getDemoStore } from '@/lib/demo-api/store';
import { GET as appleCard } from '@/app/api/wallet/apple/card/route';
import { GET as appleVoucher } from '@/app/api/wallet/apple/voucher/[code]/route';
import { DELETE as forgetSession } from '@/app/api/wallet/session/route';
import { guardRequest } from '@/lib/server/server-guard';
import { loadWalletCredentials } from '@/lib/wallet/credentials';
import { MAX_MESSAGE_CHARS, PER_CLIENT, PER_SERVER, RequestLimit } from '@/lib/wallet/device-log';
import { MAX_DEVICES_PER_PASS, MAX_TOKENS_PER_PASS, walletStore } from '@/lib/wallet/registrations';
import { BUDI, SITI, signInAs } from '../demo-api/helpers';
import { pkpassFile, setEnv } from '../wallet-keys';
import { ORIGIN, notifyOf, portalRedis, service, walletService } from '../wallet-service';

const trust = vi.hoisted(() => ({ ca: '' }));
vi.mock('node:http2', async (real) => (await import('../apns-trust')).trusting(await real(), trust));

const PUSH = { budi: 'b0'.repeat(32), siti: '5e'.repeat(32), gone: 'dead'.repeat(16), other: '0f'.repeat(32) };
const { keys, passType: PASS_TYPE, pushes } = walletService(trust, (pushToken) => pushToken === PUSH.gone);
const BUDI_ACTIVE = 'ARN-K7MX-Q4PB';
const tokens: Record<'budi' | 'siti', string> = { budi: '', siti: '' };

// The demo backend starts afresh before each test (tests/setup-node.ts): sessions too.
beforeEach(async () => {
  tokens.budi = await signInAs(BUDI);
  tokens.siti = await signInAs(SITI);
  setAuthToken(null);
});

interface PassJson {
  serialNumber: string;
  authenticationToken: string;
  storeCard?: { headerFields: { value: string }[] };
}

const withSession = (session: string) => ({ headers: { cookie: `__goapp_token=${session}` } });

/** Adds the member's card (or a voucher) to Wallet, as the portal's button does: the pass's serial and token. */
async function addPass(session: string, code?: string): Promise<{ serial: string; token: string; points?: string }> {
  const answer = code
    ? await appleVoucher(new Request(`${ORIGIN}/api/wallet/apple/voucher/${code}`, withSession(session)), {
        params: Promise.resolve({ code }),
      })
    : await appleCard(new Request(`${ORIGIN}/api/wallet/apple/card`, withSession(session)));
  expect(answer.status).toBe(200);
  const pass = JSON.parse(await pkpassFile(answer)) as PassJson;
  return { serial: pass.serialNumber, token: pass.authenticationToken, points: pass.storeCard?.headerFields[0].value };
}

const registration = (device: string, serial: string) => `devices/${device}/registrations/${PASS_TYPE}/${serial}`;
const register = (device: string, serial: string, token: string, pushToken: string) =>
  service('POST', registration(device, serial), { token, body: { pushToken } });
const latestPass = (serial: string, token: string) => service('GET', `passes/${PASS_TYPE}/${serial}`, { token });
const logout = (headers: Record<string, string>) =>
  forgetSession(new Request(`${ORIGIN}/api/wallet/session`, { method: 'DELETE', headers }));

/** Every key in Redis with its type, value (sets and hashes in a stable order) and TTL, read with SCAN. */
async function everything(): Promise<Map<string, { type: string; value: unknown; ttl: number }>> {
  const client = await portalRedis();
  const all = new Map<string, { type: string; value: unknown; ttl: number }>();
  for await (const batch of client.scanIterator({ COUNT: 500 })) {
    for (const key of batch) {
      const type = await client.type(key);
      const value =
        type === 'hash'
          ? Object.entries(await client.hGetAll(key)).sort()
          : type === 'set'
            ? (await client.sMembers(key)).sort()
            : type === 'string'
              ? await client.get(key)
              : type;
      all.set(key, { type, value, ttl: await client.ttl(key) });
    }
  }
  return all;
}

const withoutTtl = (all: Map<string, { type: string; value: unknown }>) =>
  [...all].map(([key, { type, value }]) => [key, type, value]).sort();

const setPoints = (uid: string, balance: string) => {
  getDemoStore().members.find((m) => m.uid === uid)!.balance = balance;
};

describe('what Redis holds stays bounded', () => {
  it('500 register and unregister cycles leave every key and value as it was, and every key has a lifetime', async () => {
    const { serial, token } = await addPass(tokens.budi);
    expect((await register('phone-of-budi', serial, token, PUSH.budi)).status).toBe(201);
    const before = await everything();
    for (let i = 0; i < 500; i++) {
      expect((await register(`cycle-${i}`, serial, token, PUSH.other)).status).toBe(201);
      expect((await service('DELETE', registration(`cycle-${i}`, serial), { token })).status).toBe(200);
    }
    const after = await everything();
    expect(withoutTtl(after)).toEqual(withoutTtl(before));
    for (const [key, { ttl }] of after) expect(ttl, key).toBeGreaterThan(0);
    // The last pass a device unregisters takes its keys with it.
    expect((await service('DELETE', registration('phone-of-budi', serial), { token })).status).toBe(200);
    expect([...(await everything()).keys()].filter((key) => key.includes('phone-of-budi') || key.includes(':devices'))).toEqual([]);
  });

  it('60 registrations at once with different device ids leave exactly the limit of devices on a pass', async () => {
    const { serial, token } = await addPass(tokens.siti);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => register(`rush-${i}`, serial, token, PUSH.other)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_DEVICES_PER_PASS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - MAX_DEVICES_PER_PASS);
    expect(await (await portalRedis()).hLen(`wallet:pass:${serial}:devices`)).toBe(MAX_DEVICES_PER_PASS);
    // Left as the next tests expect: Siti's card on no device.
    await Promise.all(Array.from({ length: 60 }, (_, i) => service('DELETE', registration(`rush-${i}`, serial), { token })));
  });
});

describe('push tokens', () => {
  it("one pass's holder cannot change what another pass's updates push to: a push token is kept per device and pass", async () => {
    const budi = await addPass(tokens.budi);
    const siti = await addPass(tokens.siti);
    expect((await register('shared-device', budi.serial, budi.token, PUSH.budi)).status).toBe(201);
    // Siti registers the same device id for her own pass, with a push token of her choice.
    expect((await register('shared-device', siti.serial, siti.token, PUSH.gone)).status).toBe(201);

    pushes.length = 0;
    expect(await (await notifyOf({ member: 'mbr-budi' })).json()).toMatchObject({ devices: 1, pushed: 1, failed: 0 });
    expect(pushes.map((push) => push.path)).toEqual([`/3/device/${PUSH.budi}`]);

    // APNs says Siti's token is gone: only her registration is forgotten, Budi's device keeps its own.
    pushes.length = 0;
    expect(await (await notifyOf({ member: 'mbr-siti' })).json()).toMatchObject({ devices: 1, pushed: 0, failed: 1 });
    expect(pushes.map((push) => push.path)).toEqual([`/3/device/${PUSH.gone}`]);
    const listed = await service('GET', `devices/shared-device/registrations/${PASS_TYPE}`);
    expect(((await listed.json()) as { serialNumbers: string[] }).serialNumbers).toEqual([budi.serial]);
    pushes.length = 0;
    expect(await (await notifyOf({ member: 'mbr-budi' })).json()).toMatchObject({ devices: 1, pushed: 1 });
    expect(pushes.map((push) => push.path)).toEqual([`/3/device/${PUSH.budi}`]);
    await service('DELETE', registration('shared-device', budi.serial), { token: budi.token });
  });
});

describe('authentication tokens', () => {
  it('each issue carries a new token; the last ones issued keep working, each given back in the pass it fetches', async () => {
    const first = await addPass(tokens.budi);
    const second = await addPass(tokens.budi);
    expect(second.serial).toBe(first.serial);
    expect(second.token).not.toBe(first.token);
    for (const token of [first.token, second.token]) {
      const answer = await latestPass(first.serial, token);
      expect(answer.status).toBe(200);
      expect((JSON.parse(await pkpassFile(answer)) as PassJson).authenticationToken).toBe(token);
    }
    expect((await latestPass(first.serial, `${first.token}x`)).status).toBe(401);
    // A device that kept a pass through more issues than are remembered must add it again (the issues
    // recorded straight in the store: signing each pass would only add time).
    const store = walletStore()!;
    const { content } = (await store.pass(first.serial))!;
    for (let i = 0; i < MAX_TOKENS_PER_PASS - 1; i++) await store.issued(content, tokens.budi);
    expect((await latestPass(first.serial, first.token)).status).toBe(401);
    expect((await latestPass(first.serial, second.token)).status).toBe(200);
  });
});

describe('sessions at rest', () => {
  it('no key or value the portal writes holds a session or an authentication token in clear', async () => {
    const issued = [await addPass(tokens.budi), await addPass(tokens.budi, BUDI_ACTIVE), await addPass(tokens.siti)];
    for (const [i, { serial, token }] of issued.entries()) {
      expect((await register(`scan-${i}`, serial, token, PUSH.other)).status).toBe(201);
    }
    setPoints('mbr-budi', '31000.00');
    expect((await notifyOf({ member: 'mbr-budi' })).status).toBe(200);
    expect((await notifyOf({ member: 'mbr-siti' })).status).toBe(200);
    for (const { serial, token } of issued) expect((await latestPass(serial, token)).status).toBe(200);

    const all = await everything();
    expect(all.size).toBeGreaterThan(5);
    const text = JSON.stringify([...all]);
    // The sessions, the passes' tokens, and what the passes say of the members: names, numbers, a voucher's code.
    const secrets = [tokens.budi, tokens.siti, ...issued.map((pass) => pass.token), 'Budi', 'Siti', BUDI, SITI, BUDI.slice(1), BUDI_ACTIVE];
    for (const secret of secrets) {
      for (const form of [
        secret,
        Buffer.from(secret).toString('base64'),
        Buffer.from(secret).toString('base64url'),
        Buffer.from(secret).toString('hex'),
      ]) {
        expect(text).not.toContain(form);
      }
    }
    // Sealed, naming their key.
    const pass = Object.fromEntries(all.get(`wallet:pass:${issued[0].serial}`)!.value as [string, string][]);
    for (const field of [pass.session, pass.content]) expect(field).toMatch(/^s1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    for (const [i, { serial }] of issued.entries()) await service('DELETE', registration(`scan-${i}`, serial), { token: issued[i].token });
  });

  it("the default key is the one docs/wallet.md's openssl command derives from the pass key", () => {
    const docs = readFileSync(new URL('../../docs/wallet.md', import.meta.url), 'utf8');
    const command = docs.split('\n').find((line) => line.startsWith('openssl kdf '));
    expect(command).toBeDefined();
    const printed = execFileSync('bash', ['-c', command!.replaceAll('pass-key.pem', keys.files.key)])
      .toString()
      .trim();
    const [key] = loadWalletCredentials(keys.env).sealKeys;
    expect(printed).toBe(key.key.toString('base64'));
  });

  it('a rotation opens what the earlier key sealed and seals it again; without the key the pass is not served', async () => {
    const [k1, k2, k3] = ['1', '2', '3'].map((n) => Buffer.alloc(32, n).toString('base64'));
    const sealedBy = async (serial: string) =>
      Object.values(await (await portalRedis()).hmGet(`wallet:pass:${serial}`, ['session', 'content'])).map(
        (sealed) => sealed!.split('.')[1],
      );
    const idOf = (key: string) => loadWalletCredentials({ ...keys.env, WALLET_SEAL_KEYS: key }).sealKeys[0].id;
    try {
      setEnv({ WALLET_SEAL_KEYS: k1 });
      const pass = await addPass(tokens.siti);
      expect(await sealedBy(pass.serial)).toEqual([idOf(k1), idOf(k1)]);

      // A new key first, the old one kept: the session opens (fresh points), all is sealed with the new key.
      setEnv({ WALLET_SEAL_KEYS: `${k2},${k1}` });
      setPoints('mbr-siti', '777.00');
      const fresh = await latestPass(pass.serial, pass.token);
      expect((JSON.parse(await pkpassFile(fresh)) as PassJson).storeCard!.headerFields[0].value).toBe('777 Pts');
      expect(await sealedBy(pass.serial)).toEqual([idOf(k2), idOf(k2)]);

      // The old key dropped: what it sealed is not opened; the device keeps the pass it holds.
      setEnv({ WALLET_SEAL_KEYS: k3 });
      expect(await (await notifyOf({ member: 'mbr-siti' })).json()).toMatchObject({ passes: 0 });
      expect((await latestPass(pass.serial, pass.token)).status).toBe(401);
      // Added again, it is kept up to date afresh.
      const again = await addPass(tokens.siti);
      expect((await latestPass(again.serial, again.token)).status).toBe(200);
    } finally {
      setEnv({ WALLET_SEAL_KEYS: null });
    }
  });

  it('a session that does not open (altered) has ended: the pass stays as last issued and is not pushed', async () => {
    const pass = await addPass(tokens.siti);
    const client = await portalRedis();
    const sealed = (await client.hGet(`wallet:pass:${pass.serial}`, 'session'))!;
    const tag = sealed.split('.')[4];
    await client.hSet(`wallet:pass:${pass.serial}`, 'session', sealed.replace(tag, `${tag[0] === 'A' ? 'B' : 'A'}${tag.slice(1)}`));
    setPoints('mbr-siti', '888.00');
    expect(await (await notifyOf({ member: 'mbr-siti' })).json()).toMatchObject({ passes: 0 });
    const last = await latestPass(pass.serial, pass.token);
    expect(last.status).toBe(200);
    expect((JSON.parse(await pkpassFile(last)) as PassJson).storeCard!.headerFields[0].value).toBe(pass.points);
  });
});

describe('records of the earlier layout', () => {
  it('are rewritten when first read: the device keeps its token and its pushes, Redis keeps neither secret in clear', async () => {
    const { serial } = await addPass(tokens.siti);
    const client = await portalRedis();
    const { content } = (await walletStore()!.pass(serial))!;
    // As the portal wrote it before: all in clear, the devices a set beside a hash of each one's push token.
    const legacyToken = 'legacy-authentication-token-0123456789';
    await client
      .multi()
      .hDel(`wallet:pass:${serial}`, ['auth', 'sessionDigest'])
      .hSet(`wallet:pass:${serial}`, {
        authenticationToken: legacyToken,
        session: tokens.siti,
        member: 'mbr-siti',
        code: '',
        content: JSON.stringify(content),
      })
      .del(`wallet:pass:${serial}:devices`)
      .sAdd(`wallet:pass:${serial}:devices`, 'old-phone')
      .sAdd('wallet:device:old-phone:passes', serial)
      .hSet('wallet:device:old-phone', { pushToken: PUSH.siti })
      .exec();

    const answer = await latestPass(serial, legacyToken);
    expect(answer.status).toBe(200);
    expect((JSON.parse(await pkpassFile(answer)) as PassJson).authenticationToken).toBe(legacyToken);
    const record = await client.hGetAll(`wallet:pass:${serial}`);
    expect(JSON.stringify(record)).not.toContain(legacyToken);
    expect(JSON.stringify(record)).not.toContain(tokens.siti);
    expect(JSON.stringify(record)).not.toContain('Siti');
    expect(record.session).toMatch(/^s1\./);
    expect(record.content).toMatch(/^s1\./);
    expect(record.member).toBeUndefined();
    expect(await client.hGetAll(`wallet:pass:${serial}:devices`)).toEqual({ 'old-phone': PUSH.siti });

    pushes.length = 0;
    expect(await (await notifyOf({ member: 'mbr-siti' })).json()).toMatchObject({ passes: 1, devices: 1, pushed: 1 });
    expect(pushes.map((push) => push.path)).toEqual([`/3/device/${PUSH.siti}`]);
    // Logout finds the rewritten record too.
    expect(await (await logout({ authorization: `Jwt ${tokens.siti}` })).json()).toEqual({ passes: 1 });
    await service('DELETE', registration('old-phone', serial), { token: legacyToken });
  });
});

describe('logout', () => {
  it('removes the session from every pass issued with it; they stay as last issued until added again', async () => {
    setPoints('mbr-budi', '24750.00');
    const card = await addPass(tokens.budi);
    const voucher = await addPass(tokens.budi, BUDI_ACTIVE);
    const siti = await addPass(tokens.siti);
    expect((await register('budi-phone', card.serial, card.token, PUSH.budi)).status).toBe(201);

    const refused = await logout({});
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Jwt');
    expect((await logout({ cookie: `__goapp_token=${tokens.budi}`, 'sec-fetch-site': 'cross-site' })).status).toBe(403);

    const answer = await logout({ cookie: `__goapp_token=${tokens.budi}`, 'sec-fetch-site': 'same-origin' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({ passes: 2 });
    const client = await portalRedis();
    for (const { serial } of [card, voucher])
      expect(await client.hmGet(`wallet:pass:${serial}`, ['session', 'sessionDigest'])).toEqual([null, null]);
    expect(Number(await client.hExists(`wallet:pass:${siti.serial}`, 'session'))).toBe(1);
    expect((await client.keys('wallet:session:*')).length).toBe(1);

    // The member's points change: nothing is pushed, and the pass comes back as last issued.
    setPoints('mbr-budi', '99999.00');
    pushes.length = 0;
    expect(await (await notifyOf({ member: 'mbr-budi' })).json()).toEqual({ passes: 0, devices: 0, pushed: 0, failed: 0 });
    expect(pushes).toEqual([]);
    const last = await latestPass(card.serial, card.token);
    expect((JSON.parse(await pkpassFile(last)) as PassJson).storeCard!.headerFields[0].value).toBe('24.750 Pts');

    // Added again after signing in: updates resume.
    const again = await addPass(await signInAs(BUDI));
    setAuthToken(null);
    expect(again.points).toBe('99.999 Pts');
    expect(await (await notifyOf({ member: 'mbr-budi' })).json()).toMatchObject({ passes: 1, devices: 1, pushed: 1 });
    await service('DELETE', registration('budi-phone', card.serial), { token: card.token });
  });

  it('the guard lets DELETE reach the route and nothing else', () => {
    expect(guardRequest('DELETE', '/api/wallet/session')).toEqual({ kind: 'pass' });
    expect(guardRequest('GET', '/api/wallet/session')).toMatchObject({ kind: 'answer', status: 405, headers: { allow: 'DELETE' } });
  });
});

describe('the log endpoint', () => {
  const send = (logs: unknown, address: string) =>
    service('POST', 'log', { body: { logs }, headers: { 'x-forwarded-for': `10.9.8.7, ${address}` } });

  it("writes one record per request, marked as the devices', each message a JSON string with no control character", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const forged = 'pass fetch failed\n[server] ready: all checks passed';
      const answer = await send([forged, '\x1b[31mred\x1b[0m\r\x07\u2028 text', { not: 'text' }, 'x'.repeat(5000)], '192.0.2.1');
      expect(answer.status).toBe(200);
      expect(warn).toHaveBeenCalledOnce();
      const [record] = warn.mock.calls[0] as [string];
      expect(record).not.toMatch(/[\n\r\x1b\x07\u2028]/);
      expect(record.startsWith('[wallet] device log: ')).toBe(true);
      expect(JSON.parse(record.slice('[wallet] device log: '.length))).toEqual([
        'pass fetch failed [server] ready: all checks passed',
        'red  text',
        'x'.repeat(MAX_MESSAGE_CHARS),
      ]);
      const large = await service('POST', 'log', { body: { logs: ['y'.repeat(9000)] }, headers: { 'x-forwarded-for': '192.0.2.2' } });
      expect(large.status).toBe(413);
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses a flood from one client, and from many, after its limits: the log stays bounded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const one = await Promise.all(Array.from({ length: 200 }, () => send(['flood'], '192.0.2.50')));
      expect(one.filter((answer) => answer.status === 200)).toHaveLength(PER_CLIENT);
      const refused = one.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(200 - PER_CLIENT);
      expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
      const many = await Promise.all(Array.from({ length: 200 }, (_, i) => send(['flood'], `198.18.${i >> 8}.${i & 255}`)));
      expect(many.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(PER_SERVER);
      expect(warn.mock.calls.length).toBeLessThanOrEqual(PER_SERVER);
    } finally {
      warn.mockRestore();
    }
  });

  it("the limiter's own memory is bounded, and frees itself as windows end", () => {
    const limit = new RequestLimit({ perClient: 1, perServer: 1_000_000, maxClients: 5, windowMs: 1000 });
    for (let i = 0; i < 100; i++) limit.take(`client-${i}`, 0);
    expect(limit.size).toBe(5);
    expect(limit.take('client-0', 10)).toBeGreaterThan(0);
    expect(limit.take('newcomer', 1000)).toBe(0);
    expect(limit.size).toBe(1);
  });
});
