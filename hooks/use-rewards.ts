'use client';
import { listRewards } from '@/lib/api/member';
import type { Reward } from '@/lib/api/types';
import { dataOf, useMemberResource } from './use-member-resource';

const loadEarnedRewards = () => dataOf(listRewards(), 'Reward tidak dapat dimuat');

/** The rewards the signed-in member has earned. */
export function useRewards(rendered?: Reward[]) {
  const { data, ...rest } = useMemberResource(['rewards'], loadEarnedRewards, rendered);
  return { rewards: data, ...rest };
}
