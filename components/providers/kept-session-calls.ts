/**
 * A kept session's first calls, sent from before the page hydrates (./kept-session.ts): the token's check
 * and its member. Once hydration has ended the providers make the same calls and are handed these answers
 * (`sendAhead` in lib/api/http.ts) rather than sending them then: on a slow phone the member's points no
 * longer wait for hydration and a round trip after it. The code comes through the same imports the
 * providers use, so nothing loads twice.
 */
import { setBrowserConfig } from '@/lib/config';
import { readConfigFromHead } from '@/lib/config-in-head';
import { SESSION_CHECKED_META } from '@/lib/rules/session-check';
import { checkStandsNow } from './checked-session';

/** Whether the page was rendered for the session moments ago (components/member/session-view.tsx). */
function pageCheckedSession(): boolean {
  const checkedAt = document.querySelector(`meta[name="${SESSION_CHECKED_META}"]`)?.getAttribute('content');
  return !!checkedAt && checkStandsNow(Number(checkedAt));
}

export async function sendKeptSessionCalls(): Promise<void> {
  // Without the backend's address nothing is sent: the providers' own calls go out as before.
  const config = readConfigFromHead();
  if (!config) return;
  // The same imports the providers use, so nothing loads twice.
  const [{ loadToken }, { tokenInfoCall }, { sendAhead }, { sendMemberAhead }] = await Promise.all([
    import('@/lib/browser/storage'),
    import('@/lib/api/auth'),
    import('@/lib/api/http'),
    import('./member-session'),
  ]);
  const token = loadToken();
  // A member page the server rendered for this token has just checked it: the providers start from that.
  if (!token || pageCheckedSession()) return;
  // The values the config provider sets again as it hydrates.
  setBrowserConfig(config);
  sendAhead(...tokenInfoCall(token), token);
  sendMemberAhead(token);
}
