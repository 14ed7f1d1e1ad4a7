'use client';
import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import { useMemberCalls } from '@/components/providers/auth-provider';
import { useRendered, useShowsMember } from '@/components/member/rendered-session';
import type { ApiResult } from '@/lib/api/types';
import { isOnline } from '@/lib/browser/online';

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
 * sign-in never sees it; a guest never asks the server. A token still being checked has it asked for
 * beside the check (one round trip sooner), shown once the check lets that token in. On a page the server
 * rendered for the session, what it loaded (`rendered`) is SWR's data until SWR has its own.
 */
export function useMemberResource<T>(key: readonly string[], load: () => Promise<T>, rendered?: T) {
  const { asking } = useMemberCalls();
  const shown = useShowsMember();
  const onRenderedPage = useRendered() !== null;
  const swrKey = asking ? [...key, asking] : null;
  const handed = onRenderedPage && rendered !== undefined;
  const { data, error, isLoading, isValidating, mutate } = useSWR<T, Error>(swrKey, load, {
    revalidateOnFocus: false,
    // A token that expired mid-session (401) is handled for every call by the auth provider.
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
