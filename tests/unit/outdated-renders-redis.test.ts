// @vitest-environment node
// vitest: own worker: it installs the server guard on Node's http server (vitest.config.mts).
// The server guard in front of a server that shares its page cache through Redis (a real redis-server),
// with Next's own response cache behind it: a render of `/` under way here when another server's webhook
// answers (known to this one only through Redis) answers none of the requests sent after it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { http as mock, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ResponseCache from 'next/dist/server/response-cache';
import PortalCacheHandler, { resetPageCacheState } from '@/lib/page-cache/handler.mjs';
import { waitUntil } from '@/lib/page-cache/renders.mjs';
import {
  closeSharedCache,
  readSharedPageChanges,
  readSharedRevalidation,
  revalidateShared,
  sharedCache,
} from '@/lib/page-cache/shared-store.mjs';
import { installServerGuard } from '@/lib/server/server-guard';
import { server as backend } from '../msw-server';
import { requestIncrementalCache } from '../next-incremental-cache';
import { type RedisServer, startRedisServer } from '../redis-server';

const TAGS = ['_N_T_/', 'page:home'];
const dir = mkdtempSync(join(tmpdir(), 'outdated-renders-'));
let redis: RedisServer;

/** The content on the backend, and the renders under way by page, each held until released. */
const content = { version: 1, held: [] as { path: string; resolve: () => void }[] };
function release(path?: string) {
  const released = content.held.filter((render) => path === undefined || render.path === path);
  content.held = content.held.filter((render) => !released.includes(render));
  released.forEach((render) => render.resolve());
}
/** Resolves once a render of `path` is under way (its backend answer held). */
async function rendering(path: string) {
  const underWay = () => content.held.some((render) => render.path === path);
  for (let i = 0; i < 500 && !underWay(); i += 1) await new Promise((resolve) => setTimeout(resolve, 2));
  expect(underWay(), `a render of ${path}`).toBe(true);
}

/** A server answering its pages as Next does (one response cache per route, the portal's handler beneath). */
const responseCaches = new Map<string, InstanceType<typeof ResponseCache>>();
const next = http.createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://portal.test').pathname;
  let responseCache = responseCaches.get(path);
  if (!responseCache) {
    responseCache = new ResponseCache({ minimalMode: false, route: { kind: 'APP_ROUTE', sourceRoute: path } } as never);
    responseCaches.set(path, responseCache);
  }
  const render = async () => {
    const { version } = content;
    await new Promise<void>((resolve) => content.held.push({ path, resolve }));
    return {
      value: { kind: 'APP_ROUTE', body: Buffer.from(`v${version}`), headers: { 'x-next-cache-tags': TAGS.join(',') }, status: 200 },
      cacheControl: { revalidate: 60, expire: 31536000 },
    };
  };
  const entry = await responseCache.get(
    path,
    render as never,
    {
      routeKind: 'APP_ROUTE',
      incrementalCache: requestIncrementalCache(dir, PortalCacheHandler),
      isRoutePPREnabled: false,
      isFallback: false,
      waitUntil,
    } as never,
  );
  res.end(req.method === 'HEAD' ? undefined : String((entry as { value?: { body?: Buffer } }).value?.body));
});

function ask(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<string> {
  const { port } = next.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(Buffer.concat(parts)) : Buffer.concat(parts);
        resolve(method === 'HEAD' ? `HEAD ${res.statusCode}` : body.toString());
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Resolves to 'pending' when `promise` has not settled within 50 ms. */
const settled = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(resolve, 50, 'pending'))]);

beforeAll(async () => {
  redis = await startRedisServer();
  process.env.REDIS_URL = redis.url;
  for (let i = 0; i < 100 && !sharedCache()?.client.isReady; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  installServerGuard(() => null, readSharedPageChanges, readSharedRevalidation);
  await new Promise<void>((resolve) => next.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  release();
  await new Promise<void>((resolve) => next.close(() => resolve()));
  await closeSharedCache();
  redis.stop();
  delete process.env.REDIS_URL;
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  resetPageCacheState();
  backend.use(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

describe('with REDIS_URL, a render under way here when another server answers a webhook', () => {
  it('answers none of the requests sent after it, however they name the page', async () => {
    expect(await readSharedRevalidation(), 'no webhook yet').toBe(Number.NEGATIVE_INFINITY);
    const first = ask('/');
    await rendering('/');

    // The editor's change, then the webhook on another server: only Redis knows.
    content.version = 2;
    const before = Date.now();
    expect(await revalidateShared(TAGS)).toBe(true);
    expect(await readSharedRevalidation()).toBeGreaterThanOrEqual(before);

    const after = Promise.all([
      ask('/'),
      ask('/?utm_source=kampanye'),
      ask('/', { rsc: '1' }),
      ask('/', { 'accept-encoding': 'gzip, deflate, br, zstd' }),
      ask('/', {}, 'HEAD'),
    ]);
    // Another page, with nothing under way, is answered at once.
    const other = ask('/about');
    await rendering('/about');
    release('/about');
    expect(await other).toBe('v2');
    expect(await settled(after)).toBe('pending');
    // The render begun before the webhook ends; the requests after it get a render of their own.
    release('/');
    expect(await first).toBe('v1');
    await rendering('/');
    release('/');
    expect(await after).toEqual(['v2', 'v2', 'v2', 'v2', 'HEAD 200']);
  });

  it('does not hold a request back when its page has no render under way, or one begun since the webhook', async () => {
    expect(await revalidateShared(TAGS)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const first = ask('/blog');
    await rendering('/blog');
    const second = ask('/blog');
    const head = ask('/blog', {}, 'HEAD');
    release('/blog');
    expect(await Promise.all([first, second, head])).toEqual(['v2', 'v2', 'HEAD 200']);
  });
});
