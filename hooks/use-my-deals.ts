'use client';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useAuth } from '@/components/providers/auth-provider';
import { listMyDeals } from '@/lib/api/member';
import type { Deal } from '@/lib/api/types';

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

/** The deals the signed-in member owns, each with its codes; a guest never asks the server. */
export function useMyDeals() {
  const { status, token } = useAuth();
  const key = status === 'signed-in' && token ? [MY_DEALS, token] : null;
  const { data, error, isLoading, isValidating, mutate } = useSWR<Deal[], Error>(key, loadMyDeals, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const retry = useCallback(() => mutate(), [mutate]);
  return { deals: key ? data : undefined, error: key ? error : undefined, isLoading: !!key && isLoading, isValidating, retry };
}

/** Marks every cached voucher list stale (after a redeem), so My Voucher shows the new voucher. */
export function useRefreshMyDeals() {
  const { mutate } = useSWRConfig();
  // One argument: revalidate and keep what is shown meanwhile (a data argument would replace it).
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === MY_DEALS), [mutate]);
}
