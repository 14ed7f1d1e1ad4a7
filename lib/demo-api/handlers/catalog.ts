/** Catalog service: product search (with brand and category facets) and product detail. */
import { http, type HttpHandler } from 'msw';
import { getProduct, searchProducts } from '../store';
import { open, reply } from './common';

// `product/search/` comes before `product/:id/`, which would otherwise take "search" as an id.
export const catalogHandlers: HttpHandler[] = [
  http.get(
    '*/v1/catalog/api/product/search/',
    open(({ request }) => reply(searchProducts(new URL(request.url)))),
  ),
  http.get<{ id: string }>(
    '*/v1/catalog/api/product/:id/',
    open(({ params }) => reply(getProduct(params.id))),
  ),
];
