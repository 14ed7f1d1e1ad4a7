/** Runs once when the server starts, before it answers any request. */
export async function register() {
  // The condition as Next's docs write it, so the Edge build drops the import and never sees Node-only code.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServer } = await import('@/lib/server/server-start');
    await startNodeServer();
  }
}
