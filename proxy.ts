/**
 * Runs before every route: the cheap guards that keep hostile requests from reaching a render.
 * - A path that is not valid percent-encoding gets the portal's 404 page (an API path a 400).
 * - A method the path does not answer is a 405 with `Allow` (lib/http-methods.ts).
 * - A page's render sees only the query parameters its route honours (lib/query-rules.ts).
 * A plain GET without a query costs one string check and no allocation beyond Next's own.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { allowedMethods, isApiPath } from '@/lib/http-methods';
import { planQuery } from '@/lib/query-rules';
import { guardHeaders } from '@/lib/security-headers';

/** A path no route has: the rewrite renders the portal's not-found page with status 404. */
const NOT_FOUND_PATH = '/_portal/not-found';

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const api = isApiPath(pathname);

  if (pathname.includes('%') && !decodable(pathname)) {
    if (api) {
      return Response.json({ detail: 'Alamat tidak valid.' }, { status: 400, headers: guardHeaders() });
    }
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }

  const allow = allowedMethods(pathname);
  if (!allow.includes(request.method)) {
    return new Response(null, { status: 405, headers: guardHeaders({ Allow: allow.join(', ') }) });
  }

  if (!request.nextUrl.search) return;
  const plan = planQuery(pathname, request.nextUrl.searchParams);
  if (!plan) return;
  return NextResponse.rewrite(new URL(`${plan.pathname}${plan.search}`, request.url));
}

export const config = {
  // Static files never render: leave them out so they cost nothing here.
  matcher: ['/((?!_next/static/|_next/image|favicon.ico).*)'],
};
