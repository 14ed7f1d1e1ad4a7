/** Content service (CMS): one list and one detail route; the `model` query picks the collection. */
import type { HttpHandler } from 'msw';
import { getContentItem, listContent } from '../store';
import { api, open, reply } from './common';

export const contentHandlers: HttpHandler[] = [
  api.get(
    '/content/api/content/',
    open(({ request }) => reply(listContent(new URL(request.url)))),
  ),
  api.get(
    '/content/api/content/{key}/',
    open(({ request, params }) => reply(getContentItem(new URL(request.url), params.key))),
  ),
];
