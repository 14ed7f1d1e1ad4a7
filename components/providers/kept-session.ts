/**
 * A session the device keeps, and the code its first steps need: the token store (to read the token),
 * the auth API (or the check of a page rendered for the session, ./checked-session.ts) with the HTTP
 * client (to check it) and the member's loader (to ask for the member beside the check). A guest's first
 * load carries none of that code, so for a kept session it loads from before the page hydrates
 * (instrumentation-client.ts), not once hydration has ended, and the check and the member are sent from
 * there too: the member's points wait for neither hydration nor a round trip after it.
 *
 * The auth provider and ./kept-session-calls.ts load the same modules by the same imports, not through
 * this file: it loads the member's session, which imports the auth provider (an import circle).
 */

/**
 * Whether the device keeps a session, as the head's hint tells before any storage code has loaded
 * (components/layout/session-hint.tsx).
 */
export const deviceKeepsSession = () => document.documentElement.dataset.session === 'stored';

/** What loads a signed-in member (SWR, the member API, the card kept on the device). */
export const memberSessionCode = () => import('./member-session');

/**
 * Starts loading a kept session's code, and sends its token check and member once that code is in
 * (./kept-session-calls.ts); a failure is left to their first use.
 */
export function preloadKeptSession(): void {
  if (!deviceKeepsSession()) return;
  // The session's code loads beside the calls' own (the same imports): one round trip, not two.
  for (const load of [
    () => import('@/lib/browser/storage'),
    () => import('./checked-session'),
    () => import('@/lib/api/http'),
    memberSessionCode,
  ]) {
    load().catch(() => undefined);
  }
  import('./kept-session-calls').then(({ sendKeptSessionCalls }) => sendKeptSessionCalls()).catch(() => undefined);
}
