'use client';
import useSWR from 'swr';
import { getWallets, type Wallets } from '@/lib/api/wallet';

const NONE: Wallets = { apple: false, google: false };

/**
 * The wallets the server issues passes for; none while loading, on a failure, and offline (not asked:
 * no pass can be had without the server, and the kept card needs no failed call beside it).
 */
export function useWallets(): Wallets {
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  const { data } = useSWR(online ? 'portal:wallets' : null, async () => (await getWallets()).data ?? null, { revalidateOnFocus: false });
  return data ?? NONE;
}
