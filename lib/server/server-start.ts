/**
 * What the Node server does once as it starts, before it answers any request (called by
 * instrumentation.ts, which the Edge runtime compiles too: Node-only code such as process.exit lives here).
 *
 * Not marked `server-only`, which throws outside React's server layer: run by instrumentation.ts as
 * the Node server starts. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
export async function startNodeServer() {
  if (process.env.NODE_ENV === 'production') {
    // The standalone server does not read next.config.ts: refuse here what `next start` refuses there.
    const { readBuildId, startupProblem } = await import('@/lib/server/startup-check');
    const problem = startupProblem(process.env, readBuildId());
    if (problem) {
      console.error(`\n✖ ${problem}\n`);
      process.exit(1);
    }
    // Push is off with any of its variables unset; a half-set trio is most likely a slip, so it is said.
    const { missingPushVariables } = await import('@/lib/config');
    const missing = missingPushVariables(process.env);
    if (missing.length) console.warn(`Web Push is off: ${missing.join(', ')} not set (set all three WEB_PUSH_* variables, or none).`);
  }
  // Logs, metrics and traces first, so that the guard's and Next's work is seen from the first request.
  const { startObservability } = await import('@/lib/observability/start');
  await startObservability();
  // The guard in front of every request: methods, malformed paths, the query rules (lib/server/server-guard.ts).
  const { installServerGuard } = await import('@/lib/server/server-guard');
  installServerGuard();
  if (process.env.NODE_ENV === 'production') {
    const { installGracefulShutdown } = await import('@/lib/server/graceful-shutdown');
    installGracefulShutdown();
    // With REDIS_URL, connect now (not on the first page), so the log says at once whether it is shared.
    const { sharedCache } = await import('@/lib/page-cache/shared-store.mjs');
    sharedCache();
    // Every server sends its share of each fan-out of reminders (docs/push.md#fan-out), with push on.
    const { pushFanout } = await import('@/lib/push/fanout');
    pushFanout();
  }
}
