// @vitest-environment node
// vitest: own worker: it mocks next/headers and react (vitest.config.mts).
// The server's one reader of the session (lib/session/server.ts) and the session route (GET /api/session),
// against the demo API served by MSW as a backend of its own (API_HOST set).
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_MEMBER_TOKEN } from '@/lib/demo-api/seed';
import { server } from '../msw-server';
import { withBackendOfItsOwn } from './backend-of-its-own';

let cookie: string | undefined;
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === '__goapp_token' && cookie !== undefined ? { name, value: cookie } : undefined),
  }),
}));
// React's cache() keeps one answer per request; each test is a request of its own.
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <T>(f: T) => f }));

const { loadPointsHistory, loadVouchers, readSession } = await import('@/lib/session/server');
const { GET } = await import('@/app/api/session/route');

type FetchInit = RequestInit & { next?: { revalidate?: number | false } };

/** Each backend call as `METHOD path, Authorization, how it is cached`. */
function recordFetches() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls.map(([input, init]: [string | URL | Request, FetchInit?]) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const how = init?.cache === 'no-store' ? 'no-store' : `revalidate ${init?.next?.revalidate}`;
      return `${request.method} ${new URL(request.url).pathname.replace(/^.*\/demo-api/, '')} ${request.headers.get('Authorization')} ${how}`;
    });
}

/** The session route as the browser asks it: with the cookie, and the token it holds as `Authorization: Jwt`. */
async function askRoute(headers: Record<string, string> = {}) {
  const response = await GET(new Request('http://portal.test/api/session', { headers }));
  return { status: response.status, headers: response.headers, body: await response.json() };
}

withBackendOfItsOwn();
beforeEach(() => {
  cookie = undefined;
});

