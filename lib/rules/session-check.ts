// Apart from ./session.ts, which every page's first load carries whole (the auth provider reads it): only member pages need this.
/**
 * How long the server's check of a token (a member page rendered for the session) stands in for the
 * browser's own. A page arrives seconds after it was rendered; an older one is a copy the service worker
 * kept, or a clock far off, and the browser checks again.
 */
export const CHECK_STANDS_MS = 60_000;

/** The meta a member page rendered for the session carries: when the server checked the token (ms since the epoch). */
export const SESSION_CHECKED_META = 'portal-session-checked';

/** Whether a check made at `checkedAt` (the server's clock) still stands at `now`, with the device online. */
export const checkStands = (checkedAt: number, now: number, online: boolean) =>
  online && Number.isFinite(checkedAt) && Math.abs(now - checkedAt) < CHECK_STANDS_MS;

/**
 * A short tag of a token (32-bit FNV-1a, hex): a page rendered for a session says which token it was
 * checked for without carrying the token, so the browser offers the check only if its cookie is still
 * that one (another tab may have signed in as someone else since the request).
 */
export function tokenTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
