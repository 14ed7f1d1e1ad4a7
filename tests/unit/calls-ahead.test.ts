// Calls sent ahead of the code that makes them (lib/api/http.ts, `sendAhead`): a kept session's token
// check and member, sent before the page hydrates, are handed to the providers' own calls.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTokenInfo, tokenInfoCall } from '@/lib/api/auth';
import { AHEAD_FRESH_MS, request, sendAhead, setAuthToken, setUnauthorizedHandler } from '@/lib/api/http';
import { getMember, MEMBER_PATH } from '@/lib/api/member';
import { server } from '../msw-server';

const BUDI = 'demo.seed-budi-santoso';

/** Counts what reaches the backend, by path, and lets the demo answer. */
function countCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  server.events.removeAllListeners();
  setUnauthorizedHandler(null);
  vi.restoreAllMocks();
});

describe('a call sent ahead', () => {
  it("is handed to the same call made later, which does not go out again: the token's check and the member", async () => {
    const calls = countCalls();
    sendAhead(...tokenInfoCall(BUDI), BUDI);
    sendAhead(MEMBER_PATH, {}, BUDI);
    await settled();
    setAuthToken(BUDI);
    const [info, member] = await Promise.all([getTokenInfo(BUDI), getMember()]);
    expect(info.data).toMatchObject({ first_name: 'Budi', last_name: 'Santoso' });
    expect(member.data?.balance).toBe(24750);
    expect(calls).toEqual(['POST /demo-api/auth/token-info/', 'GET /demo-api/v1/member/api/member/0/']);
  });

  it('is taken by a call made while it is still on its way', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/v1/member/api/member/0/', async () => {
        await held;
        return HttpResponse.json({ uid: 'm-1', account: { balance: 7 } });
      }),
    );
    const calls = countCalls();
    sendAhead(MEMBER_PATH, {}, BUDI);
    setAuthToken(BUDI);
    const member = getMember();
    answer();
    expect((await member).data?.balance).toBe(7);
    expect(calls).toHaveLength(1);
  });

  it('is taken once: the next such call goes out itself', async () => {
    const calls = countCalls();
    sendAhead(MEMBER_PATH, {}, BUDI);
    setAuthToken(BUDI);
    await getMember();
    await getMember();
    expect(calls).toHaveLength(2);
  });

  it("is not another token's, nor another call's: those go out themselves", async () => {
    const calls = countCalls();
    sendAhead(MEMBER_PATH, {}, 'demo.seed-someone-else');
    sendAhead(...tokenInfoCall('demo.seed-someone-else'), 'demo.seed-someone-else');
    setAuthToken(BUDI);
    expect((await getMember()).data?.balance).toBe(24750);
    expect((await getTokenInfo(BUDI)).data?.first_name).toBe('Budi');
    expect(calls).toHaveLength(4);
  });

  it("is not sent once the page's own calls have begun: the page was quicker, and the answer would wait for a later caller", async () => {
    let balance = 100;
    server.use(http.get('*/v1/member/api/member/0/', () => HttpResponse.json({ uid: 'm-1', account: { balance } })));
    const calls = countCalls();
    setAuthToken(BUDI);
    expect((await getMember()).data?.balance).toBe(100);
    sendAhead(MEMBER_PATH, {}, BUDI);
    await settled();
    balance = 60;
    // The member asked for again (after a redeem, a focus) is the backend's now, not one sent for nobody.
    expect((await getMember()).data?.balance).toBe(60);
    expect(calls).toEqual(['GET /demo-api/v1/member/api/member/0/', 'GET /demo-api/v1/member/api/member/0/']);
  });

  it("is dropped by a write of the page's own: the member asked for after a redeem is not the one from before it", async () => {
    let balance = 100;
    server.use(
      http.get('*/v1/member/api/member/0/', () => HttpResponse.json({ uid: 'm-1', account: { balance } })),
      http.post('*/v1/member/api/redeem-test/', () => {
        balance = 60;
        return HttpResponse.json({});
      }),
    );
    const calls = countCalls();
    sendAhead(MEMBER_PATH, {}, BUDI);
    await settled();
    setAuthToken(BUDI);
    expect((await request('member/api/redeem-test/', { method: 'POST', body: {} })).ok).toBe(true);
    expect((await getMember()).data?.balance).toBe(60);
    expect(calls).toEqual([
      'GET /demo-api/v1/member/api/member/0/',
      'POST /demo-api/v1/member/api/redeem-test/',
      'GET /demo-api/v1/member/api/member/0/',
    ]);
  });

  it('is not used once it is older than a few seconds: the call goes out again', async () => {
    const calls = countCalls();
    // The clock held while the call goes ahead, then moved on by a hair more than its freshness: on a
    // busy machine a millisecond or more passed between reading it here and in sendAhead.
    const sentAt = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(sentAt);
    sendAhead(MEMBER_PATH, {}, BUDI);
    await settled();
    now.mockReturnValue(sentAt + AHEAD_FRESH_MS + 1);
    setAuthToken(BUDI);
    expect((await getMember()).ok).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('tells the unauthorized handler of a 401 when it is taken, not when it arrived', async () => {
    const handler = vi.fn();
    sendAhead(MEMBER_PATH, {}, 'demo-expired.abc');
    await settled();
    expect(handler).not.toHaveBeenCalled();
    setUnauthorizedHandler(handler);
    setAuthToken('demo-expired.abc');
    expect((await getMember()).status).toBe(401);
    expect(handler).toHaveBeenCalledOnce();
  });

  it('that fails is a transport failure for whoever takes it, and nothing unhandled for nobody', async () => {
    server.use(http.get('*/v1/member/api/member/0/', () => HttpResponse.error()));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      sendAhead(MEMBER_PATH, {}, 'demo.seed-nobody-comes');
      sendAhead(MEMBER_PATH, {}, BUDI);
      await settled();
      setAuthToken(BUDI);
      const member = await getMember();
      expect(member).toMatchObject({ ok: false, status: 500 });
      await settled();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
