'use client';
import { useCallback, useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useAuth } from '@/components/providers/auth-provider';
import { useMember } from '@/components/providers/member-provider';
import { listMyDeals } from '@/lib/api/member';
import type { Deal } from '@/lib/api/types';
import { unreachable, useKeptOnDevice } from './use-kept-on-device';

const MY_DEALS = 'my-deals';

export class MyDealsLoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function loadMyDeals(): Promise<Deal[]> {
  const result = await listMyDeals();
  if (!result.ok || !result.data) throw new MyDealsLoadError(result.error ?? 'Voucher tidak dapat dimuat', result.status);
  return result.data;
}

/**
 * The deals the signed-in member owns, each with its codes; a guest never asks the server. Seen online,
 * they are kept on the device; without a network, the kept ones stand in (`keptAt` says from when).
 */
export function useMyDeals() {
  const { status, token } = useAuth();
  const { member, keptAt: memberKept } = useMember();
  const signedIn = status === 'signed-in' && !!token;
  const key = signedIn ? [MY_DEALS, token] : null;
  const { data, error, isLoading, isValidating, mutate } = useSWR<Deal[], Error>(key, loadMyDeals, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const retry = useCallback(() => mutate(), [mutate]);

  // Kept under the member loaded online (a stand-in member has no uid to keep them under).
  const memberUid = member && !memberKept ? member.uid : undefined;
  useEffect(() => {
    if (!signedIn || !data || memberUid === undefined || !token) return;
    void import('@/lib/offline/device-store').then(({ keepVouchers }) => keepVouchers(memberUid, token, data));
  }, [signedIn, data, memberUid, token]);

  const standIn = useKeptOnDevice('readVouchers', token, signedIn && !data && unreachable(error));

  return {
    deals: key ? (data ?? standIn?.data) : undefined,
    error: key && !standIn ? error : undefined,
    isLoading: !!key && isLoading,
    isValidating,
    retry,
    ...(standIn ? { keptAt: standIn.savedAt } : {}),
  };
}

/** Marks every cached voucher list stale (after a redeem), so My Voucher shows the new voucher. */
export function useRefreshMyDeals() {
  const { mutate } = useSWRConfig();
  // One argument: revalidate and keep what is shown meanwhile (a data argument would replace it).
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === MY_DEALS), [mutate]);
}
