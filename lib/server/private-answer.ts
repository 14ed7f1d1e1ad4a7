/** The answers of the portal's personal routes (wallet passes, reminders): never kept by a shared cache, a proxy or the browser. */
import 'server-only';

export const PRIVATE_NO_STORE = 'private, no-store';

export function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': PRIVATE_NO_STORE, ...headers } });
}

export function empty(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { 'Cache-Control': PRIVATE_NO_STORE, ...headers } });
}
