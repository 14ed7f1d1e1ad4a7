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
