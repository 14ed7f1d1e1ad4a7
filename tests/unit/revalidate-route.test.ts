// @vitest-environment node
// vitest: own worker: it mocks next/cache and the shared store (vitest.config.mts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemTags } from '@/lib/rules/revalidation';

const calls = vi.hoisted(() => ({
  tags: [] as unknown[][],
  paths: [] as unknown[][],
  shared: [] as string[][],
  sharedAnswer: true as boolean | null,
}));

vi.mock('next/cache', () => ({
  revalidateTag: (...args: unknown[]) => calls.tags.push(args),
  revalidatePath: (...args: unknown[]) => calls.paths.push(args),
}));
vi.mock('@/lib/page-cache/shared-store.mjs', () => ({
  revalidateShared: async (tags: string[]) => {
    calls.shared.push(tags);
    return calls.sharedAnswer;
  },
}));

const { POST } = await import('@/app/api/revalidate/route');
const { pageCacheStats, resetPageCacheState } = await import('@/lib/page-cache/handler.mjs');

const SECRET = 'webhook-secret-for-tests-0123';
const post = (body: unknown, authorization: string | null = `Bearer ${SECRET}`) =>
  POST(
    new Request('http://portal.test/api/revalidate', {
      method: 'POST',
      headers: authorization === null ? {} : { Authorization: authorization },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

/** A body of `count` chunks of `size` bytes each, sent without a Content-Length unless given; counts the chunks read. */
function streamedBody(count: number, size: number, headers: Record<string, string> = {}) {
  const read = { chunks: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (read.chunks === count) return controller.close();
        read.chunks += 1;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
      cancel() {
        read.cancelled = true;
      },
    },
    // Nothing is pulled before the route asks for it.
    { highWaterMark: 0 },
  );
  const request = new Request('http://portal.test/api/revalidate', {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRET}`, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, read };
}

/** A body sent in the given pieces, without a Content-Length. */
const postPieces = (pieces: Uint8Array[]) =>
  POST(
    new Request('http://portal.test/api/revalidate', {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}` },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (const piece of pieces) controller.enqueue(piece);
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit),
  );

beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
  calls.tags = [];
  calls.paths = [];
  calls.shared = [];
  calls.sharedAnswer = true;
});
afterEach(() => {
  delete process.env.REVALIDATE_SECRET;
});

describe('POST /api/revalidate', () => {
  it('answers 404 while no REVALIDATE_SECRET is configured', async () => {
    delete process.env.REVALIDATE_SECRET;
    const response = await post({ model: 'blog' });
    expect(response.status).toBe(404);
    expect(calls.tags).toEqual([]);
  });

  it.each([null, 'Bearer', 'Bearer wrong-secret', `Bearer ${SECRET}x`, `Basic ${SECRET}`, SECRET])(
    'refuses the credentials %s with 401 and changes nothing',
    async (authorization) => {
      const response = await post({ model: 'blog' }, authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(calls.tags).toEqual([]);
      expect(calls.paths).toEqual([]);
      expect(calls.shared).toEqual([]);
    },
  );

  it.each([
    ['not json', /not JSON/],
    [{ model: 'users' }, /"model" must be one of/],
    [{ model: 'blog', key: '../x' }, /"key"/],
  ])('answers %o with 400 and a message', async (body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await response.json()).detail).toMatch(message);
    expect(calls.tags).toEqual([]);
  });

  it('refuses a body too large to be a webhook call', async () => {
    const response = await post({ model: 'blog', padding: 'x'.repeat(5000) });
    expect(response.status).toBe(413);
  });

  // The probe: a 50 MB body was read whole (2.5 s, +140 MB) before its 413.
  it('refuses a body whose Content-Length is over the limit without reading any of it', async () => {
    const { request, read } = streamedBody(800, 64 * 1024, { 'Content-Length': String(50 * 1024 * 1024) });
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect((await response.json()).detail).toMatch(/4096 bytes/);
    expect(read.chunks).toBe(0);
    expect(calls.tags).toEqual([]);
  });

  it('stops reading a body without Content-Length as soon as it passes the limit', async () => {
    const { request, read } = streamedBody(10_000, 1024);
    const response = await POST(request);
    expect(response.status).toBe(413);
    // 4096 bytes are 4 chunks: the fifth passes the limit, and the sender is told to stop.
    expect(read.chunks).toBeLessThanOrEqual(6);
    expect(read.cancelled).toBe(true);
    expect(calls.tags).toEqual([]);
  });

  it('counts the limit in bytes, not in characters', async () => {
    // 2,100 characters of two bytes each: under 4096 characters, over 4096 bytes.
    const response = await post({ model: 'blog', note: 'é'.repeat(2100) });
    expect(response.status).toBe(413);
  });

  it('reads a body sent in pieces, a character split between two of them', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ model: 'blog', key: 'tips', note: 'é' }));
    const split = bytes.indexOf(0xc3) + 1;
    const response = await postPieces([bytes.slice(0, split), bytes.slice(split)]);
    expect(response.status).toBe(200);
    expect((await response.json()).revalidated).toEqual(['blog', 'blog:tips']);
  });

  // The probe: `{"model":"page","key":"constructor"}` answered 500; such a key is a page like any other.
  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'])(
    'revalidates the page key %s like any other, with no page to render',
    async (key) => {
      const response = await post({ model: 'page', key });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ revalidated: ['page', `page:${key}`], paths: [] });
    },
  );

  it('revalidates the deal keyed "items" alone, not every deal', async () => {
    const response = await post({ model: 'deal', key: 'items' });
    expect(await response.json()).toEqual({ revalidated: ['deal', 'deal:items'], paths: ['/', '/deals', '/deals/items'] });
    const everyDeal = itemTags('deal', 'kaos-kaki-gratis')[1];
    expect(calls.tags.map(([tag]) => tag)).not.toContain(everyDeal);
    expect(calls.shared[0]).not.toContain(everyDeal);
  });

  it('revalidates the tags and pages here, tells the shared cache, and lists the tags', async () => {
    const response = await post({ model: 'blog', key: 'tips-memilih-sepatu-lari' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['blog', 'blog:tips-memilih-sepatu-lari'],
      paths: ['/blog', '/blog/tips-memilih-sepatu-lari'],
    });
    expect(calls.tags).toEqual([
      ['blog', { expire: 0 }],
      ['blog:tips-memilih-sepatu-lari', { expire: 0 }],
    ]);
    expect(calls.paths).toEqual([
      ['/blog', undefined],
      ['/blog/tips-memilih-sepatu-lari', undefined],
    ]);
    expect(calls.shared).toEqual([['blog', 'blog:tips-memilih-sepatu-lari', '_N_T_/blog', '_N_T_/blog/tips-memilih-sepatu-lari']]);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("tells this server's page cache before answering, so no render under way is stored as fresh", async () => {
    resetPageCacheState();
    await post({ model: 'deal', key: 'botol-minum' });
    // Next applies its own revalidation only after the answer (the mocks above record it).
    // deal, deal:botol-minum, and the tags of /, /deals and /deals/botol-minum (/ is also /index)
    expect(pageCacheStats().trackedTags).toBe(6);
  });

  it('answers 200 without a shared cache, and 503 when Redis could not be told', async () => {
    calls.sharedAnswer = null;
    expect((await post({ model: 'app' })).status).toBe(200);
    calls.sharedAnswer = false;
    const response = await post({ model: 'app' });
    expect(response.status).toBe(503);
    expect((await response.json()).detail).toContain('Redis');
  });
});
