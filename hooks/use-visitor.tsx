'use client';
import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { Business } from '@/lib/api/types';
import { whenIdle } from '@/lib/browser/idle';

/** While the visitor session cannot be started, try again this often. */
export const VISITOR_RETRY_MS = 5000;

export interface VisitorContextValue {
  /** Known once the session is started (null before, or while the backend is unreachable). */
  goid: string | null;
  visitorId: string | null;
  business: Business | null;
}

const NOT_STARTED: VisitorContextValue = { goid: null, visitorId: null, business: null };
const VisitorContext = createContext<VisitorContextValue | null>(null);

// The session's calls (and the API client they need) load after the page has started, not with it.
const visitorSession = () => import('@/lib/browser/visitor-session');

/**
 * Visitor tracking. It never holds up the page: children render at once, every call is fire and
 * forget, and a backend that is down only means another attempt every 5 seconds.
 */
export function VisitorProvider({ children }: { children: React.ReactNode }) {
  const [visitor, setVisitor] = useState<VisitorContextValue>(NOT_STARTED);
  const pathname = usePathname();
  const lastView = useRef<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      visitorSession()
        .then(({ startSession }) => startSession(() => stopped))
        .catch(() => null)
        .then((started) => {
          if (stopped) return;
          // Only a failed init means "not initialised": try again. Later steps are best effort.
          if (started) setVisitor(started);
          else retry = setTimeout(attempt, VISITOR_RETRY_MS);
        });
    };
    // Tracking never competes with the page's own start: the first attempt waits for an idle moment.
    const cancelStart = whenIdle(attempt);
    return () => {
      stopped = true;
      cancelStart();
      clearTimeout(retry);
    };
  }, []);

  const { goid } = visitor;
  useEffect(() => {
    if (!goid || pathname === null) return;
    // One view per page: a re-run of this effect for the same page (a re-render, Strict Mode) logs nothing.
    const key = `${goid} ${pathname}`;
    if (lastView.current === key) return;
    lastView.current = key;
    visitorSession()
      .then(({ logView }) => logView(goid, pathname))
      .catch(() => {});
  }, [goid, pathname]);

  return <VisitorContext.Provider value={visitor}>{children}</VisitorContext.Provider>;
}

export function useVisitor(): VisitorContextValue {
  const context = useContext(VisitorContext);
  if (!context) throw new Error('useVisitor must be used within a VisitorProvider');
  return context;
}
