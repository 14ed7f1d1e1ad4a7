'use client';
import { useCallback, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useSession } from './use-session';
import { listMyDeals } from '@/lib/api/member';
import type { Deal } from '@/lib/api/types';
import { unreachable, useKeptOnDevice } from './use-kept-on-device';
import { LoadError, dataOf, useMemberResource } from './use-member-resource';

const MY_DEALS = 'my-deals';

export { LoadError as MyDealsLoadError };

const loadMyDeals = () => dataOf(listMyDeals(), 'Voucher tidak dapat dimuat');

/**
 * The deals the signed-in member owns, each with its codes; a guest never asks the server. Seen online,
 * they are kept on the device; without a network, the kept ones stand in (`keptAt` says from when).
 */
export function useMyDeals(rendered?: Deal[]) {
  const { token, member, keptAt: memberKept } = useSession();
  const { data, error, ...rest } = useMemberResource([MY_DEALS], loadMyDeals, rendered);

  // Kept under the member loaded online (a stand-in member has no uid to keep them under).
  const memberUid = member && !memberKept ? member.uid : undefined;
  useEffect(() => {
    if (!data || memberUid === undefined || !token) return;
    void import('@/lib/offline/device-store').then(({ keepVouchers }) => keepVouchers(memberUid, token, data));
  }, [data, memberUid, token]);

  // Loaded here, not only rendered: a page the worker kept, opened offline, says when its vouchers were kept.
  const loaded = data !== undefined && data !== rendered;
  const { kept: standIn, looking } = useKeptOnDevice('readVouchers', token, !loaded && unreachable(error));
  return {
    deals: loaded ? data : (standIn?.data ?? data),
    // While the device looks for kept vouchers, the wallet waits rather than showing the error.
    error: standIn || looking ? undefined : error,
    ...rest,
    isLoading: rest.isLoading || looking,
    ...(standIn ? { keptAt: standIn.savedAt } : {}),
  };
}

/** Marks every cached voucher list stale (after a redeem), so My Voucher shows the new voucher. */
export function useRefreshMyDeals() {
  const { mutate } = useSWRConfig();
  // One argument: revalidate and keep what is shown meanwhile (a data argument would replace it).
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === MY_DEALS), [mutate]);
}
