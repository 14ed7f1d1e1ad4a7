// @vitest-environment node
// The one gate of the member routes (lib/session/gate.ts): which member a request is for, by the token
// rule, against the demo API served by MSW as a backend of its own; and the one answer of each refusal.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER_TOKEN } from '@/lib/demo-api/seed';
import { MemberRefusal, answerRefusal, memberRoute, requireMember } from '@/lib/session/gate';
import { RequestRefused, jsonBody } from '@/lib/server/request-body';
import { server } from '../msw-server';
import { withBackendOfItsOwn } from './backend-of-its-own';

withBackendOfItsOwn();

const request = (headers: Record<string, string> = {}, body?: string) =>
  new Request('http://portal.test/api/x', { method: body === undefined ? 'GET' : 'POST', headers, body });

/** The refusal `requireMember` throws for these headers, as kind and status. */
async function refusalFor(headers: Record<string, string>): Promise<[string, number, string]> {
  try {
    await requireMember(request(headers));
  } catch (error) {
    if (error instanceof MemberRefusal) return [error.kind, error.status, error.message];
    throw error;
  }
  throw new Error('no refusal');
}

describe('requireMember', () => {
  it("gives the member of the named token, or the cookie's, with the token and the uid", async () => {
    const asked: Record<string, string>[] = [
      { cookie: `__goapp_token=${DEMO_MEMBER_TOKEN}` },
      { authorization: `Jwt ${DEMO_MEMBER_TOKEN}` },
    ];
    for (const headers of asked) {
      const member = await requireMember(request(headers));
      expect(member.token).toBe(DEMO_MEMBER_TOKEN);
      expect(member.uid).toBe(member.member.uid);
      expect(member.user).toMatchObject({ first_name: 'Budi' });
    }
  });

  it('refuses a guest, a refused token (named beside a good cookie too), a user who is no member', async () => {
    expect((await refusalFor({})).slice(0, 2)).toEqual(['signed-out', 401]);
    expect((await refusalFor({ cookie: '__goapp_token=demo.no-such-session' })).slice(0, 2)).toEqual(['ended', 401]);
    const beside = { authorization: 'Jwt demo.no-such-session', cookie: `__goapp_token=${DEMO_MEMBER_TOKEN}` };
    expect((await refusalFor(beside)).slice(0, 2)).toEqual(['ended', 401]);
    server.use(http.get('*/member/api/member/0/', () => HttpResponse.json({ detail: 'no' }, { status: 404 }), { once: true }));
    expect((await refusalFor({ authorization: `Jwt ${DEMO_MEMBER_TOKEN}` })).slice(0, 2)).toEqual(['not-member', 404]);
  });

  it('a backend down is unavailable (503); garbage, or a uid the portal cannot keep, bad-backend (502)', async () => {
    const named = { authorization: `Jwt ${DEMO_MEMBER_TOKEN}` };
    server.use(http.get('*/member/api/member/0/', () => HttpResponse.json({ detail: 'down' }, { status: 500 }), { once: true }));
    expect((await refusalFor(named)).slice(0, 2)).toEqual(['unavailable', 503]);
    server.use(http.get('*/member/api/member/0/', () => new HttpResponse('<html>', { status: 200 }), { once: true }));
    expect((await refusalFor(named)).slice(0, 2)).toEqual(['bad-backend', 502]);
    server.use(
      http.get('*/member/api/member/0/', () => HttpResponse.json({ uid: '../keys/*', account: { balance: '1' } }), { once: true }),
    );
    expect(await refusalFor(named)).toEqual(['bad-backend', 502, 'The member service answered a uid the portal cannot keep.']);
  });
});

describe('the answer of a refusal', () => {
  it('a 401 says how to sign in, a 503 when to try again, and none is kept by a shared cache', async () => {
    const answers = (['ended', 'unavailable', 'bad-backend', 'not-member'] as const).map((kind) => answerRefusal(new MemberRefusal(kind)));
    expect(answers.map((answer) => [answer.status, answer.headers.get('www-authenticate'), answer.headers.get('retry-after')])).toEqual([
      [401, 'Jwt', null],
      [503, null, '30'],
      [502, null, null],
      [404, null, null],
    ]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answers[0].json()).toEqual({ detail: 'The session has ended: sign in to the portal again.' });
  });

  it('memberRoute answers a refusal and a body refused, and runs the work for the member', async () => {
    const cookie = { cookie: `__goapp_token=${DEMO_MEMBER_TOKEN}` };
    const guest = await memberRoute(request(), async () => new Response('never'));
    expect([guest.status, guest.headers.get('www-authenticate')]).toEqual([401, 'Jwt']);
    const read = (body: string) => {
      const sent = request(cookie, body);
      return memberRoute(sent, async () => Response.json(await jsonBody(sent, 8)));
    };
    const tooLarge = await read('"a long body"');
    expect([tooLarge.status, await tooLarge.json()]).toEqual([413, { detail: 'The body must be at most 8 bytes.' }]);
    const notJson = await read('{');
    expect([notJson.status, await notJson.json()]).toEqual([400, { detail: 'The body is not JSON.' }]);
    const ok = await memberRoute(request(cookie), async ({ uid }) => Response.json({ uid }));
    expect(ok.status).toBe(200);
    await expect(jsonBody(request({}, ''), 8)).resolves.toBeNull();
    await expect(jsonBody(request({}, '{'), 8)).rejects.toBeInstanceOf(RequestRefused);
  });
});
