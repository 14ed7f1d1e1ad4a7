// @vitest-environment node
// vitest: own worker: the wallet's stores and push clients are kept for the process (vitest.config.mts).
// Apple's pass web service against a real redis-server, and /api/wallet/notify pushing to a local HTTP/2
// server standing in for APNs, which asks for and checks the pass certificate as the TLS client
// certificate (tests/wallet-service.ts).
import { X509Certificate } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/api/http';
import { getDemoStore } from '@/lib/demo-api/store';
import { GET as appleCard } from '@/app/api/wallet/apple/card/route';
import { GET as googleCard } from '@/app/api/wallet/google/card/route';
import { MAX_DEVICES_PER_PASS } from '@/lib/wallet/registrations';
import { BUDI, SITI, signInAs } from '../demo-api/helpers';
import { pkpassFile } from '../wallet-keys';
import { ORIGIN, notifyOf, portalRedis, service, walletService } from '../wallet-service';

// The stand-in's certificate is trusted by the portal's connections (tests/apns-trust.ts).
const trust = vi.hoisted(() => ({ ca: '' }));
vi.mock('node:http2', async (real) => (await import('../apns-trust')).trusting(await real(), trust));

const PUSH = { a: 'a1'.repeat(32), b: 'b2'.repeat(32), gone: 'dead'.repeat(16) };
const { keys, passType: PASS_TYPE, pushes, stopRedis } = walletService(trust, (pushToken) => pushToken === PUSH.gone);

/** How many devices a pass is registered on, asked through the portal's own connection. */
const deviceCount = async (serial: string) => (await portalRedis()).hLen(`wallet:pass:${serial}:devices`);

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
    const before = Number(await deviceCount(serial));
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
    stopRedis();
    await new Promise((r) => setTimeout(r, 300));
    const told = await notifyOf({ member: 'mbr-budi' });
    expect(told.status).toBe(503);
    expect((await told.json()).detail).toMatch(/Redis/);
    expect((await service('GET', `devices/dev2/registrations/${PASS_TYPE}`)).status).toBe(503);
  });
});
