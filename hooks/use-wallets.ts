'use client';
import useSWR from 'swr';
import { getWallets, type Wallets } from '@/lib/api/wallet';
import { isOnline } from '@/lib/browser/online';

const NONE: Wallets = { apple: false, google: false };

/**
 * The wallets the server issues passes for; none while loading, on a failure, and offline (not asked:
 * no pass can be had without the server, and the kept card needs no failed call beside it).
 */
export function useWallets(): Wallets {
  const { data } = useSWR(isOnline() ? 'portal:wallets' : null, async () => (await getWallets()).data ?? null, {
    revalidateOnFocus: false,
  });
  return data ?? NONE;
}
