import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '@/lib/demo-api/handlers';

/**
 * The portal's own `GET /api/wallet` as a server without wallet keys answers it (the buttons hidden); a
 * test of the buttons answers otherwise with `server.use`.
 */
export const walletsOff = http.get('*/api/wallet', () => HttpResponse.json({ apple: false, google: false }));
/** Logout's `DELETE /api/wallet/session` as a server that keeps no wallet passes up to date answers it. */
export const walletSessionOff = http.delete('*/api/wallet/session', () => HttpResponse.json({ passes: 0 }));

/** The same handlers the running app serves under /demo-api, and the portal's wallet route. */
export const server = setupServer(...handlers, walletsOff, walletSessionOff);
