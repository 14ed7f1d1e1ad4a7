/**
 * Who may change a device's reminders: the member of the session that sends the request, from this site
 * only. The member's uid is what the backend names in the notify route, so devices are kept under it.
 */
import 'server-only';
import { sessionOf, sessionToken } from '@/lib/session/server';
import { MemberRefused } from '@/lib/wallet/session';

export { MemberRefused };

/** A member uid as the backend sends it: a word, never a path or a pattern (it becomes a key in Redis). */
export const MEMBER_UID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The uid of the member whose session sent `request` (the `__goapp_token` cookie, or `Authorization: Jwt`),
 * as the backend answers for that token now; throws MemberRefused (401 for a guest or a refused session).
 */
export async function pushMemberOf(request: Request): Promise<string> {
  const session = await sessionOf(sessionToken(request));
  switch (session.kind) {
    case 'member':
      if (!MEMBER_UID.test(session.member.uid)) throw new MemberRefused(502, 'The member service answered a uid the portal cannot keep.');
      return session.member.uid;
    case 'guest':
      throw new MemberRefused(401, 'Sign in to the portal to change your reminders.');
    case 'refused':
      throw new MemberRefused(401, 'The session has ended: sign in to the portal again.');
    case 'user':
      throw new MemberRefused(404, 'This account is not a member yet.');
    case 'unavailable':
      throw session.down
        ? new MemberRefused(503, 'The member service is unavailable: try again in a moment.')
        : new MemberRefused(502, 'The member service gave an unreadable answer.');
  }
}

/**
 * Whether the request comes from the portal's own pages (or its service worker), or from no browser at
 * all. A browser says where a request comes from (`Sec-Fetch-Site`, else `Origin`); another site's page
 * must not change a member's reminders with the member's cookie.
 */
export function fromThisSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    // `Origin: null` (a sandboxed page, a redirect from elsewhere): not the portal's.
    return false;
  }
  const own = [new URL(request.url).host, request.headers.get('host'), request.headers.get('x-forwarded-host')];
  return own.includes(host);
}
