'use client';
import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import type { ApiResult } from '@/lib/api/types';
import { isOnline } from '@/lib/browser/online';
import { useSession } from './use-session';

/** A member call that failed: its status, and the server's word or the transport's. */
export class LoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The data of a successful call; a failure (or an answer of the wrong shape) throws, for SWR to keep as the error. */
export async function dataOf<T>(call: Promise<ApiResult<T>>, failure: string): Promise<T> {
  const result = await call;
  if (!result.ok || result.data === undefined) throw new LoadError(result.error ?? failure, result.status);
  return result.data;
}

/**
 * One resource of the signed-in member, keyed by its name (and parts) and the token, so another member's
 * sign-in never sees it; a guest never asks the server. On a page the server rendered for the session,
 * what it loaded (`rendered`) is SWR's data until SWR has its own.
 */
export function useMemberResource<T>(key: readonly string[], load: () => Promise<T>, rendered?: T) {
  const { status, token } = useSession();
  const shown = status === 'member';
  const swrKey = shown && token ? [...key, token] : null;
  const handed = rendered !== undefined;
  const { data, error, isLoading, isValidating, mutate } = useSWR<T, Error>(swrKey, load, {
    revalidateOnFocus: false,
    // A token that expired mid-session (401) is handled for every call by the session (hooks/use-session.tsx).
    shouldRetryOnError: false,
    // Just loaded by the server: not asked for again as the page hydrates, unless the device is offline
    // (a copy the service worker kept): the call then fails, and what the device keeps says from when.
    ...(handed ? { fallbackData: rendered, revalidateOnMount: !isOnline() } : {}),
  });
  // ...and kept as SWR's own, over anything older it held (a later redeem or retry refreshes it).
  const keyText = swrKey?.join('\n');
  useEffect(() => {
    if (handed && keyText) void mutate(rendered, { revalidate: false });
  }, [handed, keyText, rendered, mutate]);
  const retry = useCallback(() => mutate(), [mutate]);
  return {
    data: shown ? data : undefined,
    error: shown ? error : undefined,
    isLoading: shown && isLoading,
    isValidating,
    retry,
  };
}
