// @vitest-environment node
// vitest: own worker: it installs the server guard on Node's http server (vitest.config.mts).
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '@/lib/config';
import { PAGES_FOR_MEMBERS, forgetDealsPolicy, noteDealsAnswer } from '@/lib/server/deals-for-members';
import { ROUTE_METHODS } from '@/lib/server/http-methods';
import { type KnownRoutes, knownRoutesFrom } from '@/lib/server/known-routes';
import { withoutRscParam } from '@/lib/server/next-internals';
import { QUERY_RULES } from '@/lib/server/query-rules';
import { type GuardDecision, type GuardRequestOptions, NOT_FOUND_PATH, guardRequest, installServerGuard } from '@/lib/server/server-guard';

describe('the server guard', () => {
  it.each([
    ['GET', '/'],
    ['HEAD', '/about'],
    ['GET', '/search?q=sepatu'],
    ['GET', '/_next/static/chunks/app.js?v=1'],
    ['POST', '/demo-api/auth/token-auth/otp/'],
    ['OPTIONS', '/demo-api/v1/member/api/deal/'],
    ['GET', '/blog/sepatu%20lari'],
  ])('lets %s %s through untouched', (method, url) => {
    expect(guardRequest(method, url)).toEqual({ kind: 'pass' });
  });

  it.each([
    ['POST', '/search?q=x', 'GET, HEAD'],
    ['PUT', '/blog/tips', 'GET, HEAD'],
    ['TRACE', '/about', 'GET, HEAD'],
    ['OPTIONS', '/', 'GET, HEAD'],
    ['TRACE', '/demo-api/v1/member/api/deal/', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
    ['PROPFIND', '/demo-api/x', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
  ])('answers %s %s with 405, Allow: %s and the security headers', (method, url, allow) => {
    const decision = guardRequest(method, url);
    expect(decision).toMatchObject({ kind: 'answer', status: 405, headers: { allow } });
    if (decision.kind === 'answer') {
      expect(decision.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(decision.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it.each(['/blog/%', '/blog/%ff', '/blog/%C0%AF', '/blog/%E0%A4%A', '/%', '/about/%zz?q=1'])(
    'serves the 404 page for the malformed page path %s',
    (url) => {
      expect(guardRequest('GET', url)).toEqual({ kind: 'rewrite', url: NOT_FOUND_PATH });
    },
  );

  it.each(['/demo-api/%', '/demo-api/v1/member/api/deal/%ff/', '/api/%E0%A4%A'])(
    'answers the malformed API path %s with 400 and a detail',
    (url) => {
      const decision = guardRequest('GET', url);
      expect(decision).toMatchObject({ kind: 'answer', status: 400, headers: { 'content-type': 'application/json' } });
      if (decision.kind === 'answer') expect(JSON.parse(decision.body)).toEqual({ detail: expect.any(String) });
    },
  );

  it('rewrites a request to what its route honours (lib/server/query-rules.ts)', () => {
    expect(guardRequest('GET', '/?referral=X&pad=yyy')).toEqual({ kind: 'rewrite', url: '/' });
    expect(guardRequest('GET', '/blog?tags=tips&x=1')).toEqual({ kind: 'rewrite', url: '/blog-filtered?tags=tips' });
    expect(guardRequest('GET', '/search?q=a&x=1')).toEqual({ kind: 'rewrite', url: '/search?q=a' });
    expect(guardRequest('GET', '/demo-api/v1/catalog/api/product/search/?q=x')).toEqual({ kind: 'pass' });
  });

  it('drops _rsc from a plain (non-RSC) request: only a client navigation needs it', () => {
    expect(guardRequest('GET', '/about?_rsc=ANYTHING')).toEqual({ kind: 'rewrite', url: '/about' });
    expect(guardRequest('GET', '/about?_rsc=abc&utm=1')).toEqual({ kind: 'rewrite', url: '/about' });
    expect(guardRequest('HEAD', '/search?q=a&_rsc=x')).toEqual({ kind: 'rewrite', url: '/search?q=a' });
    expect(guardRequest('GET', '/blog?tags=tips&_rsc=x')).toEqual({ kind: 'rewrite', url: '/blog-filtered?tags=tips' });
    expect(guardRequest('GET', '/about?_rsc=x', { rsc: false })).toEqual({ kind: 'rewrite', url: '/about' });
  });

  it("keeps _rsc on an RSC request for Next's check only: the render is given the URL without it", () => {
    const rsc = { rsc: true };
    expect(guardRequest('GET', '/about?_rsc=Vk1O8K2I4u0MlA11', rsc)).toEqual({
      kind: 'rewrite',
      url: '/about?_rsc=Vk1O8K2I4u0MlA11',
      renderedUrl: '/about',
    });
    expect(guardRequest('GET', '/about?utm=1&_rsc=abc', rsc)).toEqual({ kind: 'rewrite', url: '/about?_rsc=abc', renderedUrl: '/about' });
    expect(guardRequest('GET', '/about?_rsc=', rsc)).toEqual({ kind: 'rewrite', url: '/about?_rsc=', renderedUrl: '/about' });
    expect(guardRequest('GET', '/blog?tags=tips&_rsc=x&y=1', rsc)).toEqual({
      kind: 'rewrite',
      url: '/blog-filtered?tags=tips&_rsc=x',
      renderedUrl: '/blog-filtered?tags=tips',
    });
    // Without `_rsc` Next redirects to the URL with it (its check), as for any RSC request.
    expect(guardRequest('GET', '/about?utm=1', rsc)).toEqual({ kind: 'rewrite', url: '/about' });
    expect(guardRequest('GET', '/about', rsc)).toEqual({ kind: 'pass' });
    // Route handlers and files read their own query, `_rsc` included.
    expect(guardRequest('GET', '/api/health?_rsc=x', rsc)).toEqual({ kind: 'pass' });
    expect(guardRequest('GET', '/icon.svg?_rsc=x', rsc)).toEqual({ kind: 'pass' });
  });

  it.each([
    ['/about?_rsc=abc', '/about'],
    ['/about?_rsc=', '/about'],
    ['/search?q=a&_rsc=abc&_rsc=def', '/search?q=a'],
    ['/search?_rsc=abc&q=a%20b', '/search?q=a%20b'],
    ['/search?q=_rsc&x_rsc=1', '/search?q=_rsc&x_rsc=1'],
    ['/about', '/about'],
  ])('withoutRscParam(%s) is %s', (url, expected) => {
    expect(withoutRscParam(url)).toBe(expected);
  });

  describe('request targets that are not a path', () => {
    const expectHeaders = (decision: GuardDecision) => {
      if (decision.kind !== 'answer') throw new Error(`expected an answer, got ${JSON.stringify(decision)}`);
      expect(decision.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(decision.headers['x-content-type-options']).toBe('nosniff');
      return decision;
    };

    it.each([
      ['GET', '*'],
      ['OPTIONS', '*'],
      ['HEAD', '*'],
      ['GET', 'about'],
      ['GET', 'http:/about'],
      ['GET', 'http://'],
      ['GET', 'http://[bad/about'],
      ['GET', 'ftp://evil.test/about'],
      ['GET', 'javascript:alert(1)'],
      ['GET', 'http://evil.test#x'],
      ['GET', '\\\\evil.test/about'],
      ['GET', ''],
    ])('answers %s %j with 400 and the security headers', (method, url) => {
      const decision = expectHeaders(guardRequest(method, url));
      expect(decision.status).toBe(400);
      expect(decision.headers.location).toBeUndefined();
    });

    it.each([
      ['GET', 'http://evil.test/about', { kind: 'rewrite', url: '/about' }],
      ['GET', 'HTTP://evil.test/about', { kind: 'rewrite', url: '/about' }],
      ['HEAD', 'https://evil.test:8443/about?utm=1', { kind: 'rewrite', url: '/about' }],
      ['GET', 'http://evil.test', { kind: 'rewrite', url: '/' }],
      ['GET', 'http://evil.test?referral=X', { kind: 'rewrite', url: '/' }],
      ['GET', 'http://user@evil.test/search?q=a&x=1', { kind: 'rewrite', url: '/search?q=a' }],
      ['GET', 'http://evil.test/blog/%ff', { kind: 'rewrite', url: NOT_FOUND_PATH }],
      ['GET', 'http://evil.test/_next/static/chunks/app.js?v=1', { kind: 'rewrite', url: '/_next/static/chunks/app.js?v=1' }],
      ['POST', 'http://evil.test/demo-api/auth/token-auth/otp/', { kind: 'rewrite', url: '/demo-api/auth/token-auth/otp/' }],
    ])('serves the absolute-form %s %s as its path, never elsewhere', (method, url, expected) => {
      expect(guardRequest(method, url)).toEqual(expected);
    });

    it('applies the usual rules to an absolute-form request', () => {
      expect(guardRequest('POST', 'http://evil.test/about')).toMatchObject({ kind: 'answer', status: 405 });
      const redirect = expectHeaders(guardRequest('GET', 'http://evil.test//blog/x'));
      expect(redirect).toMatchObject({ status: 308, headers: { location: '/blog/x' } });
    });
  });

  describe('repeated slashes and backslashes in the path', () => {
    it.each([
      ['GET', '//blog/x', '/blog/x'],
      ['HEAD', '//blog/x', '/blog/x'],
      ['GET', '//evil.test/about', '/evil.test/about'],
      ['GET', '///evil.test', '/evil.test'],
      ['GET', '/\\blog', '/blog'],
      ['GET', '/\\evil.test/about', '/evil.test/about'],
      ['GET', '/blog//tips?next=//evil.test', '/blog/tips?next=//evil.test'],
      ['GET', '/_next//static/x.js', '/_next/static/x.js'],
      ['POST', '//demo-api/auth/token-auth/otp/', '/demo-api/auth/token-auth/otp/'],
    ])('answers %s %s with a 308 to %s, carrying the security headers', (method, url, location) => {
      const decision = guardRequest(method, url);
      if (decision.kind !== 'answer') throw new Error(`expected an answer, got ${JSON.stringify(decision)}`);
      expect(decision.status).toBe(308);
      expect(decision.headers.location).toBe(location);
      expect(decision.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(decision.headers['x-content-type-options']).toBe('nosniff');
    });

    it.each(['/%2F%2Fevil.test', '/%2f%2fevil.test/about', '/%5Cevil.test', '/%5C%5Cevil.test'])(
      'never redirects the encoded %s anywhere',
      (url) => {
        const decision = guardRequest('GET', url);
        expect(decision.kind === 'answer' ? decision.headers.location : undefined).toBeUndefined();
      },
    );
  });
});

describe('the server guard and the routes of the build', () => {
  /** A build's route table (lib/server/known-routes.ts), as read from its routes-manifest.json and public/. */
  const routes = knownRoutesFrom(
    {
      basePath: '',
      caseSensitive: false,
      redirects: [],
      rewrites: { beforeFiles: [], afterFiles: [], fallback: [] },
      staticRoutes: ['/', '/_not-found', '/about', '/api/health', '/blog', '/icon.svg', '/manifest.webmanifest', '/search'].map((page) => ({
        page,
        regex: '',
      })),
      dynamicRoutes: [
        { page: '/blog/[key]', regex: '^/blog/([^/]+?)(?:/)?$' },
        { page: '/demo-api/[...path]', regex: '^/demo\\-api/(.+?)(?:/)?$' },
      ],
    },
    ['/favicon.ico', '/demo/logo.svg'],
  ) as KnownRoutes;
  const withRoutes = { routes };

  it.each([
    ['GET', '/'],
    ['GET', '/about'],
    ['GET', '/about/'],
    ['HEAD', '/about'],
    ['GET', '/search?q=sepatu'],
    ['GET', '/blog/tips-memilih-sepatu-lari'],
    ['GET', '/blog/no-such-post'],
    ['POST', '/demo-api/auth/token-auth/otp/'],
    ['GET', '/api/health'],
    ['GET', '/icon.svg'],
    ['GET', '/demo/logo.svg'],
    ['GET', '/demo/logo.svg?w=80'],
    ['GET', '/favicon.ico'],
    ['GET', '/_next/static/chunks/app.js?v=1'],
    ['GET', '/_next/zzMARKER'],
  ])("lets %s %s (a known page, a dynamic or catch-all route, a file, Next's own) through", (method, url) => {
    expect(guardRequest(method, url, withRoutes)).toEqual({ kind: 'pass' });
  });

  it('keeps applying the query rules to known paths', () => {
    expect(guardRequest('GET', '/about?utm=1', withRoutes)).toEqual({ kind: 'rewrite', url: '/about' });
    expect(guardRequest('GET', '/blog?tags=tips&x=1', withRoutes)).toEqual({ kind: 'rewrite', url: '/blog-filtered?tags=tips' });
  });

  it.each([
    ['GET', '/zzMARKERpath'],
    ['GET', '/zzMARKERpath?x=1&_rsc=abc'],
    ['HEAD', '/other-unknown'],
    ['GET', '/About'],
    ['GET', '/index'],
    ['GET', '/api/nothing'],
    ['GET', '/demo-api'],
    ['GET', '/about/../zzMARKER'],
    ['GET', 'http://evil.test/zzMARKER?x=1'],
  ])('rewrites %s %s, a path no route has, to the constant not-found path', (method, url) => {
    expect(guardRequest(method, url, withRoutes)).toEqual({ kind: 'rewrite', url: NOT_FOUND_PATH });
  });

  it("keeps an RSC request's _rsc on an unknown path for Next's check only", () => {
    expect(guardRequest('GET', '/zzMARKER?_rsc=abc&x=1', { ...withRoutes, rsc: true })).toEqual({
      kind: 'rewrite',
      url: `${NOT_FOUND_PATH}?_rsc=abc`,
      renderedUrl: NOT_FOUND_PATH,
    });
    expect(guardRequest('GET', '/zzMARKER', { ...withRoutes, rsc: true })).toEqual({ kind: 'rewrite', url: NOT_FOUND_PATH });
  });

  it('still answers a method an unknown path does not answer with 405, and a malformed one as before', () => {
    expect(guardRequest('OPTIONS', '/zzMARKER', withRoutes)).toMatchObject({
      kind: 'answer',
      status: 405,
      headers: { allow: 'GET, HEAD' },
    });
    expect(guardRequest('POST', '/zzMARKER', withRoutes)).toMatchObject({ kind: 'answer', status: 405 });
    expect(guardRequest('GET', '/zz%ff', withRoutes)).toEqual({ kind: 'rewrite', url: NOT_FOUND_PATH });
    expect(guardRequest('GET', '//zzMARKER', withRoutes)).toMatchObject({
      kind: 'answer',
      status: 308,
      headers: { location: '/zzMARKER' },
    });
  });

  it('rewrites nothing without a route table (a dev server, tests, a build whose manifest could not be read)', () => {
    for (const options of [{}, { routes: null }, { routes: undefined }]) {
      expect(guardRequest('GET', '/zzMARKERpath', options)).toEqual({ kind: 'pass' });
      expect(guardRequest('GET', '/About', options)).toEqual({ kind: 'pass' });
    }
  });
});

describe('the server guard where the backend keeps deals for members', () => {
  const members = { membersDeals: true };

  it("renders a member's request for a page with deals per request, for the member", () => {
    expect(guardRequest('GET', '/', members)).toEqual({ kind: 'rewrite', url: '/home-for-members' });
    expect(guardRequest('GET', '/deals', members)).toEqual({ kind: 'rewrite', url: '/deals-for-members' });
    expect(guardRequest('HEAD', '/deals/voucher-ongkir', members)).toEqual({ kind: 'rewrite', url: '/deals-for-members/voucher-ongkir' });
    // A referral link's query stays in the address bar, for the browser (as on the cached page).
    expect(guardRequest('GET', '/?referral=BUDI24', members)).toEqual({ kind: 'rewrite', url: '/home-for-members' });
    // A client navigation keeps its _rsc for Next's check.
    expect(guardRequest('GET', '/deals?_rsc=abc', { ...members, rsc: true })).toEqual({
      kind: 'rewrite',
      url: '/deals-for-members?_rsc=abc',
      renderedUrl: '/deals-for-members',
    });
  });

  it('does the same for the pages with a trailing slash, which Next serves as the pages themselves', () => {
    expect(guardRequest('GET', '/deals/', members)).toEqual({ kind: 'rewrite', url: '/deals-for-members' });
    expect(guardRequest('GET', '/deals/voucher-ongkir/', members)).toEqual({ kind: 'rewrite', url: '/deals-for-members/voucher-ongkir' });
    expect(guardRequest('GET', '/deals/?_rsc=abc', { ...members, rsc: true })).toEqual({
      kind: 'rewrite',
      url: '/deals-for-members?_rsc=abc',
      renderedUrl: '/deals-for-members',
    });
  });

  it('leaves every other page, and a guest, as they were', () => {
    expect(guardRequest('GET', '/about', members)).toEqual({ kind: 'pass' });
    expect(guardRequest('GET', '/deals//', members)).toMatchObject({ kind: 'answer', status: 308 });
    expect(guardRequest('GET', '/deals/a/b', members)).toEqual({ kind: 'pass' });
    expect(guardRequest('GET', '/deals/')).toEqual({ kind: 'pass' });
    expect(guardRequest('GET', '/blog?tags=tips', members)).toEqual({ kind: 'rewrite', url: '/blog-filtered?tags=tips' });
    expect(guardRequest('GET', '/deals')).toEqual({ kind: 'pass' });
    expect(guardRequest('GET', '/deals', { membersDeals: false })).toEqual({ kind: 'pass' });
  });
});

describe('the server guard with and without a trailing slash', () => {
  /**
   * Every route the guard treats specially, from its own tables: the query rules (cached pages, filtered
   * lists and their per-request variants, member pages, route handlers), the pages with deals and their
   * twins, and the paths with methods of their own. A route added to any of them is covered here.
   */
  const concrete = (route: string) => route.replace(/\[[^\]]+\]/g, 'sample-key').replace(/\/\*$/, '/v1/sample/');
  const paths = [
    ...new Set(
      [
        ...QUERY_RULES.flatMap((rule) => [rule.route, ...(rule.perRequest ? [rule.perRequest] : [])]),
        ...PAGES_FOR_MEMBERS.flatMap(({ route, twin }) => [route, twin]),
        ...ROUTE_METHODS.map(({ prefix }) => (prefix.endsWith('/') ? `${prefix}sample` : prefix)),
      ].map((route) => concrete(route).replace(/(.)\/$/, '$1')),
    ),
  ].filter((path) => path !== '/');
  /** Each path's queries: none, one no route reads, each parameter some route reads, and `_rsc`. */
  const parameters = [...new Set(QUERY_RULES.flatMap((rule) => (rule.keeps === '*' ? [] : rule.keeps)))];
  const queries = ['', '?utm_source=x', ...parameters.map((name) => `?${name}=sepatu&utm_source=x`), `?${parameters[0]}=`, '?_rsc=abc'];
  /** Where a request ends up, a trailing slash aside: the path and query Next routes (and renders), or the guard's own answer. */
  const outcome = (url: string, decision: GuardDecision) => {
    const trimmed = (target: string | undefined) => target?.replace(/^(\/.*?)\/(\?|$)/, '$1$2');
    if (decision.kind === 'pass') return { kind: 'served', url: trimmed(url) };
    if (decision.kind === 'rewrite') return { kind: 'served', url: trimmed(decision.url), rendered: trimmed(decision.renderedUrl) };
    return { kind: 'answer', status: decision.status, location: trimmed(decision.headers.location), allow: decision.headers.allow };
  };

  /** A build whose routes are these paths (lib/server/known-routes.ts), and no other. */
  const routes = knownRoutesFrom({ staticRoutes: paths.map((page) => ({ page })), dynamicRoutes: [] }, []);

  it('enumerates the routes of every table', () => {
    expect(routes?.pages.size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining(['/deals', '/deals/sample-key', '/blog', '/blog-filtered', '/member/card', '/api/health']),
    );
    expect(paths).toEqual(expect.arrayContaining(['/deals-for-members/sample-key', '/home-for-members', '/api/wallet/v1/sample']));
  });

  it.each<[string, GuardRequestOptions]>([
    ['a guest', {}],
    ['a member, deals kept for members', { membersDeals: true }],
    ['a member, deals for all', { membersDeals: false }],
    ["a member, deals kept for members, the build's routes known", { membersDeals: true, routes }],
  ])('%s: every special route, every method and query, ends up where it would without the slash', (_, who) => {
    for (const path of paths) {
      for (const method of ['GET', 'POST', 'OPTIONS']) {
        for (const query of queries) {
          for (const rsc of [false, true]) {
            const options = { ...who, rsc };
            const without = outcome(`${path}${query}`, guardRequest(method, `${path}${query}`, options));
            const withSlash = outcome(`${path}/${query}`, guardRequest(method, `${path}/${query}`, options));
            expect(withSlash, `${method} ${path}/${query} ${JSON.stringify(options)}`).toEqual(without);
          }
        }
      }
    }
  });
});

describe('the server guard on a real server (raw request lines)', () => {
  /**
   * What the handler behind the guard saw, as Next handles a request: the URL it routes by, the URL
   * once it has set its `Vary` (after its check of `_rsc`), and after it copies back the URL it kept.
   */
  const seen: { url?: string; afterVary?: string }[] = [];
  /** The conditional headers each request reached the handler with. */
  const conditionsSeen: string[][] = [];
  const server = http.createServer((req, res) => {
    const record: { url?: string; afterVary?: string } = { url: req.url };
    conditionsSeen.push(['if-modified-since', 'if-none-match'].filter((name) => name in req.headers));
    seen.push(record);
    res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
    req.url = record.url;
    record.afterVary = req.url;
    res.end('ok');
  });

  beforeAll(() => {
    installServerGuard();
    return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends `head` byte for byte and reads the answer until the server closes. */
  function send(requestLine: string, headers: string[] = []): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      let raw = '';
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write([requestLine, 'Host: portal.test', 'Connection: close', ...headers, '', ''].join('\r\n')),
      );
      socket.setEncoding('latin1');
      socket.on('data', (chunk) => (raw += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head, ...body] = raw.split('\r\n\r\n');
        const [statusLine, ...lines] = head.split('\r\n');
        const parsed = Object.fromEntries(
          lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed, body: body.join('\r\n\r\n') });
      });
    });
  }

  it.each(['GET * HTTP/1.1', 'OPTIONS * HTTP/1.1', 'HEAD * HTTP/1.1', 'GET ftp://evil.test/about HTTP/1.1'])(
    '%s: a 400 with the security headers, never reaching the server',
    async (line) => {
      const before = seen.length;
      const answer = await send(line);
      expect(answer.status).toBe(400);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers.location).toBeUndefined();
      expect(seen.length).toBe(before);
    },
  );

  it("sends a member's request for /deals to the member's page once the backend was seen refusing guests, and only then", async () => {
    const reached = async (headers: string[]) => {
      await send('GET /deals HTTP/1.1', headers);
      return seen[seen.length - 1].url;
    };
    const session = ['Cookie: theme=dark; __goapp_token=demo.seed-budi-santoso'];
    try {
      forgetDealsPolicy();
      expect(await reached(session)).toBe('/deals');
      noteDealsAnswer(401);
      expect(await reached(session)).toBe('/deals-for-members');
      expect(await reached([])).toBe('/deals');
      for (const [line, twin] of [
        ['GET /deals/ HTTP/1.1', '/deals-for-members'],
        ['GET /deals/voucher-ongkir/?utm_source=x HTTP/1.1', '/deals-for-members/voucher-ongkir'],
      ]) {
        await send(line, session);
        expect(seen.at(-1)?.url, line).toBe(twin);
      }
      // Not a token (lib/rules/session.ts), or none: the guests' page.
      expect(await reached(['Cookie: __goapp_token=%3Cscript%3E'])).toBe('/deals');
      expect(await reached(['Cookie: __goapp_token='])).toBe('/deals');
      expect(await reached(['Cookie: x__goapp_token=demo.a'])).toBe('/deals');
      // The backend answers guests again.
      noteDealsAnswer(200);
      expect(await reached(session)).toBe('/deals');
    } finally {
      forgetDealsPolicy();
    }
  });

  it('serves an absolute-form request as its path, under the usual rules', async () => {
    const answer = await send('GET http://evil.test/about?utm=1 HTTP/1.1');
    expect(answer.status).toBe(200);
    expect(answer.headers.location).toBeUndefined();
    expect(seen.at(-1)).toEqual({ url: '/about', afterVary: '/about' });
  });

  it("answers the service worker whole: a browser's conditional request for it reaches the server without its conditions", async () => {
    const conditions = ['If-Modified-Since: Fri, 01 Jan 2100 00:00:00 GMT', 'If-None-Match: "anything"'];
    await send('GET /serwist/sw.js HTTP/1.1', conditions);
    expect(conditionsSeen.at(-1)).toEqual([]);
    // Any other file keeps them.
    await send('GET /icons/icon-192.png HTTP/1.1', conditions);
    expect(conditionsSeen.at(-1)).toEqual(['if-modified-since', 'if-none-match']);
  });

  it.each([
    ['GET //blog/x HTTP/1.1', '/blog/x'],
    ['HEAD //blog/x HTTP/1.1', '/blog/x'],
    ['GET /\\evil.test/about HTTP/1.1', '/evil.test/about'],
    ['GET http://evil.test//evil.test HTTP/1.1', '/evil.test'],
  ])('%s: a 308 to %s with the security headers', async (line, location) => {
    const before = seen.length;
    const answer = await send(line);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(location);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(seen.length).toBe(before);
  });

  it('drops _rsc from a plain request; an RSC request keeps it until Next has set its Vary', async () => {
    await send('GET /about?_rsc=MARKER&utm=1 HTTP/1.1');
    expect(seen.at(-1)).toEqual({ url: '/about', afterVary: '/about' });
    await send('GET /about?_rsc=MARKER&utm=1 HTTP/1.1', ['RSC: 1']);
    expect(seen.at(-1)).toEqual({ url: '/about?_rsc=MARKER', afterVary: '/about' });
    await send('GET /search?q=lari&_rsc=MARKER HTTP/1.1', ['RSC: 1']);
    expect(seen.at(-1)).toEqual({ url: '/search?q=lari&_rsc=MARKER', afterVary: '/search?q=lari' });
  });
});

describe("the server guard's configuration", () => {
  it('reads REDIS_URL through lib/config.ts: a malformed one is refused there, naming it', () => {
    const before = process.env.REDIS_URL;
    process.env.REDIS_URL = 'http://cache.internal:6379';
    try {
      expect(() => installServerGuard(() => null)).toThrow(
        new ConfigError('REDIS_URL must start with redis:// or rediss:// (got "http:")'),
      );
    } finally {
      if (before === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = before;
    }
  });
});
