'use client';
import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { getBusiness } from '@/lib/api/directory';
import { setBusinessUid } from '@/lib/api/http';
import type { Business, VisitorSession } from '@/lib/api/types';
import { initVisitor, logVisitorEvent, registerVisitor } from '@/lib/api/visitor';
import { loadVisitorSession, saveVisitorSession } from '@/lib/storage';

/** SPEC 9: while the visitor session cannot be started, try again this often. */
export const VISITOR_RETRY_MS = 5000;

export interface VisitorContextValue {
  /** Known once the session is started (null before, or while the backend is unreachable). */
  goid: string | null;
  visitorId: string | null;
  business: Business | null;
}

const NOT_STARTED: VisitorContextValue = { goid: null, visitorId: null, business: null };
const VisitorContext = createContext<VisitorContextValue | null>(null);

/** Starts a session: init (→ _goid), register (→ visitor_id), then the business, whose uid signs later calls. */
async function startSession(isStopped: () => boolean): Promise<VisitorContextValue | null> {
  const stored = loadVisitorSession() ?? {};
  const init = await initVisitor({ _referrer: document.referrer, _origin: window.location.origin, ...stored });
  if (isStopped() || !init.ok || !init.data) return null;
  const goid = init.data;
  let session: VisitorSession = { ...stored, _goid: goid };
  saveVisitorSession(session);

  const registered = await registerVisitor({
    _goid: goid,
    ...(stored.visitor_id ? { visitor_id: stored.visitor_id } : {}),
    ...(stored.contact ? { contact: stored.contact } : {}),
  });
  if (isStopped()) return null;
  if (registered.ok && registered.data) {
    session = { _goid: goid, visitor_id: registered.data.visitor_id || stored.visitor_id, contact: registered.data.contact };
    saveVisitorSession(session);
  }

  const business = await getBusiness(session.visitor_id || undefined);
  if (isStopped()) return null;
  if (business.ok && business.data?.uid) setBusinessUid(business.data.uid);
  return { goid, visitorId: session.visitor_id || null, business: business.data ?? null };
}

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
      startSession(() => stopped)
        .catch(() => null)
        .then((started) => {
          if (stopped) return;
          // Only a failed init means "not initialised": try again. Later steps are best effort.
          if (started) setVisitor(started);
          else retry = setTimeout(attempt, VISITOR_RETRY_MS);
        });
    };
    attempt();
    return () => {
      stopped = true;
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
    void logVisitorEvent(goid, 'view', { path: pathname, title: document.title });
  }, [goid, pathname]);

  return <VisitorContext.Provider value={visitor}>{children}</VisitorContext.Provider>;
}

export function useVisitor(): VisitorContextValue {
  const context = useContext(VisitorContext);
  if (!context) throw new Error('useVisitor must be used within a VisitorProvider');
  return context;
}
