import { mapResult, request } from './http';
import { isRecord, listOf, str } from './normalize';
import type { VisitorEvent, VisitorSession } from './types';
import type { Answer } from './answers';

export interface InitVisitorBody extends VisitorSession {
  _referrer: string;
  _origin: string;
}

export async function initVisitor(body: InitVisitorBody) {
  return mapResult(await request<Answer<'initVisitor'>>('visitor/api/init/', { method: 'POST', body }), (raw) =>
    str(isRecord(raw) ? raw._goid : undefined),
  );
}

export async function registerVisitor(body: { _goid: string; contact?: Record<string, unknown> | null; visitor_id?: string }) {
  return mapResult(await request<Answer<'registerVisitor'>>('visitor/api/register/', { method: 'POST', body }), (raw): VisitorSession => {
    const r = isRecord(raw) ? raw : {};
    return { visitor_id: str(r.visitor_id), contact: isRecord(r.contact) ? r.contact : null };
  });
}

export async function logVisitorEvent(goid: string, eventName: string, eventData: Record<string, unknown> = {}) {
  return request<Answer<'logVisitorEvent'>>('visitor/api/log_event/', {
    method: 'POST',
    body: { _goid: goid, event_name: eventName, event_data: eventData },
  });
}

/** The visitor's own events (the backend answers only those of the `_goid` given). */
export async function listVisitorEvents(goid: string, eventName = 'view') {
  return mapResult(
    await request<Answer<'listVisitorEvents'>>('visitor/api/event/', { query: { event_name: eventName, _goid: goid } }),
    (raw) =>
      listOf(raw, (e): VisitorEvent => ({
        event_name: str(e.event_name),
        event_data: isRecord(e.event_data) ? e.event_data : {},
        created_at: str(e.created_at),
      })),
  );
}

export async function resetVisitor(goid: string) {
  return request<Answer<'resetVisitor'>>('visitor/api/reset/', { method: 'POST', body: { _goid: goid } });
}
