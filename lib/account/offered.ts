/**
 * Which of the contract's optional account calls the backend is known not to offer: one answered 404, 405
 * or 501 lately. Profil Saya and Privasi & Data then render without that control, beside the brand's
 * contact, rather than letting the next member find out with a tap (docs/privacy.md). Kept in this
 * server's memory, for a while only: a backend that adds the call is believed again NOT_OFFERED_FOR_MS
 * after it last refused, or at once when the call answers.
 */
import 'server-only';
import { notOffered } from '@/lib/api/optional';
import type { AccountCall, OfferedCalls } from '@/lib/api/account';
import type { ApiResult } from '@/lib/api/types';

export const NOT_OFFERED_FOR_MS = 10 * 60_000;

const MEMORY = Symbol.for('portal.accountCallsNotOffered');
/** Call → until when it is taken as not offered (ms). */
const marks = (): Map<AccountCall, number> => ((globalThis as Record<symbol, unknown>)[MEMORY] ??= new Map()) as Map<AccountCall, number>;

/** What the backend's answer to `call` says of it: offered when it answered, not when it said so. */
export function noteAnswer<T>(call: AccountCall, result: ApiResult<T>, now = Date.now()): ApiResult<T> {
  if (result.ok) marks().delete(call);
  else if (notOffered(result)) marks().set(call, now + NOT_OFFERED_FOR_MS);
  return result;
}

/** Each call: false while the backend is known not to offer it, else true (offered, or not known yet). */
export function offeredCalls(now = Date.now()): OfferedCalls {
  const offered = (call: AccountCall) => (marks().get(call) ?? 0) <= now;
  return { profile: offered('profile'), number: offered('number'), deletion: offered('deletion') };
}
