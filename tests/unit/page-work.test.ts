// @vitest-environment node
// vitest: own worker: it fills Next's request context for the process (vitest.config.mts).
// Requests held back from a page's render begun before the last webhook (lib/page-cache/renders.mjs,
// lib/server/outdated-renders.ts), through Next's own response cache and incremental cache with the
// portal's handler beneath them: Next joins every request for a page to the work under way for it, so
// a request sent after the webhook would be served what a render begun before it read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBuiltinRequestContext } from 'next/dist/server/after/builtin-request-context';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import ResponseCache from 'next/dist/server/response-cache';
import PortalCacheHandler, { noteRevalidated, resetPageCacheState } from '@/lib/page-cache/handler.mjs';
import {
  RENDER_BOUND_MS,
  installPageWorkWatch,
  pageOfKey,
  pageOfPath,
  pageWorkBegins,
  pageWorkEnded,
  pageWorkUnderWay,
  waitUntil,
} from '@/lib/page-cache/renders.mjs';
import { CLOCK_SKEW_MS } from '@/lib/page-cache/shared-store.mjs';
import { waitForOutdatedRender } from '@/lib/server/outdated-renders';
import { requestIncrementalCache } from '../next-incremental-cache';

const ROUTE = { kind: 'APP_ROUTE', sourceRoute: '/about' };
const TAGS = ['_N_T_/about', 'page:about'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** One turn of the event loop: whatever was woken at its end has run. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The backend behind the page: its content's version, and the renders under way, each held until released. */
const backend = { version: 1, held: [] as (() => void)[], hold: true, fail: false };

function serverOf(revalidateSeconds = 60) {
  const dir = mkdtempSync(join(tmpdir(), 'page-work-'));
  dirs.push(dir);
  const incrementalCache = requestIncrementalCache(dir, PortalCacheHandler);
  const responseCache = new ResponseCache({ minimalMode: false, route: ROUTE } as never);
  /** A render as Next's route runs it: the content read (or the failure met) as it begins, returned once released. */
  const render = async () => {
    const { version, fail } = backend;
    if (backend.hold) await new Promise<void>((resolve) => backend.held.push(resolve));
    if (fail) throw new Error('the render failed');
    return {
      value: { kind: 'APP_ROUTE', body: Buffer.from(`v${version}`), headers: { 'x-next-cache-tags': TAGS.join(',') }, status: 200 },
      cacheControl: { revalidate: revalidateSeconds, expire: 31536000 },
    };
  };
  /** What Next answers a request (`prefetch`: a router's prefetch), with `waitUntil` as `next start` hands it over. */
  const next = async (prefetch = false) => {
    const entry = await responseCache.get(
      '/about',
      render as never,
      {
        routeKind: 'APP_ROUTE',
        incrementalCache,
        isRoutePPREnabled: false,
        isFallback: false,
        isPrefetch: prefetch,
        waitUntil,
      } as never,
    );
    return String((entry as { value?: { body?: Buffer } } | null)?.value?.body ?? '');
  };
  /** A request as the server guard lets it through: after any render begun before the last webhook. */
  const request = async () => {
    await waitForOutdatedRender('/about', null);
    return next();
  };
  return { next, request, incrementalCache };
}

async function webhook(server: ReturnType<typeof serverOf>) {
  backend.version += 1;
  noteRevalidated(TAGS);
  await server.incrementalCache.revalidateTag(TAGS, { expire: 0 });
}

const release = () => backend.held.splice(0).forEach((resolve) => resolve());
/** Resolves once a render is under way (its backend answer held). */
async function rendering() {
  for (let i = 0; i < 500 && backend.held.length === 0; i += 1) await sleep(2);
  expect(backend.held.length).toBeGreaterThan(0);
}

/** Resolves to 'pending' when `promise` has not settled within a few turns. */
async function settled<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, sleep(30).then(() => 'pending' as const)]);
}

beforeEach(() => {
  resetPageCacheState();
  tagsManifest.clear();
  Object.assign(backend, { version: 1, held: [], hold: true, fail: false });
});
afterEach(() => {
  release();
  vi.useRealTimers();
});

describe('a request sent after a webhook, while a render begun before it is under way', () => {
  it('is not served that render of a page Next had no copy of: it waits for it, then gets a render of its own', async () => {
    const server = serverOf();
    const first = server.next();
    await rendering();
    await webhook(server);

    // What Next does with a request that reaches it now: the render under way answers it.
    const joined = server.next();
    const held = server.request();
    expect(await settled(held)).toBe('pending');
    release();
    expect(await first).toBe('v1');
    expect(await joined, 'Next, left to itself').toBe('v1');
    await rendering();
    release();
    expect(await held).toBe('v2');
  });

  it('is not served a stale copy whose rebuild began before the webhook: it waits for the rebuild to end', async () => {
    const server = serverOf(0.02);
    backend.hold = false;
    expect(await server.next()).toBe('v1');
    await sleep(40);
    // Stale: served at once while it is rebuilt in the background (held).
    backend.hold = true;
    expect(await server.next()).toBe('v1');
    await rendering();
    await webhook(server);

    expect(await server.next(), 'Next, left to itself').toBe('v1');
    const held = server.request();
    expect(await settled(held)).toBe('pending');
    release();
    await rendering();
    release();
    expect(await held).toBe('v2');
  });

  it('is not served a render that fails and stores nothing either: it waits for its end', async () => {
    // Next logs the failure of the work it was handed, as `next start` does.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = serverOf();
    backend.fail = true;
    const first = server.next().catch((error: Error) => error.message);
    await rendering();
    await webhook(server);
    const held = server.request().catch((error: Error) => error.message);
    expect(await settled(held)).toBe('pending');
    backend.fail = false;
    release();
    expect(await first).toBe('the render failed');
    await rendering();
    release();
    expect(await held).toBe('v2');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'the render failed' }));
    logged.mockRestore();
  });
});

