// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READINESS_KEPT_MS, checkReadiness } from '@/lib/server/readiness';
import { server } from '../msw-server';
import { withBackendOfItsOwn } from './backend-of-its-own';

const yes = async () => true;
const no = async () => false;
const none = async () => null;
const never = () => new Promise<never>(() => {});
const throws = async (): Promise<boolean> => {
  throw new Error('boom');
};

describe('readiness', () => {
  it.each([
    [yes, yes, true, { status: 'ready', backend: 'ok', redis: 'ok' }],
    [yes, none, true, { status: 'ready', backend: 'ok', redis: 'not configured' }],
    [no, yes, false, { status: 'unavailable', backend: 'failed', redis: 'ok' }],
    [yes, no, false, { status: 'unavailable', backend: 'ok', redis: 'failed' }],
    [no, none, false, { status: 'unavailable', backend: 'failed', redis: 'not configured' }],
    [throws, throws, false, { status: 'unavailable', backend: 'failed', redis: 'failed' }],
  ])('backend %o, redis %o → ready %s, %o', async (backend, redis, ready, body) => {
    expect(await checkReadiness({ backend, redis })).toEqual({ ready, body });
  });

  it('a probe that does not answer in time counts as failed, and the check still answers in time', async () => {
    const started = Date.now();
    const result = await checkReadiness({ backend: never, redis: never }, 100);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toEqual({ ready: false, body: { status: 'unavailable', backend: 'failed', redis: 'failed' } });
  });
});

describe('GET /api/health?ready=1, asked by anyone', () => {
  withBackendOfItsOwn();
  afterEach(() => vi.useRealTimers());

  /** Counts the backend's application calls (the readiness probe), answered as the demo API answers them. */
  function countBackendCalls(down = () => false) {
    const calls = { count: 0 };
    server.use(
      http.get('*/directory/api/application/0/', () => {
        calls.count += 1;
        // A 500, which the client does not send again: one call is one check.
        return down() ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : undefined;
      }),
    );
    return calls;
  }

  /** The route as a fresh server loads it: nothing checked yet. */
  async function freshRoute() {
    vi.resetModules();
    const { GET } = await import('@/app/api/health/route');
    return () => GET(new Request('http://portal.test/api/health?ready=1'));
  }

  it('1,000 requests at once make one backend call, and all get its answer', async () => {
    const calls = countBackendCalls();
    const ready = await freshRoute();
    const answers = await Promise.all(Array.from({ length: 1000 }, ready));
    expect(calls.count).toBe(1);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(await answers[999].json()).toEqual({ status: 'ready', backend: 'ok', redis: 'not configured' });
    expect(answers[0].headers.get('cache-control')).toBe('no-store');
  });

  it(`1,000 requests over 20 s, one after another, make one backend call per ${READINESS_KEPT_MS / 1000} s`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = countBackendCalls();
    const ready = await freshRoute();
    const start = Date.now();
    for (let i = 0; i < 1000; i++) {
      vi.setSystemTime(start + i * 20);
      expect((await ready()).status).toBe(200);
    }
    expect(calls.count).toBe(Math.ceil(20_000 / READINESS_KEPT_MS));
  });

  it(`says what failed once its kept result is ${READINESS_KEPT_MS / 1000} s old, and keeps that as long`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let down = false;
    const calls = countBackendCalls(() => down);
    const ready = await freshRoute();
    const start = Date.now();
    expect((await ready()).status).toBe(200);
    down = true;
    vi.setSystemTime(start + READINESS_KEPT_MS - 1);
    expect((await ready()).status).toBe(200);
    vi.setSystemTime(start + READINESS_KEPT_MS);
    const failed = await ready();
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ status: 'unavailable', backend: 'failed', redis: 'not configured' });
    down = false;
    expect((await ready()).status).toBe(503);
    expect(calls.count).toBe(2);
    vi.setSystemTime(start + 2 * READINESS_KEPT_MS);
    expect((await ready()).status).toBe(200);
    expect(calls.count).toBe(3);
  });

  it('liveness asks nothing of the backend', async () => {
    const calls = countBackendCalls();
    vi.resetModules();
    const { GET } = await import('@/app/api/health/route');
    expect((await GET(new Request('http://portal.test/api/health'))).status).toBe(200);
    expect(calls.count).toBe(0);
  });
});
