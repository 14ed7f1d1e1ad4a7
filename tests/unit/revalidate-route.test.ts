// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ tags: [] as unknown[][], paths: [] as unknown[][], shared: [] as string[][], sharedAnswer: true as boolean | null }));

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

const SECRET = 'webhook-secret-for-tests-0123';
const post = (body: unknown, authorization: string | null = `Bearer ${SECRET}`) =>
  POST(
    new Request('http://portal.test/api/revalidate', {
      method: 'POST',
      headers: authorization === null ? {} : { Authorization: authorization },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
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

  it('answers 200 without a shared cache, and 503 when Redis could not be told', async () => {
    calls.sharedAnswer = null;
    expect((await post({ model: 'app' })).status).toBe(200);
    calls.sharedAnswer = false;
    const response = await post({ model: 'app' });
    expect(response.status).toBe(503);
    expect((await response.json()).detail).toContain('Redis');
  });
});
