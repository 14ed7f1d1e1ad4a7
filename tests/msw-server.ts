import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '@/lib/demo-api/handlers';

/**
 * The portal's own `GET /api/wallet` as a server without wallet keys answers it (the buttons hidden); a
 * test of the buttons answers otherwise with `server.use`.
 */
export const walletsOff = http.get('*/api/wallet', () => HttpResponse.json({ apple: false, google: false }));

/**
 * The portal's own session route, run as the server runs it, for the token the browser names. Loaded on
 * first use: a test file's mock of `next/headers` then applies to it.
 */
const session = http.get('*/api/session', async ({ request }) => (await import('@/app/api/session/route')).GET(request));

/** The same handlers the running app serves under /demo-api, and the portal's own routes. */
export const server = setupServer(...handlers, walletsOff, session);
