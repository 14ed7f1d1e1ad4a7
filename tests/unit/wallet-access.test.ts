// @vitest-environment node
// Who may have a pass: the member of the session, asked of the backend with that session's token. A guest
// gets 401, another member's voucher 404, a failing backend a clear 502/503; nothing is kept by a shared cache.
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAuthToken } from '@/lib/api/http';
import { GET as availability } from '@/app/api/wallet/route';
import { GET as appleCard } from '@/app/api/wallet/apple/card/route';
import { GET as appleVoucher } from '@/app/api/wallet/apple/voucher/[code]/route';
import { GET as googleCard } from '@/app/api/wallet/google/card/route';
import { GET as googleVoucher } from '@/app/api/wallet/google/voucher/[code]/route';
import { DELETE as forgetSession } from '@/app/api/wallet/session/route';
import { passSerial } from '@/lib/wallet/pass-content';
import { readConfig, readWalletConfig } from '@/lib/config';
import { loadWalletCredentials } from '@/lib/wallet/credentials';
import { BUDI, SITI, signInAs } from '../demo-api/helpers';
import { server } from '../msw-server';
import { makeTestWalletKeys, pkpassFile, setEnv } from '../wallet-keys';

const keys = makeTestWalletKeys();
const NAMES = [...Object.keys(keys.env), 'API_HOST', 'AUTH_HOST', 'API_KEY'];
beforeAll(() => setEnv(keys.env));
afterAll(() => {
  setEnv(Object.fromEntries(NAMES.map((name) => [name, null])));
  keys.remove();
});

const BUDI_ACTIVE = 'ARN-K7MX-Q4PB';
const BUDI_USED = 'ARN-3HZC-V9RN';

async function tokenOf(phone: string): Promise<string> {
  const token = await signInAs(phone);
  setAuthToken(null);
  return token;
}

const request = (path: string, headers: Record<string, string> = {}) => new Request(`http://portal.test${path}`, { headers });
const voucherParams = (code: string) => ({ params: Promise.resolve({ code }) });

/** pass.json of a .pkpass answer. */
async function passJsonOf(response: Response): Promise<{ serialNumber: string; barcodes?: { message: string }[] }> {
  return JSON.parse(await pkpassFile(response));
}

