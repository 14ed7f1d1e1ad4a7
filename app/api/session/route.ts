import { TOKEN_COOKIE } from '@/lib/rules/session';
import { answerOf, requestToken, sessionOf } from '@/lib/session/server';

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
  if (session.kind === 'unavailable') {
    return session.down
      ? Response.json(
          { detail: 'The member service is unavailable: try again in a moment.' },
          { status: 503, headers: { ...PRIVATE, 'Retry-After': '30' } },
        )
      : Response.json({ detail: 'The member service gave an unreadable answer.' }, { status: 502, headers: PRIVATE });
  }
  if (session.kind === 'refused' && cookie !== null && cookie !== token) {
    return Response.json(
      { detail: 'The token named in Authorization is refused; the cookie holds another.' },
      { status: 401, headers: { ...PRIVATE, 'WWW-Authenticate': 'Jwt' } },
    );
  }
  const headers: HeadersInit =
    session.kind === 'refused' && cookie === token
      ? { ...PRIVATE, 'Set-Cookie': `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax` }
      : PRIVATE;
  return Response.json(answerOf(session) ?? { status: 'guest' }, { headers });
}
