/** Visitor service: the chat widget's anonymous session and its events. */
import { http, type HttpHandler } from 'msw';
import { initVisitor, listVisitorEvents, logVisitorEvent, registerVisitor, resetVisitor } from '../store';
import { open, readBody, reply } from './common';

export const visitorHandlers: HttpHandler[] = [
  http.post(
    '*/v1/visitor/api/init/',
    open(async ({ request }) => reply(initVisitor(await readBody(request)))),
  ),
  http.post(
    '*/v1/visitor/api/register/',
    open(async ({ request }) => reply(registerVisitor(await readBody(request)))),
  ),
  http.post(
    '*/v1/visitor/api/log_event/',
    open(async ({ request }) => reply(logVisitorEvent(await readBody(request)))),
  ),
  http.get(
    '*/v1/visitor/api/event/',
    open(({ request }) => {
      const query = new URL(request.url).searchParams;
      return reply(listVisitorEvents(query.get('_goid')?.trim() ?? '', query.get('event_name') ?? ''));
    }),
  ),
  http.post(
    '*/v1/visitor/api/reset/',
    open(async ({ request }) => reply(resetVisitor(await readBody(request)))),
  ),
];
