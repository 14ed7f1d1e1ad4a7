// @vitest-environment node
// vitest: own worker: it sets the process's observer and context manager (vitest.config.mts).
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { createObserver } from '@/lib/observability/create-observer';
import { createMetrics } from '@/lib/observability/metrics';
import { setObserver } from '@/lib/observability/observer.mjs';
import { CLOCK_SKEW_MS, ENTRY_TTL_SECONDS, REDIS_TIMEOUT_MS, SharedStore } from '@/lib/page-cache/shared-store.mjs';

const PAGE = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const value = (text: string) => ({
  kind: 'APP_PAGE',
  html: text,
  rscData: Buffer.from(text),
  headers: { 'x-next-cache-tags': '_N_T_/about,page:about' },
});

/** This server's own cache, as Next's file-system cache answers. */
function localCache() {
  const entries = new Map<string, unknown>();
  const revalidated: unknown[] = [];
  return {
    entries,
    revalidated,
    get: async (key: string) => entries.get(key) ?? null,
    set: async (key: string, data: unknown) => void entries.set(key, { value: data, lastModified: Date.now() }),
    revalidateTag: async (tags: unknown) => void revalidated.push(tags),
  };
}

/** The library's Redis handler, in memory; `hang` makes every call never answer, like a stopped Redis. */
function redisHandler({ hang = false, fail = false } = {}) {
  const stored = new Map<string, { lastModified: number; lifespan: Record<string, number>; tags: string[]; value: unknown }>();
  const revalidated: string[] = [];
  /** The hash of revalidation times the library keeps, which the store writes through the client. */
  const times = new Map<string, string>();
  /** Plain keys the store writes through the client (the last revalidation, the count of changes). */
  const keys = new Map<string, string>();
  const call = async <T>(answer: () => T): Promise<T> => {
    if (hang) return new Promise<T>(() => {});
    if (fail) throw new Error('ECONNRESET');
    return answer();
  };
  return {
    stored,
    revalidated,
    get: (key: string) => call(() => stored.get(key) ?? null),
    set: (key: string, entry: never) => call(() => void stored.set(key, entry)),
    revalidateTag: (tag: string) => call(() => void revalidated.push(tag)),
    times,
    hSet: (_key: string, fields: Record<string, string>) =>
      call(() => void Object.entries(fields).forEach(([tag, at]) => times.set(tag, at))),
    hmGet: (_key: string, tags: string[]) => call(() => tags.map((tag) => times.get(tag) ?? null)),
    keys,
    /** A transaction, as node-redis chains one: its commands run at `exec`. */
    multi() {
      const queued: (() => void)[] = [];
      const chain = {
        hSet: (_key: string, fields: Record<string, string>) => {
          queued.push(() => Object.entries(fields).forEach(([tag, at]) => times.set(tag, at)));
          return chain;
        },
        set: (key: string, value: string) => {
          queued.push(() => keys.set(key, value));
          return chain;
        },
        incr: (key: string) => {
          queued.push(() => keys.set(key, String(Number(keys.get(key) ?? 0) + 1)));
          return chain;
        },
        expire: () => chain,
        exec: () => call(() => queued.forEach((command) => command())),
      };
      return chain;
    },
  };
}

function store(handler: ReturnType<typeof redisHandler>, { ready = true } = {}) {
  const local = localCache();
  const state = {
    url: 'redis://test',
    ready,
    closing: false,
    client: { isReady: ready, hSet: handler.hSet, hmGet: handler.hmGet, multi: handler.multi },
    handler,
  };
  return { local, shared: new SharedStore(local, state as never, '/nowhere/server') };
}

