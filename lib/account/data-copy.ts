/**
 * "Unduh data saya": a copy of everything the portal can read about the member, assembled from the
 * contract's calls with the member's own token (docs/privacy.md, the data copy's format). Only required
 * calls are needed; the consents are in it where the backend offers them.
 */
import 'server-only';
import { getReferralSummary, listConsents, listMyDeals, listRewards, listTransactions } from '@/lib/api/member';
import { notOffered } from '@/lib/api/optional';
import type { ApiResult, Consent, Member, ReferralSummary, Reward, Transaction, User } from '@/lib/api/types';
import { csvOf } from '@/lib/rules/csv';
import { walletOf, type VoucherState } from '@/lib/rules/voucher';

/** The format's name and version, in the file: a later shape is a new version. */
export const DATA_COPY_FORMAT = 'member-data-copy/1';
/** A history past this many pages (20 a page: 10,000 entries) is a backend that never says it has ended. */
export const MAX_HISTORY_PAGES = 500;

export interface VoucherCopy {
  deal: string;
  dealUid: string;
  code: string;
  state: VoucherState;
  expiresAt: string | null;
  usedAt: string | null;
}

export interface DataCopy {
  format: typeof DATA_COPY_FORMAT;
  /** When the copy was made (ISO). */
  madeAt: string;
  user: User;
  member: Omit<Member, 'level'> & { level: { uid: string; name: string } | null };
  pointsHistory: Transaction[];
  rewards: Reward[];
  referrals: ReferralSummary;
  vouchers: VoucherCopy[];
  /** `offered: false`: the backend keeps no consents the portal can read (an optional call it does not offer). */
  consents: { offered: true; list: Consent[] } | { offered: false };
}

/** A call the copy needs failed: the copy is not made (a partial copy would say less than it seems to). */
export class CopyFailed extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`The member service could not give the ${what}.`);
    this.name = 'CopyFailed';
  }
}

function needed<T>(result: ApiResult<T>, what: string): T {
  if (result.ok && result.data !== undefined) return result.data;
  throw new CopyFailed(result.status, what);
}

/**
 * Every entry of the points history, page after page, each once (pages that overlap as entries arrive).
 * A page that brings nothing new ends it, as on Akun Saya: a backend that ignores `?page` is read once.
 */
export async function wholeHistory(token: string): Promise<Transaction[]> {
  const entries: Transaction[] = [];
  const seen = new Set<string>();
  for (let page = 1; page <= MAX_HISTORY_PAGES; page++) {
    const { transactions, hasMore } = needed(await listTransactions(page, token), 'points history');
    const fresh = transactions.filter((t) => !t.uid || !seen.has(t.uid));
    for (const t of fresh) if (t.uid) seen.add(t.uid);
    entries.push(...fresh);
    if (!hasMore || fresh.length === 0) return entries;
  }
  throw new CopyFailed(502, `points history (over ${MAX_HISTORY_PAGES} pages)`);
}

/** The copy for this token's member, whose user and member the session has just read. */
export async function dataCopy(token: string, user: User, member: Member, now = new Date()): Promise<DataCopy> {
  const [pointsHistory, rewards, referrals, deals, consents] = await Promise.all([
    wholeHistory(token),
    listRewards(token).then((r) => needed(r, 'rewards')),
    getReferralSummary(token).then((r) => needed(r, 'referral results')),
    listMyDeals(token).then((r) => needed(r, 'vouchers')),
    listConsents(token),
  ]);
  const wallet = walletOf(deals, now.getTime());
  const vouchers = (['active', 'used', 'expired'] as const).flatMap((state) =>
    wallet[state].map((v): VoucherCopy => ({
      deal: v.deal.name,
      dealUid: v.deal.uid,
      code: v.code?.code ?? '',
      state,
      expiresAt: v.code?.expiresAt ?? null,
      usedAt: v.code?.usedAt ?? null,
    })),
  );
  const { level, ...rest } = member;
  return {
    format: DATA_COPY_FORMAT,
    madeAt: now.toISOString(),
    user,
    member: { ...rest, level: level ? { uid: level.uid, name: level.name } : null },
    pointsHistory,
    rewards,
    referrals,
    vouchers,
    consents: notOffered(consents) ? { offered: false } : { offered: true, list: needed(consents, 'consents') },
  };
}

/** The points history as CSV (RFC 4180, a header row, newest first), for a spreadsheet. */
export function historyCsv(history: readonly Transaction[]): string {
  return csvOf(
    ['tanggal', 'keterangan', 'poin', 'jenis', 'toko', 'id'],
    history.map((t) => [t.createdAt, t.description, t.points, t.type ?? '', t.store ?? '', t.uid]),
  );
}
