// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, guardRequest } from '@/lib/server-guard';

describe('the server guard', () => {
  it.each([
    ['GET', '/'],
    ['HEAD', '/about'],
    ['GET', '/search?q=sepatu'],
    ['GET', '/_next/static/chunks/app.js?v=1'],
    ['POST', '/demo-api/auth/token-auth/otp/'],
    ['OPTIONS', '/demo-api/v1/member/api/deal/'],
    ['GET', '/blog/sepatu%20lari'],
    ['GET', 'http://elsewhere/absolute-form'],
  ])('lets %s %s through untouched', (method, url) => {
    expect(guardRequest(method, url)).toEqual({ kind: 'pass' });
  });

  it.each([
    ['POST', '/search?q=x', 'GET, HEAD'],
    ['PUT', '/blog/tips', 'GET, HEAD'],
    ['TRACE', '/about', 'GET, HEAD'],
    ['OPTIONS', '/', 'GET, HEAD'],
    ['TRACE', '/demo-api/v1/member/api/deal/', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
    ['PROPFIND', '/demo-api/x', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
  ])('answers %s %s with 405, Allow: %s and the security headers', (method, url, allow) => {
    const decision = guardRequest(method, url);
    expect(decision).toMatchObject({ kind: 'answer', status: 405, headers: { allow } });
    if (decision.kind === 'answer') {
      expect(decision.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(decision.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it.each(['/blog/%', '/blog/%ff', '/blog/%C0%AF', '/blog/%E0%A4%A', '/%', '/about/%zz?q=1'])(
    'serves the 404 page for the malformed page path %s',
    (url) => {
      expect(guardRequest('GET', url)).toEqual({ kind: 'rewrite', url: NOT_FOUND_PATH });
    },
  );

  it.each(['/demo-api/%', '/demo-api/v1/member/api/deal/%ff/', '/api/%E0%A4%A'])('answers the malformed API path %s with 400 and a detail', (url) => {
    const decision = guardRequest('GET', url);
    expect(decision).toMatchObject({ kind: 'answer', status: 400, headers: { 'content-type': 'application/json' } });
    if (decision.kind === 'answer') expect(JSON.parse(decision.body)).toEqual({ detail: expect.any(String) });
  });

  it('rewrites a request to what its route honours (lib/query-rules.ts), keeping Next\'s own _rsc', () => {
    expect(guardRequest('GET', '/?referral=X&pad=yyy')).toEqual({ kind: 'rewrite', url: '/' });
    expect(guardRequest('GET', '/about?_rsc=abc&utm=1')).toEqual({ kind: 'rewrite', url: '/about?_rsc=abc' });
    expect(guardRequest('GET', '/blog?tags=tips&x=1')).toEqual({ kind: 'rewrite', url: '/blog-filtered?tags=tips' });
    expect(guardRequest('GET', '/search?q=a&x=1')).toEqual({ kind: 'rewrite', url: '/search?q=a' });
    expect(guardRequest('GET', '/demo-api/v1/catalog/api/product/search/?q=x')).toEqual({ kind: 'pass' });
  });
});
