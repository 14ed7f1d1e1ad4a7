/**
 * The one gate of the routes that act for a member ("which member is this?"): the account's, the
 * reminders' and the wallet's. `requireMember` reads the request's token by the token rule (./token.ts),
 * asks the backend for its user and member (./server.ts) and gives the member, or throws the one
 * MemberRefusal; `memberRoute` answers that refusal (and a request refused) as every such route does.
 */
import 'server-only';
import type { ApiResult, Member, User } from '@/lib/api/types';
import { answer } from '@/lib/server/private-answer';
import { RequestRefused, refusedAnswer } from '@/lib/server/request-body';
import { type Session, sessionOf } from './server';
import { requestToken } from './token';

/** A member uid as the backend sends it: a word, never a path or a pattern (it becomes a key in Redis). */
export const MEMBER_UID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Why a request gets no member, or not what it asked of theirs. */
export type RefusalKind =
  /** No token: a guest. */
  | 'signed-out'
  /** The backend refused the token: the session has ended. */
  | 'ended'
  /** A user who is not a member yet. */
  | 'not-member'
  /** What was asked for is not the member's (a voucher code). */
  | 'not-theirs'
  /** The member's account is being deleted. */
  | 'deleted'
  /** The backend could not tell: down, slow, 5xx, 429. */
  | 'unavailable'
  /** The backend answered what the portal cannot use (garbage, a member without a usable uid). */
  | 'bad-backend';

const STATUS: Record<RefusalKind, number> = {
  'signed-out': 401,
  ended: 401,
  'not-member': 404,
  'not-theirs': 404,
  deleted: 410,
  unavailable: 503,
  'bad-backend': 502,
};

const WORDS: Record<RefusalKind, string> = {
  'signed-out': 'Sign in to the portal first.',
  ended: 'The session has ended: sign in to the portal again.',
  'not-member': 'This account is not a member yet.',
  'not-theirs': 'Not found.',
  deleted: 'This account is being deleted.',
  unavailable: 'The member service is unavailable: try again in a moment.',
  'bad-backend': 'The member service gave an unreadable answer.',
};

/** The one refusal of the gate; `status` is what a route answers with. */
export class MemberRefusal extends Error {
  readonly status: number;
  constructor(
    readonly kind: RefusalKind,
    message = WORDS[kind],
  ) {
    super(message);
    this.name = 'MemberRefusal';
    this.status = STATUS[kind];
  }
}

/** The member a request is for: the token it was read with, the user and the member, and the member's uid. */
export interface SignedMember {
  token: string;
  user: User;
  member: Member;
  /** A MEMBER_UID: the key the portal keeps the member's devices and passes under. */
  uid: string;
}

/** Why a session gives no member. */
export function refusalOfSession(session: Exclude<Session, { kind: 'member' }>): MemberRefusal {
  switch (session.kind) {
    case 'guest':
      return new MemberRefusal('signed-out');
    case 'refused':
      return new MemberRefusal('ended');
    case 'user':
      return new MemberRefusal('not-member');
    case 'unavailable':
      return new MemberRefusal(session.down ? 'unavailable' : 'bad-backend');
  }
}

/** The member of a session; else throws MemberRefusal. */
function memberOfSession(session: Session): SignedMember {
  if (session.kind !== 'member') throw refusalOfSession(session);
  const { token, user, member } = session;
  if (!MEMBER_UID.test(member.uid)) throw new MemberRefusal('bad-backend', 'The member service answered a uid the portal cannot keep.');
  return { token, user, member, uid: member.uid };
}

/** The member the backend answers for with `token` now (a kept one: a wallet pass's); throws MemberRefusal. */
export const memberOfToken = async (token: string | null): Promise<SignedMember> => memberOfSession(await sessionOf(token));

/** The member whose session sent `request` (the token rule); throws MemberRefusal. */
export const requireMember = (request: Request): Promise<SignedMember> => memberOfToken(requestToken(request).token);

/**
 * A member's own call that failed, as a refusal: the session ended (401, 403), no member (404), an answer
 * the portal cannot use (a 2xx unread, another 4xx), else the backend failing.
 */
export function refusalOf(result: ApiResult<unknown>): MemberRefusal {
  const { status } = result;
  if (status === 401 || status === 403) return new MemberRefusal('ended');
  if (status === 404) return new MemberRefusal('not-member');
  if ((status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 429)) return new MemberRefusal('bad-backend');
  return new MemberRefusal('unavailable');
}

/**
 * A refusal as the route's answer, `private, no-store`: a 401 says how to sign in (RFC 9110 §11.6.1: the
 * session, as the cookie or `Authorization: Jwt`), a 503 when to try again.
 */
export function answerRefusal(refusal: MemberRefusal): Response {
  const headers: Record<string, string> =
    refusal.status === 401 ? { 'WWW-Authenticate': 'Jwt' } : refusal.status === 503 ? { 'Retry-After': '30' } : {};
  return answer(refusal.status, { detail: refusal.message }, headers);
}

/**
 * A member's route: `work` gets the member of the request's session; a MemberRefusal (the gate's, or one
 * `work` throws) and a RequestRefused (lib/server/request-body.ts: a body too large, not JSON, not what
 * the route takes) are answered here.
 */
export async function memberRoute(request: Request, work: (member: SignedMember) => Promise<Response>): Promise<Response> {
  try {
    return await work(await requireMember(request));
  } catch (error) {
    if (error instanceof MemberRefusal) return answerRefusal(error);
    if (error instanceof RequestRefused) return refusedAnswer(error);
    throw error;
  }
}
