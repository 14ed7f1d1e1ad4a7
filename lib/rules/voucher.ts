/**
 * The voucher wallet's rules: each code a member owns is one voucher, used when it has `used_at`,
 * expired once its `expires_at` has passed, else active (no field: active).
 */
import { uniqueBy } from '@/lib/api/normalize';
import type { Deal, DealCode } from '@/lib/api/types';
import { expiryInstant } from '@/lib/rules/expiry';
import { instantOf } from '@/lib/format/display';

export const VOUCHER_STATES = ['active', 'used', 'expired'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

export interface Voucher {
  /** Unique within the wallet. */
  key: string;
  /** The deal with only this voucher's code, as the voucher view shows it. */
  deal: Deal;
  code: DealCode | null;
  state: VoucherState;
}

/** When a code stops being valid, in epoch ms (NaN when unknown). */
export const expiryOf = (code: DealCode | null): number => expiryInstant(code?.expiresAt);

export function voucherState(code: DealCode | null, now: number): VoucherState {
  if (code?.usedAt) return 'used';
  const expiry = expiryOf(code);
  return expiry <= now ? 'expired' : 'active';
}

const byNumber = (read: (v: Voucher) => number, direction: 1 | -1) => (a: Voucher, b: Voucher) => {
  const [x, y] = [read(a), read(b)];
  // Unknown times go last, in the order the backend sent them.
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
  return (x - y) * direction;
};

/** Active: soonest expiry first. Used: most recently used first. Expired: most recently expired first. */
const ORDER: Record<VoucherState, (a: Voucher, b: Voucher) => number> = {
  active: byNumber((v) => expiryOf(v.code), 1),
  used: byNumber((v) => instantOf(v.code?.usedAt), -1),
  expired: byNumber((v) => expiryOf(v.code), -1),
};

const STRICTNESS: Record<VoucherState, number> = { used: 0, expired: 1, active: 2 };

/** The member's deals as vouchers, one per code (a deal without a code is one active voucher), by state. */
export function walletOf(deals: Deal[], now: number): Record<VoucherState, Voucher[]> {
  const vouchers = deals.flatMap((deal, dealIndex) => {
    const codes: (DealCode | null)[] = deal.codes.length ? deal.codes : [null];
    return codes.map((code, codeIndex): Voucher => ({
      // A code is one voucher however often the backend lists it (a deal repeated in my_deals): counted once.
      // A deal without codes has nothing to tell its copies apart by: each is a voucher.
      key: JSON.stringify(code ? [deal.uid, code.code] : [deal.uid, dealIndex, codeIndex]),
      deal: { ...deal, codes: code ? [code] : [] },
      code,
      state: voucherState(code, now),
    }));
  });
  const wallet: Record<VoucherState, Voucher[]> = { active: [], used: [], expired: [] };
  // A code listed twice in different states is what its strictest copy says: one used at the till never shows as usable.
  vouchers.sort((a, b) => STRICTNESS[a.state] - STRICTNESS[b.state]);
  for (const voucher of uniqueBy(vouchers, (v) => v.key)) wallet[voucher.state].push(voucher);
  for (const state of VOUCHER_STATES) wallet[state].sort(ORDER[state]);
  return wallet;
}

/**
 * The voucher a redeem of `dealUid` just made: the one with `code` (the redeem's answer), or none while the
 * wallet does not list that code yet. Without a code (the answer's `codes` and `deal` are optional), that
 * deal's active voucher valid longest, as a new one is; where none says until when, the first listed.
 */
export function newVoucherOf(wallet: Record<VoucherState, Voucher[]>, dealUid: string, code?: string): Voucher | undefined {
  const ofDeal = VOUCHER_STATES.flatMap((state) => wallet[state]).filter((voucher) => voucher.deal.uid === dealUid);
  if (code) return ofDeal.find((voucher) => voucher.code?.code === code);
  const active = ofDeal.filter((voucher) => voucher.state === 'active');
  const known = active.filter((voucher) => !Number.isNaN(expiryOf(voucher.code)));
  return known.length ? known.reduce((a, b) => (expiryOf(b.code) > expiryOf(a.code) ? b : a)) : active[0];
}
