// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { SharedCacheControls } from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external';
import PortalCacheHandler, {
  BRIEF_MAX_ENTRIES,
  NOT_FOUND_SECONDS,
  RETRY_SECONDS,
  pageCacheStats,
  resetPageCacheState,
} from '@/lib/page-cache/handler.mjs';
import { recordBackendFailure } from '@/lib/page-cache/render-health.mjs';

/** Next's own note of each stored key's lifetime (a private static map). */
const lifetimes = (SharedCacheControls as unknown as { cacheControls: Map<string, unknown> }).cacheControls;

const PAGE = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const STORE = { ...PAGE, cacheControl: { revalidate: 60, expire: 31536000 } };
const key = (path: string) => `/route-cache/APP_PAGE/${'a'.repeat(64)}/$${path}`;

function page(text: string, status?: number) {
  return { kind: 'APP_PAGE', html: `<html><main>${text}</main></html>`, rscData: Buffer.from(`0:${text}`), headers: {}, status, postponed: undefined, segmentData: undefined };
}

let dir: string;
let handler: PortalCacheHandler;

/** Every file the cache wrote, relative to the build's server folder. */
function written(): string[] {
  const files: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path.slice(dir.length));
    }
  };
  walk(dir);
  return files;
}

/** A lookup followed by storing what was rendered, as Next does for a page. */
async function render(path: string, value: ReturnType<typeof page>, { backendFails = false } = {}) {
  await handler.get(key(path), PAGE);
  if (backendFails) recordBackendFailure();
  await handler.set(key(path), value, STORE);
}

const html = async (path: string) => String((await handler.get(key(path), PAGE))?.value?.html ?? '');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'page-cache-'));
  resetPageCacheState();
  handler = new PortalCacheHandler({ fs: nodeFs, serverDistDir: join(dir, 'server'), flushToDisk: true, revalidatedTags: [], _requestHeaders: {} });
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the page cache', () => {
  it('stores a good render on disk with the lifetime it was given', async () => {
    await render('/about', page('Tentang Arena'));
    const entry = await handler.get(key('/about'), PAGE);
    expect(String(entry?.value?.html)).toContain('Tentang Arena');
    expect(entry?.cacheControl).toEqual({ revalidate: 60, expire: 31536000 });
    expect(written().some((f) => f.endsWith('/about.html'))).toBe(true);
  });

  it('never replaces a good page with one rendered while the backend failed, and tries again soon', async () => {
    await render('/about', page('Tentang Arena'));
    await render('/about', page('Konten belum tersedia'), { backendFails: true });
    const kept = await handler.get(key('/about'), PAGE);
    expect(String(kept?.value?.html)).toContain('Tentang Arena');
    expect(kept?.cacheControl?.revalidate).toBe(RETRY_SECONDS);
    expect(Date.now() - kept!.lastModified).toBeLessThan(2000);

    // The next rebuild, with the backend back, is stored with its own lifetime again.
    await render('/about', page('Tentang Arena, diperbarui'));
    expect(await html('/about')).toContain('diperbarui');
    expect((await handler.get(key('/about'), PAGE))?.cacheControl?.revalidate).toBe(60);
  });

  it('keeps the shell of a render without any good copy for seconds only, in memory', async () => {
    await render('/blog/baru', page('Artikel belum dapat dimuat'), { backendFails: true });
    const shell = await handler.get(key('/blog/baru'), PAGE);
    expect(String(shell?.value?.html)).toContain('belum dapat dimuat');
    expect(shell?.cacheControl?.revalidate).toBe(RETRY_SECONDS);
    expect(written()).toEqual([]);

    await render('/blog/baru', page('Kabar baru'));
    expect(await html('/blog/baru')).toContain('Kabar baru');
    expect(written().some((f) => f.endsWith('/blog/baru.html'))).toBe(true);
    expect(pageCacheStats().briefEntries).toBe(0);
  });

  it('does not blame a render for a failure that happened before it began', async () => {
    recordBackendFailure();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await render('/about', page('Tentang Arena'));
    expect((await handler.get(key('/about'), PAGE))?.cacheControl?.revalidate).toBe(60);
  });

  it('counts a failure after a lookup that found a fresh page, when that page is later rebuilt', async () => {
    await render('/about', page('Tentang Arena'));
    await handler.get(key('/about'), PAGE); // a fresh hit: no render follows
    recordBackendFailure();
    await render('/about', page('Konten belum tersedia'));
    expect(await html('/about')).toContain('Tentang Arena');
  });

  it('keeps a 404 out of the disk cache, in memory for a while', async () => {
    await render('/blog/tidak-ada', page('Artikel tidak ditemukan', 404));
    const entry = await handler.get(key('/blog/tidak-ada'), PAGE);
    expect(entry?.value?.status).toBe(404);
    expect(entry?.cacheControl?.revalidate).toBe(NOT_FOUND_SECONDS);
    expect(written()).toEqual([]);
  });

  it(`holds at most ${BRIEF_MAX_ENTRIES} of them, forgetting the oldest with Next's note of its lifetime`, async () => {
    for (let i = 0; i < BRIEF_MAX_ENTRIES + 50; i += 1) {
      const path = `/blog/acak-${i}`;
      lifetimes.set(key(path), { revalidate: 60, expire: undefined });
      await render(path, page('Artikel tidak ditemukan', 404));
    }
    expect(pageCacheStats().briefEntries).toBe(BRIEF_MAX_ENTRIES);
    expect(await handler.get(key('/blog/acak-0'), PAGE)).toBeNull();
    expect((await handler.get(key(`/blog/acak-${BRIEF_MAX_ENTRIES + 49}`), PAGE))?.value?.status).toBe(404);
    expect(lifetimes.has(key('/blog/acak-0'))).toBe(false);
    expect(written()).toEqual([]);
  });

  /** Dates the page's file on disk as the kernel would have, `ms` from now. */
  const dateFile = (path: string, ms: number) => {
    const file = join(dir, written().find((f) => f.endsWith(`${path}.html`))!);
    const at = new Date(Date.now() + ms);
    utimesSync(file, at, at);
  };

  it('tries a copy this process did not render (a build prerender) again soon', async () => {
    await render('/about', page('Dibuat saat build'));
    // A new process over the same disk: the copy predates it (by the build's end and the server's boot).
    resetPageCacheState();
    dateFile('/about', -60_000);
    const seed = await handler.get(key('/about'), PAGE);
    expect(String(seed?.value?.html)).toContain('Dibuat saat build');
    expect(seed?.cacheControl?.revalidate).toBe(RETRY_SECONDS);
  });

  it("keeps the lifetime of a copy it wrote just after starting, though the file's coarse clock dates it a little before", async () => {
    await render('/about', page('Tentang Arena'));
    dateFile('/about', -20);
    expect((await handler.get(key('/about'), PAGE))?.cacheControl).toEqual({ revalidate: 60, expire: 31536000 });
  });

  it('passes data-cache entries through untouched', async () => {
    const fetchCtx = { kind: 'FETCH', fetchCache: true, tags: ['blog'], revalidate: 60 };
    const value = { kind: 'FETCH', data: { headers: {}, body: '{}', url: 'https://api/x', status: 200 }, revalidate: 60 };
    recordBackendFailure();
    await handler.set('fetch-key', value, fetchCtx);
    expect((await handler.get('fetch-key', fetchCtx))?.value).toMatchObject({ kind: 'FETCH' });
  });
});
