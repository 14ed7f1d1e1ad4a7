// @vitest-environment node
// The session a member page is rendered for (lib/server/member-session.ts), read from the cookie as the
// server reads it, against the demo API served by MSW as a backend of its own (API_HOST set).
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

const { loadPointsHistory, loadVouchers, readSession } = await import('@/lib/server/member-session');

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

withBackendOfItsOwn();
beforeEach(() => {
  cookie = undefined;
});

describe('the session a member page is rendered for', () => {
  it('a guest without the cookie: no backend call', async () => {
    const fetches = recordFetches();
    expect(await readSession()).toEqual({ kind: 'guest' });
    expect(fetches()).toEqual([]);
  });

  it("the cookie's member, checked and loaded at once with the token, never stored in a shared cache", async () => {
    cookie = DEMO_MEMBER_TOKEN;
    const fetches = recordFetches();
    const asked = Date.now();
    const session = await readSession();
    expect(session.kind).toBe('member');
    if (session.kind !== 'member') return;
    // When the backend answered: the browser takes the check as its own while it is fresh.
    expect(session.checkedAt).toBeGreaterThanOrEqual(asked);
    expect(session.checkedAt).toBeLessThanOrEqual(Date.now());
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

  it('a token the backend refuses is refused: the page is the guest view and the browser ends the session', async () => {
    cookie = 'demo.no-such-session';
    expect(await readSession()).toEqual({ kind: 'refused' });
  });

  it('a token whose member call is refused (401) is refused too, even if its check passed', async () => {
    cookie = DEMO_MEMBER_TOKEN;
    server.use(http.get('*/member/api/member/0/', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    expect(await readSession()).toEqual({ kind: 'refused' });
  });

  it('a backend that is down, answers garbage or does not know the member yet: the page the browser builds', async () => {
    cookie = DEMO_MEMBER_TOKEN;
    server.use(http.get('*/member/api/member/0/', () => HttpResponse.error()));
    expect(await readSession()).toEqual({ kind: 'guest' });
    server.use(http.get('*/member/api/member/0/', () => new HttpResponse('<html>', { status: 200 })));
    expect(await readSession()).toEqual({ kind: 'guest' });
    server.use(http.get('*/member/api/member/0/', () => HttpResponse.json({ detail: 'not a member' }, { status: 404 })));
    expect(await readSession()).toEqual({ kind: 'guest' });
    server.use(http.post('*/auth/token-info/', () => HttpResponse.json({}, { status: 503 })));
    expect(await readSession()).toEqual({ kind: 'guest' });
  });

  it("a failed call of the member's leaves that part to the browser (undefined), never throws", async () => {
    server.use(http.get('*/member/api/deal/my_deals/', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    expect(await loadVouchers(DEMO_MEMBER_TOKEN)).toBeUndefined();
  });
});
