/**
 * A clean shutdown, so a rolling deployment drops nothing: on SIGTERM the server stops accepting
 * connections, lets the requests in flight finish (up to DRAIN_MS), closes Redis and exits 0.
 * Next's own handler waited without a limit and exited 143; it is replaced (for `next start` and the
 * standalone server alike, which both install it before the instrumentation hook runs).
 *
 * Not marked `server-only`, which throws outside React's server layer: installed by lib/server/server-
 * start.ts on the Node server. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
import { closeSharedCache } from '@/lib/page-cache/shared-store.mjs';
import { stopPushFanout } from '@/lib/push/fanout';
import { traffic } from '@/lib/server/server-guard';

export const DRAIN_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function drainAndExit(exit: (code: number) => void = process.exit): Promise<void> {
  if (traffic.draining) return;
  traffic.draining = true;
  const server = traffic.server;
  // No new connections; idle keep-alive ones are closed, busy ones once their answer is sent.
  server?.close();
  server?.closeIdleConnections();
  const deadline = Date.now() + DRAIN_MS;
  while (traffic.inFlight > 0 && Date.now() < deadline) await sleep(25);
  server?.closeAllConnections();
  // A push job under way ends within the drain; one cut short is taken over by another server.
  await Promise.race([stopPushFanout(), sleep(Math.max(1000, deadline - Date.now()))]);
  await closeSharedCache();
  exit(0);
}

export function installGracefulShutdown(): void {
  for (const listener of process.listeners('SIGTERM')) process.off('SIGTERM', listener);
  process.once('SIGTERM', () => void drainAndExit());
}
