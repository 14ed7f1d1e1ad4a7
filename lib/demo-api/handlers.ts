/**
 * The built-in demo API: every operation of contract/openapi.yaml, one handler set per backend service, and the
 * contract's optional account calls as one set of their own (handlers/account.ts).
 * Served by the /demo-api route (answerDemoRequest), in-process by server renders, and by Vitest (msw/node).
 * Paths start with `*` so they answer whatever host the configuration names.
 */
import type { HttpHandler } from 'msw';
import { accountHandlers } from './handlers/account';
import { authHandlers } from './handlers/auth';
import { catalogHandlers } from './handlers/catalog';
import { contentHandlers } from './handlers/content';
import { directoryHandlers } from './handlers/directory';
import { memberHandlers } from './handlers/member';
import { visitorHandlers } from './handlers/visitor';

export const handlers: HttpHandler[] = [
  ...directoryHandlers,
  ...visitorHandlers,
  ...authHandlers,
  ...memberHandlers,
  ...accountHandlers,
  ...catalogHandlers,
  ...contentHandlers,
];
