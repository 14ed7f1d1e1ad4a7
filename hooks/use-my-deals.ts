'use client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { listMyDeals } from '@/lib/api/member';
import { LoadError, dataOf, useMemberResource } from './use-member-resource';

const MY_DEALS = 'my-deals';

export { LoadError as MyDealsLoadError };

const loadMyDeals = () => dataOf(listMyDeals(), 'Voucher tidak dapat dimuat');

/** The deals the signed-in member owns, each with its codes; a guest never asks the server. */
export function useMyDeals() {
  const { data, ...rest } = useMemberResource([MY_DEALS], loadMyDeals);
  return { deals: data, ...rest };
}

/** Marks every cached voucher list stale (after a redeem), so My Voucher shows the new voucher. */
export function useRefreshMyDeals() {
  const { mutate } = useSWRConfig();
  // One argument: revalidate and keep what is shown meanwhile (a data argument would replace it).
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === MY_DEALS), [mutate]);
}
