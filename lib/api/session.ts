import { mapResult, request } from './http';
import { isRecord, toUser } from './normalize';
import type { Member, User } from './types';

/**
 * Who is signed in on this device, as the portal's own `GET /api/session` answers (app/api/session/route.ts):
 * a guest (no token, or one the backend refused), a user who is not a member yet, or the member.
 */
export type SessionAnswer = { status: 'guest' } | { status: 'user'; user: User } | { status: 'member'; user: User; member: Member };

/** The portal's own answer, read as the server wrote it; anything else (a proxy's page) is no answer. */
function toAnswer(raw: unknown): SessionAnswer {
  const r = isRecord(raw) ? raw : {};
  if (r.status === 'guest') return { status: 'guest' };
  const user = toUser(isRecord(r.user) ? r.user : {});
  if (r.status === 'user') return { status: 'user', user };
  if (r.status === 'member' && isRecord(r.member) && typeof r.member.uid === 'string')
    return { status: 'member', user, member: r.member as unknown as Member };
  throw new Error('not a session');
}

/**
 * The session of the token this browser holds (sent as `Authorization: Jwt`, and in the cookie): 503
 * when the backend could not tell, 502 when it answered what the portal cannot use. `sent`: the same
 * question as the page's head already asked it (lib/session/hint.ts).
 */
export async function getSession(sent?: Promise<Response>) {
  return mapResult(await request<unknown>('api/session', { service: 'portal', sent }), toAnswer);
}
