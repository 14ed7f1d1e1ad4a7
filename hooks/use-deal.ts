'use client';
import { getDeal } from '@/lib/api/member';
import { dataOf, useMemberResource } from './use-member-resource';

/** One deal loaded in the browser with the member's token, for a deal page whose server call was refused. */
export function useDeal(uid: string) {
  const { data, ...rest } = useMemberResource(['deal', uid], () => dataOf(getDeal(uid), 'Deal tidak dapat dimuat'));
  return { deal: data, ...rest };
}
