// @vitest-environment node
// The member's own account routes (/api/account/*, lib/account/routes.ts) through their handlers, against the
// demo API served by MSW as a backend of its own: who may act (the request's session by the token rule, from
// the portal's own pages; a guest and a refused token change nothing), what each passes on from the backend,
// the data copy (every page of the history) and its limit of one a minute.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATCH as patchProfile } from '@/app/api/account/profile/route';
import { POST as postMobileOtp } from '@/app/api/account/mobile/otp/route';
import { POST as postMobile } from '@/app/api/account/mobile/route';
import { PUT as putConsents } from '@/app/api/account/consents/route';
import { POST as postDeletionOtp } from '@/app/api/account/deletion/otp/route';
import { POST as postDeletion } from '@/app/api/account/deletion/route';
import { GET as getData } from '@/app/api/account/data/route';
import { setAuthToken } from '@/lib/api/http';
import { NOT_OFFERED_FOR_MS, offeredCalls } from '@/lib/account/offered';
import { loadPrivacy } from '@/lib/account/privacy';
import type { DataCopy } from '@/lib/account/data-copy';
import { getDemoStore } from '@/lib/demo-api/store';
import { DEMO_MEMBER_TOKEN } from '@/lib/demo-api/seed';
import { server, withoutOptionalCalls } from '../msw-server';
import { SITI, signInAs } from '../demo-api/helpers';
import { withBackendOfItsOwn } from './backend-of-its-own';
import { createObserver } from '@/lib/observability/create-observer';
import { jsonLogger } from '@/lib/observability/log';
import { setObserver } from '@/lib/observability/observer.mjs';
import { Writable } from 'node:stream';

const ORIGIN = 'http://portal.test';
const BUDI = DEMO_MEMBER_TOKEN;
const REFUSED = 'demo-expired.session-token';
type Handler = (request: Request) => Promise<Response>;

interface Call {
  token?: string | null;
  /** `Authorization: Jwt`, as the browser's calls name the token it holds. */
  named?: string;
  body?: unknown;
  query?: string;
  headers?: Record<string, string>;
}