describe('the session of a request (the member pages, the members deal pages)', () => {
  it('a guest without the cookie: no backend call', async () => {
    const fetches = recordFetches();
    expect(await readSession()).toEqual({ kind: 'guest' });
    expect(fetches()).toEqual([]);
  });

  it("the cookie's member, checked and loaded at once with the token, never stored in a shared cache", async () => {
    cookie = DEMO_MEMBER_TOKEN;
    const fetches = recordFetches();
    const session = await readSession();
    expect(session.kind).toBe('member');
    if (session.kind !== 'member') return;
    expect(session.token).toBe(DEMO_MEMBER_TOKEN);
    expect(session.user).toMatchObject({ first_name: 'Budi', last_name: 'Santoso' });
    expect(session.member.uid).not.toBe('');
    expect(session.member.balance).toBeGreaterThan(0);
    expect(fetches().sort()).toEqual([
      `GET /v1/member/api/member/0/ Jwt ${DEMO_MEMBER_TOKEN} no-store`,
      'POST /auth/token-info/ null revalidate undefined',
    ]);
    // The member's own calls too: with the token, never stored.
    expect((await loadPointsHistory(DEMO_MEMBER_TOKEN))?.transactions.length).toBeGreaterThan(0);
    expect(fetches()).toContain(`GET /v1/member/api/transaction/ Jwt ${DEMO_MEMBER_TOKEN} no-store`);
  });

  it('the token check goes out with its body as text, so with a length: not as a stream, which some backends refuse', async () => {
    cookie = DEMO_MEMBER_TOKEN;
    const spy = vi.spyOn(globalThis, 'fetch');
    await readSession();
    const check = spy.mock.calls.find(([input]) => String(input instanceof Request ? input.url : input).endsWith('/token-info/'));
    expect(check?.[0]).toBe('http://portal.test/demo-api/auth/token-info/');
    expect(check?.[1]?.body).toBe(JSON.stringify({ token: DEMO_MEMBER_TOKEN }));
  });

  it('a cookie that cannot be a token (too long, odd characters) is a guest: never sent to the backend', async () => {
    const fetches = recordFetches();
    for (const value of ['x'.repeat(5000), 'abc def', '<script>']) {
      cookie = value;
      expect(await readSession()).toEqual({ kind: 'guest' });
    }
    expect(fetches()).toEqual([]);
  });

  it('a token the backend refuses, or whose member call it refuses (401), is refused', async () => {
    cookie = 'demo.no-such-session';
    expect(await readSession()).toEqual({ kind: 'refused' });
    cookie = DEMO_MEMBER_TOKEN;
    server.use(http.get('*/member/api/member/0/', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    expect(await readSession()).toEqual({ kind: 'refused' });
  });

  it('a user who is not a member yet is told apart from a backend that cannot tell', async () => {
    cookie = DEMO_MEMBER_TOKEN;
    server.use(http.get('*/member/api/member/0/', () => HttpResponse.json({ detail: 'not a member' }, { status: 404 }), { once: true }));
    expect(await readSession()).toMatchObject({ kind: 'user', token: DEMO_MEMBER_TOKEN, user: { first_name: 'Budi' } });
    server.use(http.get('*/member/api/member/0/', () => HttpResponse.error()));
    expect(await readSession()).toEqual({ kind: 'unavailable', token: DEMO_MEMBER_TOKEN, down: true });
    server.use(http.get('*/member/api/member/0/', () => new HttpResponse('<html>', { status: 200 })));
    expect(await readSession()).toEqual({ kind: 'unavailable', token: DEMO_MEMBER_TOKEN, down: false });
    server.use(http.post('*/auth/token-info/', () => HttpResponse.json({}, { status: 503 })));
    expect(await readSession()).toEqual({ kind: 'unavailable', token: DEMO_MEMBER_TOKEN, down: true });
  });

  it("a failed call of the member's leaves that part to the browser (undefined), never throws", async () => {
    server.use(http.get('*/member/api/deal/my_deals/', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    expect(await loadVouchers(DEMO_MEMBER_TOKEN)).toBeUndefined();
  });
});

describe('GET /api/session', () => {
  it('answers a guest at once, without asking the backend, private and never stored', async () => {
    const fetches = recordFetches();
    const guest = await askRoute();
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ status: 'guest' });
    expect(guest.headers.get('cache-control')).toBe('private, no-store');
    expect(guest.headers.get('set-cookie')).toBeNull();
    expect(fetches()).toEqual([]);
  });

  it("answers the member of the cookie, or of the token the browser names (another tab's cookie may not have reached it yet)", async () => {
    const asked: Record<string, string>[] = [
      { cookie: `__goapp_token=${DEMO_MEMBER_TOKEN}` },
      { authorization: `Jwt ${DEMO_MEMBER_TOKEN}`, cookie: '__goapp_token=demo.old' },
    ];
    for (const headers of asked) {
      const member = await askRoute(headers);
      expect(member.status).toBe(200);
      expect(member.headers.get('cache-control')).toBe('private, no-store');
      expect(member.body).toMatchObject({
        status: 'member',
        user: { first_name: 'Budi', last_name: 'Santoso' },
        member: { referralCode: 'BUDI24' },
      });
      // The chip's label of the balance, for the head's script to paint before hydration.
      expect(member.body.pointsLabel).toBe(`${member.body.member.balance.toLocaleString('id-ID')} Pts`);
      expect(member.body.nameLabel).toBe(`${member.body.user.first_name} ${member.body.user.last_name}`);
    }
  });

  it('labels the points only where the balance can be read', async () => {
    server.use(
      http.get(
        '*/member/api/member/0/',
        async ({ request }) => {
          const original = (await (await fetch(request.url, { headers: request.headers })).json()) as { account: object };
          return HttpResponse.json({ ...original, account: { ...original.account, balance: 'tidak terbaca' } });
        },
        { once: true },
      ),
    );
    const unreadable = await askRoute({ authorization: `Jwt ${DEMO_MEMBER_TOKEN}` });
    expect(unreadable.body).toMatchObject({ status: 'member', member: { balance: null } });
    expect(unreadable.body).not.toHaveProperty('pointsLabel');
    expect(unreadable.body).not.toHaveProperty('nameLabel');
  });

  it('answers a refused token as a guest and expires its cookie', async () => {
    const refused = await askRoute({ cookie: '__goapp_token=demo.no-such-session' });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ status: 'guest' });
    expect(refused.headers.get('set-cookie')).toMatch(/^__goapp_token=; Max-Age=0; Path=\//);
  });

  it('a refused token named beside a good cookie: 401, and the cookie it did not refuse is left alone', async () => {
    const beside = await askRoute({ authorization: 'Jwt demo.no-such-session', cookie: `__goapp_token=${DEMO_MEMBER_TOKEN}` });
    expect(beside.status).toBe(401);
    expect(beside.headers.get('www-authenticate')).toBe('Jwt');
    expect(beside.headers.get('cache-control')).toBe('private, no-store');
    expect(beside.headers.get('set-cookie')).toBeNull();
    // The cookie's own token refused, named or not: a guest, and that cookie expired.
    const own = await askRoute({ authorization: 'Jwt demo.no-such-session', cookie: '__goapp_token=demo.no-such-session' });
    expect([own.status, own.body]).toEqual([200, { status: 'guest' }]);
    expect(own.headers.get('set-cookie')).toMatch(/^__goapp_token=; Max-Age=0; Path=\//);
    // Named with no cookie at all: a guest, and no cookie to expire.
    const alone = await askRoute({ authorization: 'Jwt demo.no-such-session' });
    expect([alone.status, alone.body, alone.headers.get('set-cookie')]).toEqual([200, { status: 'guest' }, null]);
  });

  it('a user who is not a member yet; a backend down (503, Retry-After) or unreadable (502), never stored', async () => {
    server.use(http.get('*/member/api/member/0/', () => HttpResponse.json({ detail: 'not a member' }, { status: 404 }), { once: true }));
    expect((await askRoute({ authorization: `Jwt ${DEMO_MEMBER_TOKEN}` })).body).toMatchObject({
      status: 'user',
      user: { first_name: 'Budi' },
    });
    server.use(http.get('*/member/api/member/0/', () => HttpResponse.json({ detail: 'down' }, { status: 500 }), { once: true }));
    const down = await askRoute({ authorization: `Jwt ${DEMO_MEMBER_TOKEN}` });
    expect([down.status, down.headers.get('retry-after'), down.headers.get('cache-control')]).toEqual([503, '30', 'private, no-store']);
    server.use(http.get('*/member/api/member/0/', () => new HttpResponse('<html>', { status: 200 }), { once: true }));
    const garbled = await askRoute({ authorization: `Jwt ${DEMO_MEMBER_TOKEN}` });
    expect([garbled.status, garbled.headers.get('cache-control')]).toEqual([502, 'private, no-store']);
  });
});
