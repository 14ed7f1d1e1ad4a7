// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkReadiness } from '@/lib/server/readiness';

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
