/**
 * The methods each path answers, for the 405s the server guard gives before any route runs
 * (lib/server/server-guard.ts). Pages answer GET and HEAD.
 *
 * Not marked `server-only`, which throws outside React's server layer: the server guard reads these in
 * the Node server. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
export const ROUTE_METHODS: readonly { prefix: string; allow: readonly string[] }[] = [
  { prefix: '/demo-api/', allow: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] },
  { prefix: '/api/health', allow: ['GET', 'HEAD'] },
  { prefix: '/api/revalidate', allow: ['POST'] },
  { prefix: '/api/wallet/notify', allow: ['POST'] },
  { prefix: '/api/wallet/session', allow: ['DELETE'] },
  { prefix: '/api/wallet/v1/', allow: ['GET', 'HEAD', 'POST', 'DELETE'] },
  { prefix: '/api/push/subscription', allow: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] },
  { prefix: '/api/push/devices', allow: ['PATCH', 'DELETE'] },
  { prefix: '/api/push/notify/', allow: ['GET', 'HEAD'] },
  { prefix: '/api/push/notify', allow: ['POST'] },
  { prefix: '/api/account/profile', allow: ['PATCH'] },
  { prefix: '/api/account/mobile', allow: ['POST'] },
  { prefix: '/api/account/consents', allow: ['PUT'] },
  { prefix: '/api/account/deletion', allow: ['POST'] },
  { prefix: '/api/sign-in-codes', allow: ['POST'] },
];

// The portal has no Server Actions; one would need POST here for its page.
const PAGE_METHODS: readonly string[] = ['GET', 'HEAD'];

/** The methods `pathname` answers, in the order `Allow` lists them. */
export function allowedMethods(pathname: string): readonly string[] {
  // A prefix ending in "/" names the paths under it, not itself.
  const under = (prefix: string) => pathname.startsWith(prefix) && !(prefix.endsWith('/') && pathname.length === prefix.length);
  return ROUTE_METHODS.find((route) => under(route.prefix))?.allow ?? PAGE_METHODS;
}

/** True for paths a route handler answers (their own body shapes, their own query). */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/demo-api/') || pathname === '/demo-api' || pathname.startsWith('/api/');
}
