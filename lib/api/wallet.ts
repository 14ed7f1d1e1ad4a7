import { mapResult, request } from './http';
import { isRecord } from './normalize';

export interface Wallets {
  apple: boolean;
  google: boolean;
}

/** Which wallets the portal's server issues passes for (`GET /api/wallet`, the portal's own route). */
export async function getWallets() {
  return mapResult(await request<unknown>('api/wallet', { service: 'portal' }), (raw): Wallets => {
    const r = isRecord(raw) ? raw : {};
    return { apple: r.apple === true, google: r.google === true };
  });
}

/** Logout waits no longer than this for the server to forget the session: the reload must not lag. */
export const FORGET_SESSION_TIMEOUT_MS = 1500;

/**
 * Logout: the portal's server stops keeping this session for the member's wallet passes
 * (`DELETE /api/wallet/session`, the portal's own route; `{"passes": 0}` where none are kept up to date).
 * Sent with the session's token, so before the client forgets it.
 */
export function forgetWalletSession() {
  return request<unknown>('api/wallet/session', { service: 'portal', method: 'DELETE', timeoutMs: FORGET_SESSION_TIMEOUT_MS });
}