/** A request as the portal's own page sends it: same origin, the session's cookie, JSON. */
function call(handler: Handler, method: string, path: string, { token = BUDI, named, body, query = '', headers = {} }: Call = {}) {
  return handler(
    new Request(`${ORIGIN}${path}${query}`, {
      method,
      headers: {
        'sec-fetch-site': 'same-origin',
        ...(token ? { cookie: `__goapp_token=${token}` } : {}),
        ...(named ? { authorization: `Jwt ${named}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    }),
  );
}

/** What the demo keeps of every account: compared before and after a refused request. */
const demoState = () => {
  const store = getDemoStore();
  return JSON.stringify([store.users, store.members, [...store.tokens], [...store.otps], store.vouchers, store.consents, store.deletions]);
};
const budi = () => getDemoStore().users.find((u) => u.uid === 'usr-budi');
const challengeOf = async (response: Response) => ((await response.json()) as { otp_code: string }).otp_code;

/** One request of each route, with a body it would act on. */
const EVERY_ROUTE: [string, Handler, string, string, unknown?, string?][] = [
  ['profile', patchProfile, 'PATCH', '/api/account/profile', { first_name: 'Diubah' }],
  ['number code', postMobileOtp, 'POST', '/api/account/mobile/otp', { address: '081377778888' }],
  ['number', postMobile, 'POST', '/api/account/mobile', { address: '081377778888', otp_code: '123456' }],
  ['consents', putConsents, 'PUT', '/api/account/consents', [{ key: 'marketing_email', granted: true }]],
  ['deletion code', postDeletionOtp, 'POST', '/api/account/deletion/otp', {}],
  ['deletion', postDeletion, 'POST', '/api/account/deletion', { otp_code: '123456' }],
  ['data copy', getData, 'GET', '/api/account/data'],
  ['history CSV', getData, 'GET', '/api/account/data', undefined, '?format=csv'],
];

withBackendOfItsOwn();
beforeEach(() => {
  // Each test is a server of its own: no copy counted yet.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('portal.accountCopies')];
});

describe('who may act on an account', () => {
  it.each(EVERY_ROUTE)(
    '%s: a guest, a refused token (in the cookie, or named beside a good cookie) get 401 and change nothing',
    async (_, handler, method, path, body, query) => {
      const before = demoState();
      for (const who of [{ token: null }, { token: REFUSED }, { token: null, named: REFUSED }, { token: BUDI, named: REFUSED }]) {
        const answer = await call(handler, method, path, { ...who, body, query });
        expect(answer.status, JSON.stringify(who)).toBe(401);
        expect(answer.headers.get('www-authenticate')).toBe('Jwt');
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
        expect(answer.headers.get('set-cookie')).toBeNull();
      }
      expect(demoState()).toBe(before);
    },
  );

  it("the token rule: a token named in the header is the request's, whatever the cookie holds", async () => {
    const siti = await signInAs(SITI);
    setAuthToken(null);
    // A tab that follows Siti's sign-in before its cookie does: her account, never the cookie's Budi.
    const beside = await call(patchProfile, 'PATCH', '/api/account/profile', { token: BUDI, named: siti, body: { first_name: 'Sitti' } });
    expect(beside.status).toBe(200);
    expect(getDemoStore().users.find((u) => u.uid === 'usr-siti')?.first_name).toBe('Sitti');
    expect(budi()?.first_name).toBe('Budi');
    // Named alone, as where no cookie is kept.
    const alone = await call(patchProfile, 'PATCH', '/api/account/profile', { token: null, named: BUDI, body: { first_name: 'Budiman' } });
    expect(alone.status).toBe(200);
    expect(budi()?.first_name).toBe('Budiman');
  });

  it.each(EVERY_ROUTE)(
    "%s: another site's page gets 403 with the member's own cookie, and changes nothing",
    async (_, handler, method, path, body, query) => {
      const before = demoState();
      for (const headers of [
        { 'sec-fetch-site': 'cross-site' } as Record<string, string>,
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': '', origin: 'https://evil.example' },
      ]) {
        expect((await call(handler, method, path, { body, query, headers })).status, JSON.stringify(headers)).toBe(403);
      }
      expect(demoState()).toBe(before);
    },
  );

  it('the session, not the body, says whose account it is: a token in the body changes nothing of its member', async () => {
    const siti = await signInAs(SITI);
    setAuthToken(null);
    const answer = await call(patchProfile, 'PATCH', '/api/account/profile', { token: siti, body: { first_name: 'Sitti', token: BUDI } });
    expect(answer.status).toBe(200);
    expect(budi()?.first_name).toBe('Budi');
    expect(getDemoStore().users.find((u) => u.uid === 'usr-siti')?.first_name).toBe('Sitti');
  });
});

describe('the profile and the number', () => {
  it("changes the name and e-mail; a field error comes back in the backend's words and changes nothing", async () => {
    const saved = await call(patchProfile, 'PATCH', '/api/account/profile', {
      body: { first_name: 'Budiman', email: 'budiman@example.com' },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { user: unknown }).user).toMatchObject({
      first_name: 'Budiman',
      last_name: 'Santoso',
      email: 'budiman@example.com',
    });
    const taken = await call(patchProfile, 'PATCH', '/api/account/profile', {
      body: { first_name: 'Lain', email: 'siti.rahayu@example.com' },
    });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ fields: { email: 'Email sudah digunakan' } });
    expect(budi()).toMatchObject({ first_name: 'Budiman', email: 'budiman@example.com' });
  });

  it('refuses a body that is not the profile before asking the backend', async () => {
    for (const body of [['first_name'], { first_name: 7 }, { email: 'x'.repeat(501) }]) {
      expect((await call(patchProfile, 'PATCH', '/api/account/profile', { body })).status, JSON.stringify(body)).toBe(400);
    }
    expect(budi()?.first_name).toBe('Budi');
  });

  it("moves the account to a new number with the code sent to it; another account's number is told in the backend's words", async () => {
    const exists = await call(postMobileOtp, 'POST', '/api/account/mobile/otp', { body: { address: SITI } });
    expect([exists.status, await exists.json()]).toEqual([
      400,
      { fields: { address: 'Nomor sudah terdaftar di akun lain.' }, code: 'exists' },
    ]);
    const sent = await call(postMobileOtp, 'POST', '/api/account/mobile/otp', { body: { address: '081377778888' } });
    expect(sent.status).toBe(200);
    const code = await challengeOf(sent);
    const wrong = await call(postMobile, 'POST', '/api/account/mobile', {
      body: { address: '081377778888', otp_code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(budi()?.mobile_no).toBe('081234567890');
    const moved = await call(postMobile, 'POST', '/api/account/mobile', { body: { address: '081377778888', otp_code: code } });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { user: { mobile_no: string } }).user.mobile_no).toBe('081377778888');
  });

  it('an attempt limit is passed on with its wait and words', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) last = await call(postMobileOtp, 'POST', '/api/account/mobile/otp', { body: { address: '081355556666' } });
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last!.json()) as { detail: string }).detail).toMatch(/Coba lagi/);
  });
});

describe('a backend without the optional calls, or failing', () => {
  it.each([404, 405, 501] as const)('answering %i: each optional route says 501 {"offered": false} and changes nothing', async (status) => {
    server.use(...withoutOptionalCalls(status));
    const before = demoState();
    for (const [name, handler, method, path, body] of EVERY_ROUTE.filter(([name]) => !['data copy', 'history CSV'].includes(name))) {
      const answer = await call(handler, method, path, { body });
      expect([answer.status, ((await answer.json()) as { offered?: boolean }).offered], name).toEqual([501, false]);
    }
    expect(demoState()).toBe(before);
  });

  it('what a backend said it does not offer is remembered for a while, so the pages render without it; an answer ends it', async () => {
    expect(offeredCalls()).toEqual({ profile: true, number: true, deletion: true });
    server.use(...withoutOptionalCalls());
    await call(patchProfile, 'PATCH', '/api/account/profile', { body: { first_name: 'X' } });
    await call(postDeletionOtp, 'POST', '/api/account/deletion/otp');
    expect(offeredCalls()).toEqual({ profile: false, number: true, deletion: false });
    expect((await loadPrivacy(BUDI, 'mbr-budi')).deletionOffered).toBe(false);
    // Believed again once the while is over, or at once when the call answers (the backend added it).
    expect(offeredCalls(Date.now() + NOT_OFFERED_FOR_MS + 1)).toEqual({ profile: true, number: true, deletion: true });
    server.resetHandlers();
    expect((await call(patchProfile, 'PATCH', '/api/account/profile', { body: { first_name: 'Budi' } })).status).toBe(200);
    expect(offeredCalls()).toEqual({ profile: true, number: true, deletion: false });
    // A backend down says nothing of what it offers.
    server.use(http.post('*/demo-api/auth/profile/mobile/otp/', () => HttpResponse.json({ detail: 'boom' }, { status: 503 })));
    await call(postMobileOtp, 'POST', '/api/account/mobile/otp', { body: { address: '081377778888' } });
    expect(offeredCalls().number).toBe(true);
  });

  it('a backend down or answering garbage: 503 or 502 with words, never a crash', async () => {
    server.use(http.patch('*/demo-api/auth/profile/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    expect((await call(patchProfile, 'PATCH', '/api/account/profile', { body: { first_name: 'X' } })).status).toBe(503);
    server.use(
      http.patch('*/demo-api/auth/profile/', () => new HttpResponse('<html>', { status: 200, headers: { 'content-type': 'text/html' } })),
    );
    const garbage = await call(patchProfile, 'PATCH', '/api/account/profile', { body: { first_name: 'X' } });
    expect([garbage.status, await garbage.json()]).toEqual([502, { detail: 'The member service gave an unreadable answer.' }]);
  });
});

describe('consents', () => {
  it('a change without its version is to the text the backend has now; the list comes back as stored', async () => {
    const answer = await call(putConsents, 'PUT', '/api/account/consents', { body: [{ key: 'marketing_push', granted: true }] });
    expect(answer.status).toBe(200);
    const list = (await answer.json()) as { key: string; granted: boolean; updated_at: string | null }[];
    expect(list.map(({ key, granted }) => [key, granted])).toEqual([
      ['marketing_whatsapp', true],
      ['marketing_email', false],
      ['marketing_push', true],
    ]);
    expect(list.find((c) => c.key === 'marketing_push')?.updated_at).toBeTruthy();
    for (const body of [{}, [], [{ key: 'marketing_push' }], [{ key: 'marketing_push', granted: 'yes' }]]) {
      expect((await call(putConsents, 'PUT', '/api/account/consents', { body })).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('deletion', () => {
  it('a wrong code deletes nothing; the right one is accepted with its reference and date, and the session ends', async () => {
    const sent = await call(postDeletionOtp, 'POST', '/api/account/deletion/otp');
    const code = await challengeOf(sent);
    const wrong = await call(postDeletion, 'POST', '/api/account/deletion', {
      body: { otp_code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(budi()).toBeDefined();
    const accepted = await call(postDeletion, 'POST', '/api/account/deletion', { body: { otp_code: code, reason: 'Pindah kota' } });
    expect(accepted.status).toBe(202);
    expect(await accepted.json()).toEqual({ reference: expect.stringMatching(/^DEL-/), due_at: expect.any(String) });
    expect(budi()).toBeUndefined();
    expect(getDemoStore().deletions.at(-1)?.reason).toBe('Pindah kota');
    expect((await call(getData, 'GET', '/api/account/data')).status).toBe(401);
  });
});

describe('codes and tokens', () => {
  it('never reach a log line or a URL, whatever the backend answers', async () => {
    const written: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(' ')));
    }
    const urls: string[] = [];
    const seen = ({ request }: { request: Request }) => void urls.push(request.url);
    server.events.on('request:start', seen);
    try {
      const number = await challengeOf(await call(postMobileOtp, 'POST', '/api/account/mobile/otp', { body: { address: '081344445555' } }));
      // Refused, failing and garbled answers are where a careless log line would go.
      server.use(
        http.post('*/demo-api/auth/profile/mobile/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }),
      );
      await call(postMobile, 'POST', '/api/account/mobile', { body: { address: '081344445555', otp_code: number } });
      await call(postMobile, 'POST', '/api/account/mobile', { body: { address: '081344445555', otp_code: `${number}9` } });
      await call(postMobile, 'POST', '/api/account/mobile', { body: { address: '081344445555', otp_code: number } });
      const deletion = await challengeOf(await call(postDeletionOtp, 'POST', '/api/account/deletion/otp'));
      server.use(http.post('*/demo-api/auth/account/delete/', () => new HttpResponse('<html>', { status: 200 }), { once: true }));
      await call(postDeletion, 'POST', '/api/account/deletion', { body: { otp_code: deletion } });
      expect((await call(postDeletion, 'POST', '/api/account/deletion', { body: { otp_code: deletion } })).status).toBe(202);
    } finally {
      server.events.removeListener('request:start', seen);
    }
    expect(urls.length).toBeGreaterThan(5);
    const secrets = [BUDI, 'otp_code'];
    expect(urls.filter((url) => secrets.some((secret) => url.includes(secret)) || /[?&]\w*(code|token)=/i.test(url))).toEqual([]);
    expect(written.filter((line) => secrets.some((secret) => line.includes(secret)) || /\b\d{4,8}\b/.test(line))).toEqual([]);
  });

  it('never reach a log line from any route, the backend up or failing, with production logging', async () => {
    const written: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(' ')));
    }
    // The server's JSON lines too: a failed backend call is one warn line (lib/observability).
    const logger = jsonLogger(new Writable({ write: (chunk, _, done) => (written.push(String(chunk)), done()) }));
    setObserver(createObserver({ logger }));
    const routes = import.meta.glob<Record<string, unknown>>('../../app/api/**/route.ts');
    const code = '482913';
    const number = '081344445555';
    let calls = 0;
    try {
      for (const failing of [false, true]) {
        if (failing) server.use(http.all('http://portal.test/demo-api/*', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
        for (const [file, load] of Object.entries(routes)) {
          const path = file
            .replace('../../app', '')
            .replace('/route.ts', '')
            .replace(/\[\.{3}(\w+)\]/, 'x')
            .replace(/\[(\w+)\]/, 'x');
          for (const [method, handler] of Object.entries(await load())) {
            if (!/^(GET|POST|PUT|PATCH|DELETE)$/.test(method) || typeof handler !== 'function') continue;
            const body =
              method === 'GET' || method === 'DELETE' ? undefined : { otp_code: code, address: number, token: BUDI, member: 'mbr-budi' };
            const request = new Request(`${ORIGIN}${path}?token=${BUDI}&otp_code=${code}`, {
              method,
              headers: {
                'sec-fetch-site': 'same-origin',
                cookie: `__goapp_token=${BUDI}`,
                authorization: `Jwt ${BUDI}`,
                ...(body ? { 'content-type': 'application/json' } : {}),
              },
              ...(body ? { body: JSON.stringify(body) } : {}),
            });
            calls += 1;
            await Promise.resolve()
              .then(() =>
                (handler as (r: Request, c: unknown) => unknown)(request, { params: Promise.resolve({ path: ['x'], code: 'x' }) }),
              )
              .catch(() => undefined);
          }
        }
      }
    } finally {
      setObserver(undefined);
    }
    expect(calls).toBeGreaterThan(20);
    expect(
      written.some((line) => line.includes('"operation"')),
      'a failed backend call was logged',
    ).toBe(true);
    expect(written.filter((line) => [BUDI, code, number].some((secret) => line.includes(secret)))).toEqual([]);
  });
});

describe('the data copy', () => {
  it('holds everything the portal reads of the member: every history entry across pages, vouchers and codes, consents; private, an attachment', async () => {
    const transactions: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/transaction/')) transactions.push(new URL(request.url).search);
    });
    const answer = await call(getData, 'GET', '/api/account/data');
    server.events.removeAllListeners();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="data-saya-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(transactions).toEqual(['', '?page=2']);
    const copy = (await answer.json()) as DataCopy;
    const seeded = getDemoStore().members.find((m) => m.uid === 'mbr-budi')!;
    expect(copy.pointsHistory.map((t) => t.uid)).toEqual(seeded.transactions.map((t) => t.uid));
    expect(copy.pointsHistory).toHaveLength(27);
    expect(copy).toMatchObject({
      format: 'member-data-copy/1',
      user: { first_name: 'Budi', last_name: 'Santoso', mobile_no: '081234567890' },
      member: { uid: 'mbr-budi', balance: 24750, level: { name: 'Gold' }, referralCode: 'BUDI24', cardNumber: '8800 2408 1700 0024' },
      referrals: { referralCode: 'BUDI24', totalReferrals: 3 },
      consents: { offered: true, list: expect.arrayContaining([expect.objectContaining({ key: 'marketing_whatsapp', granted: true })]) },
    });
    expect(copy.rewards.length).toBe(seeded.rewards.length);
    const codes = getDemoStore()
      .vouchers.filter((v) => v.member_uid === 'mbr-budi')
      .flatMap((v) => v.codes.map((c) => c.code));
    expect(copy.vouchers.map((v) => v.code).sort()).toEqual(codes.sort());
    expect(Date.now() - Date.parse(copy.madeAt)).toBeLessThan(60_000);
  });

  it('the points history as CSV: a header and every entry, text that a spreadsheet would run kept as text', async () => {
    const member = getDemoStore().members.find((m) => m.uid === 'mbr-budi')!;
    member.transactions[0].description = '=HYPERLINK("http://evil.example")';
    const answer = await call(getData, 'GET', '/api/account/data', { query: '?format=csv' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="riwayat-poin-[\d-]+\.csv"$/);
    const lines = (await answer.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('tanggal,keterangan,poin,jenis,toko,id');
    expect(lines).toHaveLength(28);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[2]).toMatch(/^[^,]+,Tukar poin: Voucher Belanja Rp50\.000,-2500,redeem,,trx-budi-26$/);
  });

  it('works against a backend without the optional calls: the consents are said to be not offered', async () => {
    server.use(...withoutOptionalCalls());
    const answer = await call(getData, 'GET', '/api/account/data');
    expect(answer.status).toBe(200);
    const copy = (await answer.json()) as DataCopy;
    expect(copy.consents).toEqual({ offered: false });
    expect(copy.pointsHistory).toHaveLength(27);
  });

  it('one copy of each file a minute per member (429 with Retry-After); another member is not held up', async () => {
    expect((await call(getData, 'GET', '/api/account/data')).status).toBe(200);
    const again = await call(getData, 'GET', '/api/account/data');
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await call(getData, 'GET', '/api/account/data', { query: '?format=csv' })).status).toBe(200);
    const siti = await signInAs(SITI);
    setAuthToken(null);
    expect((await call(getData, 'GET', '/api/account/data', { token: siti })).status).toBe(200);
  });

  it('a backend failing on a later page gives no copy, and the minute does not count', async () => {
    server.use(
      http.get('*/demo-api/v1/member/api/transaction/', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2' ? HttpResponse.json({ detail: 'x' }, { status: 503 }) : undefined,
      ),
    );
    const failed = await call(getData, 'GET', '/api/account/data');
    expect(failed.status).toBe(503);
    server.resetHandlers();
    expect((await call(getData, 'GET', '/api/account/data')).status).toBe(200);
  });

  it('a backend that always says there is more is read until a page brings nothing new', async () => {
    server.use(
      http.get('*/demo-api/v1/member/api/transaction/', () =>
        HttpResponse.json({
          count: 999,
          next: 'http://x/?page=9',
          results: [{ uid: 't-1', created_at: '2026-01-01T00:00:00Z', description: 'Sama', points: 1 }],
        }),
      ),
    );
    const copy = (await (await call(getData, 'GET', '/api/account/data')).json()) as DataCopy;
    expect(copy.pointsHistory.map((t) => t.uid)).toEqual(['t-1']);
  });
});
