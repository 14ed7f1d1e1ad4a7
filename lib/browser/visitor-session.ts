/** Starting a visitor session and logging its views: loaded after the page, never with it. */
import { getBusiness } from '@/lib/api/directory';
import { setBusinessUid } from '@/lib/api/http';
import type { Business, VisitorSession } from '@/lib/api/types';
import { initVisitor, logVisitorEvent, registerVisitor } from '@/lib/api/visitor';
import { loadVisitorSession, saveVisitorSession } from '@/lib/browser/storage';

export interface StartedVisitor {
  goid: string;
  visitorId: string | null;
  business: Business | null;
}

/** Starts a session: init (→ _goid), register (→ visitor_id), then the business, whose uid signs later calls. */
export async function startSession(isStopped: () => boolean): Promise<StartedVisitor | null> {
  // The page may have gone while this module loaded.
  if (isStopped()) return null;
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

/** A page view of a started session (fire and forget). */
export function logView(goid: string, path: string): void {
  void logVisitorEvent(goid, 'view', { path, title: document.title });
}
