/**
 * At most one data copy a minute per member and file (docs/privacy.md): each copy reads the member's whole
 * history from the backend. Kept in Redis with REDIS_URL, so the limit holds across servers (key
 * `account:copy:<member uid>:<file>`, expiring with the window); otherwise, and while Redis does not
 * answer, in this server's memory, for at most MAX_MEMBERS members at once.
 */
import 'server-only';
import { sharedCache } from '@/lib/page-cache/shared-store.mjs';
import { callRedis } from '@/lib/server/redis-call';

export const COPY_INTERVAL_SECONDS = 60;
/** Members remembered at once in memory; past it, the one whose window ends first is let go. */
export const MAX_MEMBERS = 10_000;
const TIMEOUT_MS = 500;

export type CopyFile = 'json' | 'csv';
export type Claim = { ok: true } | { ok: false; retryAfter: number };

class LimitStoreDown extends Error {}

const key = (member: string, file: CopyFile) => `account:copy:${member}:${file}`;

const MEMORY = Symbol.for('portal.accountCopies');
/** Key → when its window ends (ms), oldest first (every window is as long, so the first ends first). */
const memory = (): Map<string, number> => ((globalThis as Record<symbol, unknown>)[MEMORY] ??= new Map()) as Map<string, number>;

function claimInMemory(name: string, now: number): Claim {
  const windows = memory();
  for (const [kept, until] of windows) {
    if (until > now) break;
    windows.delete(kept);
  }
  const until = windows.get(name);
  if (until !== undefined) return { ok: false, retryAfter: Math.max(1, Math.ceil((until - now) / 1000)) };
  if (windows.size >= MAX_MEMBERS) windows.delete(windows.keys().next().value!);
  windows.set(name, now + COPY_INTERVAL_SECONDS * 1000);
  return { ok: true };
}

/** The member may have this file now (and the minute starts), or how many seconds until they may. */
export async function claimCopy(member: string, file: CopyFile, now = Date.now()): Promise<Claim> {
  const name = key(member, file);
  const state = sharedCache();
  if (state) {
    try {
      return await callRedis(
        state.client,
        async (client) => {
          const set = await client.set(name, String(now), { condition: 'NX', expiration: { type: 'EX', value: COPY_INTERVAL_SECONDS } });
          if (set === 'OK') return { ok: true } as const;
          const ttl = await client.ttl(name);
          return { ok: false, retryAfter: ttl > 0 ? ttl : COPY_INTERVAL_SECONDS } as const;
        },
        LimitStoreDown,
        TIMEOUT_MS,
      );
    } catch {
      // Redis away: this server still limits its own copies.
    }
  }
  return claimInMemory(name, now);
}

/** A copy that could not be made does not count: the member may try again at once. */
export async function releaseCopy(member: string, file: CopyFile): Promise<void> {
  const name = key(member, file);
  memory().delete(name);
  const state = sharedCache();
  if (!state) return;
  await callRedis(state.client, (client) => client.del(name), LimitStoreDown, TIMEOUT_MS).catch(() => undefined);
}
