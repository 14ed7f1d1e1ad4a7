/**
 * A request for a page whose render under way began before the last webhook waits, in the server
 * guard (lib/server/server-guard.ts), until that render is over, then reaches Next: Next would have
 * joined it to that render (its response cache serves every request for a page from the one under way)
 * and answered the old content after the webhook's 200, as MISS, for a CDN to keep. Once the old render
 * is over, Next looks the page up afresh, finds it outdated (lib/page-cache/handler.mjs, rule 4) and
 * renders it with the new content.
 *
 * "The last webhook" is this server's own (at once), and with REDIS_URL any server's: the time the
 * webhook writes to Redis before it answers (lib/page-cache/shared-store.mjs), read only for a request
 * whose page has work under way here, with CLOCK_SKEW_MS of margin for the servers' clocks. A request
 * for a page with nothing under way costs one Map lookup. A render is waited for up to RENDER_BOUND_MS
 * from its start (lib/page-cache/renders.mjs); while Redis cannot say, nothing waits for another server's webhook.
 *
 * Not marked `server-only`, which throws outside React's server layer: used by the server guard in the
 * Node server. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
import { lastRevalidationHere, pageOfPath, pageWorkEnded, pageWorkUnderWay } from '@/lib/page-cache/renders.mjs';
import { CLOCK_SKEW_MS } from '@/lib/page-cache/shared-store.mjs';

/**
 * Reads when any server last revalidated (epoch ms, -Infinity for never), or null when it cannot be read.
 * None without REDIS_URL, where this server's own webhooks are all there are.
 */
export type SharedRevalidation = (() => Promise<number | null>) | null;

/**
 * For a request of `path` (its path as Next will route it, without the query): a promise to wait on before
 * it reaches Next, or null when it need not wait (nearly always, and then decided at once).
 */
export function waitForOutdatedRender(path: string, readShared: SharedRevalidation): Promise<void> | null {
  const page = pageOfPath(path);
  const work = pageWorkUnderWay(page);
  if (!work) return null;
  if (work.startedAt <= lastRevalidationHere()) return pageWorkEnded(work);
  if (!readShared) return null;
  return readShared().then(
    (at) => (at !== null && work.startedAt <= at + CLOCK_SKEW_MS ? pageWorkEnded(work) : undefined),
    () => undefined,
  );
}
