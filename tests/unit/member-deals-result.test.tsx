// @vitest-environment node
// vitest: own worker: it mocks next/headers and react (vitest.config.mts).
// The deal list drawn for the session's member (components/deals/member-deals-result.tsx), the part of the
// per-request twins of `/`, `/deals` and a deal's page where the backend keeps deals for members.
import { isValidElement, type ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DealsResult, MembersDealsPart } from '@/components/deals/deals-result';
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
const { SessionHandOver } = await import('@/hooks/use-session');

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

/** What the page hands to the browser's session, and what it draws. */
function memberPart(node: React.ReactNode) {
  if (!isValidElement(node) || node.type !== SessionHandOver) throw new Error('not a SessionHandOver');
  const { answer, children } = (node as ReactElement<React.ComponentProps<typeof SessionHandOver>>).props;
  return { answer, drawn: children };
}

withBackendOfItsOwn();
beforeEach(() => {
  cookie = undefined;
});

describe("a member's deals, rendered for the session", () => {
  it("are the member's own call, with the token and never stored in a shared cache", async () => {
    cookie = DEMO_MEMBER_TOKEN;
    const calls = recordDealCalls();
    const { answer, drawn } = memberPart(await memberDealsResult('grid'));
    expect(answer?.status).toBe('member');
    expect(calls()).toEqual([`Jwt ${DEMO_MEMBER_TOKEN} no-store`]);
    expect(isValidElement(drawn) && drawn.type).toBe(DealsResult);
    const { deals, layout } = (drawn as ReactElement<React.ComponentProps<typeof DealsResult>>).props;
    expect(layout).toBe('grid');
    expect(deals.data?.map((deal) => deal.name)).toContain('Botol Minum Arena 750 ml');
  });

  it('are not asked for without a session: the page holds the part the browser completes', async () => {
    const calls = recordDealCalls();
    const { answer, drawn } = memberPart(await memberDealsResult('carousel'));
    expect(answer).toBeNull();
    expect(isValidElement(drawn) && drawn.type).toBe(MembersDealsPart);
    expect(calls()).toEqual([]);
  });
});
