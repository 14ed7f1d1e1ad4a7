/** Runs once when the server starts, before it answers any request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The guard in front of every request: methods, malformed paths, the query rules (lib/server-guard.ts).
  const { installServerGuard } = await import('@/lib/server-guard');
  installServerGuard();
}
