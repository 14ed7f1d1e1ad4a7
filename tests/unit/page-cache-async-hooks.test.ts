// @vitest-environment node
// Serving a cached page turns on no async hook (docs/decisions/0030-no-async-context-on-the-cached-path.md).
// On Node 20 an AsyncLocalStorage used once, or any hook with an `init` callback, makes Node track every
// promise of the process from then on: each one created pays for the hooks, and for each storage in use
// a copy of its store. The cached page goes through Next's response cache and incremental cache (the
// classes `next start` uses) with the portal's handler beneath them, from Next's memory copy and from
// disk. Alone in its file: Vitest runs each file in a process of its own, and hooks once on stay on.
//
// How it is observed: a promise reaction runs with that promise as its async resource
// (`executionAsyncResource()`, public API) only while Node tracks promises; otherwise it runs with the
// resource of whatever drained the microtask queue. Node's internal list of hooks is not public
// (`process.binding` is deprecated, `internalBinding` needs a flag), and this is what the hooks cost.
import { AsyncLocalStorage, executionAsyncResource } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import RenderResult from 'next/dist/server/render-result';
import ResponseCache from 'next/dist/server/response-cache';
import PortalCacheHandler from '@/lib/page-cache/handler.mjs';
import { requestIncrementalCache } from '../next-incremental-cache';

/** True while Node tracks promises for some async hook. */
async function promisesTracked(): Promise<boolean> {
  const reaction: Promise<[object]> = Promise.resolve().then(() => [executionAsyncResource()]);
  const [resource] = await reaction;
  return resource === reaction;
}

const dir = mkdtempSync(join(tmpdir(), 'page-cache-hooks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ROUTE = { kind: 'APP_PAGE', sourceRoute: '/about' };

let renders = 0;
async function render() {
  renders += 1;
  return {
    value: {
      kind: 'APP_PAGE',
      html: RenderResult.fromStatic('<main>Tentang Arena</main>', 'text/html; charset=utf-8'),
      rscData: Buffer.from('0:Tentang Arena'),
      headers: {},
      status: 200,
    },
    cacheControl: { revalidate: 60, expire: 31536000 },
  };
}

async function serve(memoryBytes: number) {
  const entry = await new ResponseCache({ minimalMode: false, route: ROUTE } as never).get(
    '/about',
    render as never,
    {
      routeKind: 'APP_PAGE',
      incrementalCache: requestIncrementalCache(dir, PortalCacheHandler, { memoryBytes }),
      isRoutePPREnabled: false,
      isFallback: false,
    } as never,
  );
  const html = (entry as { value?: { html?: RenderResult } } | null)?.value?.html;
  return html ? await html.toUnchunkedString() : '';
}

describe('a cached page', () => {
  it('is stored and served, from memory and from disk, with no async hook turned on', async () => {
    expect(await promisesTracked(), 'a fresh process tracks no promise').toBe(false);
    expect(await serve(0)).toContain('Tentang Arena');
    expect(renders).toBe(1);
    // From disk; then with Next's memory copy (Next keeps one for the process once a cache asks for it).
    expect(await serve(0)).toContain('Tentang Arena');
    expect(await serve(32 * 1024 * 1024)).toContain('Tentang Arena');
    expect(await serve(32 * 1024 * 1024)).toContain('Tentang Arena');
    expect(renders, 'served from the cache, not rendered again').toBe(1);
    expect(await promisesTracked()).toBe(false);
  });

  it('(the observation itself: an AsyncLocalStorage used once makes Node track every promise after)', async () => {
    const storage = new AsyncLocalStorage<number>();
    storage.run(1, () => {});
    expect(await promisesTracked()).toBe(true);
    storage.disable();
    expect(await promisesTracked()).toBe(false);
  });
});
