/**
 * The one module that touches cookies and localStorage (auth token, visitor session,
 * pending referral). Every access is guarded: on the server, in private mode or with
 * storage disabled, reads give null and writes do nothing, never throw.
 */
import Cookies from 'js-cookie';
import type { VisitorSession } from '@/lib/api/types';
import { TOKEN_COOKIE, TOKEN_STORAGE_KEY } from '@/lib/rules/session';

export { TOKEN_COOKIE, TOKEN_STORAGE_KEY } from '@/lib/rules/session';
export const VISITOR_SESSION_KEY = 'goapp-chat-widget-session';
/** The portal's cookies carry the __goapp_ prefix (docs/architecture.md, the cache map). */
export const REFERRAL_COOKIE = '__goapp_referral';

const COOKIE_DAYS = 30;

function inBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

function localStore(): Storage | null {
  // Reading window.localStorage itself throws when storage is blocked.
  return inBrowser() ? attempt(() => window.localStorage, null) : null;
}

function readCookie(name: string): string | null {
  if (!inBrowser()) return null;
  return attempt(() => Cookies.get(name) || null, null);
}

/** Secure whenever the page itself is on https, so both cookies work the same on an http host (the demo on localhost). */
function writeCookie(name: string, value: string): void {
  if (!inBrowser()) return;
  const secure = window.location.protocol === 'https:';
  attempt(() => Cookies.set(name, value, { expires: COOKIE_DAYS, path: '/', sameSite: 'Lax', secure }), undefined);
}

function removeCookie(name: string): void {
  if (!inBrowser()) return;
  // Same path as when set, or the browser keeps it.
  attempt(() => Cookies.remove(name, { path: '/' }), undefined);
}

// ---- auth token ----

/** Kept in the cookie (which the server reads) and in localStorage. */
export function saveToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token);
  const store = localStore();
  if (store) attempt(() => store.setItem(TOKEN_STORAGE_KEY, token), undefined);
}

/** The cookie first, else localStorage; null when neither holds a token. */
export function loadToken(): string | null {
  const fromCookie = readCookie(TOKEN_COOKIE);
  if (fromCookie) return fromCookie;
  const store = localStore();
  return (store && attempt(() => store.getItem(TOKEN_STORAGE_KEY), null)) || null;
}

/**
 * The device's token, as the session starts: one kept in localStorage alone (a device from before the
 * cookie was written on http hosts) gets its cookie, so the server knows the session from then on.
 */
export function restoreToken(): string | null {
  const token = loadToken();
  if (token && !readCookie(TOKEN_COOKIE)) writeCookie(TOKEN_COOKIE, token);
  return token;
}

export function clearToken(): void {
  removeCookie(TOKEN_COOKIE);
  const store = localStore();
  if (store) attempt(() => store.removeItem(TOKEN_STORAGE_KEY), undefined);
}

// ---- visitor session ----

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored session, with fields of the wrong type dropped (it may be left by an older
 * widget or edited by hand). Corrupt or absent → null.
 */
export function loadVisitorSession(): VisitorSession | null {
  const store = localStore();
  const raw = store ? attempt(() => store.getItem(VISITOR_SESSION_KEY), null) : null;
  if (!raw) return null;
  const parsed: unknown = attempt(() => JSON.parse(raw) as unknown, null);
  if (!isRecord(parsed)) return null;
  const session: VisitorSession = {};
  if (typeof parsed._goid === 'string' && parsed._goid) session._goid = parsed._goid;
  if (typeof parsed.visitor_id === 'string' && parsed.visitor_id) session.visitor_id = parsed.visitor_id;
  if (isRecord(parsed.contact) || parsed.contact === null) session.contact = parsed.contact;
  return session;
}

export function saveVisitorSession(session: VisitorSession): void {
  const store = localStore();
  if (store) attempt(() => store.setItem(VISITOR_SESSION_KEY, JSON.stringify(session)), undefined);
}

export function clearVisitorSession(): void {
  const store = localStore();
  if (store) attempt(() => store.removeItem(VISITOR_SESSION_KEY), undefined);
}

// ---- pending referral (raw; lib/browser/referral.ts validates) ----

export function readReferralCookie(): string | null {
  return readCookie(REFERRAL_COOKIE);
}

export function writeReferralCookie(code: string): void {
  writeCookie(REFERRAL_COOKIE, code);
}

export function removeReferralCookie(): void {
  removeCookie(REFERRAL_COOKIE);
}
