'use client';
import { createContext, useCallback, useContext, useMemo } from 'react';
import useSWR from 'swr';
import { getMember, registerMember } from '@/lib/api/member';
import type { Member } from '@/lib/api/types';
import { clearPendingReferral, getPendingReferral } from '@/lib/referral';
import { useAuth } from './auth-provider';

export interface MemberContextValue {
  member: Member | undefined;
  isLoading: boolean;
  error: Error | undefined;
  /** Loads the member again (after a redeem, the header balance drops at once). */
  refresh: () => Promise<Member | undefined>;
}

const MemberContext = createContext<MemberContextValue | null>(null);

export class MemberLoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The member of a token; a user who is not a member yet is registered with the pending referral. */
export async function loadMember(): Promise<Member> {
  const first = await getMember();
  if (first.ok && first.data) return first.data;
  if (first.status !== 404) throw new MemberLoadError(first.error ?? 'Member tidak dapat dimuat', first.status);
  const registered = await registerMember(getPendingReferral() ?? '');
  if (!registered.ok) throw new MemberLoadError(registered.error ?? 'Registrasi member gagal', registered.status);
  clearPendingReferral();
  const again = await getMember();
  if (again.ok && again.data) return again.data;
  throw new MemberLoadError(again.error ?? 'Member tidak dapat dimuat', again.status);
}

export function MemberProvider({ children }: { children: React.ReactNode }) {
  const { status, token } = useAuth();
  // Only a signed-in member ever requests member data.
  const signedIn = status === 'signed-in' && !!token;
  const key = signedIn ? ['member', token] : null;
  const { data, error, isLoading, mutate } = useSWR<Member, Error>(key, loadMember, {
    revalidateOnFocus: false,
    // A token that expired mid-session (401) is handled for every call by the auth provider.
    shouldRetryOnError: false,
  });
  const refresh = useCallback(() => mutate(), [mutate]);
  const value = useMemo<MemberContextValue>(
    () => ({
      member: signedIn ? data : undefined,
      isLoading: signedIn && isLoading,
      error: signedIn ? error : undefined,
      refresh,
    }),
    [signedIn, data, isLoading, error, refresh],
  );
  return <MemberContext.Provider value={value}>{children}</MemberContext.Provider>;
}

export function useMember(): MemberContextValue {
  const context = useContext(MemberContext);
  if (!context) throw new Error('useMember must be used within a MemberProvider');
  return context;
}
