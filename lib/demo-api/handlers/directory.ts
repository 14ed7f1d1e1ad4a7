/** Directory service: the application (settings) and the business. */
import type { HttpHandler } from 'msw';
import { getApplication, getBusiness } from '../store';
import { api, open, reply } from './common';

export const directoryHandlers: HttpHandler[] = [
  api.get(
    '/directory/api/application/0/',
    open(() => reply(getApplication())),
  ),
  // `?visitor=` is accepted and ignored: the demo has one business.
  api.get(
    '/directory/api/business/0/',
    open(() => reply(getBusiness())),
  ),
];
