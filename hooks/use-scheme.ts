'use client';
import useSWR from 'swr';
import { getScheme } from '@/lib/api/member';
import type { Scheme } from '@/lib/api/types';

/**
 * The member scheme (public); null when it could not be loaded, undefined while loading. A page that
 * rendered it on the server hands it over as `rendered`: the browser then does not ask again.
 */
export function useScheme(rendered?: Scheme): Scheme | null | undefined {
  const { data } = useSWR('member/api/scheme/0/', async () => (await getScheme()).data ?? null, {
    revalidateOnFocus: false,
    ...(rendered ? { fallbackData: rendered, revalidateOnMount: false } : {}),
  });
  return data;
}
