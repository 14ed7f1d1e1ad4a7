/**
 * A token the server checked for a member page it rendered: the browser's own two calls (token-info and
 * member), made moments before the page arrived, with their answers. Offered by the page
 * (components/member/rendered-session.tsx), taken by the auth provider (`checkToken`) and the member's
 * loader while the check stands, instead of making the calls again. Loaded with the session's code, not in
 * a guest's first load.
 */
import { getTokenInfo } from '@/lib/api/auth';
import type { ApiResult, Member, User } from '@/lib/api/types';
import { isOnline } from '@/lib/browser/online';
import { checkStands } from '@/lib/rules/session-check';

export interface CheckedSession {
  token: string;
  user: User;
  member: Member;
  /** When the backend answered the server (its clock, ms since the epoch). */
  checkedAt: number;
}

let offered: CheckedSession | null = null;

export function offerCheckedSession(session: CheckedSession): void {
  offered = session;
}

/** Whether a check the server made at `checkedAt` stands now, on this device (fresh, and online). */
export const checkStandsNow = (checkedAt: number): boolean => checkStands(checkedAt, Date.now(), isOnline());

/** The check offered for this token, while it stands. */
export function checkedSession(token: string): CheckedSession | null {
  return offered?.token === token && checkStandsNow(offered.checkedAt) ? offered : null;
}

/** A token's check: the server's for the page while it stands (no call), else token-info/. */
export function checkToken(token: string): Promise<ApiResult<User>> {
  const checked = checkedSession(token);
  return checked ? Promise.resolve({ ok: true, status: 200, data: checked.user }) : getTokenInfo(token);
}
