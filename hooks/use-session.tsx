'use client';
import { useRouter } from 'next/navigation';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { SessionAnswer } from '@/lib/api/session';
import { isOnline } from '@/lib/browser/online';
import { HANDED_SESSION_META, TOKEN_STORAGE_KEY } from '@/lib/rules/session';
import type { Learnt } from '@/lib/session/browser';

export const SESSION_EXPIRED = 'Sesi anda telah berakhir. Silakan masuk kembali.';

export interface SessionValue extends Learnt {
  /**
   * `unknown` until the device's token is read and answered for (the header and the member pages show
   * what the head's hint chose meanwhile); then `guest` (no token, or one the backend refused) or `member`.
   */
  status: 'unknown' | 'guest' | 'member';
  /** The token the member's own calls go out with (they go to the backend straight from the browser). */
  token: string | null;
  /** Asks for the member again (after a redeem, the header's balance follows at once). */
  refresh: () => Promise<unknown>;
  /** Keeps a token from sign-in or registration, then learns its member. */
  signIn: (token: string) => Promise<void>;
  /** Forgets the session and what the device keeps of the member, then reloads the page. */
  logout: () => void;
  /** Logout's steps without the reload: the page stays (a deleted account's receipt), as a guest's. */
  signOut: () => Promise<void>;
  /** Forgets the session without a reload: a token the backend refuses. */
  endSession: () => Promise<void>;
  /** What a page rendered for the session found (`<SessionHandOver>`): taken as the session's, without a call. */
  handOver: (answer: SessionAnswer) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Whether the head's hint (components/layout/session-hint.tsx) found a live token on this device: false on the server. */
export const hintsStoredSession = () => typeof document !== 'undefined' && document.documentElement.dataset.session === 'stored';

// Loaded once the device has a token: a guest's first load carries none of it.
const steps = () => import('@/lib/session/browser');

/**
 * The browser's one session: the token the device keeps, and its user and member as the portal's session
 * route answers them (or as a page rendered for the session hands them over).
 */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  // undefined until the device's token is read.
  const [token, setToken] = useState<string | null>();
  const [learnt, setLearnt] = useState<Learnt & { token: string }>();
  // The token now, for answers that arrive after another took over; and what a page handed over before it was read.
  const current = useRef<string | null | undefined>(undefined);
  const handed = useRef<SessionAnswer>(undefined);

  // Immediate, not a transition: a member's data must go at once.
  const endSession = useCallback(async () => {
    current.current = null;
    setToken(null);
    setLearnt(undefined);
    await (await steps()).forgetSession();
  }, []);

  // Any member call refused with 401 mid-session (an expired token) ends the session, with a word.
  const expired = useCallback(() => {
    void endSession();
    // Loaded on demand: the toast library stays out of every page's first load.
    void import('react-hot-toast').then(({ default: toast }) => toast.error(SESSION_EXPIRED, { id: 'session-expired' }));
  }, [endSession]);

  const learn = useCallback(
    async (next: string, answer?: SessionAnswer, early?: Promise<Response>) => {
      const found = await (await steps()).learnSession(next, answer, expired, early);
      if (current.current !== next) return; // a later token, or a sign-out, took over meanwhile
      if (found === 'refused') return endSession();
      // Every part that shows the member re-renders: in slices a tap can interrupt, not one long task.
      // A failure keeps the member shown before it (a refresh after a redeem that met a backend down).
      startTransition(() =>
        setLearnt((last) => (found.member || last?.token !== next ? { ...found, token: next } : { ...last, error: found.error })),
      );
    },
    [endSession, expired],
  );

  const adopt = useCallback(
    (next: string | null, early?: Promise<Response>) => {
      current.current = next;
      startTransition(() => setToken(next));
      const answer = handed.current;
      handed.current = undefined;
      return next ? learn(next, answer, early) : Promise.resolve();
    },
    [learn],
  );

  useEffect(() => {
    // The head's hint (components/layout/session-hint.tsx) found no token: nothing to load or ask.
    if (document.documentElement.dataset.session === 'none') void adopt(null);
    // Else the answer the page asked for before hydration (lib/session/hint.ts), when there is one.
    else
      void steps().then(({ restoreToken, takeEarlyAnswer }) => {
        const token = restoreToken();
        return adopt(token, token ? takeEarlyAnswer(token) : undefined);
      });
  }, [adopt]);

