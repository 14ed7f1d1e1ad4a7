// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { http as mock, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notePageCacheChange, pageCacheChanges } from '@/lib/page-cache/changes.mjs';
import PortalCacheHandler, { resetPageCacheState } from '@/lib/page-cache/handler.mjs';
import { FRONT_COPY_MS, clearFrontCopies, frontCopiesOn } from '@/lib/server/front-copies';
import { installServerGuard } from '@/lib/server/server-guard';
import { server as backend } from '../msw-server';

/** What Next answers for each path, as it answers a cached page: whole, in one `end`. */
const answers = new Map<string, { cache: string; status?: number; cookie?: boolean; during?: () => void }>();
let version = 1;
let reached: string[] = [];
const page = () => `<!DOCTYPE html><html><body>${`<p class="rich-text">Versi ${version}</p>`.repeat(100)}</body></html>`;

const next = http.createServer((req, res) => {
  reached.push(req.url ?? '');
  const answer = answers.get(new URL(req.url ?? '/', 'http://portal.test').pathname) ?? { cache: 'HIT' };
  answer.during?.();
  res.statusCode = answer.status ?? 200;
  res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
  res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
  res.setHeader('x-nextjs-cache', answer.cache);
  res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (answer.cookie) res.setHeader('Set-Cookie', 'x=1');
  res.end(page());
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function get(path: string, headers: Record<string, string> = BROWSER, method = 'GET'): Promise<Answer> {
  const { port } = next.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        const raw = Buffer.concat(parts);
        const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** How many of these requests reached Next. */
async function reachingNext(requests: (() => Promise<Answer>)[]): Promise<number> {
  const before = reached.length;
  for (const request of requests) await request();
  return reached.length - before;
}

beforeAll(() => {
  installServerGuard(() => null, true);
  return new Promise<void>((resolve) => next.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => next.close(() => resolve())));
beforeEach(() => {
  vi.useRealTimers();
  clearFrontCopies();
  answers.clear();
  reached = [];
  version = 1;
  backend.use(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

describe('front copies of cached pages', () => {
  it('answers a page Next served from the page cache without reaching Next: the same page and headers', async () => {
    const first = await get('/about');
    const second = await get('/about');
    expect(reached).toEqual(['/about']);
    expect(second.text).toBe(first.text);
    expect(second.status).toBe(200);
    const { date: _firstDate, ...firstHeaders } = first.headers;
    const { date: _secondDate, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers['x-nextjs-cache']).toBe('HIT');
  });

  it('keeps one copy per path', async () => {
    await get('/about');
    await get('/blog');
    expect(await reachingNext([() => get('/about'), () => get('/blog')])).toBe(0);
  });

  it.each([
    ['a render', { cache: 'MISS' }],
    ['a stale page (its request starts the rebuild)', { cache: 'STALE' }],
    ['an answer that sets a cookie', { cache: 'HIT', cookie: true }],
    ['an error page', { cache: 'HIT', status: 404 }],
  ])('makes no copy of %s', async (_, answer) => {
    answers.set('/about', answer);
    expect(await reachingNext([() => get('/about'), () => get('/about')])).toBe(2);
  });

  it.each<[string, string, Record<string, string>, string?]>([
    ['a query', '/about?utm_source=wa', BROWSER],
    ['an RSC request', '/about', { ...BROWSER, rsc: '1' }],
    ['a prefetch', '/about', { ...BROWSER, 'next-router-prefetch': '1' }],
    ['a segment prefetch', '/about', { ...BROWSER, 'next-router-segment-prefetch': '/_tree' }],
    ['a router state', '/about', { ...BROWSER, 'next-router-state-tree': '%5B%5D' }],
    ['a draft', '/about', { ...BROWSER, cookie: '__prerender_bypass=1' }],
    ['no gzip', '/about', {}],
    ['gzip with q-values', '/about', { 'accept-encoding': 'gzip;q=0.5, identity' }],
    ['a range', '/about', { ...BROWSER, range: 'bytes=0-10' }],
    ['HEAD', '/about', BROWSER, 'HEAD'],
  ])('leaves a request with %s to Next', async (_, path, headers, method) => {
    await get('/about');
    expect(await reachingNext([() => get(path, headers, method)])).toBe(1);
  });

  it('reaches Next again on the first request after the page cache changed (a page stored, a webhook)', async () => {
    await get('/about');
    version = 2;
    notePageCacheChange();
    const after = await get('/about');
    expect(after.text).toContain('Versi 2');
    expect(await reachingNext([() => get('/about')])).toBe(0);
  });

  it('makes no copy of an answer during which the page cache changed: it may be older than the change', async () => {
    answers.set('/about', { cache: 'HIT', during: () => notePageCacheChange() });
    expect(await reachingNext([() => get('/about'), () => get('/about')])).toBe(2);
  });

  it(`answers for ${FRONT_COPY_MS} ms at most, so the end of a page's period reaches Next`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await get('/about');
    vi.advanceTimersByTime(FRONT_COPY_MS - 1);
    expect(await reachingNext([() => get('/about')])).toBe(0);
    vi.advanceTimersByTime(1);
    expect(await reachingNext([() => get('/about')])).toBe(1);
  });

  it('are off with REDIS_URL: another server may have changed the page', () => {
    expect(frontCopiesOn({})).toBe(true);
    expect(frontCopiesOn({ REDIS_URL: '  ' })).toBe(true);
    expect(frontCopiesOn({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(false);
  });
});

describe('the page cache counts its changes for the front copies', () => {
  const handler = () => new PortalCacheHandler({ serverDistDir: undefined, fs: undefined, flushToDisk: false } as never);
  const pageEntry = { kind: 'APP_PAGE', html: '<p>x</p>', rscData: Buffer.from('x'), headers: { 'x-next-cache-tags': 'page' }, status: 200 };

  beforeEach(() => resetPageCacheState());

  it('a page stored and a revalidation each count; a data entry does not', async () => {
    const cache = handler();
    let before = pageCacheChanges();
    await cache.get('/about', { kind: 'APP_PAGE' });
    await cache.set('/about', pageEntry, { cacheControl: { revalidate: 60, expire: 31536000 } });
    expect(pageCacheChanges()).toBeGreaterThan(before);

    before = pageCacheChanges();
    await cache.set('data-key', { kind: 'FETCH', data: { body: '{}', headers: {}, url: 'http://x' }, revalidate: 60 }, { tags: ['page'] });
    expect(pageCacheChanges()).toBe(before);

    await cache.revalidateTag(['page']);
    expect(pageCacheChanges()).toBeGreaterThan(before);
  });
});
