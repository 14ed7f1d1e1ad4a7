'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { getTokenInfo } from '@/lib/api/auth';
import { setAuthToken, setUnauthorizedHandler } from '@/lib/api/http';
import type { User } from '@/lib/api/types';
import { clearToken, loadToken, saveToken } from '@/lib/storage';

export type AuthStatus = 'restoring' | 'guest' | 'signed-in';

export interface AuthContextValue {
  /** `restoring` until a stored token has been checked; the header shows a placeholder meanwhile. */
  status: AuthStatus;
  token: string | null;
  user: User | null;
  /** Stores a token from login or registration, then loads its user. */
  signIn: (token: string) => Promise<void>;
  /** Clears token and user, then reloads the page. */
  logout: () => void;
  /** Forgets the session without a reload (an expired token met mid-session). */
  dropSession: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export const SESSION_EXPIRED = 'Sesi anda telah berakhir. Silakan masuk kembali.';

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('restoring');
  const [token, setToken] = useState<string | null>(null);
  const [user, setUser] = useState<User | null>(null);

  const dropSession = useCallback(() => {
    clearToken();
    setAuthToken(null);
    setToken(null);
    setUser(null);
    setStatus('guest');
  }, []);

  // Any API call refused with 401 mid-session (an expired token) ends the session cleanly, with a word.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      dropSession();
      // Loaded on demand: the toast library stays out of every page's first load.
      void import('react-hot-toast').then(({ default: toast }) => toast.error(SESSION_EXPIRED, { id: 'session-expired' }));
    });
    return () => setUnauthorizedHandler(null);
  }, [dropSession]);

  /** Checks a token with token-info/; an invalid or expired one is cleared quietly. */
  const adopt = useCallback(
    async (candidate: string) => {
      setAuthToken(candidate);
      const info = await getTokenInfo(candidate);
      if (info.ok && info.data) {
        setToken(candidate);
        setUser(info.data);
        setStatus('signed-in');
      } else if (info.status === 400 || info.status === 401 || info.status === 403) {
        dropSession();
      } else {
        // The auth host is unreachable: keep the session rather than signing the person out.
        setToken(candidate);
        setStatus('signed-in');
      }
    },
    [dropSession],
  );

  useEffect(() => {
    const stored = loadToken();
    if (!stored) {
      // Reading storage is only possible after hydration; the guest state follows at once.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStatus('guest');
      return;
    }
    void adopt(stored);
  }, [adopt]);

  const signIn = useCallback(
    async (next: string) => {
      saveToken(next);
      await adopt(next);
    },
    [adopt],
  );

  const logout = useCallback(() => {
    dropSession();
    window.location.reload();
  }, [dropSession]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, token, user, signIn, logout, dropSession }),
    [status, token, user, signIn, logout, dropSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
