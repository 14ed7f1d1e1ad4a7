/**
 * Who may change a device's reminders: the member of the session that sends the request (from this site
 * only: lib/server/same-origin.ts). The member's uid is what the backend names in the notify route, so
 * devices are kept under it.
 */
import 'server-only';
import { MEMBER_UID, MemberRefused, sessionMember, sessionOf, sessionToken } from '@/lib/session/server';

export { MEMBER_UID, MemberRefused };

/**
 * The uid of the member whose session sent `request` (by the token rule: `Authorization: Jwt`, else the
 * `__goapp_token` cookie), as the backend answers for that token now; throws MemberRefused (401 for a guest
 * or a refused session).
 */
export async function pushMemberOf(request: Request): Promise<string> {
  const { member } = sessionMember(await sessionOf(sessionToken(request)));
  if (!MEMBER_UID.test(member.uid)) throw new MemberRefused(502, 'The member service answered a uid the portal cannot keep.');
  return member.uid;
}
