'use client';
import { useEffect, useState } from 'react';
import { isOnline } from '@/lib/browser/online';

/** No answer at all (offline, or the backend down) rather than a refusal: data kept on the device may stand in. */
export function unreachable(error: Error | undefined): boolean {
  if (!error) return false;
  const status = (error as Error & { status?: unknown }).status;
  return !isOnline() || (typeof status === 'number' && status >= 500);
}

type Reader = 'readMemberCard' | 'readVouchers';
type KeptBy<R extends Reader> = NonNullable<Awaited<ReturnType<(typeof import('@/lib/offline/device-store'))[R]>>>;

/**
 * What the device kept for this session, read when `wanted` (the live data could not be loaded). The
 * device store loads only then, so a page that is online never carries its code. `looking` is true until
 * the device has answered, so a page shows its loading state, not an error, while it looks.
 */
export function useKeptOnDevice<R extends Reader>(
  reader: R,
  token: string | null,
  wanted: boolean,
): { kept: KeptBy<R> | undefined; looking: boolean } {
  const [found, setFound] = useState<{ token: string; value: KeptBy<R> | undefined }>();
  useEffect(() => {
    if (!wanted || !token) return;
    let current = true;
    void import('@/lib/offline/device-store')
      .then((store) => store[reader](token) as Promise<KeptBy<R> | undefined>)
      .then((value) => {
        if (current) setFound({ token, value });
      });
    return () => {
      current = false;
    };
  }, [reader, token, wanted]);
  const answered = !!token && found?.token === token;
  return { kept: wanted && answered ? found.value : undefined, looking: wanted && !!token && !answered };
}
