import { mapResult, request } from './http';
import { isRecord, str } from './normalize';
import type { Member, User } from './types';

/**
 * Who is signed in on this device, as the portal's own `GET /api/session` answers (app/api/session/route.ts):
 * a guest (no token, or one the backend refused), a user who is not a member yet, or the member.
 */
export type SessionAnswer = { status: 'guest' } | { status: 'user'; user: User } | { status: 'member'; user: User; member: Member };

function toUser(raw: unknown): User {
  const u = isRecord(raw) ? raw : {};
  return { first_name: str(u.first_name), last_name: str(u.last_name), email: str(u.email), mobile_no: str(u.mobile_no) };
}

/** The portal's own answer, read as the server wrote it; anything else (a proxy's page) is no answer. */
function toAnswer(raw: unknown): SessionAnswer {
  const r = isRecord(raw) ? raw : {};
  if (r.status === 'guest') return { status: 'guest' };
  if (r.status === 'user') return { status: 'user', user: toUser(r.user) };
  if (r.status === 'member' && isRecord(r.member) && typeof r.member.uid === 'string') {
    return { status: 'member', user: toUser(r.user), member: r.member as unknown as Member };
  }
  throw new Error('not a session');
}

/**
 * The session of the token this browser holds (sent as `Authorization: Jwt`, and in the cookie): 503
 * when the backend could not tell, 502 when it answered what the portal cannot use.
 */
export async function getSession() {
  return mapResult(await request<unknown>('api/session', { service: 'portal' }), toAnswer);
}
