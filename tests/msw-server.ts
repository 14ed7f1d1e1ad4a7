import { http, HttpHandler, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '@/lib/demo-api/handlers';
import { accountHandlers } from '@/lib/demo-api/handlers/account';

/**
 * The portal's own `GET /api/wallet` as a server without wallet keys answers it (the buttons hidden); a
 * test of the buttons answers otherwise with `server.use`.
 */
export const walletsOff = http.get('*/api/wallet', () => HttpResponse.json({ apple: false, google: false }));
/** Logout's `DELETE /api/wallet/session` as a server that keeps no wallet passes up to date answers it. */
export const walletSessionOff = http.delete('*/api/wallet/session', () => HttpResponse.json({ passes: 0 }));

/**
 * The demo API as a backend that offers none of the contract's optional calls (`x-optional`: the member's
 * profile, number, consents and deletion): each answers `status` (404, 405 or 501), as such a backend does.
 * `server.use(...withoutOptionalCalls())` in a test; the rest of the demo answers as ever.
 */
export const withoutOptionalCalls = (status: 404 | 405 | 501 = 404) =>
  accountHandlers.map(({ info }) => new HttpHandler(info.method, info.path, () => HttpResponse.json({ detail: 'Not found.' }, { status })));

/**
 * The portal's own session route, run as the server runs it, for the token the browser names. Loaded on
 * first use: a test file's mock of `next/headers` then applies to it.
 */
const session = http.get('*/api/session', async ({ request }) => (await import('@/app/api/session/route')).GET(request));

/**
 * The portal's own account routes (`/api/account/*`), run as the server runs them. A browser sends its
 * cookies with a call to its own origin; Node's fetch does not, so the page's cookies are added here.
 */
const withCookies = (request: Request) => {
  const cookie = typeof document === 'undefined' ? '' : document.cookie;
  if (!cookie) return request;
  const headers = new Headers(request.headers);
  headers.set('cookie', cookie);
  return new Request(request, { headers });
};
const account = [
  http.patch('*/api/account/profile', async ({ request }) => (await import('@/app/api/account/profile/route')).PATCH(withCookies(request))),
  http.post('*/api/account/mobile/otp', async ({ request }) =>
    (await import('@/app/api/account/mobile/otp/route')).POST(withCookies(request)),
  ),
  http.post('*/api/account/mobile', async ({ request }) => (await import('@/app/api/account/mobile/route')).POST(withCookies(request))),
  http.put('*/api/account/consents', async ({ request }) => (await import('@/app/api/account/consents/route')).PUT(withCookies(request))),
  http.post('*/api/account/deletion/otp', async ({ request }) =>
    (await import('@/app/api/account/deletion/otp/route')).POST(withCookies(request)),
  ),
  http.post('*/api/account/deletion', async ({ request }) => (await import('@/app/api/account/deletion/route')).POST(withCookies(request))),
  http.get('*/api/account/data', async ({ request }) => (await import('@/app/api/account/data/route')).GET(withCookies(request))),
];

/** The portal's count of the sign-in dialogs' codes, run as the server runs it. */
const signInCodes = http.post('*/api/sign-in-codes', async ({ request }) => (await import('@/app/api/sign-in-codes/route')).POST(request));

/** The same handlers the running app serves under /demo-api, and the portal's own routes. */
export const server = setupServer(...handlers, walletsOff, walletSessionOff, session, ...account, signInCodes);
