import { itemTags, modelTag } from '@/lib/revalidation';
import { mapResult, request } from './http';
import { isRecord, listOf, num, str, toDeal, toMember, toScheme } from './normalize';
import type { ReferralSummary, Redemption, Reward, Store, Transaction } from './types';

const record = (raw: unknown) => (isRecord(raw) ? raw : {});

/** Public: tells whether the scheme has a referral level. */
export async function getScheme() {
  return mapResult(await request<unknown>('member/api/scheme/0/', { tags: [modelTag('app')] }), (raw) => toScheme(record(raw)));
}

/** 404 when the signed-in user is not a member yet. */
export async function getMember() {
  return mapResult(await request<unknown>('member/api/member/0/'), (raw) => toMember(record(raw)));
}

export async function getReferralSummary() {
  return mapResult(await request<unknown>('member/api/member/0/referral_summary/'), (raw): ReferralSummary => {
    const r = record(raw);
    return { referralCode: str(r.referral_code), totalReferrals: num(r.total_referrals), totalPoints: num(r.total_points) };
  });
}

export async function registerMember(referralCode = '') {
  return mapResult(
    await request<unknown>('member/api/member/register/', { method: 'POST', body: { referral_code: referralCode } }),
    (raw) => toMember(record(raw)),
  );
}

export async function listDeals() {
  return mapResult(await request<unknown>('member/api/deal/', { tags: [modelTag('deal')] }), (raw) => listOf(raw, toDeal));
}

export async function getDeal(uid: string) {
  return mapResult(await request<unknown>(`member/api/deal/${encodeURIComponent(uid)}/`, { tags: itemTags('deal', uid) }), (raw) =>
    toDeal(record(raw)),
  );
}

export async function redeemDeal(uid: string) {
  return mapResult(
    await request<unknown>(`member/api/deal/${encodeURIComponent(uid)}/redeem/`, { method: 'POST', body: {} }),
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

export async function listMyDeals() {
  return mapResult(await request<unknown>('member/api/deal/my_deals/'), (raw) => listOf(raw, toDeal));
}

export async function listRewards() {
  return mapResult(await request<unknown>('member/api/reward/'), (raw) =>
    listOf(raw, (r): Reward => ({
      uid: str(r.uid),
      name: str(r.name),
      description: str(r.description),
      points: num(r.points),
      createdAt: str(r.created_at),
    })),
  );
}

export async function listTransactions() {
  return mapResult(await request<unknown>('member/api/transaction/'), (raw) =>
    listOf(raw, (t): Transaction => ({
      uid: str(t.uid),
      createdAt: str(t.created_at),
      description: str(t.description),
      points: num(t.points),
    })),
  );
}

export async function listStores(channel: string) {
  return mapResult(await request<unknown>('sales/api/store/', { query: { channel } }), (raw) =>
    listOf(raw, (s): Store => ({
      uid: str(s.uid),
      name: str(s.name),
      address: str(s.address),
      city: str(s.city),
      phone: str(s.phone),
    })),
  );
}
