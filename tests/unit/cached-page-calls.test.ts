// @vitest-environment node
// The backend calls of cached pages, as the server makes them to a backend of its own (API_HOST set): a
// `no-store` fetch during a render makes Next render that page on every request (a cached page turned
// per-request, as /help and /product/<id> were), so every call of theirs must be cacheable. The calls a
// visitor's query shapes stay `no-store` (they are made by the per-request pages only).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadHelpCentre } from '@/lib/loaders/help-centre';
import { loadProductPage } from '@/lib/loaders/product-page';
import { searchProducts } from '@/lib/api/catalog';
import { listHelpArticles } from '@/lib/api/content';
import { getMember, listMyDeals } from '@/lib/api/member';
import { resetConfigCache } from '@/lib/config';
import { itemTags, modelTag } from '@/lib/rules/revalidation';

type FetchInit = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };

/** Each server fetch as `path?query → how it is cached`. */
function recordFetches() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls.map(([input, init]: [string | URL | Request, FetchInit?]) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const how = init?.cache === 'no-store' ? 'no-store' : `revalidate ${init?.next?.revalidate} tags ${init?.next?.tags?.join(',')}`;
      return `${url.pathname.replace(/^.*\/v1\//, '')}${url.search} → ${how}`;
    });
}

beforeEach(() => {
  vi.stubEnv('API_HOST', 'http://portal.test/demo-api');
  vi.stubEnv('AUTH_HOST', 'http://portal.test/demo-api/auth');
  vi.stubEnv('API_KEY', 'test-key');
  resetConfigCache();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigCache();
});

describe('the calls of cached pages, to a backend of its own', () => {
  it("/help: the categories, each one's topics and each topic's articles are all cached, under their model's tag", async () => {
    const fetches = recordFetches();
    const { sections } = await loadHelpCentre();
    expect(sections.map((s) => s.category.name)).toEqual(['Akun & Pendaftaran', 'Poin & Voucher']);
    expect(fetches()).toEqual([
      `content/api/content/?model=help-category → revalidate 60 tags ${modelTag('help-category')}`,
      `content/api/content/?model=help-topic&category_f=akun&size=50 → revalidate 60 tags ${modelTag('help-topic')}`,
      `content/api/content/?model=help-topic&category_f=poin-voucher&size=50 → revalidate 60 tags ${modelTag('help-topic')}`,
      `content/api/content/?model=help-article&topic=masuk-akun&size=50 → revalidate 60 tags ${modelTag('help-article')}`,
      `content/api/content/?model=help-article&topic=pendaftaran&size=50 → revalidate 60 tags ${modelTag('help-article')}`,
      `content/api/content/?model=help-article&topic=kumpulkan-poin&size=50 → revalidate 60 tags ${modelTag('help-article')}`,
      `content/api/content/?model=help-article&topic=tukar-voucher&size=50 → revalidate 60 tags ${modelTag('help-article')}`,
    ]);
  });

  it('/product/<id>: the product, the category tree and the related products of its category are all cached', async () => {
    const fetches = recordFetches();
    const page = await loadProductPage('101');
    expect(page.kind === 'found' && page.related.length).toBe(4);
    expect(fetches()).toEqual([
      `catalog/api/product/101/ → revalidate 60 tags ${itemTags('product', '101').join(',')}`,
      `catalog/api/product/search/?size=0&category_depth=2 → revalidate 60 tags ${modelTag('product')}`,
      `catalog/api/product/search/?category=sepatu-lari&size=5 → revalidate 60 tags ${modelTag('product')}`,
    ]);
  });

  it("a visitor's search or filter is still fetched per request, never stored", async () => {
    const fetches = recordFetches();
    await listHelpArticles({ q: 'otp', size: 20 });
    await searchProducts({ category: 'sepatu-lari', size: 24 });
    expect(fetches()).toEqual([
      'content/api/content/?model=help-article&q=otp&size=20 → no-store',
      'catalog/api/product/search/?category=sepatu-lari&size=24 → no-store',
    ]);
  });

  it("a member's call made by a server route with their token (a wallet pass) is never stored, and carries the token", async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const fetches = recordFetches();
    await getMember('member-token');
    await listMyDeals('member-token');
    expect(fetches()).toEqual(['member/api/member/0/ → no-store', 'member/api/deal/my_deals/ → no-store']);
    const sent = spy.mock.calls.map(([input]) => (input as Request).headers.get('authorization'));
    expect(sent).toEqual(['Jwt member-token', 'Jwt member-token']);
  });
});
