// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QUERY_RULES, compileQueryRules, planQuery, ruleFor } from '@/lib/server/query-rules';

const plan = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://portal.test');
  const result = planQuery(pathname, searchParams);
  return result && `${result.pathname}${result.search}`;
};

describe('query rules: what each route honours', () => {
  it.each<[string, string | null]>([
    // Cached pages read nothing: the render sees the bare path, whatever was appended.
    ['/?referral=BUDI24', '/'],
    ['/?referral=X&pad=xxxxxxxx', '/'],
    ['/about?utm_source=mail&fbclid=abc', '/about'],
    ['/deals?q=sepatu', '/deals'],
    ['/blog/tips-memilih-sepatu-lari?referral=BUDI24', '/blog/tips-memilih-sepatu-lari'],
    ['/browse/category/all?category=sepatu', '/browse/category/all'],
    ['/product/9101?ref=x', '/product/9101'],
    ['/help/cara-daftar?q=x', '/help/cara-daftar'],
    ['/deals/kaos-kaki-gratis?x=1', '/deals/kaos-kaki-gratis'],
    ['/benefits/poin-ganda?x=1', '/benefits/poin-ganda'],
    ['/sitemap.xml?x=1', '/sitemap.xml'],
    ['/member?tab=poin', '/member'],
    ['/member/card?x=1', '/member/card'],
    ['/offline?from=/promo', '/offline'],
    // A route no rule names keeps nothing either.
    ['/somewhere-new?x=1', '/somewhere-new'],
    // Nothing to drop: the request goes through untouched.
    ['/', null],
    ['/about', null],
    ['/search?q=sepatu', null],
  ])('%s renders as %s', (url, expected) => {
    expect(plan(url)).toBe(expected);
  });

  it.each<[string, string | null]>([
    // A cached list asked for with a filter renders per request, with only its filters.
    ['/blog?q=sepatu', '/blog-filtered?q=sepatu'],
    ['/blog?tags=tips&referral=BUDI24', '/blog-filtered?tags=tips'],
    ['/blog?q=lari&tags=tips&pad=1', '/blog-filtered?q=lari&tags=tips'],
    ['/browse/category?category=sepatu&brand=nike&sort=-price&page=2', '/browse-filtered?category=sepatu&brand=nike&sort=-price&page=2'],
    ['/browse/category?brand=nike&utm=x', '/browse-filtered?brand=nike'],
    ['/faq?q=poin&x=1', '/faq-filtered?q=poin'],
    ['/help?q=daftar&x=1', '/help-filtered?q=daftar'],
    ['/store-location?city=Bandung&q=x', '/store-location-filtered?city=Bandung'],
    ['/store-location?city=Jakarta', '/store-location-filtered?city=Jakarta'],
    // Without a filter value it is the cached page, which reads nothing at all.
    ['/blog?q=', '/blog'],
    ['/blog?q=%20%20&referral=X', '/blog'],
    ['/blog?size=5', '/blog'],
    ['/browse/category?referral=BUDI24', '/browse/category'],
    ['/faq?q=&referral=X', '/faq'],
    ['/store-location?referral=BUDI24', '/store-location'],
  ])('%s renders as %s', (url, expected) => {
    expect(plan(url)).toBe(expected);
  });

  it.each<[string, string | null]>([
    // Per-request pages keep what they read, and only that.
    ['/search?q=sepatu&referral=BUDI24', '/search?q=sepatu'],
    ['/search?referral=BUDI24', '/search'],
    ['/faq-filtered?q=poin&x=1', '/faq-filtered?q=poin'],
    ['/store-location-filtered?city=Bandung&q=x', '/store-location-filtered?city=Bandung'],
    // Next runs the proxy again on a rewritten request: the per-request variant keeps its filters.
    ['/blog-filtered?tags=tips', null],
    ['/blog-filtered?q=lari&x=1', '/blog-filtered?q=lari'],
    ['/browse-filtered?brand=nike&utm=x', '/browse-filtered?brand=nike'],
  ])('%s renders as %s', (url, expected) => {
    expect(plan(url)).toBe(expected);
  });

  it('leaves public files alone (they ignore the query; images carry w and q)', () => {
    expect(plan('/demo/deals/voucher-50rb.webp?w=600&q=85')).toBeNull();
    expect(plan('/icon.svg?v=2')).toBeNull();
  });

  it('leaves route handlers their whole query', () => {
    expect(plan('/demo-api/v1/catalog/api/product/search/?q=x&size=0')).toBeNull();
    expect(plan('/api/health?ready=1')).toBeNull();
  });

  it("drops Next's _rsc like any other parameter: a shared page's render never sees it", () => {
    expect(plan('/about?_rsc=ANYTHING')).toBe('/about');
    expect(plan('/?_rsc=1a2b3&referral=X')).toBe('/');
    expect(plan('/blog/tips?_rsc=x')).toBe('/blog/tips');
    expect(plan('/blog?q=lari&_rsc=x')).toBe('/blog-filtered?q=lari');
    expect(plan('/search?_rsc=x&q=a')).toBe('/search?q=a');
    // Route handlers and files are left their whole query, as before.
    expect(plan('/api/health?_rsc=x')).toBeNull();
    expect(plan('/icon.svg?_rsc=x')).toBeNull();
  });

  it('keeps a repeated parameter and its order, encoded as given', () => {
    expect(plan('/search?q=a%20b&q=c&z=1')).toBe('/search?q=a+b&q=c');
  });

  it('ignores a trailing slash when matching', () => {
    expect(ruleFor('/about/')?.route).toBe('/about');
    expect(plan('/about/?x=1')).toBe('/about/');
  });

  it('matches a [param] segment to exactly one non-empty segment', () => {
    expect(ruleFor('/blog/a')?.route).toBe('/blog/[key]');
    expect(ruleFor('/blog/a/b')).toBeUndefined();
    expect(ruleFor('/blog')?.route).toBe('/blog');
  });

  it('names every route once', () => {
    const routes = QUERY_RULES.map((rule) => rule.route);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('adding a route is one line', () => {
    const compiled = compileQueryRules([...QUERY_RULES, { route: '/promo/[slug]', keeps: ['v'] }]);
    const result = planQuery('/promo/1111', new URLSearchParams('v=2&x=3'), compiled);
    expect(result).toEqual({ pathname: '/promo/1111', search: '?v=2' });
  });
});
