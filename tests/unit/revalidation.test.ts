// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REVALIDATION_MODELS, RevalidationRequestError, implicitTags, itemTags, planRevalidation } from '@/lib/rules/revalidation';

describe('the webhook: what a change makes outdated', () => {
  it.each([
    [{ model: 'page', key: 'home' }, ['page', 'page:home'], [{ path: '/' }]],
    [{ model: 'page', key: 'about' }, ['page', 'page:about'], [{ path: '/about' }]],
    [{ model: 'page', key: 'register' }, ['page', 'page:register'], []],
    [{ model: 'banner' }, ['banner', 'banner#items'], [{ path: '/' }]],
    [
      { model: 'blog', key: 'tips-memilih-sepatu-lari' },
      ['blog', 'blog:tips-memilih-sepatu-lari'],
      [{ path: '/blog' }, { path: '/blog/tips-memilih-sepatu-lari' }],
    ],
    [{ model: 'blog' }, ['blog', 'blog#items'], [{ path: '/blog' }, { path: '/blog/[key]', type: 'page' }]],
    [
      { model: 'deal', key: 'kaos-kaki-gratis' },
      ['deal', 'deal:kaos-kaki-gratis'],
      [{ path: '/' }, { path: '/deals' }, { path: '/deals/kaos-kaki-gratis' }],
    ],
    [
      { model: 'product', key: '9101' },
      ['product', 'product:9101'],
      [{ path: '/browse/category' }, { path: '/browse/category/all' }, { path: '/product/9101' }],
    ],
    [
      { model: 'member-benefit', key: 'poin-ganda' },
      ['member-benefit', 'member-benefit:poin-ganda'],
      [{ path: '/' }, { path: '/benefits' }, { path: '/benefits/poin-ganda' }],
    ],
    [{ model: 'app' }, ['app'], [{ path: '/', type: 'layout' }]],
  ])('%o → tags %o and pages %o', (body, tags, paths) => {
    expect(planRevalidation(body)).toEqual({ tags, paths });
  });

  it('tags an item fetch with its own tag and the model items tag, so either kind of change reaches it', () => {
    expect(itemTags('blog', 'tips')).toEqual(['blog:tips', 'blog#items']);
    expect(planRevalidation({ model: 'blog', key: 'tips' }).tags).toContain(itemTags('blog', 'tips')[0]);
    expect(planRevalidation({ model: 'blog' }).tags).toContain(itemTags('blog', 'tips')[1]);
  });

  // The probe: `{"model":"deal","key":"items"}` re-rendered every deal page.
  it('revalidates an item keyed "items" alone, not every item of its model', () => {
    const plan = planRevalidation({ model: 'deal', key: 'items' });
    expect(plan.tags).toEqual(['deal', itemTags('deal', 'items')[0]]);
    expect(plan.tags).not.toEqual(planRevalidation({ model: 'deal' }).tags);
    for (const other of ['kaos-kaki-gratis', 'all-items', 'item']) {
      expect(plan.tags.filter((tag) => itemTags('deal', other).includes(tag))).toEqual([]);
    }
  });

  it('gives every key its own item tag, apart from the model tag and the items tag', () => {
    const keys = ['items', 'all-items', 'deal', 'tips', 'constructor'];
    const itemTagsOfKeys = keys.map((key) => itemTags('deal', key)[0]);
    expect(new Set([...itemTagsOfKeys, 'deal', itemTags('deal', 'tips')[1]]).size).toBe(keys.length + 2);
  });

  // The probe: `{"model":"page","key":"constructor"}` answered 500 (`l.map is not a function`).
  const builtInNames = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
  it.each(builtInNames)('treats the page key %s as a page with no page of its own to render', (key) => {
    expect(planRevalidation({ model: 'page', key })).toEqual({ tags: ['page', `page:${key}`], paths: [] });
  });

  it.each(builtInNames)('treats the blog key %s as one more blog post', (key) => {
    expect(planRevalidation({ model: 'blog', key })).toEqual({
      tags: ['blog', `blog:${key}`],
      paths: [{ path: '/blog' }, { path: `/blog/${key}` }],
    });
  });

  it('revalidates every page of the page model when no key is given', () => {
    expect(planRevalidation({ model: 'page' }).paths).toEqual([{ path: '/' }, { path: '/about' }, { path: '/member' }]);
  });

  it('knows every model it offers', () => {
    for (const model of REVALIDATION_MODELS) expect(() => planRevalidation({ model })).not.toThrow();
  });

  it.each([
    [null, /JSON object/],
    [[], /JSON object/],
    ['blog', /JSON object/],
    [{}, /"model" must be one of/],
    [{ model: 'Blog' }, /"model" must be one of/],
    [{ model: 'users' }, /"model" must be one of/],
    [{ model: 'blog', key: 42 }, /"key"/],
    [{ model: 'blog', key: '' }, /"key"/],
    [{ model: 'blog', key: '../etc/passwd' }, /"key"/],
    [{ model: 'blog', key: 'a'.repeat(200) }, /"key"/],
  ])('refuses %o with a message', (body, message) => {
    expect(() => planRevalidation(body)).toThrow(RevalidationRequestError);
    expect(() => planRevalidation(body)).toThrow(message);
  });
});

describe("a page's own tags, as Next names them", () => {
  it.each([
    [{ path: '/' }, ['_N_T_/', '_N_T_/index']],
    [{ path: '/about' }, ['_N_T_/about']],
    [{ path: '/blog/tips/' }, ['_N_T_/blog/tips']],
    [{ path: '/blog/[key]', type: 'page' as const }, ['_N_T_/blog/[key]/page']],
    [{ path: '/', type: 'layout' as const }, ['_N_T_/layout']],
  ])('%o → %o', (path, tags) => {
    expect(implicitTags(path)).toEqual(tags);
  });
});
