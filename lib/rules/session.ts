/**
 * Where a session's token is kept in the browser, read in this order: the cookie (which the server reads
 * too), else localStorage (docs/architecture.md, the cache map).
 */
export const TOKEN_COOKIE = '__goapp_token';
export const TOKEN_STORAGE_KEY = '_authToken';

/** The `__goapp_token` cookie in a `Cookie` header or `document.cookie`: its raw value is group 1. */
export const TOKEN_COOKIE_PATTERN = `(?:^|;\\s*)${TOKEN_COOKIE}=([^;]*)`;

/** Where the page's early question for the session is left for the browser's session (lib/session/hint.ts). */
export const EARLY_SESSION_GLOBAL = '__earlySession';
/** The `<meta name>` of a page that hands the server's answer to the browser's session: it asks nothing early. */
export const HANDED_SESSION_META = 'portal-session-handed';
/** The classes of the auth placeholder's slots where the head's script writes a member's points and name before hydration. */
export const EARLY_POINTS_CLASS = 'early-points';
export const EARLY_NAME_CLASS = 'early-name';

/** A JWT is far shorter; anything longer is not a token and is never sent on. */
const MAX_TOKEN_LENGTH = 4096;

/** A token as read from a cookie or a header, or null when it cannot be one (too long, odd characters). */
export const usableToken = (token: string | undefined | null): string | null =>
  token && token.length <= MAX_TOKEN_LENGTH && /^[\w.~+/=-]+$/.test(token) ? token : null;

/** The backend's answer to a token's check that ends the session: refused, not merely failed. */
export const refusesSession = (status: number) => status === 400 || status === 401 || status === 403;

/** The usable token of a `Cookie` header's `__goapp_token`, or null. */
export function tokenOfCookies(cookieHeader: string | null | undefined): string | null {
  const value = cookieHeader ? new RegExp(TOKEN_COOKIE_PATTERN).exec(cookieHeader)?.[1] : undefined;
  try {
    return value ? usableToken(decodeURIComponent(value).trim()) : null;
  } catch {
    return null;
  }
}
