/** Visitor sessions and their events (the visitor host). */
import { answer } from './answers';
import { isRecord, nowIso, randomString, text } from './common';
import { getDemoStore, type DemoVisitorSession } from './state';

const MAX_VISITOR_EVENTS = 1000;

function sessionFor(goid: string): DemoVisitorSession {
  const sessions = getDemoStore().visitorSessions;
  let session = sessions.get(goid);
  if (!session) {
    session = { _goid: goid, visitor_id: null, contact: null, data: {}, created_at: nowIso() };
    sessions.set(goid, session);
  }
  return session;
}

const GOID_REQUIRED = answer({ _goid: ['Kolom ini wajib diisi.'] }, 400);

export function initVisitor(body: Record<string, unknown>) {
  const given = text(body._goid);
  const known = given && getDemoStore().visitorSessions.has(given);
  const goid = known ? given : `go-${randomString(20)}`;
  const session = sessionFor(goid);
  const { _goid: _ignored, ...data } = body;
  session.data = { ...session.data, ...data };
  return answer({ _goid: goid });
}

export function registerVisitor(body: Record<string, unknown>) {
  const goid = text(body._goid);
  if (!goid) return GOID_REQUIRED;
  const session = sessionFor(goid);
  session.visitor_id = text(body.visitor_id) || session.visitor_id || `vis-${randomString(16)}`;
  if (isRecord(body.contact)) session.contact = body.contact;
  return answer({ visitor_id: session.visitor_id, contact: session.contact });
}

export function logVisitorEvent(body: Record<string, unknown>) {
  const goid = text(body._goid);
  const eventName = text(body.event_name);
  if (!goid) return GOID_REQUIRED;
  if (!eventName) return answer({ event_name: ['Kolom ini wajib diisi.'] }, 400);
  sessionFor(goid);
  const events = getDemoStore().visitorEvents;
  events.unshift({
    _goid: goid,
    event_name: eventName,
    event_data: isRecord(body.event_data) ? body.event_data : {},
    created_at: nowIso(),
  });
  events.length = Math.min(events.length, MAX_VISITOR_EVENTS);
  return answer({});
}

/** The calling visitor's own events only (named by their `_goid`), never anyone else's. */
export function listVisitorEvents(goid: string, eventName: string) {
  if (!goid) return GOID_REQUIRED;
  const events = getDemoStore().visitorEvents.filter((e) => e._goid === goid && (!eventName || e.event_name === eventName));
  return answer(events.map(({ event_name, event_data, created_at }) => ({ event_name, event_data, created_at })));
}

export function resetVisitor(body: Record<string, unknown>) {
  const goid = text(body._goid);
  if (!goid) return GOID_REQUIRED;
  const session = getDemoStore().visitorSessions.get(goid);
  if (session) {
    session.visitor_id = null;
    session.contact = null;
  }
  return answer({});
}
