import { formatMemberName, formatPointsLabel } from '@/lib/format/display';
import { TOKEN_COOKIE } from '@/lib/rules/session';
import { MemberRefusal, answerRefusal, refusalOfSession } from '@/lib/session/gate';
import { answerOf, sessionOf } from '@/lib/session/server';
import { requestToken } from '@/lib/session/token';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * Who is signed in on this device, for the header of a page from the shared cache (lib/api/session.ts):
 * personal, so never kept by any shared layer. A guest is answered at once, without asking the backend.
 * A refused token is a guest, its cookie expired, only when the cookie holds it; a refused token named
 * beside a cookie of another is a 401 that leaves that cookie alone (the token rule, docs/security.md).
 */
export async function GET(request: Request): Promise<Response> {
  const { token, cookie } = requestToken(request);
  const session = await sessionOf(token);
  if (session.kind === 'unavailable') return answerRefusal(refusalOfSession(session));
  if (session.kind === 'refused' && cookie !== null && cookie !== token) {
    return answerRefusal(new MemberRefusal('ended', 'The token named in Authorization is refused; the cookie holds another.'));
  }
  const headers: HeadersInit =
    session.kind === 'refused' && cookie === token
      ? { ...PRIVATE, 'Set-Cookie': `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax` }
      : PRIVATE;
  const answer = answerOf(session) ?? { status: 'guest' };
  // `pointsLabel` and `nameLabel`, as the chip shows them: the head's script paints them before hydration (lib/session/hint.ts).
  const labels =
    answer.status === 'member' && answer.member.balance !== null
      ? { pointsLabel: formatPointsLabel(answer.member.balance), nameLabel: formatMemberName(answer.user) }
      : {};
  return Response.json({ ...answer, ...labels }, { headers });
}
