import { itemTags, modelTag } from '@/lib/rules/revalidation';
import { mapResult, request } from './http';
import {
  asList,
  consentsOf,
  isList,
  isRecord,
  listOf,
  str,
  toDeal,
  toMember,
  toReferralSummary,
  toReward,
  toScheme,
  toStore,
  toTransaction,
  totalOf,
} from './normalize';
import type { ApiResult, ConsentChange, Redemption, TransactionPage } from './types';
import type { Answer } from './answers';

const record = (raw: unknown) => (isRecord(raw) ? raw : {});

/** Public: tells whether the scheme has a referral level. */
export async function getScheme() {
  return mapResult(await request<Answer<'getScheme'>>('member/api/scheme/0/', { tags: [modelTag('app')] }), (raw) => toScheme(record(raw)));
}

/** 404 when the signed-in user is not a member yet. */
export async function getMember(token?: string) {
  return mapResult(await request<Answer<'getMember'>>('member/api/member/0/', { token }), (raw) => toMember(record(raw)));
}

// The member's own calls take `token` on the server (a member page rendered from the session cookie); the
// browser's go out with the session's token (setAuthToken).

export async function getReferralSummary(token?: string) {
  return mapResult(await request<Answer<'getReferralSummary'>>('member/api/member/0/referral_summary/', { token }), (raw) =>
    toReferralSummary(record(raw)),
  );
}

export async function registerMember(referralCode = '') {
  return mapResult(
    await request<Answer<'registerMember'>>('member/api/member/register/', { method: 'POST', body: { referral_code: referralCode } }),
    (raw) => toMember(record(raw)),
  );
}

/**
 * A backend may keep deals for members: it refuses a caller without a token (401, or 403).
 * Pages rendered on the server then invite guests to sign in, and load the deals in the browser.
 */
export const isRefused = (result: ApiResult<unknown>) => result.status === 401 || result.status === 403;

/** `token`: on the server, a member's own call (a page rendered for the session, never cached). */
export async function listDeals(token?: string) {
  return mapResult(await request<Answer<'listDeals'>>('member/api/deal/', { tags: [modelTag('deal')], token }), (raw) =>
    listOf(raw, toDeal),
  );
}

/** `fresh`: on the server, from the backend now, never the data cache (a deal the CMS has just announced). */
export async function getDeal(uid: string, token?: string, { fresh = false } = {}) {
  return mapResult(
    await request<Answer<'getDeal'>>(`member/api/deal/${encodeURIComponent(uid)}/`, {
      tags: itemTags('deal', uid),
      token,
      ...(fresh ? { revalidate: 0 } : {}),
    }),
    (raw) => toDeal(record(raw)),
  );
}

export async function redeemDeal(uid: string) {
  return mapResult(
    await request<Answer<'redeemDeal'>>(`member/api/deal/${encodeURIComponent(uid)}/redeem/`, { method: 'POST', body: {} }),
    (raw): Redemption => {
      const r = record(raw);
      return {
        uid: str(r.uid),
        deal: isRecord(r.deal) ? toDeal(r.deal) : null,
        codes: toDeal({ codes: r.codes }).codes,
      };
    },
  );
}

export async function listMyDeals(token?: string) {
  return mapResult(await request<Answer<'listMyDeals'>>('member/api/deal/my_deals/', { token }), (raw) => listOf(raw, toDeal));
}

export async function listRewards(token?: string) {
  return mapResult(await request<Answer<'listRewards'>>('member/api/reward/', { token }), (raw) => listOf(raw, toReward));
}

/** One page of the points history, newest first (20 a page); a bare list is the whole history. */
export async function listTransactions(page = 1, token?: string) {
  return mapResult(
    await request<Answer<'listTransactions'>>('member/api/transaction/', { query: { page: page > 1 ? page : undefined }, token }),
    (raw): TransactionPage => {
      if (!isList(raw)) throw new Error('not a list');
      const paged = isRecord(raw);
      const total = paged ? totalOf(raw.count) : undefined;
      return {
        transactions: asList(raw).filter(isRecord).map(toTransaction),
        hasMore: paged && typeof raw.next === 'string' && raw.next !== '',
        // Told only when known: "20 dari ? transaksi" says nothing.
        ...(total !== undefined ? { count: total } : {}),
      };
    },
  );
}

export async function listStores(channel: string) {
  return mapResult(await request<Answer<'listStores'>>('sales/api/store/', { query: { channel } }), (raw) => listOf(raw, toStore));
}

// The member's consents: optional calls (contract `x-optional`); `notOffered(result)` (lib/api/optional.ts)
// tells a backend without them from a failure.

const CONSENTS_PATH = 'member/api/member/0/consent/';

/** The member's consents, with the backend's keys and texts. */
export async function listConsents(token?: string) {
  return mapResult(await request<Answer<'listConsents'>>(CONSENTS_PATH, { token }), consentsOf);
}

/** Gives or withdraws the consents sent (those not sent stay as they are); answers every consent as stored. */
export async function updateConsents(changes: readonly ConsentChange[] = [], token?: string) {
  const body = changes.map(({ key, granted, version }) => ({ key, granted, version }));
  return mapResult(await request<Answer<'updateConsents'>>(CONSENTS_PATH, { method: 'PUT', body, token }), consentsOf);
}