describe('who may have a pass', () => {
  it('a guest gets 401 from every issuing route, with no cookie or a token the backend refuses', async () => {
    const guests: Record<string, string>[] = [{}, { cookie: '__goapp_token=not-a-token' }, { authorization: 'Jwt expired.token.value' }];
    for (const headers of guests) {
      for (const answer of [
        await appleCard(request('/api/wallet/apple/card', headers)),
        await googleCard(request('/api/wallet/google/card', headers)),
        await appleVoucher(request(`/api/wallet/apple/voucher/${BUDI_ACTIVE}`, headers), voucherParams(BUDI_ACTIVE)),
        await googleVoucher(request(`/api/wallet/google/voucher/${BUDI_ACTIVE}`, headers), voucherParams(BUDI_ACTIVE)),
      ]) {
        expect(answer.status, JSON.stringify(headers)).toBe(401);
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
      }
    }
  });

  it("a refused token named beside a good cookie is the request's (the token rule): 401, the cookie left alone", async () => {
    const headers = { cookie: `__goapp_token=${await tokenOf(BUDI)}`, authorization: 'Jwt expired.token.value' };
    for (const answer of [
      await appleCard(request('/api/wallet/apple/card', headers)),
      await appleVoucher(request(`/api/wallet/apple/voucher/${BUDI_ACTIVE}`, headers), voucherParams(BUDI_ACTIVE)),
    ]) {
      expect([answer.status, answer.headers.get('set-cookie')]).toEqual([401, null]);
    }
  });

  it("member A's session yields A's card, never B's; B's voucher code is 404 to A", async () => {
    const [budi, siti] = [await tokenOf(BUDI), await tokenOf(SITI)];
    const sitiCard = await appleCard(request('/api/wallet/apple/card', { cookie: `__goapp_token=${siti}` }));
    expect(sitiCard.status).toBe(200);
    const sitiPass = await passJsonOf(sitiCard);
    expect(sitiPass.serialNumber).toBe(passSerial('card', 'mbr-siti'));
    expect(sitiPass.barcodes?.[0].message).toBe('081298765432');
    // The header form of the session, as an API client sends it.
    const budiPass = await passJsonOf(await appleCard(request('/api/wallet/apple/card', { authorization: `Jwt ${budi}` })));
    expect(budiPass.serialNumber).toBe(passSerial('card', 'mbr-budi'));

    // Budi's voucher: his for him, 404 for Siti, in both wallets.
    const own = await appleVoucher(request('/x', { cookie: `__goapp_token=${budi}` }), voucherParams(BUDI_ACTIVE));
    expect(own.status).toBe(200);
    expect((await passJsonOf(own)).barcodes?.[0].message).toBe(BUDI_ACTIVE);
    for (const answer of [
      await appleVoucher(request('/x', { cookie: `__goapp_token=${siti}` }), voucherParams(BUDI_ACTIVE)),
      await googleVoucher(request('/x', { cookie: `__goapp_token=${siti}` }), voucherParams(BUDI_ACTIVE)),
      await appleVoucher(request('/x', { cookie: `__goapp_token=${budi}` }), voucherParams('ARN-NO-SUCH')),
    ]) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ detail: 'No voucher of yours has this code.' });
    }
    const google = await googleVoucher(request('/x', { cookie: `__goapp_token=${budi}` }), voucherParams(BUDI_ACTIVE));
    expect(google.status).toBe(303);
  });

  it('a used voucher is no longer issued (410)', async () => {
    const budi = await tokenOf(BUDI);
    const used = await appleVoucher(request('/x', { cookie: `__goapp_token=${budi}` }), voucherParams(BUDI_USED));
    expect(used.status).toBe(410);
    expect(await used.json()).toEqual({ detail: 'This voucher has been used.' });
  });
});