  // Another tab signed in or out: this one follows without a reload, so no tab keeps showing a member's
  // points, card and vouchers once they have signed out on this device. The event's own value is the news:
  // the other tab's cookie write travels separately and may not be readable here yet.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      void steps().then(({ loadToken }) => {
        const next = event.key ? event.newValue || null : loadToken();
        if (next === current.current) return;
        if (next) void adopt(next);
        else void endSession();
      });
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [adopt, endSession]);

  // Offline (or the backend down) the kept card stood in: asked again once the network is back.
  const failedFor = learnt?.error ? learnt.token : null;
  useEffect(() => {
    if (!failedFor) return;
    const again = () => void learn(failedFor);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failedFor, learn]);

  const handOver = useCallback(
    (answer: SessionAnswer) => {
      // Before the token is read: taken as it is (a child's effects run before its parent's, so a page's
      // hand-over comes before the provider reads the token).
      if (current.current === undefined) handed.current = answer;
      else if (current.current) void learn(current.current, answer);
    },
    [learn],
  );

  const signIn = useCallback(
    async (next: string) => {
      (await steps()).saveToken(next);
      await adopt(next);
    },
    [adopt],
  );
  // First, while the token is still there, the server forgets it for the member's wallet passes; the page
  // reloads once the device holds nothing of the member any more.
  const signOut = useCallback(
    () =>
      steps()
        .then(({ forgetSessionOnServer }) => forgetSessionOnServer())
        .then(endSession),
    [endSession],
  );
  const logout = useCallback(() => {
    void signOut().then(() => window.location.reload());
  }, [signOut]);
  const refresh = useCallback(() => (current.current ? learn(current.current) : Promise.resolve()), [learn]);

  const value = useMemo<SessionValue>(() => {
    const known = token && learnt?.token === token ? learnt : undefined;
    const status = token === null ? 'guest' : known ? 'member' : 'unknown';
    return { user: null, ...known, status, token: token ?? null, refresh, signIn, logout, signOut, endSession, handOver };
  }, [token, learnt, refresh, signIn, logout, signOut, endSession, handOver]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used within a SessionProvider');
  return context;
}

/**
 * Around a page rendered for the session (the member pages, the members' deal pages): what the server
 * found for the cookie is the session the page shows until the browser's is known, and is handed to the
 * browser's, which then asks for nothing. A page rendered for one member gives way (and is asked of the
 * server again) when the browser's session ends or is another member's: another tab signed out, or in.
 */
export function SessionHandOver({ answer, children }: { answer: SessionAnswer | null; children: React.ReactNode }) {
  const session = useSession();
  const { handOver } = session;
  const router = useRouter();
  useEffect(() => {
    // Offline, the page is the copy the service worker kept, and its answer as old: the session is asked
    // for (and what the device kept stands in).
    if (answer && isOnline()) handOver(answer);
  }, [answer, handOver]);

  const renderedFor = answer?.status === 'member' ? answer.member.uid : null;
  const gone =
    renderedFor !== null &&
    (session.status === 'guest' || (session.member !== undefined && !session.keptAt && session.member.uid !== renderedFor));
  // Once for each time it gives way: a server that renders the same member again is not asked again.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!gone) refreshed.current = false;
    else if (!refreshed.current) {
      refreshed.current = true;
      startTransition(() => router.refresh());
    }
  }, [gone, router]);

  if (gone) return <div role="status" aria-label="Memuat" className="min-h-64" />;
  const shown: SessionValue =
    session.status !== 'unknown' || !answer || answer.status === 'user'
      ? session
      : {
          ...session,
          status: answer.status,
          user: answer.status === 'member' ? answer.user : null,
          member: answer.status === 'member' ? answer.member : undefined,
        };
  return (
    <SessionContext.Provider value={shown}>
      {/* Tells the page's early question (lib/session/hint.ts) that this page's answer is handed over. */}
      {answer ? <meta name={HANDED_SESSION_META} content="" /> : null}
      {children}
    </SessionContext.Provider>
  );
}
