/**
 * Security headers for every response. The Content-Security-Policy lets the page talk only to
 * itself and the configured backend hosts (the browser calls them directly).
 *
 * Not marked `server-only`, which throws outside React's server layer: next.config.ts and the server
 * guard read these. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
import { getConfig, type PortalConfig } from '../config';

/** The origin of an absolute backend URL; none for the built-in demo API (same origin). */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function backendOrigins(config: PortalConfig): string[] {
  return [...new Set([originOf(config.apiHost), originOf(config.authHost)].filter((o): o is string => !!o))];
}

export function contentSecurityPolicy(config: PortalConfig, { production }: { production: boolean }): string {
  const backends = backendOrigins(config);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next's App Router streams its data in inline scripts; static pages served from cache cannot carry
    // a per-request nonce, so inline scripts are allowed and eval is not (dev's fast refresh needs it).
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...backends],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...backends, ...(production ? [] : ['ws:'])],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    // The service worker (/serwist/sw.js), from the portal itself and nowhere else.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Features the portal never uses are denied; clipboard and the share sheet stay for the share view, and the
 * screen wake lock for the member card at the till.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'web-share=(self)',
  'fullscreen=(self)',
  'screen-wake-lock=(self)',
].join(', ');

export function securityHeaders(config: PortalConfig, { production }: { production: boolean }): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(config, { production }) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

let guardBase: [string, string][] | undefined;

/**
 * The same headers for an answer the server guard gives before any route runs (a 405, a 400 for a
 * malformed URL): every error carries them too. Production values unless running `next dev`.
 */
export function guardHeaders(extra: Record<string, string> = {}): Headers {
  guardBase ??= securityHeaders(getConfig(), { production: process.env.NODE_ENV !== 'development' }).map((h) => [h.key, h.value]);
  // A copy each time: a patched Headers (msw's, in tests) keeps the array it is given and adds to it.
  const headers = new Headers(guardBase.map(([name, value]): [string, string] => [name, value]));
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}
