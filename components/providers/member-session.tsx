'use client';
import { useCallback, useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { sendAhead } from '@/lib/api/http';
import { getMember, MEMBER_PATH, registerMember } from '@/lib/api/member';
import type { Member, User } from '@/lib/api/types';
import { formatFullName } from '@/lib/format/display';
import { unreachable, useKeptOnDevice } from '@/hooks/use-kept-on-device';
import type { MemberCardSnapshot } from '@/lib/offline/device-store';
import { clearPendingReferral, getPendingReferral } from '@/lib/browser/referral';
import { useAuth } from './auth-provider';
import { checkedSession } from './checked-session';
import type { MemberContextValue, MemberSession } from './member-provider';

export class MemberLoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * A registration refused (4xx, but not an ended session or a rate limit) may mean the member exists by now:
 * another tab signing in at the same moment registered them first. The member is then asked for again.
 */
const refusedAsExisting = (status: number) => status >= 400 && status < 500 && status !== 401 && status !== 429;

/** The member of a token; a user who is not a member yet is registered with the pending referral. */
export async function loadMember(): Promise<Member> {
  const first = await getMember();
  if (first.ok && first.data) return first.data;
  if (first.status !== 404) throw new MemberLoadError(first.error ?? 'Member tidak dapat dimuat', first.status);
  const registered = await registerMember(getPendingReferral() ?? '');
  const refused = registered.ok ? null : new MemberLoadError(registered.error ?? 'Registrasi member gagal', registered.status);
  if (!refused) clearPendingReferral();
  else if (!refusedAsExisting(registered.status)) throw refused;
  const again = await getMember();
  if (again.ok && again.data) return again.data;
  throw refused ?? new MemberLoadError(again.error ?? 'Member tidak dapat dimuat', again.status);
}

/** Sends a kept token's member call from before the page hydrates (./kept-session-calls.ts): `loadMember` is handed its answer. */
export const sendMemberAhead = (token: string) => sendAhead(MEMBER_PATH, {}, token);

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

/**
 * Loads the member of a signed-in session and hands what the pages read to the member provider. Rendered
 * by the provider for a signed-in session only, so a guest's first load carries none of this. A page
 * rendered for this token has just loaded its member on the server: that one is not asked for again.
 */
export function MemberSession({ token, onChange }: { token: string; onChange: (session: MemberSession) => void }) {
  const { user } = useAuth();
  const checked = checkedSession(token)?.member;
  const { data, error, isLoading, mutate } = useSWR<Member, Error>(['member', token], loadMember, {
    revalidateOnFocus: false,
    // A token that expired mid-session (401) is handled for every call by the auth provider.
    shouldRetryOnError: false,
    ...(checked ? { fallbackData: checked, revalidateOnMount: false } : {}),
  });
  // ...and kept as SWR's own, so a later redeem or retry refreshes it like any member loaded here.
  useEffect(() => {
    if (checked) void mutate(checked, { revalidate: false });
  }, [checked, mutate]);
  const refresh = useCallback(() => mutate(), [mutate]);

  // Seen online: kept on the device for the next time there is no signal.
  useEffect(() => {
    if (!data || !user) return;
    void import('@/lib/offline/device-store').then(({ keepMemberCard }) => keepMemberCard(data.uid, token, memberCardSnapshot(data, user)));
  }, [data, user, token]);

  const { kept: standIn, looking } = useKeptOnDevice('readMemberCard', token, !data && unreachable(error));

  const value = useMemo<MemberContextValue>(
    () => ({
      member: data ?? (standIn ? memberFromCard(standIn.data) : undefined),
      // While the device looks for a kept card, the page waits rather than showing the error.
      isLoading: isLoading || looking,
      error: looking ? undefined : error,
      refresh,
      ...(standIn ? { keptAt: standIn.savedAt, keptName: standIn.data.name, keptMobileNo: standIn.data.mobileNo } : {}),
    }),
    [data, isLoading, looking, error, refresh, standIn],
  );
  useEffect(() => onChange({ token, value }), [token, value, onChange]);
  return null;
}
