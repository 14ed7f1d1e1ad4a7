'use client';
import { getReferralSummary } from '@/lib/api/member';
import type { ReferralSummary } from '@/lib/api/types';
import { dataOf, useMemberResource } from './use-member-resource';

const loadSummary = () => dataOf(getReferralSummary(), 'Ringkasan referral tidak dapat dimuat');

/** What the signed-in member's referrals brought: friends who joined, points, and (when sent) who. */
export function useReferralSummary(rendered?: ReferralSummary) {
  const { data, ...rest } = useMemberResource(['referral-summary'], loadSummary, rendered);
  return { summary: data, ...rest };
}

/** The referral summary as the hook gives it, for the card that shows it. */
export type ReferralSummaryState = ReturnType<typeof useReferralSummary>;
