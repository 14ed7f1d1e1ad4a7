// @vitest-environment node
// What the server knows of a backend that keeps its deals for members (lib/server/deals-for-members.ts).
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { carriesSession, dealsKeptForMembers, forgetDealsPolicy, noteDealsAnswer, pageForMembers } from '@/lib/server/deals-for-members';
import { server } from '../msw-server';
import { withBackendOfItsOwn } from './backend-of-its-own';

afterEach(() => forgetDealsPolicy());

describe("the backend's word on deals", () => {
  it('is no until the backend has refused a call without a token, and follows its last answer', () => {
    expect(dealsKeptForMembers()).toBe(false);
    noteDealsAnswer(401);
    expect(dealsKeptForMembers()).toBe(true);
    // Down, slow or a deal that does not exist: the last word stands.
    for (const status of [0, 404, 429, 500, 503]) noteDealsAnswer(status);
    expect(dealsKeptForMembers()).toBe(true);
    noteDealsAnswer(200);
    expect(dealsKeptForMembers()).toBe(false);
    noteDealsAnswer(403);
    expect(dealsKeptForMembers()).toBe(true);
  });

  it('is one word for the whole process (the guard and the pages are separate bundles)', () => {
    noteDealsAnswer(401);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('portal.dealsKeptForMembers')]).toBe(true);
  });
});

describe('learning it from the cached pages with deals as they render', () => {
  withBackendOfItsOwn();

  /** The backend's deal list and deals answering `status` to a call without a token. */
  const dealsAnswer = (status: number) =>
    server.use(
      http.get('*/v1/member/api/deal/*', ({ request }) =>
        request.headers.get('Authorization') ? undefined : HttpResponse.json({ detail: 'Masuk dulu.' }, { status }),
      ),
    );

  it.each([
    ['/', async () => (await import('@/app/page')).default()],
    ['/deals', async () => (await import('@/app/deals/page')).default()],
    ['/deals/<uid>', async () => (await import('@/app/deals/[uid]/page')).default({ params: Promise.resolve({ uid: 'voucher-ongkir' }) })],
  ])('%s: refused, the deals are kept for members; answered, they are shown to all', async (_, render) => {
    dealsAnswer(401);
    await render();
    expect(dealsKeptForMembers()).toBe(true);
    server.resetHandlers();
    await render();
    expect(dealsKeptForMembers()).toBe(false);
  });
});

describe('the pages with deals', () => {
  it.each([
    ['/', '/home-for-members'],
    ['/deals', '/deals-for-members'],
    ['/deals/voucher-ongkir', '/deals-for-members/voucher-ongkir'],
    // Next serves a page with or without a trailing slash: so is its twin.
    ['/deals/', '/deals-for-members'],
    ['/deals/voucher-ongkir/', '/deals-for-members/voucher-ongkir'],
    ['/deals//', null],
    ['/deals/a/b', null],
    ['/deals/a/b/', null],
    ['/deals-for-members', null],
    ['/about', null],
    ['/benefits', null],
    ['/home-for-members', null],
  ])('%s renders for a member as %s', (path, expected) => {
    expect(pageForMembers(path)).toBe(expected);
  });
});

describe("a request's session", () => {
  it.each([
    ['__goapp_token=demo.seed-budi-santoso', true],
    ['theme=dark; __goapp_token=eyJhbGciOi.eyJzdWIi.sig', true],
    ['__goapp_token=%20demo.a%20', true],
    ['__goapp_token=', false],
    ['__goapp_token=%3Cscript%3E', false],
    ['__goapp_token=%E0%A4%A', false],
    ['x__goapp_token=demo.a', false],
    ['', false],
  ])('%s carries one: %s', (cookie, expected) => {
    expect(carriesSession({ cookie })).toBe(expected);
  });

  it('is none without a Cookie header', () => {
    expect(carriesSession({})).toBe(false);
  });

  it('follows the token rule: a token named in `Authorization: Jwt` wins over the cookie, even an unusable one', () => {
    expect(carriesSession({ authorization: 'Jwt demo.a' })).toBe(true);
    expect(carriesSession({ authorization: 'Jwt %3Cscript%3E', cookie: '__goapp_token=demo.a' })).toBe(false);
    expect(carriesSession({ authorization: 'Bearer demo.a' })).toBe(false);
  });
});
