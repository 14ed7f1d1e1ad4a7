// @vitest-environment node
// Apple's pass web service against a real redis-server (started here by PID, as scripts/servers.mjs
// starts the cluster's), and /api/wallet/notify pushing to a local HTTP/2 server standing in for APNs,
// which asks for and checks the pass certificate as the TLS client certificate.
import { type ChildProcess, spawn } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import * as http2 from 'node:http2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/api/http';
import { getDemoStore } from '@/lib/demo-api/store';
import { closeSharedCache } from '@/lib/page-cache/shared-store.mjs';
import { GET as appleCard } from '@/app/api/wallet/apple/card/route';
import { GET as googleCard } from '@/app/api/wallet/google/card/route';
import { POST as notify } from '@/app/api/wallet/notify/route';
import { DELETE, GET, POST } from '@/app/api/wallet/v1/[...path]/route';
import { MAX_DEVICES_PER_PASS } from '@/lib/wallet/registrations';
import { makeTlsServer } from '@/scripts/wallet-demo-keys.mjs';
import { BUDI, SITI, signInAs } from '../demo-api/helpers';
import { makeTestWalletKeys, pkpassFile, setEnv } from '../wallet-keys';

// The stand-in's certificate is trusted as NODE_EXTRA_CA_CERTS makes a server trust it (which Node reads
// only at its start, before this test could make the certificate): its CA is added to the connection.
const trust = vi.hoisted(() => ({ ca: '' }));
vi.mock('node:http2', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:http2')>();
  const connect = (authority: string, options: http2.SecureClientSessionOptions) => real.connect(authority, { ...options, ca: trust.ca });
  return { ...real, default: { ...real, connect }, connect };
});

const SECRET = 'wallet-test-secret-0123456789';
const keys = makeTestWalletKeys();
const tls = makeTlsServer();
trust.ca = tls.caPem;
const PASS_TYPE = keys.env.APPLE_WALLET_PASS_TYPE_ID;
const PUSH = { a: 'a1'.repeat(32), b: 'b2'.repeat(32), gone: 'dead'.repeat(16) };

interface Push {
  path: string;
  topic: string;
  method: string;
  body: string;
  clientCert: string;
}
const pushes: Push[] = [];
let apns: http2.Http2SecureServer;
let redis: ChildProcess;
let redisPort = 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForRedis(port: number) {
  const { connect } = await import('node:net');
  for (let i = 0; i < 50; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true))).on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not start');
}

beforeAll(async () => {
  redisPort = await freePort();
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitForRedis(redisPort);

  // APNs' stand-in: HTTP/2, a client certificate required and checked against the pass certificate's issuer.
  apns = http2.createSecureServer({ cert: tls.certPem, key: tls.keyPem, ca: keys.wwdrPem, requestCert: true, rejectUnauthorized: true });
  apns.on('stream', (stream, headers) => {
    let body = '';
    stream.on('data', (chunk) => (body += chunk));
    stream.on('end', () => {
      const peer = (stream.session?.socket as import('node:tls').TLSSocket).getPeerCertificate();
      const path = String(headers[':path']);
      pushes.push({
        path,
        topic: String(headers['apns-topic']),
        method: String(headers[':method']),
        body,
        clientCert: peer.fingerprint256,
      });
      if (path.endsWith(PUSH.gone)) {
        stream.respond({ ':status': 410, 'content-type': 'application/json' });
        stream.end(JSON.stringify({ reason: 'Unregistered' }));
      } else {
        stream.respond({ ':status': 200 });
        stream.end();
      }
    });
  });
  await new Promise<void>((resolve) => apns.listen(0, '127.0.0.1', resolve));
  const { port } = apns.address() as { port: number };
  setEnv({
    ...keys.env,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REVALIDATE_SECRET: SECRET,
    APPLE_WALLET_APNS_ORIGIN: `https://127.0.0.1:${port}`,
  });
  // The shared connection (lib/page-cache/shared-store.mjs) is made on first use; wait until it is ready.
  const { sharedCache } = await import('@/lib/page-cache/shared-store.mjs');
  const state = sharedCache()!;
  await vi.waitFor(() => expect(state.ready).toBe(true), { timeout: 5000 });
});

