/** Directory service: the application (settings) and the business. */
import { http, type HttpHandler } from 'msw';
import { getApplication, getBusiness } from '../store';
import { open, reply } from './common';

export const directoryHandlers: HttpHandler[] = [
  http.get(
    '*/v1/directory/api/application/0/',
    open(() => reply(getApplication())),
  ),
  // `?visitor=` is accepted and ignored: the demo has one business.
  http.get(
    '*/v1/directory/api/business/0/',
    open(() => reply(getBusiness())),
  ),
];
