// @vitest-environment node
// The deal list drawn for the session's member (components/deals/member-deals-result.tsx), the part of the
// per-request twins of `/`, `/deals` and a deal's page where the backend keeps deals for members.
import { isValidElement, type ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DealsResult } from '@/components/deals/deals-result';
import { DEMO_MEMBER_TOKEN } from '@/lib/demo-api/seed';
import { withBackendOfItsOwn } from './backend-of-its-own';

let cookie: string | undefined;
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === '__goapp_token' && cookie !== undefined ? { name, value: cookie } : undefined),
  }),
}));
// React's cache() keeps one answer per request; each test is a request of its own.
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <T,>(f: T) => f }));

const { memberDealsResult } = await import('@/components/deals/member-deals-result');
const { SessionView } = await import('@/components/member/session-view');

type FetchInit = RequestInit & { next?: { revalidate?: number | false } };

/** The deal calls made, as `Authorization, how it is cached`. */
function recordDealCalls() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls
      .map(([input, init]: [string | URL | Request, FetchInit?]) => ({
        request: input instanceof Request ? input : new Request(input, init),
        init,
      }))
      .filter(({ request }) => new URL(request.url).pathname.endsWith('/member/api/deal/'))
      .map(({ request, init }) => `${request.headers.get('Authorization')} ${init?.cache === 'no-store' ? 'no-store' : 'cached'}`);
}

/** What the SessionView renders for the member: its children, given the session. */
function memberPart(node: React.ReactNode) {
  if (!isValidElement(node) || node.type !== SessionView) throw new Error('not a SessionView');
  const { session, children } = (node as ReactElement<React.ComponentProps<typeof SessionView>>).props;
  return { session, drawn: session.kind === 'member' ? children(session) : null };
}

withBackendOfItsOwn();
beforeEach(() => {
  cookie = undefined;
});

describe("a member's deals, rendered for the session", () => {
  it("are the member's own call, with the token and never stored in a shared cache", async () => {
    cookie = DEMO_MEMBER_TOKEN;
    const calls = recordDealCalls();
    const { session, drawn } = memberPart(await memberDealsResult('grid'));
    expect(session.kind).toBe('member');
    expect(calls()).toEqual([`Jwt ${DEMO_MEMBER_TOKEN} no-store`]);
    expect(isValidElement(drawn) && drawn.type).toBe(DealsResult);
    const { deals, layout } = (drawn as ReactElement<React.ComponentProps<typeof DealsResult>>).props;
    expect(layout).toBe('grid');
    expect(deals.data?.map((deal) => deal.name)).toContain('Botol Minum Arena 750 ml');
  });

  it('are not asked for without a session: the page holds the part the browser completes', async () => {
    const calls = recordDealCalls();
    const { session, drawn } = memberPart(await memberDealsResult('carousel'));
    expect(session.kind).toBe('guest');
    expect(drawn).toBeNull();
    expect(calls()).toEqual([]);
  });
});
