/** Catalog service: product search (with brand and category facets) and product detail. */
import type { HttpHandler } from 'msw';
import { getProduct, searchProducts } from '../store';
import { api, open, reply } from './common';

// `product/search/` comes before `product/:id/`, which would otherwise take "search" as an id.
export const catalogHandlers: HttpHandler[] = [
  api.get(
    '/catalog/api/product/search/',
    open(({ request }) => reply(searchProducts(new URL(request.url)))),
  ),
  api.get(
    '/catalog/api/product/{id}/',
    open(({ params }) => reply(getProduct(params.id))),
  ),
];
