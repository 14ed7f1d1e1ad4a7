/** What "Privasi & Data" reads for the session's member, on the server (app/member/privacy/page.tsx). */
import 'server-only';
import type { RenderedPrivacy } from '@/lib/api/account';
import { listConsents, listMyDeals } from '@/lib/api/member';
import { notOffered } from '@/lib/api/optional';
import { walletOf } from '@/lib/rules/voucher';
import { walletCredentials } from '@/lib/wallet/credentials';
import { walletStore } from '@/lib/wallet/registrations';
import { offeredCalls } from './offered';

/** The member's passes this server keeps up to date; null when it keeps none (or Redis cannot say now). */
async function walletPasses(member: string): Promise<number | null> {
  const store = walletStore();
  if (!walletCredentials().apple || !store) return null;
  return store.passCount(member).catch(() => null);
}

/**
 * The consents (where the backend offers them), what a deletion would cost (all asked at once), and whether
 * the backend is known not to offer deletion.
 */
export async function loadPrivacy(token: string, member: string, now = Date.now()): Promise<RenderedPrivacy> {
  const [consents, deals, passes] = await Promise.all([listConsents(token), listMyDeals(token), walletPasses(member)]);
  return {
    consents:
      consents.ok && consents.data
        ? { kind: 'offered', list: consents.data }
        : notOffered(consents)
          ? { kind: 'not-offered' }
          : { kind: 'failed' },
    losses: {
      activeVouchers: deals.ok && deals.data ? walletOf(deals.data, now).active.length : null,
      walletPasses: passes,
    },
    deletionOffered: offeredCalls(now).deletion,
  };
}
