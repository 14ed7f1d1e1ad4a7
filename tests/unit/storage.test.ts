import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REFERRAL_COOKIE,
  TOKEN_COOKIE,
  TOKEN_STORAGE_KEY,
  VISITOR_SESSION_KEY,
  clearToken,
  clearVisitorSession,
  loadToken,
  loadVisitorSession,
  readReferralCookie,
  removeReferralCookie,
  restoreToken,
  saveToken,
  saveVisitorSession,
  writeReferralCookie,
} from '@/lib/browser/storage';

type JsdomGlobal = { jsdom: { reconfigure(options: { url: string }): void } };
const ORIGINAL_URL = window.location.href;

/** Straight through document.cookie, so it works while a test has js-cookie mocked. */
function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

function blockStorage() {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
}

beforeEach(clearCookies);
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  (globalThis as unknown as JsdomGlobal).jsdom.reconfigure({ url: ORIGINAL_URL });
  clearCookies();
});

describe('names', () => {
  it.each([
    [TOKEN_STORAGE_KEY, '_authToken'],
    [VISITOR_SESSION_KEY, 'goapp-chat-widget-session'],
    [TOKEN_COOKIE, '__goapp_token'],
    [REFERRAL_COOKIE, '__goapp_referral'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});

describe('auth token', () => {
  it('is saved to the cookie and localStorage, and cleared from both', () => {
    saveToken('tok.en-1');
    expect(Cookies.get(TOKEN_COOKIE)).toBe('tok.en-1');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok.en-1');
    expect(loadToken()).toBe('tok.en-1');
    clearToken();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(loadToken()).toBeNull();
  });

  it.each<[string, string | null, string | null, string | null]>([
    ['the cookie over localStorage', 'from-cookie', 'from-storage', 'from-cookie'],
    ['localStorage when there is no cookie', null, 'from-storage', 'from-storage'],
    ['the cookie alone', 'from-cookie', null, 'from-cookie'],
    ['nothing', null, null, null],
    ['an empty cookie as none', '', 'from-storage', 'from-storage'],
    ['empty everywhere as none', '', '', null],
  ])('loadToken prefers %s', (_case, cookie, stored, expected) => {
    if (cookie !== null) Cookies.set(TOKEN_COOKIE, cookie, { path: '/' });
    if (stored !== null) localStorage.setItem(TOKEN_STORAGE_KEY, stored);
    expect(loadToken()).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['http://localhost:3000/', false],
    ['https://portal.test/', true],
  ])('on %s the cookie is Secure: %s (a production build on http keeps it too), SameSite=Lax, 30 days', (url, secure) => {
    vi.stubEnv('NODE_ENV', 'production');
    (globalThis as unknown as JsdomGlobal).jsdom.reconfigure({ url });
    const set = vi.spyOn(Cookies, 'set');
    saveToken('t');
    expect(set).toHaveBeenCalledWith(TOKEN_COOKIE, 't', { expires: 30, path: '/', sameSite: 'Lax', secure });
    expect(Cookies.get(TOKEN_COOKIE)).toBe('t');
  });

  it('restoring a token kept in localStorage alone writes its cookie, once', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'from-storage');
    const set = vi.spyOn(Cookies, 'set');
    expect(restoreToken()).toBe('from-storage');
    expect(Cookies.get(TOKEN_COOKIE)).toBe('from-storage');
    expect(restoreToken()).toBe('from-storage');
    expect(set).toHaveBeenCalledOnce();
    clearToken();
    expect(restoreToken()).toBeNull();
  });

  it('never throws when storage is blocked, and keeps using the cookie', () => {
    blockStorage();
    expect(() => saveToken('t')).not.toThrow();
    expect(loadToken()).toBe('t');
    expect(() => clearToken()).not.toThrow();
    expect(loadToken()).toBeNull();
  });

  it('never throws when localStorage itself cannot be reached', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => saveToken('t')).not.toThrow();
    expect(loadToken()).toBe('t');
    expect(() => clearToken()).not.toThrow();
  });

  it('never throws when cookies fail, and keeps using localStorage', () => {
    const broken = () => {
      throw new Error('cookies disabled');
    };
    vi.spyOn(Cookies, 'set').mockImplementation(broken);
    vi.spyOn(Cookies, 'get').mockImplementation(broken);
    vi.spyOn(Cookies, 'remove').mockImplementation(broken);
    expect(() => saveToken('t')).not.toThrow();
    expect(loadToken()).toBe('t');
    expect(() => clearToken()).not.toThrow();
    expect(loadToken()).toBeNull();
  });
});

