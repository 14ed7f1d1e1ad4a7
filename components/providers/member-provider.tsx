'use client';
import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { getMember, registerMember } from '@/lib/api/member';
import type { Member, User } from '@/lib/api/types';
import { formatFullName } from '@/lib/format';
import { unreachable, useKeptOnDevice } from '@/hooks/use-kept-on-device';
import type { MemberCardSnapshot } from '@/lib/offline/device-store';
import { clearPendingReferral, getPendingReferral } from '@/lib/referral';
import { useAuth } from './auth-provider';

export interface MemberContextValue {
  /** The member as loaded; offline, as last seen online (see `keptAt`). */
  member: Member | undefined;
  isLoading: boolean;
  error: Error | undefined;
  /** Loads the member again (after a redeem, the header balance drops at once). */
  refresh: () => Promise<Member | undefined>;
  /** Set when the member could not be loaded and the card kept on the device stands in: when it was saved. */
  keptAt?: string;
  /** The member's name from the kept card (offline, the auth host cannot tell it). */
  keptName?: string;
  /** The WhatsApp number from the kept card: the member card's number when there is no card number. */
  keptMobileNo?: string;
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

/** What the device keeps of the member for a till without signal. */
export function memberCardSnapshot(member: Member, user: User): MemberCardSnapshot {
  return {
    name: formatFullName(user),
    levelName: member.level?.name ?? '',
    levelIconUrl: member.level?.iconUrl ?? '',
    balance: member.balance,
    ...(member.cardNumber ? { cardNumber: member.cardNumber } : {}),
    ...(user.mobile_no ? { mobileNo: user.mobile_no } : {}),
  };
}

function memberFromCard(card: MemberCardSnapshot): Member {
  return {
    uid: '',
    level: card.levelName || card.levelIconUrl ? { uid: '', name: card.levelName, iconUrl: card.levelIconUrl } : null,
    balance: card.balance,
    expiringPoints: [],
    ...(card.cardNumber ? { cardNumber: card.cardNumber } : {}),
  };
}

export function MemberProvider({ children }: { children: React.ReactNode }) {
  const { status, token, user } = useAuth();
  // Only a signed-in member ever requests member data.
  const signedIn = status === 'signed-in' && !!token;
  const key = signedIn ? ['member', token] : null;
  const { data, error, isLoading, mutate } = useSWR<Member, Error>(key, loadMember, {
    revalidateOnFocus: false,
    // A token that expired mid-session (401) is handled for every call by the auth provider.
    shouldRetryOnError: false,
  });
  const refresh = useCallback(() => mutate(), [mutate]);

  // Seen online: kept on the device for the next time there is no signal.
  useEffect(() => {
    if (!signedIn || !data || !user || !token) return;
    void import('@/lib/offline/device-store').then(({ keepMemberCard }) =>
      keepMemberCard(data.uid, token, memberCardSnapshot(data, user)),
    );
  }, [signedIn, data, user, token]);

  const { kept: standIn, looking } = useKeptOnDevice('readMemberCard', token, signedIn && !data && unreachable(error));

  const value = useMemo<MemberContextValue>(
    () => ({
      member: signedIn ? (data ?? (standIn ? memberFromCard(standIn.data) : undefined)) : undefined,
      // While the device looks for a kept card, the page waits rather than showing the error.
      isLoading: signedIn && (isLoading || looking),
      error: signedIn && !looking ? error : undefined,
      refresh,
      ...(standIn ? { keptAt: standIn.savedAt, keptName: standIn.data.name, keptMobileNo: standIn.data.mobileNo } : {}),
    }),
    [signedIn, data, isLoading, looking, error, refresh, standIn],
  );
  return <MemberContext.Provider value={value}>{children}</MemberContext.Provider>;
}

export function useMember(): MemberContextValue {
  const context = useContext(MemberContext);
  if (!context) throw new Error('useMember must be used within a MemberProvider');
  return context;
}
