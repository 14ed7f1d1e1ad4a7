/**
 * A member whose account's deletion the backend accepted (docs/privacy.md): marked in Redis, key
 * `account:deleted:<uid>`, before what the portal keeps of them is removed. The stores check the mark in
 * the same step as each write that would keep something of a member (a push device, a wallet pass), so
 * whatever arrives during or after the deletion is refused, and whatever landed before is removed after.
 *
 * Not marked `server-only`, which throws outside React's server layer: the fan-out starts with the Node
 * server (lib/server/server-start.ts). Client code never reaches it (tests/unit/server-code-boundary.test.ts).
 */
import { sharedCache } from '@/lib/page-cache/shared-store.mjs';
import { callRedis } from './redis-call';

export const deletedMemberKey = (uid: string) => `account:deleted:${uid}`;

const DAY_SECONDS = 24 * 60 * 60;
/** As long as a device or a pass is ever kept: nothing kept before the mark can outlive it. */
const LONGEST_SECONDS = 400 * DAY_SECONDS;

/**
 * How long the mark lasts: until a day past the deletion's due date (the backend has deleted the account
 * by then, and its token opens no session), at least a day; without a readable date, as long as anything
 * is kept.
 */
export function deletedMemberSeconds(dueAt: string | null, now = Date.now()): number {
  const due = dueAt ? Date.parse(dueAt) : NaN;
  if (Number.isNaN(due)) return LONGEST_SECONDS;
  return Math.min(LONGEST_SECONDS, Math.max(DAY_SECONDS, Math.ceil((due - now) / 1000) + DAY_SECONDS));
}

class MarkNotWritten extends Error {
  constructor() {
    super('Redis did not answer: the deleted member is not marked.');
  }
}

/** Marks the member deleted (nothing without REDIS_URL: nothing is kept of anyone); throws when Redis does not answer. */
export async function markMemberDeleted(uid: string, dueAt: string | null): Promise<void> {
  const shared = sharedCache();
  if (!shared) return;
  await callRedis(
    shared.client,
    (client) => client.set(deletedMemberKey(uid), '1', { expiration: { type: 'EX', value: deletedMemberSeconds(dueAt) } }),
    MarkNotWritten,
  );
}
