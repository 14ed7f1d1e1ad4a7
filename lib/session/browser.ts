/**
 * The browser's steps of a session (hooks/use-session.tsx): loaded once the device has a token, so a
 * guest's first load carries none of this (nor the API client, js-cookie or the device store).
 */
import { setAuthToken, setUnauthorizedHandler } from '@/lib/api/http';
import { registerMember } from '@/lib/api/member';
import { forgetWalletSession } from '@/lib/api/wallet';
import { getSession, type SessionAnswer } from '@/lib/api/session';
import type { ApiResult, Member, User } from '@/lib/api/types';
import { isOnline } from '@/lib/browser/online';
import { clearPendingReferral, getPendingReferral } from '@/lib/browser/referral';
import { clearToken } from '@/lib/browser/storage';
import { formatFullName } from '@/lib/format/display';
import type { MemberCardSnapshot } from '@/lib/offline/device-store';
import { EARLY_SESSION_GLOBAL } from '@/lib/rules/session';

export { loadToken, restoreToken, saveToken } from '@/lib/browser/storage';

type EarlyQuestion = { token?: string; answer?: Promise<Response> } | null;

/**
 * The session route's answer the page asked for before hydration (lib/session/hint.ts), for `token`:
 * taken once (null is left in its place), and only when it was asked with the same token.
 */
export function takeEarlyAnswer(token: string): Promise<Response> | undefined {
  const page = window as unknown as Record<string, EarlyQuestion | undefined>;
  const early = page[EARLY_SESSION_GLOBAL];
  page[EARLY_SESSION_GLOBAL] = null;
  return early?.token === token ? early.answer : undefined;
}

/** What the browser knows of its token's member. */
export interface Learnt {
  user: User | null;
  /** Offline (or the backend down), as last seen online: see `keptAt`. */
  member?: Member;
  error?: Error & { status?: number };
  /** When the member card kept on the device, standing in, was saved. */
  keptAt?: string;
  /** The name and WhatsApp number on the kept card (the backend cannot tell them offline). */
  keptName?: string;
  keptMobileNo?: string;
}

const deviceStore = () => import('@/lib/offline/device-store');

/**
 * A registration refused (4xx, but not an ended session or a rate limit) may mean the member exists by now:
 * another tab signing in at the same moment registered them first. The session is then asked again.
 */
const refusedAsExisting = (status: number) => status >= 400 && status < 500 && status !== 401 && status !== 429;

/**
 * What `token` opens: the session route's answer (or `handed`, the one a page rendered for it carried;
 * or `early`, the route's answer the page asked for before hydration), a user who is not a member yet
 * registered with the pending referral first. 'refused': the token is no session. `onExpired` is told of
 * any member call refused with 401 from now on.
 */
export async function learnSession(
  token: string,
  handed: SessionAnswer | undefined,
  onExpired: () => void,
  early?: Promise<Response>,
): Promise<Learnt | 'refused'> {
  setAuthToken(token);
  setUnauthorizedHandler(onExpired);
  let result: ApiResult<SessionAnswer> = handed ? { ok: true, status: 200, data: handed } : await getSession(early);
  if (result.data?.status === 'user') {
    const registered = await registerMember(getPendingReferral() ?? '');
    if (registered.ok) clearPendingReferral();
    else if (!refusedAsExisting(registered.status)) return failed(token, registered, 'Registrasi member gagal', result.data.user);
    result = await getSession();
  }
  const answer = result.data;
  if (answer?.status === 'guest') return 'refused';
  if (answer?.status !== 'member') return failed(token, result, 'Member tidak dapat dimuat', answer?.user);
  const { user, member } = answer;
  // Seen online: kept on the device for the next time there is no signal.
  void deviceStore().then(({ keepMemberCard }) => keepMemberCard(member.uid, token, memberCardSnapshot(member, user)));
  return { user, member };
}

/**
 * Why the member is not known. With no answer at all (offline, the portal or the backend down: 503),
 * rather than a refusal or an answer the portal could not use (502), the card the device kept for this
 * token stands in.
 */
async function failed(token: string, result: ApiResult<unknown>, words: string, user: User | null = null): Promise<Learnt> {
  const error = Object.assign(new Error(result.error ?? words), { status: result.status });
  const unreachable = !isOnline() || (result.status >= 500 && result.status !== 502);
  const kept = unreachable ? await (await deviceStore()).readMemberCard(token) : undefined;
  if (!kept) return { user, error };
  const card = kept.data;
  return {
    user,
    error,
    member: {
      uid: '',
      level: card.levelName || card.levelIconUrl ? { uid: '', name: card.levelName, iconUrl: card.levelIconUrl } : null,
      balance: card.balance,
      expiringPoints: [],
      ...(card.cardNumber ? { cardNumber: card.cardNumber } : {}),
    },
    keptAt: kept.savedAt,
    keptName: card.name,
    keptMobileNo: card.mobileNo,
  };
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

/** Logout waits at most this for the portal's server to forget the session's device and wallet passes. */
const LOGOUT_WAIT_MS = 2000;

/**
 * Logout's first step, while the token is still there: the portal's server stops keeping the session for
 * the member's wallet passes, and this device's reminders stop (docs/push.md). Neither their failure nor
 * their wait holds the logout up for long.
 */
export const forgetSessionOnServer = () =>
  Promise.race([
    Promise.all([
      forgetWalletSession().catch(() => undefined),
      import('@/lib/push/browser').then(({ forgetThisDevice }) => forgetThisDevice()).catch(() => undefined),
    ]),
    new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS)),
  ]);

/** Forgets the session: the API client's token, the cookie and localStorage, and what the device kept of the member. */
export async function forgetSession(): Promise<void> {
  setAuthToken(null);
  clearToken();
  await deviceStore()
    .then(({ forgetMemberData }) => forgetMemberData())
    .catch(() => undefined);
}
