// @vitest-environment node
// vitest: own worker: it installs the server guard on Node's http server (vitest.config.mts).
import { http as mock, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notePageCacheChange, pageCacheChanges } from '@/lib/page-cache/changes.mjs';
import PortalCacheHandler, { resetPageCacheState } from '@/lib/page-cache/handler.mjs';
import { FRONT_COPY_MS, clearFrontCopies } from '@/lib/server/front-copies';
import { installServerGuard } from '@/lib/server/server-guard';
import { BROWSER, cachedPageServer as next, cachedPages, getPage as get, reachingServer as reachingNext } from '../cached-page-server';
import { server as backend } from '../msw-server';

beforeAll(() => {
  installServerGuard(() => null, null);
  return new Promise<void>((resolve) => next.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => next.close(() => resolve())));
beforeEach(() => {
  vi.useRealTimers();
  clearFrontCopies();
  cachedPages.reset();
  backend.use(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

describe('front copies of cached pages', () => {
  it('answers a page Next served from the page cache without reaching Next: the same page and headers', async () => {
    const first = await get('/about');
    const second = await get('/about');
    expect(cachedPages.reached).toEqual(['/about']);
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
    cachedPages.answers.set('/about', answer);
    expect(await reachingNext([() => get('/about'), () => get('/about')])).toBe(2);
  });

  it.each<[string, string, Record<string, string>, string?]>([
    ['a query its route renders per request', '/blog?q=sepatu', BROWSER],
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
    await get('/blog');
    expect(await reachingNext([() => get(path, headers, method)])).toBe(1);
  });

  it("answers a campaign link from its page's copy: the guard drops the query no page reads", async () => {
    await get('/');
    expect(await reachingNext([() => get('/?utm_source=whatsapp&utm_campaign=promo'), () => get('/about?fbclid=x')])).toBe(1);
    expect(cachedPages.reached.at(-1)).toBe('/about');
  });

  it('reaches Next again on the first request after the page cache changed (a page stored, a webhook)', async () => {
    await get('/about');
    cachedPages.version = 2;
    notePageCacheChange();
    const after = await get('/about');
    expect(after.text).toContain('Versi 2');
    expect(await reachingNext([() => get('/about')])).toBe(0);
  });

  it('makes no copy of an answer during which the page cache changed: it may be older than the change', async () => {
    cachedPages.answers.set('/about', { cache: 'HIT', during: () => notePageCacheChange() });
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
});

describe('the page cache counts its changes for the front copies', () => {
  const handler = () => new PortalCacheHandler({ serverDistDir: undefined, fs: undefined, flushToDisk: false } as never);
  const pageEntry = {
    kind: 'APP_PAGE',
    html: '<p>x</p>',
    rscData: Buffer.from('x'),
    headers: { 'x-next-cache-tags': 'page' },
    status: 200,
  };

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