describe('on the server (no window)', () => {
  it('reads null and writes nothing, without throwing', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 't');
    localStorage.setItem(VISITOR_SESSION_KEY, '{"_goid":"g"}');
    const set = vi.spyOn(Cookies, 'set');
    vi.stubGlobal('window', undefined);
    expect(loadToken()).toBeNull();
    expect(loadVisitorSession()).toBeNull();
    expect(readReferralCookie()).toBeNull();
    expect(() => {
      saveToken('x');
      clearToken();
      saveVisitorSession({ _goid: 'x' });
      clearVisitorSession();
      writeReferralCookie('X');
      removeReferralCookie();
    }).not.toThrow();
    vi.unstubAllGlobals();
    expect(set).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t');
    expect(localStorage.getItem(VISITOR_SESSION_KEY)).toBe('{"_goid":"g"}');
  });
});

describe('visitor session', () => {
  it('round-trips through localStorage as JSON', () => {
    const session = { _goid: 'g1', visitor_id: 'v1', contact: { name: 'Budi' } };
    saveVisitorSession(session);
    expect(JSON.parse(localStorage.getItem(VISITOR_SESSION_KEY) ?? 'null')).toEqual(session);
    expect(loadVisitorSession()).toEqual(session);
    clearVisitorSession();
    expect(localStorage.getItem(VISITOR_SESSION_KEY)).toBeNull();
    expect(loadVisitorSession()).toBeNull();
  });

  it.each<[string, string, unknown]>([
    ['corrupt JSON', '{"_goid":', null],
    ['not JSON at all', 'undefined', null],
    ['null', 'null', null],
    ['an array', '["g1"]', null],
    ['a string', '"g1"', null],
    ['a number', '42', null],
    ['an empty object', '{}', {}],
    ['a partial session', '{"_goid":"g1"}', { _goid: 'g1' }],
    ['a null contact', '{"_goid":"g1","contact":null}', { _goid: 'g1', contact: null }],
    ['fields of the wrong type', '{"_goid":5,"visitor_id":["v"],"contact":"x"}', {}],
    ['empty ids', '{"_goid":"","visitor_id":""}', {}],
    ['unknown fields', '{"_goid":"g1","other":1}', { _goid: 'g1' }],
  ])('reads %s', (_case, stored, expected) => {
    localStorage.setItem(VISITOR_SESSION_KEY, stored);
    expect(loadVisitorSession()).toEqual(expected);
  });

  it('never throws when storage is blocked', () => {
    blockStorage();
    expect(() => saveVisitorSession({ _goid: 'g' })).not.toThrow();
    expect(loadVisitorSession()).toBeNull();
    expect(() => clearVisitorSession()).not.toThrow();
  });
});

describe('referral cookie', () => {
  it('is written, read and removed', () => {
    writeReferralCookie('BUDI24');
    expect(Cookies.get(REFERRAL_COOKIE)).toBe('BUDI24');
    expect(readReferralCookie()).toBe('BUDI24');
    removeReferralCookie();
    expect(readReferralCookie()).toBeNull();
  });

  it.each<[string, boolean]>([
    ['http://localhost:3000/', false],
    ['https://portal.test/', true],
  ])('on %s is Secure: %s, SameSite=Lax, 30 days', (url, secure) => {
    (globalThis as unknown as JsdomGlobal).jsdom.reconfigure({ url });
    const set = vi.spyOn(Cookies, 'set');
    writeReferralCookie('BUDI24');
    expect(set).toHaveBeenCalledWith(REFERRAL_COOKIE, 'BUDI24', { expires: 30, path: '/', sameSite: 'Lax', secure });
    expect(readReferralCookie()).toBe('BUDI24');
  });
});
