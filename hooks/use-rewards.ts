'use client';
import { listRewards } from '@/lib/api/member';
import { dataOf, useMemberResource } from './use-member-resource';

const loadRewards = () => dataOf(listRewards(), 'Reward tidak dapat dimuat');

/** The rewards the signed-in member has earned. */
export function useRewards() {
  const { data, ...rest } = useMemberResource(['rewards'], loadRewards);
  return { rewards: data, ...rest };
}