describe('the work on a page ends when Next is done with it', () => {
  it('at once for a fresh copy', async () => {
    const server = serverOf();
    const first = server.next();
    await rendering();
    expect(pageWorkUnderWay('/about'), 'while the page renders').toBeDefined();
    backend.hold = false;
    release();
    expect(await first).toBe('v1');
    expect(await server.next()).toBe('v1');
    await turn();
    expect(pageWorkUnderWay('/about')).toBeUndefined();
  });

  it('at once for a prefetch of a stale copy, which Next serves without rebuilding it', async () => {
    const server = serverOf(0.02);
    backend.hold = false;
    expect(await server.next()).toBe('v1');
    await sleep(40);
    backend.hold = true;
    expect(await server.next(true)).toBe('v1');
    await turn();
    expect(pageWorkUnderWay('/about')).toBeUndefined();
    expect(backend.held).toHaveLength(0);
  });

  it('so a request after a webhook that follows a fresh copy is not held back', async () => {
    const server = serverOf();
    backend.hold = false;
    expect(await server.next()).toBe('v1');
    expect(await server.next()).toBe('v1');
    await webhook(server);
    expect(waitForOutdatedRender('/about', null)).toBeNull();
    expect(await server.next()).toBe('v2');
  });

  it('a turn after Next has let go, so a request it lets through starts work of its own', async () => {
    const work = pageWorkBegins('/route-cache/APP_PAGE/abc/$/index');
    let promise!: () => void;
    waitUntil(new Promise<void>((resolve) => (promise = resolve)));
    const ended = pageWorkEnded(work);
    promise();
    expect(
      await settled(
        Promise.resolve()
          .then(() => Promise.resolve())
          .then(() => (work.ended ? 'ended' : 'not yet')),
      ),
    ).toBe('ended');
    let woken = false;
    void ended.then(() => (woken = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(woken, 'not within the promise steps that follow').toBe(false);
    await turn();
    await turn();
    expect(woken).toBe(true);
  });

  it('at the next lookup of the page, or at its bound, when Next hands over no promise', async () => {
    vi.useFakeTimers();
    const first = pageWorkBegins('/route-cache/APP_PAGE/abc/$/about');
    await Promise.resolve();
    const second = pageWorkBegins('/route-cache/APP_PAGE/abc/$/about');
    expect(first.ended).toBe(true);
    expect(pageWorkUnderWay('/about')).toBe(second);
    let woken = false;
    void pageWorkEnded(second).then(() => (woken = true));
    await vi.advanceTimersByTimeAsync(RENDER_BOUND_MS - 10);
    expect(woken).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(woken).toBe(true);
    expect(pageWorkUnderWay('/about')).toBeUndefined();
  });

  it("is watched through Next's request context, as the server starts", () => {
    installPageWorkWatch();
    expect(getBuiltinRequestContext()?.waitUntil).toBe(waitUntil);
  });
});

describe('which requests wait', () => {
  it('a page is named as Next keys its cache', () => {
    expect(['/', '/about', '/deals/', '/index', '/index/x', '/indexes', '/blog/tips'].map(pageOfPath)).toEqual([
      '/index',
      '/about',
      '/deals',
      '/index/index',
      '/index/index/x',
      '/indexes',
      '/blog/tips',
    ]);
    expect(pageOfKey('/route-cache/APP_PAGE/c6377dd9/$/index')).toBe('/index');
    expect(pageOfKey('/route-cache/APP_ROUTE/00ff/$/sitemap.xml')).toBe('/sitemap.xml');
    expect(pageOfKey('/about')).toBe('/about');
  });

  it('none for a page without work under way, or whose work began after the last webhook: decided at once, Redis not asked', async () => {
    const readShared = vi.fn(async () => Date.now());
    expect(waitForOutdatedRender('/', readShared)).toBeNull();
    noteRevalidated(TAGS);
    await sleep(2);
    pageWorkBegins('/route-cache/APP_PAGE/abc/$/index');
    expect(waitForOutdatedRender('/', null)).toBeNull();
    expect(readShared).not.toHaveBeenCalled();
  });

  it("with REDIS_URL, a page's request waits for work begun before another server's webhook (clocks apart by up to CLOCK_SKEW_MS)", async () => {
    const work = pageWorkBegins('/route-cache/APP_PAGE/abc/$/index');
    const outcome = async (webhookAt: number | null) => {
      const wait = waitForOutdatedRender('/', async () => webhookAt);
      return wait === null ? 'not held' : settled(wait.then(() => 'went on'));
    };
    expect(await outcome(work.startedAt + 1)).toBe('pending');
    expect(await outcome(work.startedAt - CLOCK_SKEW_MS)).toBe('pending');
    expect(await outcome(work.startedAt - CLOCK_SKEW_MS - 1)).toBe('went on');
    expect(await outcome(null), 'Redis cannot say').toBe('went on');
    expect(await outcome(Number.NEGATIVE_INFINITY), 'no webhook yet').toBe('went on');
    const held = waitForOutdatedRender('/', async () => work.startedAt)!;
    waitUntil(Promise.resolve());
    expect(await settled(held.then(() => 'went on'))).toBe('pending');
  });
});
