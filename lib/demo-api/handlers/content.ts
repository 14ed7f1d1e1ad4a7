/** Content service (CMS): one list and one detail route; the `model` query picks the collection. */
import { http, type HttpHandler } from 'msw';
import { getContentItem, listContent } from '../store';
import { open, reply } from './common';

export const contentHandlers: HttpHandler[] = [
  http.get(
    '*/v1/content/api/content/',
    open(({ request }) => reply(listContent(new URL(request.url)))),
  ),
  http.get<{ key: string }>(
    '*/v1/content/api/content/:key/',
    open(({ request, params }) => reply(getContentItem(new URL(request.url), params.key))),
  ),
];
