/** Visitor service: the chat widget's anonymous session and its events. */
import type { HttpHandler } from 'msw';
import { initVisitor, listVisitorEvents, logVisitorEvent, registerVisitor, resetVisitor } from '../store';
import { api, open, readBody, reply } from './common';

export const visitorHandlers: HttpHandler[] = [
  api.post(
    '/visitor/api/init/',
    open(async ({ request }) => reply(initVisitor(await readBody(request)))),
  ),
  api.post(
    '/visitor/api/register/',
    open(async ({ request }) => reply(registerVisitor(await readBody(request)))),
  ),
  api.post(
    '/visitor/api/log_event/',
    open(async ({ request }) => reply(logVisitorEvent(await readBody(request)))),
  ),
  api.get(
    '/visitor/api/event/',
    open(({ request }) => {
      const query = new URL(request.url).searchParams;
      return reply(listVisitorEvents(query.get('_goid')?.trim() ?? '', query.get('event_name') ?? ''));
    }),
  ),
  api.post(
    '/visitor/api/reset/',
    open(async ({ request }) => reply(resetVisitor(await readBody(request)))),
  ),
];
