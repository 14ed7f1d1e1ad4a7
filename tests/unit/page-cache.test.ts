// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { SharedCacheControls } from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import PortalCacheHandler, {
  BRIEF_MAX_ENTRIES,
  NOT_FOUND_SECONDS,
  RETRY_SECONDS,
  noteRevalidated,
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
  return {
    kind: 'APP_PAGE',
    html: `<html><main>${text}</main></html>`,
    rscData: Buffer.from(`0:${text}`),
    headers: {},
    status,
    postponed: undefined,
    segmentData: undefined,
  };
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
  handler = new PortalCacheHandler({
    fs: nodeFs,
    serverDistDir: join(dir, 'server'),
    flushToDisk: true,
    revalidatedTags: [],
    _requestHeaders: {},
  });
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
    const file = join(
      dir,
      written().find((f) => f.endsWith(`${path}.html`))!,
    );
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

describe('a webhook wins over a render under way (rule 4)', () => {
  const tagged = (text: string, tags: string) => ({ ...page(text), headers: { 'x-next-cache-tags': tags } });
  const webhook = (tags: string[]) => handler.revalidateTag(tags, { expire: 0 });
  /** Past the webhook by more than the coarse clock that dates files: what is stored in its millisecond counts as outdated. */
  const tick = () => new Promise((resolve) => setTimeout(resolve, 25));

  it('does not store a render that began before its tags were revalidated; the next lookup renders afresh', async () => {
    await render('/deals', tagged('Deal lama', '_N_T_/deals,deal-a'));
    await handler.get(key('/deals'), PAGE); // the page is found stale: a rebuild begins, reading the old deals
    await webhook(['deal-a']);
    await tick(); // the rebuild goes on after the webhook
    await handler.set(key('/deals'), tagged('Deal lama, dibaca sebelum webhook', '_N_T_/deals,deal-a'), STORE);
    await tick();
    expect(await handler.get(key('/deals'), PAGE)).toBeNull();

    await render('/deals', tagged('Deal baru', '_N_T_/deals,deal-a'));
    expect(await html('/deals')).toContain('Deal baru');
  });

  it('stores a render that began after the webhook', async () => {
    await webhook(['deal-b']);
    await tick();
    await render('/deals/b', tagged('Deal baru', '_N_T_/deals/b,deal-b'));
    expect(await html('/deals/b')).toContain('Deal baru');
  });

  it('applies to the data cache: an answer fetched before the webhook is not stored as fresh', async () => {
    const fetchCtx = { kind: 'FETCH', fetchCache: true, tags: ['deal-c'], softTags: ['_N_T_/deals'], revalidate: 60 };
    const answer = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, url: 'https://api/deal', status: 200 }, revalidate: 60 });
    await handler.get('fetch-deals', fetchCtx);
    await webhook(['deal-c']);
    await tick();
    await handler.set('fetch-deals', answer('lama'), fetchCtx);
    await tick();
    expect(await handler.get('fetch-deals', fetchCtx)).toBeNull();
    await handler.set('fetch-deals', answer('baru'), fetchCtx);
    expect((await handler.get('fetch-deals', fetchCtx))?.value).toMatchObject({ data: { body: 'baru' } });
  });

  it("also by the page's tags, for data fetched while rendering a page whose path was revalidated", async () => {
    const fetchCtx = { kind: 'FETCH', fetchCache: true, tags: ['deal-d'], softTags: ['_N_T_/deals-d'], revalidate: 60 };
    const answer = { kind: 'FETCH', data: { headers: {}, body: 'lama', url: 'https://api/deal', status: 200 }, revalidate: 60 };
    await handler.get('fetch-deals-d', fetchCtx);
    await webhook(['_N_T_/deals-d']);
    await tick();
    await handler.set('fetch-deals-d', answer, { kind: 'FETCH', fetchCache: true, tags: ['deal-d'], revalidate: 60 });
    expect(await handler.get('fetch-deals-d', fetchCtx)).toBeNull();
  });

  it('serves nothing dated before a revalidation it was told of, before Next applies its own', async () => {
    await render('/about', tagged('Tentang lama', '_N_T_/about,page-e'));
    noteRevalidated(['page-e']);
    expect(await handler.get(key('/about'), PAGE)).toBeNull();
  });

  it('forgets a short-lived 404 when its tags are revalidated (a post published after its key was asked for)', async () => {
    await render('/blog/baru', { ...tagged('Artikel tidak ditemukan', '_N_T_/blog/baru,blog-f'), status: 404 });
    expect((await handler.get(key('/blog/baru'), PAGE))?.value?.status).toBe(404);
    await webhook(['_N_T_/blog/baru']);
    expect(await handler.get(key('/blog/baru'), PAGE)).toBeNull();
  });

  it('keeps no copy outdated by a webhook through an outage: the shell, for seconds, instead', async () => {
    await render('/about', tagged('Tentang lama', '_N_T_/about,page-g'));
    await webhook(['page-g']);
    await tick();
    await render('/about', tagged('Konten belum tersedia', '_N_T_/about,page-g'), { backendFails: true });
    const served = await handler.get(key('/about'), PAGE);
    expect(String(served?.value?.html)).toContain('Konten belum tersedia');
    expect(served?.cacheControl?.revalidate).toBe(RETRY_SECONDS);
  });

  it('a restart after a webhook: the copy on disk from before it is not served (revalidation times are kept on disk)', async () => {
    await render('/about', tagged('Tentang lama', '_N_T_/about,page-h'));
    await webhook(['page-h']);
    // A new process over the same folder: Next's own tags manifest is gone with the old one.
    resetPageCacheState();
    tagsManifest.clear();
    handler = new PortalCacheHandler({
      fs: nodeFs,
      serverDistDir: join(dir, 'server'),
      flushToDisk: true,
      revalidatedTags: [],
      _requestHeaders: {},
    });
    expect(await handler.get(key('/about'), PAGE)).toBeNull();
  });
});