describe('the shared page cache (Redis beneath the portal rules)', () => {
  it('writes to Redis and to this server, with the tags of the page and a TTL of at least a day', async () => {
    const redis = redisHandler();
    const { local, shared } = store(redis);
    await shared.set('/about', value('Tentang'), { ...PAGE, cacheControl: { revalidate: 60 } });
    const entry = redis.stored.get('/about')!;
    expect(entry.tags).toEqual(['_N_T_/about', 'page:about']);
    expect(entry.lifespan.revalidate).toBe(60);
    expect(entry.lifespan.expireAt - entry.lifespan.lastModifiedAt).toBeGreaterThanOrEqual(ENTRY_TTL_SECONDS);
    expect(local.entries.has('/about')).toBe(true);
  });

  it('reads Redis first, with the lifetime it was stored with; a miss there is a miss', async () => {
    const redis = redisHandler();
    const { local, shared } = store(redis);
    await shared.set('/about', value('Tentang'), { ...PAGE, cacheControl: { revalidate: 5 } });
    expect(await shared.get('/about', PAGE)).toMatchObject({ value: { html: 'Tentang' }, shared: true, cacheControl: { revalidate: 5 } });
    redis.stored.clear(); // another server revalidated it
    expect(local.entries.has('/about')).toBe(true);
    expect(await shared.get('/about', PAGE)).toBeNull();
    expect(await shared.getLocal('/about', PAGE)).toMatchObject({ value: { html: 'Tentang' } });
  });

  it.each([
    ['is not connected', store(redisHandler(), { ready: false })],
    ['fails', store(redisHandler({ fail: true }))],
    ['does not answer', store(redisHandler({ hang: true }))],
  ])("serves this server's own copy when Redis %s, within the time bound", async (_label, { local, shared }) => {
    await local.set('/about', value('Tentang lokal'));
    const started = Date.now();
    expect(await shared.get('/about', PAGE)).toMatchObject({ value: { html: 'Tentang lokal' } });
    await shared.set('/blog', value('Blog'), PAGE);
    expect(Date.now() - started).toBeLessThan(REDIS_TIMEOUT_MS * 3);
    expect(local.entries.has('/blog')).toBe(true);
  });

  it('revalidates tags here and in Redis; without Redis, here only, without waiting', async () => {
    const redis = redisHandler();
    const { local, shared } = store(redis);
    await shared.revalidateTag(['page:about', '_N_T_/about'], { expire: 0 });
    expect(redis.revalidated).toEqual(['page:about', '_N_T_/about']);
    expect(local.revalidated).toEqual([['page:about', '_N_T_/about']]);

    const down = store(redisHandler({ hang: true }));
    const started = Date.now();
    await down.shared.revalidateTag('blog');
    expect(Date.now() - started).toBeLessThan(REDIS_TIMEOUT_MS * 6);
    expect(down.local.revalidated).toEqual([['blog']]);
  });

  it('dates an entry in Redis by the start of its render, less the clock skew it allows between servers', async () => {
    const redis = redisHandler();
    const { shared } = store(redis);
    const renderedAt = Date.now() - 1500;
    await shared.set('/deals', value('Deals'), { ...PAGE, cacheControl: { revalidate: 60 }, renderedAt });
    expect(redis.stored.get('/deals')!.lastModified).toBe(renderedAt - CLOCK_SKEW_MS);
  });

  it('records the time of every revalidated tag, not only the path tags the library dates', async () => {
    const redis = redisHandler();
    const { shared } = store(redis);
    const before = Date.now();
    await shared.revalidateTag(['deal', 'deal:kaos-kaki-gratis', '_N_T_/deals']);
    for (const tag of ['deal', 'deal:kaos-kaki-gratis', '_N_T_/deals']) expect(Number(redis.times.get(tag))).toBeGreaterThanOrEqual(before);
    // And as the last revalidation of all, which the server guard reads (lib/server/outdated-renders.ts).
    expect(Number(redis.keys.get('portal:unknown-build:__last_revalidation__'))).toBeGreaterThanOrEqual(before);
    expect(await shared.revalidatedSince(['deal'], before)).toBe(true);
    expect(await shared.revalidatedSince(['deal'], Date.now() + 1000)).toBe(false);
    expect(await shared.revalidatedSince(['blog'], 0)).toBe(false);
  });

  it("does not fall back on this server's own copy once a webhook reached any server after it was written", async () => {
    const redis = redisHandler();
    const { local, shared } = store(redis);
    await shared.set('/about', value('Tentang lama'), { ...PAGE, cacheControl: { revalidate: 60 } });
    redis.stored.clear();
    expect(await shared.getLocal('/about', PAGE)).toMatchObject({ value: { html: 'Tentang lama' } });
    await new Promise((resolve) => setTimeout(resolve, 2));
    redis.times.set('page:about', String(Date.now())); // the webhook, on another server
    expect(local.entries.has('/about')).toBe(true);
    expect(await shared.getLocal('/about', PAGE)).toBeNull();
  });

  it("gives each Redis call a span in the request's trace, and counts the failed ones", async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    const tracer = provider.getTracer('test');
    const metrics = createMetrics();
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    setObserver(createObserver({ metrics, tracer }));
    try {
      const { shared } = store(redisHandler());
      await tracer.startActiveSpan('GET /about', async (request) => {
        await shared.set('/about', value('Tentang'), { ...PAGE, cacheControl: { revalidate: 60 } });
        await shared.get('/about', PAGE);
        request.end();
      });
      await store(redisHandler({ hang: true })).shared.get('/about', PAGE);
    } finally {
      setObserver(undefined);
      context.disable();
    }
    const spans = exporter.getFinishedSpans();
    const request = spans.find((span) => span.name === 'GET /about')!;
    const redis = spans.filter((span) => span.name === 'redis');
    expect(redis.map((span) => [span.attributes['portal.redis.call'], span.status.code])).toEqual([
      ['page set', 0],
      ['page change', 0],
      ['page get', 0],
      ['page get', 2],
    ]);
    for (const span of redis.slice(0, 3)) expect(span.parentSpanId).toBe(request.spanContext().spanId);
    expect(redis[0].attributes['db.system']).toBe('redis');
    const failed = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === 'portal_redis_failures_total');
    expect(failed?.values[0].value).toBe(1);
  });
});