afterAll(async () => {
  await closeSharedCache();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('portal.sharedCache')];
  redis?.kill();
  await new Promise<void>((resolve) => (apns ? apns.close(() => resolve()) : resolve()));
  setEnv(
    Object.fromEntries([...Object.keys(keys.env), 'REDIS_URL', 'REVALIDATE_SECRET', 'APPLE_WALLET_APNS_ORIGIN'].map((n) => [n, null])),
  );
  keys.remove();
});

const ORIGIN = 'http://portal.test';
const service = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const url = `${ORIGIN}/api/wallet/v1/${path}`;
  const request = new Request(url, {
    method,
    headers: {
      ...(token ? { Authorization: `ApplePass ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const context = { params: Promise.resolve({ path: new URL(url).pathname.split('/').slice(4).filter(Boolean) }) };
  return { GET, POST, DELETE }[method](request, context);
};
/** A set's size in the test's Redis, asked through the portal's own connection. */
const redisCount = async (key: string) => (await import('@/lib/page-cache/shared-store.mjs')).sharedCache()!.client.sCard(key);
const notifyOf = (body: unknown, secret = SECRET) =>
  notify(
    new Request(`${ORIGIN}/api/wallet/notify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}` },
      body: JSON.stringify(body),
    }),
  );

interface PassJson {
  serialNumber: string;
  webServiceURL: string;
  authenticationToken: string;
  storeCard: { headerFields: { value: string }[] };
}

describe('the pass web service', () => {
  it('register, list what changed after the member changed, fetch the latest pass (304 when unchanged), unregister; notify pushes each device once', async () => {
    const session = await signInAs(BUDI);
    setAuthToken(null);
    const issued = await appleCard(new Request(`${ORIGIN}/api/wallet/apple/card`, { headers: { cookie: `__goapp_token=${session}` } }));
    expect(issued.status).toBe(200);
    const pass = JSON.parse(await pkpassFile(issued)) as PassJson;
    expect(pass.webServiceURL).toBe(`${ORIGIN}/api/wallet`);
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect(pass.storeCard.headerFields[0].value).toBe('24.750 Pts');
    const { serialNumber: serial, authenticationToken: token } = pass;
    const registration = (device: string) => `devices/${device}/registrations/${PASS_TYPE}/${serial}`;

    // Register: 201, then 200 for the same device; a wrong or missing token 401; another pass type 404.
    expect((await service('POST', registration('dev1'), { token, body: { pushToken: PUSH.a } })).status).toBe(201);
    expect((await service('POST', registration('dev1'), { token, body: { pushToken: PUSH.a } })).status).toBe(200);
    expect((await service('POST', registration('dev2'), { token, body: { pushToken: PUSH.b } })).status).toBe(201);
    expect((await service('POST', registration('dev3'), { token, body: { pushToken: PUSH.gone } })).status).toBe(201);
    expect((await service('POST', registration('dev4'), { token: `${token}x`, body: { pushToken: PUSH.a } })).status).toBe(401);
    expect((await service('POST', registration('dev4'), { body: { pushToken: PUSH.a } })).status).toBe(401);
    expect((await service('POST', registration('dev4'), { token, body: { pushToken: 'not hex' } })).status).toBe(400);
    expect(
      (await service('POST', `devices/dev4/registrations/pass.other.type/${serial}`, { token, body: { pushToken: PUSH.a } })).status,
    ).toBe(404);
    expect((await service('GET', `passes/${PASS_TYPE}/${serial}`, { token: 'wrong-token-0123456789' })).status).toBe(401);

    // The serials of a device: all without a tag; none changed since the last one.
    const listed = await service('GET', `devices/dev1/registrations/${PASS_TYPE}`);
    expect(listed.status).toBe(200);
    const first = (await listed.json()) as { serialNumbers: string[]; lastUpdated: string };
    expect(first.serialNumbers).toEqual([serial]);
    expect((await service('GET', `devices/dev1/registrations/${PASS_TYPE}?passesUpdatedSince=${first.lastUpdated}`)).status).toBe(204);

    // The member changes on the backend; the backend tells the portal.
    getDemoStore().members.find((m) => m.uid === 'mbr-budi')!.balance = '30000.00';
    await new Promise((r) => setTimeout(r, 5));
    const told = await notifyOf({ member: 'mbr-budi' });
    expect(told.status).toBe(200);
    expect(await told.json()).toEqual({ passes: 1, devices: 3, pushed: 2, failed: 1 });
    const passCert = new X509Certificate(keys.certPem).fingerprint256;
    expect(pushes.map((p) => p.path).sort()).toEqual([`/3/device/${PUSH.a}`, `/3/device/${PUSH.b}`, `/3/device/${PUSH.gone}`].sort());
    for (const push of pushes) expect(push).toMatchObject({ method: 'POST', topic: PASS_TYPE, body: '{}', clientCert: passCert });

    const since = await service('GET', `devices/dev1/registrations/${PASS_TYPE}?passesUpdatedSince=${first.lastUpdated}`);
    expect(since.status).toBe(200);
    const second = (await since.json()) as { serialNumbers: string[]; lastUpdated: string };
    expect(second.serialNumbers).toEqual([serial]);
    expect(Number(second.lastUpdated)).toBeGreaterThan(Number(first.lastUpdated));

    // The latest pass, made afresh with the new points; 304 when asked again since then.
    const latest = await service('GET', `passes/${PASS_TYPE}/${serial}`, {
      token,
      headers: { 'If-Modified-Since': new Date(Number(first.lastUpdated) - 60_000).toUTCString() },
    });
    expect(latest.status).toBe(200);
    expect(latest.headers.get('cache-control')).toBe('private, no-store');
    const lastModified = latest.headers.get('last-modified')!;
    expect(lastModified).toBeTruthy();
    const fresh = JSON.parse(await pkpassFile(latest)) as PassJson;
    expect(fresh.storeCard.headerFields[0].value).toBe('30.000 Pts');
    expect(fresh.authenticationToken).toBe(token);
    const again = await service('GET', `passes/${PASS_TYPE}/${serial}`, { token, headers: { 'If-Modified-Since': lastModified } });
    expect(again.status).toBe(304);

    // Unregister: dev1 lists nothing; the device APNs said is gone (410) was forgotten; one push left.
    expect((await service('DELETE', registration('dev1'), { token: 'wrong-token-0123456789' })).status).toBe(401);
    expect((await service('DELETE', registration('dev1'), { token })).status).toBe(200);
    expect((await service('GET', `devices/dev1/registrations/${PASS_TYPE}`)).status).toBe(204);
    expect((await service('GET', `devices/dev3/registrations/${PASS_TYPE}`)).status).toBe(204);
    pushes.length = 0;
    expect(await (await notifyOf({ member: 'mbr-budi' })).json()).toEqual({ passes: 1, devices: 1, pushed: 1, failed: 0 });
    expect(pushes.map((p) => p.path)).toEqual([`/3/device/${PUSH.b}`]);

    // A pass is kept up to date on a bounded number of devices: the ids are the requester's choice.
    const before = Number(await redisCount(`wallet:pass:${serial}:devices`));
    for (let i = before; i < MAX_DEVICES_PER_PASS; i++) {
      expect((await service('POST', registration(`extra${i}`), { token, body: { pushToken: PUSH.a } })).status).toBe(201);
    }
    expect((await service('POST', registration('one-too-many'), { token, body: { pushToken: PUSH.a } })).status).toBe(429);
    expect((await service('POST', registration('dev2'), { token, body: { pushToken: PUSH.b } })).status).toBe(200);

    // Logs are taken.
    expect((await service('POST', 'log', { body: { logs: ['a pass could not be downloaded'] } })).status).toBe(200);
  });

  it('the notify webhook: 401 without the secret, 400 for a body that names no member, nothing pushed', async () => {
    pushes.length = 0;
    expect((await notifyOf({ member: 'mbr-budi' }, 'not-the-secret')).status).toBe(401);
    for (const body of [{}, { member: '' }, { member: '../../x' }, { member: 42 }]) expect((await notifyOf(body)).status).toBe(400);
    expect(await (await notifyOf({ member: 'mbr-nobody' })).json()).toEqual({ passes: 0, devices: 0, pushed: 0, failed: 0 });
    expect(pushes).toEqual([]);
  });

  it('the last good pass: a member answer with a balance that cannot be read changes no pass, bumps no tag, pushes nothing; a new pass is 502', async () => {
    const session = await signInAs(SITI);
    setAuthToken(null);
    const cookie = { cookie: `__goapp_token=${session}` };
    const issued = await appleCard(new Request(`${ORIGIN}/api/wallet/apple/card`, { headers: cookie }));
    const { serialNumber: serial, authenticationToken: token, storeCard } = JSON.parse(await pkpassFile(issued)) as PassJson;
    expect(storeCard.headerFields[0].value).toBe('1.200 Pts');
    expect(
      (await service('POST', `devices/siti-phone/registrations/${PASS_TYPE}/${serial}`, { token, body: { pushToken: PUSH.a } })).status,
    ).toBe(201);
    const tag = ((await (await service('GET', `devices/siti-phone/registrations/${PASS_TYPE}`)).json()) as { lastUpdated: string })
      .lastUpdated;
    const stored = async () => (await import('@/lib/page-cache/shared-store.mjs')).sharedCache()!.client.hGetAll(`wallet:pass:${serial}`);
    const before = await stored();

    // The backend now sends Siti's balance in a shape the contract does not allow, and says she changed.
    const siti = getDemoStore().members.find((m) => m.uid === 'mbr-siti')!;
    siti.balance = { amount: '1500' } as unknown as string;
    await new Promise((r) => setTimeout(r, 5));
    pushes.length = 0;
    expect(await (await notifyOf({ member: 'mbr-siti' })).json()).toEqual({ passes: 0, devices: 0, pushed: 0, failed: 0 });
    expect(pushes).toEqual([]);
    expect((await service('GET', `devices/siti-phone/registrations/${PASS_TYPE}?passesUpdatedSince=${tag}`)).status).toBe(204);

    // Fetched anyway: the pass as last issued, as last modified (304 since then), never "0 Pts".
    const latest = await service('GET', `passes/${PASS_TYPE}/${serial}`, { token });
    expect(latest.status).toBe(200);
    expect(latest.headers.get('last-modified')).toBe(new Date(Number(tag)).toUTCString());
    expect((JSON.parse(await pkpassFile(latest)) as PassJson).storeCard.headerFields[0].value).toBe('1.200 Pts');
    const since = { 'If-Modified-Since': new Date(Number(tag)).toUTCString() };
    expect((await service('GET', `passes/${PASS_TYPE}/${serial}`, { token, headers: since })).status).toBe(304);

    // Adding the card again, in either wallet: 502, as for any answer the portal cannot read.
    for (const route of [appleCard, googleCard]) {
      const again = await route(new Request(`${ORIGIN}/api/wallet/card`, { headers: cookie }));
      expect(again.status).toBe(502);
      expect((await again.json()).detail).toMatch(/balance that cannot be read/);
    }
    expect(await stored()).toEqual(before);

    // A balance that reads again: the pass is marked and its device told, as ever.
    siti.balance = '1500.00';
    expect(await (await notifyOf({ member: 'mbr-siti' })).json()).toEqual({ passes: 1, devices: 1, pushed: 1, failed: 0 });
    expect((await service('GET', `devices/siti-phone/registrations/${PASS_TYPE}?passesUpdatedSince=${tag}`)).status).toBe(200);
  });

  it('with Redis gone: 503 from the service and the webhook, a clear message, no crash', async () => {
    redis.kill();
    await new Promise((r) => setTimeout(r, 300));
    const told = await notifyOf({ member: 'mbr-budi' });
    expect(told.status).toBe(503);
    expect((await told.json()).detail).toMatch(/Redis/);
    expect((await service('GET', `devices/dev2/registrations/${PASS_TYPE}`)).status).toBe(503);
  });
});
