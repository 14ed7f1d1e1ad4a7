import { describe, expect, it } from 'vitest';
import { readConfig } from '@/lib/config';
import { PERMISSIONS_POLICY, backendOrigins, contentSecurityPolicy, guardHeaders, securityHeaders } from '@/lib/server/security-headers';

const demo = readConfig({});
const real = readConfig({ API_HOST: 'https://api.example.com/', AUTH_HOST: 'https://auth.example.com/auth', API_KEY: 'k' });

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name, values];
    }),
  );
}

describe('security headers', () => {
  it('the demo talks only to itself', () => {
    expect(backendOrigins(demo)).toEqual([]);
    const csp = directives(contentSecurityPolicy(demo, { production: true }));
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('a real backend adds exactly its API and auth origins to connect-src and img-src', () => {
    expect(backendOrigins(real)).toEqual(['https://api.example.com', 'https://auth.example.com']);
    const csp = directives(contentSecurityPolicy(real, { production: true }));
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.example.com', 'https://auth.example.com']);
    expect(csp['img-src']).toContain('https://api.example.com');
  });

  it.each([
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    // The service worker and the web app manifest come from the portal, and nothing else runs as a worker.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
  ])('%s is %j', (name, values) => {
    expect(directives(contentSecurityPolicy(real, { production: true }))[name]).toEqual(values);
  });

  it('has no unsafe-eval in production, only in development', () => {
    expect(contentSecurityPolicy(real, { production: true })).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy(real, { production: false })).toContain("'unsafe-eval'");
  });

  it('sends nosniff, the referrer policy, a permissions policy, and HSTS in production only', () => {
    const prod = Object.fromEntries(securityHeaders(real, { production: true }).map((h) => [h.key, h.value]));
    expect(prod['X-Content-Type-Options']).toBe('nosniff');
    expect(prod['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(prod['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
    expect(prod['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    const dev = Object.fromEntries(securityHeaders(real, { production: false }).map((h) => [h.key, h.value]));
    expect(dev['Strict-Transport-Security']).toBeUndefined();
  });

  it('denies what the portal does not use and keeps clipboard writing and sharing', () => {
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(PERMISSIONS_POLICY).toContain(feature);
    expect(PERMISSIONS_POLICY).toContain('clipboard-write=(self)');
    expect(PERMISSIONS_POLICY).toContain('web-share=(self)');
    expect(PERMISSIONS_POLICY).toContain('screen-wake-lock=(self)');
  });

  it("the guard's headers: one answer's extra headers never reach the next", () => {
    expect(guardHeaders({ Location: '/blog/x', Allow: 'GET, HEAD' }).get('location')).toBe('/blog/x');
    const next = guardHeaders();
    expect(next.get('location')).toBeNull();
    expect(next.get('allow')).toBeNull();
    expect(next.get('x-content-type-options')).toBe('nosniff');
  });
});
