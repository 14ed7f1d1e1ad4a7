// @vitest-environment node
// vitest: own worker: it holds the process's page cache connection (vitest.config.mts).
// The page cache's lines about its Redis connection (lib/page-cache/shared-store.mjs), on a real
// redis-server: connected is news (`info`), Redis gone a warning. Alone in its file: the connection is
// one per process.
import { afterAll, expect, it, vi } from 'vitest';
import { closeSharedCache, sharedCache } from '@/lib/page-cache/shared-store.mjs';
import { type RedisServer, startRedisServer } from '../redis-server';

let redis: RedisServer | undefined;

afterAll(async () => {
  await closeSharedCache();
  redis?.stop();
  delete process.env.REDIS_URL;
});

async function connectionReady(ready: boolean): Promise<void> {
  for (let i = 0; i < 100 && sharedCache()?.client.isReady !== ready; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sharedCache()?.client.isReady).toBe(ready);
}

it('says Redis connected at info, and Redis gone at warn', async () => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  redis = await startRedisServer();
  process.env.REDIS_URL = redis.url;
  await connectionReady(true);
  expect(info.mock.calls.map(String)).toEqual(['[page cache] Redis connected: the page cache is shared by every server.']);
  expect(warn).not.toHaveBeenCalled();
  redis.stop();
  await connectionReady(false);
  await vi.waitFor(() => expect(warn.mock.calls.map(String)).toEqual([expect.stringMatching(/^\[page cache\] Redis unreachable/)]));
  expect(info).toHaveBeenCalledTimes(1);
});
