// @vitest-environment node
// vitest: own worker: it installs the server guard on Node's http server (vitest.config.mts).
// Front copies on a server that shares its page cache through Redis (a real redis-server): another
// server's change, known to this one only through Redis, reaches this server's very next request.
import { http as mock, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SharedStore, closeSharedCache, readSharedPageChanges, revalidateShared, sharedCache } from '@/lib/page-cache/shared-store.mjs';
import { clearFrontCopies } from '@/lib/server/front-copies';
import { installServerGuard } from '@/lib/server/server-guard';
import { cachedPageServer, cachedPages, getPage, reachingServer } from '../cached-page-server';
import { server as backend } from '../msw-server';
import { type RedisServer, startRedisServer } from '../redis-server';

let redis: RedisServer;

/** Waits until the process's Redis connection is ready (or not, once Redis is stopped). */
async function sharedCacheReady(ready: boolean): Promise<void> {
  for (let i = 0; i < 100 && sharedCache()?.client.isReady !== ready; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sharedCache()?.client.isReady).toBe(ready);
}

beforeAll(async () => {
  redis = await startRedisServer();
  process.env.REDIS_URL = redis.url;
  await sharedCacheReady(true);
  installServerGuard(() => null, readSharedPageChanges);
  await new Promise<void>((resolve) => cachedPageServer.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => cachedPageServer.close(() => resolve()));
  await closeSharedCache();
  redis.stop();
  delete process.env.REDIS_URL;
});
beforeEach(() => {
  clearFrontCopies();
  cachedPages.reset();
  backend.use(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

describe('front copies with REDIS_URL', () => {
  it('answer a page without reaching Next while no server has changed the page cache', async () => {
    await getPage('/about');
    expect(await reachingServer([() => getPage('/about'), () => getPage('/about')])).toBe(0);
  });

  it("end at another server's webhook: the next request reaches Next", async () => {
    await getPage('/about');
    cachedPages.version = 2;
    // What the webhook on another server does to Redis; this server's own count is left as it was.
    expect(await revalidateShared(['page:about'])).toBe(true);
    const after = await getPage('/about');
    expect(after.text).toContain('Versi 2');
    expect(cachedPages.reached).toEqual(['/about', '/about']);
    expect(await reachingServer([() => getPage('/about')])).toBe(0);
  });

  it('end when another server stores a page', async () => {
    await getPage('/about');
    const before = await readSharedPageChanges();
    const local = { get: async () => null, set: async () => {}, revalidateTag: async () => {} };
    const otherServer = new SharedStore(local, sharedCache()!, `${process.cwd()}/.next/server`);
    const html = '<p>baru</p>';
    await otherServer.set(
      '/blog',
      { kind: 'APP_PAGE', html, rscData: Buffer.from(html), headers: {}, status: 200 },
      {
        cacheControl: { revalidate: 60, expire: 31536000 },
      },
    );
    expect(Number(await readSharedPageChanges())).toBe(Number(before) + 1);
    expect(await reachingServer([() => getPage('/about')])).toBe(1);
  });

  it('are not made or used while Redis cannot say, and no request waits on it', async () => {
    await getPage('/about');
    redis.stop();
    await sharedCacheReady(false);
    const started = Date.now();
    expect(await reachingServer([() => getPage('/about'), () => getPage('/about'), () => getPage('/about')])).toBe(3);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
