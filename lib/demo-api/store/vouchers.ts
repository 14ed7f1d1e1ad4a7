/** Redeeming a deal for a voucher, and the deals a member owns with their codes. */
import { VOUCHER_VALID_DAYS, jakartaTime, type RawDeal, type SeedUser, type SeedVoucher } from '../seed';
import { NOT_FOUND, answer } from './answers';
import { CODE_ALPHABET, nowIso, randomString } from './common';
import { dealAnswer, findDeal } from './deals';
import { MEMBER_NOT_FOUND, memberOf } from './members';
import { getDemoStore } from './state';

function voucherCode(): string {
  return `ARN-${randomString(4, CODE_ALPHABET)}-${randomString(4, CODE_ALPHABET)}`;
}

export function redeemDeal(user: SeedUser, uid: string) {
  const deal = findDeal(uid);
  if (!deal) return NOT_FOUND;
  const member = memberOf(user);
  if (!member) return MEMBER_NOT_FOUND;
  const balance = Number(member.balance);
  if (deal.price > balance) return answer({ detail: 'Poin anda tidak cukup untuk menukar deal ini.' }, 400);

  const createdAt = nowIso();
  member.balance = (balance - deal.price).toFixed(2);
  const voucher: SeedVoucher = {
    uid: `rdm-${randomString(12)}`,
    member_uid: member.uid,
    deal_uid: deal.uid,
    codes: [{ code: voucherCode(), expires_at: jakartaTime(VOUCHER_VALID_DAYS, '23:59') }],
    created_at: createdAt,
  };
  const store = getDemoStore();
  store.vouchers.unshift(voucher);
  if (deal.price > 0) {
    member.transactions.unshift({
      uid: `trx-${randomString(12)}`,
      created_at: createdAt,
      description: `Tukar poin: ${deal.name}`,
      points: -deal.price,
      type: 'redeem',
    });
  }
  return answer({ uid: voucher.uid, deal: dealAnswer(deal, voucher.codes), codes: voucher.codes }, 201);
}

/** One entry per deal owned, newest first, with every code of that deal (so deal uids stay unique). */
export function listMyDeals(user: SeedUser) {
  const member = memberOf(user);
  if (!member) return MEMBER_NOT_FOUND;
  const owned = new Map<string, RawDeal>();
  for (const voucher of getDemoStore().vouchers) {
    if (voucher.member_uid !== member.uid) continue;
    const deal = findDeal(voucher.deal_uid);
    if (!deal) continue;
    const entry = owned.get(deal.uid) ?? dealAnswer(deal);
    entry.codes.push(...voucher.codes.map((c) => ({ ...c })));
    owned.set(deal.uid, entry);
  }
  return answer([...owned.values()]);
}