describe('a backend that is down, slow or answers garbage', () => {
  const external = { API_HOST: 'http://backend.test', AUTH_HOST: 'http://backend.test/auth', API_KEY: 'k' };
  afterAll(() => setEnv({ API_HOST: null, AUTH_HOST: null, API_KEY: null }));

  it('down: 503 with a message; garbage: 502; a 5xx: 503', async () => {
    setEnv(external);
    const ask = () => appleCard(request('/api/wallet/apple/card', { cookie: '__goapp_token=a.b.c' }));
    server.use(http.all('http://backend.test/*', () => HttpResponse.error()));
    let answer = await ask();
    expect(answer.status).toBe(503);
    expect((await answer.json()).detail).toMatch(/unavailable/);
    expect(answer.headers.get('retry-after')).toBe('30');

    server.resetHandlers();
    server.use(
      http.all('http://backend.test/*', () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    answer = await ask();
    expect(answer.status).toBe(502);
    expect((await answer.json()).detail).toMatch(/unreadable/);

    server.resetHandlers();
    server.use(http.all('http://backend.test/*', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    expect((await ask()).status).toBe(503);

    // A member the backend answers without a uid cannot be told apart from another: no pass.
    server.resetHandlers();
    server.use(
      http.post('http://backend.test/auth/token-info/', () => HttpResponse.json({ user: { first_name: 'X' } })),
      http.get('http://backend.test/v1/member/api/member/0/', () => HttpResponse.json({ account: { balance: '1' } })),
      http.get('http://backend.test/v1/directory/api/application/0/', () => HttpResponse.json({})),
    );
    expect((await ask()).status).toBe(502);
  });

  it('slow: the call gives up within the server timeout and answers 503', async () => {
    setEnv(external);
    server.use(http.all('http://backend.test/*', async () => new Promise<Response>(() => undefined)));
    const started = Date.now();
    const answer = await appleCard(request('/api/wallet/apple/card', { cookie: '__goapp_token=a.b.c' }));
    expect(answer.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('configuration', () => {
  it('tells the browser which wallets are on; both off when unset (the buttons stay hidden)', async () => {
    expect(await (await availability()).json()).toEqual({ apple: true, google: true });
    setEnv(Object.fromEntries(Object.keys(keys.env).map((name) => [name, null])));
    try {
      const off = await availability();
      expect(await off.json()).toEqual({ apple: false, google: false });
      expect((await appleCard(request('/api/wallet/apple/card'))).status).toBe(404);
      setEnv({
        GOOGLE_WALLET_ISSUER_ID: keys.env.GOOGLE_WALLET_ISSUER_ID,
        GOOGLE_WALLET_SERVICE_ACCOUNT: keys.env.GOOGLE_WALLET_SERVICE_ACCOUNT,
      });
      expect(await (await availability()).json()).toEqual({ apple: false, google: true });
    } finally {
      setEnv(keys.env);
    }
  });

  it.each([
    [{ APPLE_WALLET_PASS_TYPE_ID: 'pass.x.y' }, /APPLE_WALLET_TEAM_ID must be set/],
    [{ GOOGLE_WALLET_ISSUER_ID: '123456' }, /GOOGLE_WALLET_SERVICE_ACCOUNT must be set/],
    [{ ...keys.env, APPLE_WALLET_PASS_TYPE_ID: 'com.example' }, /APPLE_WALLET_PASS_TYPE_ID/],
    [{ ...keys.env, APPLE_WALLET_TEAM_ID: 'abc' }, /APPLE_WALLET_TEAM_ID/],
    [{ ...keys.env, APPLE_WALLET_APNS_ORIGIN: 'http://push.example' }, /APPLE_WALLET_APNS_ORIGIN/],
    [{ ...keys.env, GOOGLE_WALLET_ISSUER_ID: 'issuer' }, /GOOGLE_WALLET_ISSUER_ID/],
    [{ ...keys.env, WALLET_SEAL_KEYS: 'secret' }, /WALLET_SEAL_KEYS must be keys of 32 bytes/],
    [{ ...keys.env, WALLET_SEAL_KEYS: `${'A'.repeat(43)}=,${'B'.repeat(40)}` }, /WALLET_SEAL_KEYS/],
  ])('refuses %o naming the variable', (env, message) => {
    expect(() => readWalletConfig(env)).toThrow(message);
  });

  it.each([
    [{ APPLE_WALLET_CERT: '/no/such/cert.pem' }, /APPLE_WALLET_CERT names a file that cannot be read/],
    [{ APPLE_WALLET_CERT: keys.files.key }, /APPLE_WALLET_CERT is not a PEM certificate/],
    [{ APPLE_WALLET_KEY: keys.files.cert }, /APPLE_WALLET_KEY is not a PEM private key/],
    [{ APPLE_WALLET_WWDR: keys.files.google }, /APPLE_WALLET_WWDR is not a PEM certificate/],
    [{ APPLE_WALLET_CERT: keys.files.wwdr }, /APPLE_WALLET_KEY is not the private key of the certificate/],
    [{ GOOGLE_WALLET_SERVICE_ACCOUNT: keys.files.cert }, /GOOGLE_WALLET_SERVICE_ACCOUNT is not a service account/],
  ])('refuses files that are not what %o should name', (override, message) => {
    expect(() => loadWalletCredentials({ ...keys.env, ...override })).toThrow(message);
  });

  it("logout's DELETE /api/wallet/session has nothing to forget where passes are not kept up to date (no Redis)", async () => {
    const budi = await tokenOf(BUDI);
    const answer = await forgetSession(
      new Request('http://portal.test/api/wallet/session', { method: 'DELETE', headers: { cookie: `__goapp_token=${budi}` } }),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ passes: 0 });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is never part of the browser configuration', () => {
    expect(JSON.stringify(readConfig(keys.env))).not.toMatch(/WALLET|pass\.|BEGIN/);
  });
});
