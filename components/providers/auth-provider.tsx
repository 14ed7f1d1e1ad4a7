'use client';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { User } from '@/lib/api/types';
import { refusesSession } from '@/lib/rules/session';

export type AuthStatus = 'restoring' | 'guest' | 'signed-in';

export interface AuthContextValue {
  /** `restoring` until a stored token has been checked; the header shows a placeholder meanwhile. */
  status: AuthStatus;
  token: string | null;
  /**
   * A token being checked with token-info/ (kept on the device, or just received): the member's calls
   * go out beside the check rather than after it. Not a session yet.
   */
  checking: string | null;
  user: User | null;
  /** Stores a token from login or registration, then loads its user. */
  signIn: (token: string) => Promise<void>;
  /** Clears token and user and what the device keeps of the member, then reloads the page. */
  logout: () => void;
  /** Forgets the session (and what the device keeps of it) without a reload: an expired token met mid-session. */
  dropSession: () => Promise<void>;
}

/** Where the token is kept, and what checks it: loaded when a session needs them (a guest's load has neither). */
const tokenStore = () => import('@/lib/browser/storage');
const sessionCode = () => Promise.all([import('./checked-session'), import('@/lib/api/http')]);

const AuthContext = createContext<AuthContextValue | null>(null);

export const SESSION_EXPIRED = 'Sesi anda telah berakhir. Silakan masuk kembali.';

/** The member card and vouchers kept for offline use, the cached member pages and pictures (loaded when needed). */
const forgetMemberData = () => import('@/lib/offline/device-store').then(({ forgetMemberData: forget }) => forget()).catch(() => undefined);

/** Logout waits at most this for the portal's server to forget the session (its code loaded, then the call). */
const LOGOUT_WAIT_MS = 2000;
/** Logout's call to the portal's server; neither its failure nor its wait holds the logout up for long. */
const forgetWalletSession = () =>
  Promise.race([
    import('@/lib/api/wallet').then(({ forgetWalletSession: forget }) => forget()),
    new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS)),
  ]).catch(() => undefined);

type HttpClient = typeof import('@/lib/api/http');
/** The HTTP client once a session has needed it: a guest's first load carries neither it nor the auth API. */
let http: HttpClient | null = null;
async function sessionClient() {
  const [checked, client] = await sessionCode();
  http = client;
  return { checkToken: checked.checkToken, http: client };
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('restoring');
  const [token, setToken] = useState<string | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const [user, setUser] = useState<User | null>(null);
  // While a token is checked, a call it sent beside the check may be refused (401) first: the check
  // decides, so an expired kept token still goes quietly. Set when that happened.
  const check = useRef<{ refused: boolean } | null>(null);

  const dropSession = useCallback(async () => {
    http?.setAuthToken(null);
    check.current = null;
    setChecking(null);
    setToken(null);
    setUser(null);
    setStatus('guest');
    await Promise.all([tokenStore().then(({ clearToken }) => clearToken()), forgetMemberData()]);
  }, []);

  // Any API call refused with 401 mid-session (an expired token) ends the session cleanly, with a word.
  const sessionExpired = useCallback(() => {
    if (check.current) {
      check.current.refused = true;
      return;
    }
    void dropSession();
    // Loaded on demand: the toast library stays out of every page's first load.
    void import('react-hot-toast').then(({ default: toast }) => toast.error(SESSION_EXPIRED, { id: 'session-expired' }));
  }, [dropSession]);
  useEffect(() => () => http?.setUnauthorizedHandler(null), []);

  /**
   * Checks a token with token-info/ (or takes the server's check of it for the page, ./checked-session.ts);
   * an invalid or expired one is cleared quietly.
   */
  const adopt = useCallback(
    async (candidate: string) => {
      const { checkToken, http: client } = await sessionClient();
      client.setUnauthorizedHandler(sessionExpired);
      client.setAuthToken(candidate);
      const thisCheck = { refused: false };
      check.current = thisCheck;
      // The session's steps re-render every part that reads it: as transitions, in slices a tap can
      // interrupt, not one long task each on a phone's main thread.
      startTransition(() => setChecking(candidate));
      const info = await checkToken(candidate);
      if (check.current !== thisCheck) return; // a later token, or a sign-out, took over meanwhile
      check.current = null;
      if (refusesSession(info.status)) {
        await dropSession();
        return;
      }
      startTransition(() => {
        setChecking(null);
        if (info.ok && info.data) setUser(info.data);
        // Otherwise the auth host is unreachable (offline at a till): the session is kept rather than the
        // person signed out.
        setToken(candidate);
        setStatus('signed-in');
      });
      // The check let the token in, but the API had refused it meanwhile: the session ends as it would have.
      if (thisCheck.refused) sessionExpired();
    },
    [dropSession, sessionExpired],
  );

  // A session restored without a network has no user yet: check it again once the network is back.
  useEffect(() => {
    if (status !== 'signed-in' || user || !token) return;
    const recheck = () => void adopt(token);
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [adopt, status, token, user]);

  useEffect(() => {
    // Reading storage is only possible after hydration; the guest state follows at once.
    let gone = false;
    void tokenStore().then(({ loadToken }) => {
      if (gone) return;
      const stored = loadToken();
      if (stored) void adopt(stored);
      else startTransition(() => setStatus('guest'));
    });
    return () => {
      gone = true;
    };
  }, [adopt]);

  // Another tab signed in or out, or met an expired token: this one follows without a reload, so no tab
  // keeps showing a member's points, card and vouchers once they have signed out on this device.
  useEffect(() => {
    if (status === 'restoring') return;
    // Any write another tab makes to storage: only a different token counts. The event's own value is
    // the news: the other tab's cookie write travels separately and may not be readable here yet.
    const follow = (event: StorageEvent) => {
      void tokenStore().then(({ loadToken, TOKEN_STORAGE_KEY }) => {
        const stored = event.key === TOKEN_STORAGE_KEY ? event.newValue || null : loadToken();
        if (stored === token) return;
        if (stored) void adopt(stored);
        else void dropSession();
      });
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [adopt, dropSession, status, token]);

  const signIn = useCallback(
    async (next: string) => {
      (await tokenStore()).saveToken(next);
      await adopt(next);
    },
    [adopt],
  );

  const logout = useCallback(() => {
    // First, while the token is still there, the server stops keeping it for the member's wallet passes
    // (a short wait at most, whatever the answer); reloaded once the device holds nothing of the member.
    void forgetWalletSession()
      .then(dropSession)
      .then(() => window.location.reload());
  }, [dropSession]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, token, checking, user, signIn, logout, dropSession }),
    [status, token, checking, user, signIn, logout, dropSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/**
 * The token a member's calls go out with (`asking`), and whether what they load may be shown: once signed
 * in, the session's; before that, the token being checked, whose calls go out beside the check and are
 * shown once it lets the token in; a guest's, none.
 */
export function useMemberCalls(): { asking: string | null; signedIn: boolean } {
  const { status, token, checking } = useAuth();
  const signedIn = status === 'signed-in' && !!token;
  return { asking: signedIn ? token : checking, signedIn };
}
