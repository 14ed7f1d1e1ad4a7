import { TOKEN_COOKIE } from '@/lib/rules/session';
import { answerOf, sessionOf, sessionToken } from '@/lib/session/server';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * Who is signed in on this device, for the header of a page from the shared cache (lib/api/session.ts):
 * personal, so never kept by any shared layer. A guest is answered at once, without asking the backend;
 * a refused token as a guest, with its cookie expired.
 */
export async function GET(request: Request): Promise<Response> {
  const session = await sessionOf(sessionToken(request));
  if (session.kind === 'unavailable') {
    return session.down
      ? Response.json(
          { detail: 'The member service is unavailable: try again in a moment.' },
          { status: 503, headers: { ...PRIVATE, 'Retry-After': '30' } },
        )
      : Response.json({ detail: 'The member service gave an unreadable answer.' }, { status: 502, headers: PRIVATE });
  }
  const headers: HeadersInit =
    session.kind === 'refused' ? { ...PRIVATE, 'Set-Cookie': `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax` } : PRIVATE;
  return Response.json(answerOf(session) ?? { status: 'guest' }, { headers });
}
