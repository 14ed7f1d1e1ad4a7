/** Runs once when the server starts, before it answers any request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installServerGuard } = await import('@/lib/server-guard');
  installServerGuard();
}
