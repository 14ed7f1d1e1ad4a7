'use client';
import useSWR from 'swr';
import { getScheme } from '@/lib/api/member';
import type { Scheme } from '@/lib/api/types';

/** The member scheme (public); null when it could not be loaded, undefined while loading. */
export function useScheme(): Scheme | null | undefined {
  const { data } = useSWR('member/api/scheme/0/', async () => (await getScheme()).data ?? null, {
    revalidateOnFocus: false,
  });
  return data;
}
