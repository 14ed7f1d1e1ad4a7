/**
 * Which query parameters each route's server render may see. A cached page is the same for every
 * visitor, so whatever a requester appends to its URL must not reach the render that rebuilds it
 * (it would be served to everyone after). The server guard (lib/server/server-guard.ts) applies these rules
 * before Next reads the request:
 * parameters a route does not honour are dropped by a rewrite (the address bar keeps them, so the
 * browser still reads `referral`), and a cached list asked for with a filter renders per request.
 *
 * Adding a route is one line. A page no rule names keeps no parameter; a file (`/demo/logo.svg?w=80`)
 * is left alone. Next's own `_rsc` is dropped like any other parameter: a page's render never sees it
 * (the guard lets Next check it on RSC requests first, see lib/server/server-guard.ts).
 *
 * Not marked `server-only`, which throws outside React's server layer: the server guard applies these
 * in the Node server. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
import { routePath } from '@/lib/server/route-path';

export interface QueryRule {
  /** `/blog`, `/blog/[key]` (one segment), or `/demo-api/*` (everything under it). */
  route: string;
  /** Parameters the server render reads; `'*'` for handlers that read their own query (APIs). */
  keeps: readonly string[] | '*';
  /**
   * The per-request variant: with any kept parameter given a value, the request renders here
   * (per request, never cached); without one, the route's own cached page answers.
   */
  perRequest?: string;
}

export const QUERY_RULES: readonly QueryRule[] = [
  // Cached pages: the same for everyone, nothing from the query.
  { route: '/', keeps: [] },
  { route: '/about', keeps: [] },
  { route: '/deals', keeps: [] },
  { route: '/deals/[uid]', keeps: [] },
  { route: '/benefits', keeps: [] },
  { route: '/benefits/[key]', keeps: [] },
  { route: '/blog/[key]', keeps: [] },
  { route: '/browse/category/all', keeps: [] },
  { route: '/product/[id]', keeps: [] },
  { route: '/help/[key]', keeps: [] },
  { route: '/promotion', keeps: [] },
  { route: '/kebijakan-privasi', keeps: [] },
  { route: '/syarat-dan-ketentuan', keeps: [] },
  { route: '/sitemap.xml', keeps: [] },
  { route: '/robots.txt', keeps: [] },
  // Rendered in the browser for the signed-in member: the server's shell reads nothing.
  { route: '/my-voucher', keeps: [] },
  { route: '/member', keeps: [] },
  { route: '/member/card', keeps: [] },
  { route: '/member/profile', keeps: [] },
  { route: '/member/privacy', keeps: [] },
  { route: '/offline', keeps: [] },
  // Cached lists whose filters render per request.
  { route: '/blog', keeps: ['q', 'tags'], perRequest: '/blog-filtered' },
  { route: '/browse/category', keeps: ['category', 'brand', 'sort', 'page'], perRequest: '/browse-filtered' },
  { route: '/faq', keeps: ['q'], perRequest: '/faq-filtered' },
  { route: '/help', keeps: ['q'], perRequest: '/help-filtered' },
  { route: '/store-location', keeps: ['city'], perRequest: '/store-location-filtered' },
  // Per-request pages: they read these and nothing else (the variants above too, when asked directly).
  { route: '/blog-filtered', keeps: ['q', 'tags'] },
  { route: '/browse-filtered', keeps: ['category', 'brand', 'sort', 'page'] },
  { route: '/faq-filtered', keeps: ['q'] },
  { route: '/help-filtered', keeps: ['q'] },
  { route: '/store-location-filtered', keeps: ['city'] },
  { route: '/search', keeps: ['q'] },
  // A member's deals, where the backend keeps them for members (lib/server/deals-for-members.ts).
  { route: '/home-for-members', keeps: [] },
  { route: '/deals-for-members', keeps: [] },
  { route: '/deals-for-members/[uid]', keeps: [] },
  // Route handlers read their own query.
  { route: '/demo-api/*', keeps: '*' },
  { route: '/api/*', keeps: '*' },
];

/** A path naming a file (`/demo/logo.svg`): public files ignore the query, so it is left alone. */
const FILE = /\.[A-Za-z0-9]+$/;

interface CompiledRule extends QueryRule {
  segments: string[];
  prefix: boolean;
}

function compile(rules: readonly QueryRule[]) {
  const exact = new Map<string, QueryRule>();
  const patterns: CompiledRule[] = [];
  for (const rule of rules) {
    const prefix = rule.route.endsWith('/*');
    const route = prefix ? rule.route.slice(0, -2) : rule.route;
    if (!prefix && !route.includes('[')) exact.set(route, rule);
    else patterns.push({ ...rule, segments: route.split('/').filter(Boolean), prefix });
  }
  return { exact, patterns };
}

const COMPILED = compile(QUERY_RULES);

function matches(rule: CompiledRule, segments: string[]): boolean {
  if (rule.prefix ? segments.length < rule.segments.length : segments.length !== rule.segments.length) return false;
  return rule.segments.every((part, i) => (part.startsWith('[') && part.endsWith(']') ? segments[i] !== '' : part === segments[i]));
}

/** The rule for a path (a trailing slash is ignored); none when no rule names it. */
export function ruleFor(pathname: string, compiled = COMPILED): QueryRule | undefined {
  const path = routePath(pathname);
  const exact = compiled.exact.get(path);
  if (exact) return exact;
  const segments = path.split('/').filter(Boolean);
  return compiled.patterns.find((rule) => matches(rule, segments));
}

export interface QueryPlan {
  /** Where the render goes: the path itself, or its per-request variant. */
  pathname: string;
  /** The query the render sees: only the parameters the route honours, in their order. */
  search: string;
}

/**
 * What the server renders for a request: `null` when the request goes through unchanged;
 * otherwise the path and query to rewrite it to.
 */
export function planQuery(pathname: string, params: URLSearchParams, compiled = COMPILED): QueryPlan | null {
  const rule = ruleFor(pathname, compiled);
  if (rule?.keeps === '*' || (!rule && FILE.test(pathname))) return null;
  const keeps = rule?.keeps ?? [];
  const chosen = !!rule?.perRequest && keeps.some((name) => params.getAll(name).some((value) => value.trim() !== ''));
  // A cached list without a filter is the cached page, which reads nothing (not even an empty `?q=`).
  const honoured = rule?.perRequest && !chosen ? [] : keeps;
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [name, value] of params) {
    if (honoured.includes(name)) kept.append(name, value);
    else dropped = true;
  }
  if (!dropped && !chosen) return null;
  const search = kept.toString();
  return { pathname: chosen ? rule!.perRequest! : pathname, search: search ? `?${search}` : '' };
}

/** For tests and docs/security.md: the rules as given, compiled the same way. */
export const compileQueryRules = compile;
