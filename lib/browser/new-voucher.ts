/**
 * The way from a redeem to the voucher it made: My Voucher at `?deal=<uid>` (the deal's uid, public; a
 * code never goes into an address, which servers and proxies log), and the code the redeem's answer sent,
 * kept in this tab for that page to pick the voucher by. The server guard drops the parameter before the
 * page renders (lib/server/query-rules.ts): only the browser reads it.
 */
export const NEW_VOUCHER_PARAM = 'deal';

export const newVoucherHref = (dealUid: string) => `/my-voucher?${NEW_VOUCHER_PARAM}=${encodeURIComponent(dealUid)}`;

let redeemed: { deal: string; code: string } | null = null;

/** The code a redeem of this deal just made; none when its answer sent none (an optional field). */
export function noteRedeemedCode(dealUid: string, code: string | undefined): void {
  redeemed = code ? { deal: dealUid, code } : null;
}

export const redeemedCode = (dealUid: string): string | undefined => (redeemed?.deal === dealUid ? redeemed.code : undefined);
