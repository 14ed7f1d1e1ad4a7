// Hostile traffic against the demo build: malformed URLs, unsupported methods, floods of unknown
// keys, the demo API's key and visitor checks, and its attempt limits as a person meets them.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param';
import { QUERY_RULES } from '../lib/server/query-rules';
import { copyStandalone, deploymentUser, removeCopy, standaloneCommand } from '../scripts/standalone-copy.mjs';
import { DEMO_KEY, freshPhone, registerUser } from './support/demo-api';
import { expect, expectHydrated, expectNoAxeViolations, expectPage404, test } from './support/fixtures';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request sent byte for byte as given (Playwright and fetch would re-encode the path or refuse the method). */
function raw(baseURL: string, method: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whatever the server writes back to `request` (raw bytes on a socket), until it closes the connection. */
function rawSocket(baseURL: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    // A server refusing a request may reset the connection once it has answered: what arrived counts.
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
  });
}

/** The headers of a raw HTTP answer, lower-cased. */
function parseHead(answer: string): { status: number; headers: http.IncomingHttpHeaders } {
  const [statusLine, ...lines] = answer.split('\r\n\r\n')[0].split('\r\n');
  const headers: http.IncomingHttpHeaders = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers };
}

/** The headers every page carries, on an error answer too. */
function expectSecurityHeaders(headers: http.IncomingHttpHeaders) {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-powered-by']).toBeUndefined();
}

/** What the demo server logged while `run` ran (the suite keeps its output in DEMO_SERVER_LOG). */
async function serverLogDuring(run: () => Promise<void>): Promise<string> {
  const file = process.env.DEMO_SERVER_LOG;
  const size = () => (file && existsSync(file) ? statSync(file).size : 0);
  const before = size();
  await run();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return file && existsSync(file) ? readFileSync(file, 'utf8').slice(before) : '';
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** This repository, hidden from the servers the tests start. */
const ROOT = join(__dirname, '..');

/**
 * A server of its own from a copy of the demo build's standalone folder outside the repository (its own
 * cache, as a deployment runs it), freshly started: the first request of a prerendered page is served
 * stale and rebuilds the page in the background (lib/page-cache/handler.mjs: a copy this process did not
 * render is tried again). Null without the build (DEMO_STANDALONE, set by scripts/e2e.mjs).
 */
async function startFreshDemoServer(): Promise<{ url: string; output: () => string; stop: () => Promise<void> } | null> {
  const standalone = process.env.DEMO_STANDALONE;
  if (!standalone || !existsSync(join(standalone, 'server.js'))) return null;
  const user = deploymentUser();
  const folder = copyStandalone(standalone, 'hostile-fresh', user);
  // The demo build's environment, as scripts/servers.mjs gives it (no backend, no shared cache).
  const {
    API_HOST: _a,
    AUTH_HOST: _b,
    API_KEY: _c,
    SITE_URL: _d,
    PORTAL_DIST_DIR: _e,
    REDIS_URL: _f,
    REVALIDATE_SECRET: _g,
    ...env
  } = process.env;
  const port = await freePort();
  const [command, ...args] = standaloneCommand(folder, 256, user, ROOT);
  const server: ChildProcess = spawn(command, args, {
    cwd: folder,
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    removeCopy(folder);
  };
  try {
    await expect.poll(async () => (await fetch(`${url}/api/health`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
  } catch (error) {
    await stop();
    throw new Error(`the fresh server did not come up: ${output}`, { cause: error });
  }
  return { url, output: () => output, stop };
}

test.describe('URLs and methods (over HTTP: once per run)', { tag: '@desktop' }, () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: once per run (on desktop) is enough');

  test('malformed percent-encoding gets the portal 404 page (400 on the API), with the headers, and logs nothing', async ({ baseURL }) => {
    const log = await serverLogDuring(async () => {
      for (const path of ['/blog/%', '/blog/%ff', '/blog/%C0%AF', '/blog/%E0%A4%A', '/%ff', '/about/%']) {
        const answer = await raw(baseURL!, 'GET', path);
        expect(answer.status, path).toBe(404);
        expect(answer.body, path).toContain('Halaman tidak ditemukan');
        expectSecurityHeaders(answer.headers);
      }
      for (const path of ['/demo-api/%', '/demo-api/v1/member/api/deal/%ff/', '/demo-api/v1/content/api/content/%E0%A4%A/?model=blog']) {
        const answer = await raw(baseURL!, 'GET', path, DEMO_KEY);
        expect(answer.status, path).toBe(400);
        expect(JSON.parse(answer.body), path).toEqual({ detail: expect.any(String) });
        expectSecurityHeaders(answer.headers);
      }
    });
    expect(log).not.toMatch(/Error|^\s+at /m);
  });

  test('an unsupported method is a 405 with Allow and the headers; HEAD answers as GET', async ({ baseURL }) => {
    const log = await serverLogDuring(async () => {
      for (const [method, path, allow] of [
        ['POST', '/search?q=sepatu', 'GET, HEAD'],
        ['PUT', '/blog/tips-memilih-sepatu-lari', 'GET, HEAD'],
        ['DELETE', '/', 'GET, HEAD'],
        ['OPTIONS', '/about', 'GET, HEAD'],
        ['TRACE', '/about', 'GET, HEAD'],
        ['TRACE', '/demo-api/v1/member/api/deal/', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
        ['PROPFIND', '/demo-api/v1/member/api/deal/', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
      ]) {
        const answer = await raw(baseURL!, method, path, DEMO_KEY);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toBe(allow);
        expectSecurityHeaders(answer.headers);
      }
      for (const path of ['/demo-api/v1/member/api/deal/', '/about']) {
        const [head, get] = [await raw(baseURL!, 'HEAD', path, DEMO_KEY), await raw(baseURL!, 'GET', path, DEMO_KEY)];
        expect(head.status, path).toBe(200);
        expect(get.status, path).toBe(200);
        expect(head.body).toBe('');
        expect(head.headers['content-type']).toBe(get.headers['content-type']);
      }
    });
    expect(log).not.toMatch(/Error|^\s+at /m);
  });

  test('a request Node cannot parse, or with oversized headers, is answered with the headers too', async ({ baseURL }) => {
    const big = parseHead(await rawSocket(baseURL!, `GET / HTTP/1.1\r\nHost: portal\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(big.status).toBe(431);
    expectSecurityHeaders(big.headers);
    const garbled = parseHead(await rawSocket(baseURL!, 'GET /about HTTP/1.1\r\nHost: portal\r\nNo colon here\r\n\r\n'));
    expect(garbled.status).toBe(400);
    expectSecurityHeaders(garbled.headers);
  });

  test('a request target that is not a path: a 400 for `*`; absolute-form served as its path; a // path redirected home, all with the headers', async ({
    baseURL,
  }) => {
    /** A Location may only name a path of this server: one `/`, then anything but another slash. */
    const expectOwnLocation = (location: string | string[] | undefined, line: string) => {
      if (location !== undefined) expect(String(location), line).toMatch(/^\/(?![/\\])/);
    };
    const send = async (line: string) => parseHead(await rawSocket(baseURL!, `${line}\r\nHost: portal.test\r\nConnection: close\r\n\r\n`));
    const log = await serverLogDuring(async () => {
      for (const line of ['GET * HTTP/1.1', 'OPTIONS * HTTP/1.1', 'HEAD * HTTP/1.1', 'GET ftp://evil.test/about HTTP/1.1']) {
        const answer = await send(line);
        expect(answer.status, line).toBe(400);
        expectSecurityHeaders(answer.headers);
        expect(answer.headers.location, line).toBeUndefined();
      }
      for (const line of ['GET http://evil.test/about HTTP/1.1', 'HEAD https://evil.test/about?utm=1 HTTP/1.1']) {
        const answer = await send(line);
        expect(answer.status, line).toBe(200);
        expectSecurityHeaders(answer.headers);
        expect(answer.headers.location, line).toBeUndefined();
      }
      for (const [line, location] of [
        ['GET //blog/x HTTP/1.1', '/blog/x'],
        ['GET //evil.test/about HTTP/1.1', '/evil.test/about'],
        ['GET /\\blog HTTP/1.1', '/blog'],
        ['GET /\\evil.test/about HTTP/1.1', '/evil.test/about'],
        ['GET http://evil.test//evil.test HTTP/1.1', '/evil.test'],
      ]) {
        const answer = await send(line);
        expect(answer.status, line).toBe(308);
        expect(answer.headers.location, line).toBe(location);
        expectSecurityHeaders(answer.headers);
      }
      for (const line of ['GET /%2F%2Fevil.test HTTP/1.1', 'GET /%5Cevil.test HTTP/1.1', 'GET /%2f%2fevil.test/about HTTP/1.1']) {
        const answer = await send(line);
        expect(answer.status, line).toBe(404);
        expectSecurityHeaders(answer.headers);
        expectOwnLocation(answer.headers.location, line);
      }
    });
    expect(log).not.toMatch(/Error|^\s+at /m);
  });

  test('a rebuild started by a request carrying _rsc (plain or RSC) keeps it out of the page everyone is served', async () => {
    test.setTimeout(90_000);
    const fresh = await startFreshDemoServer();
    test.skip(!fresh, "DEMO_STANDALONE names the demo build's standalone server (set by scripts/e2e.mjs)");
    try {
      const marker = `rscmarker${Date.now().toString(36)}`;
      // A plain request: Next has no use for its `_rsc`.
      const plain = await fetch(`${fresh!.url}/about?_rsc=${marker}`);
      expect(plain.status).toBe(200);
      expect(plain.headers.get('x-nextjs-cache'), 'the request started the rebuild').toBe('STALE');

      // An RSC request, with the `_rsc` Next's client computes from the router headers (Next-Url is one,
      // made unique here). A wrong one is still redirected to it by Next's check.
      const headers = { RSC: '1', 'Next-Url': `/${marker}` };
      const hash = await computeCacheBustingSearchParam(undefined, undefined, undefined, `/${marker}`);
      const wrong = await fetch(`${fresh!.url}/deals?_rsc=${marker}`, { headers, redirect: 'manual' });
      expect(wrong.status).toBe(307);
      expect(wrong.headers.get('location')).toBe(`/deals?_rsc=${hash}`);
      const rsc = await fetch(`${fresh!.url}/deals?_rsc=${hash}`, { headers, redirect: 'manual' });
      expect(rsc.status).toBe(200);
      expect(rsc.headers.get('content-type')).toContain('text/x-component');
      expect(rsc.headers.get('x-nextjs-cache'), 'the request started the rebuild').toBe('STALE');

      /** Where `text` is in `body`, with what surrounds it; empty when it is not. */
      const around = (body: string, text: string) => {
        const at = body.indexOf(text);
        return at === -1 ? '' : body.slice(Math.max(0, at - 40), at + text.length + 20);
      };
      for (const [path, text] of [
        ['/about', marker],
        ['/deals', hash],
      ]) {
        // Rebuilt and stored: Next serves it fresh (clean requests only, so none of them rebuilds it).
        await expect.poll(async () => (await fetch(`${fresh!.url}${path}`)).headers.get('x-nextjs-cache'), { timeout: 20_000 }).toBe('HIT');
        const html = await (await fetch(`${fresh!.url}${path}`)).text();
        expect(html, path).toContain('<main');
        expect.soft(around(html, text), `${path}: its HTML`).toBe('');
        expect.soft(around(html, '_rsc'), `${path}: its HTML`).toBe('');
        // The stored RSC payload a client navigation is served.
        const flight = await (await fetch(`${fresh!.url}${path}?_rsc=`, { headers: { RSC: '1' } })).text();
        expect.soft(around(flight, text), `${path}: its RSC payload`).toBe('');
        expect.soft(around(flight, '_rsc'), `${path}: its RSC payload`).toBe('');
      }
    } finally {
      await fresh!.stop();
    }
  });

  test('many unknown keys on every dynamic route leave nothing on disk', async ({ baseURL }) => {
    test.setTimeout(90_000);
    const marker = `hostile-${Date.now().toString(36)}`;
    const dynamic = QUERY_RULES.filter((rule) => rule.route.includes('[')).map((rule) => rule.route);
    expect(dynamic).toContain('/blog/[key]');
    for (const route of dynamic) {
      for (let i = 0; i < 40; i += 1) {
        const path = route.replace(/\[[^\]]+\]/, `${marker}-${i}`);
        const answer = await raw(baseURL!, 'GET', path);
        expect(answer.status, path).toBe(404);
        // The RSC request a client-side navigation makes is the same cache entry; it must not be kept either.
        if (i % 10 === 0) await raw(baseURL!, 'GET', path, { RSC: '1' });
      }
    }
    // The build folder of this server: nothing in it may be named after a key a requester chose.
    const dist = process.env.DEMO_DIST_DIR;
    test.skip(!dist || !existsSync(dist), 'DEMO_DIST_DIR names the build folder (set by scripts/e2e.mjs)');
    const named: string[] = [];
    const walk = (dir: string) => {
      // A server that has cached no data has no cache folder yet.
      if (!existsSync(dir)) return;
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (name.includes(marker)) named.push(path);
        else if (statSync(path).isDirectory()) walk(path);
      }
    };
    walk(join(dist!, 'server'));
    walk(join(dist!, 'cache'));
    expect(named).toEqual([]);
  });

  test("the demo API's event list answers the calling visitor only, and every call needs the portal's key", async ({ request }) => {
    const visitor = async () => {
      const init = await request.post('/demo-api/v1/visitor/api/init/', { headers: DEMO_KEY, data: { _referrer: '', _origin: 'e2e' } });
      return (await init.json())._goid as string;
    };
    const [mine, theirs] = [await visitor(), await visitor()];
    const log = (goid: string, path: string) =>
      request.post('/demo-api/v1/visitor/api/log_event/', {
        headers: DEMO_KEY,
        data: { _goid: goid, event_name: 'view', event_data: { path } },
      });
    await log(mine, '/mine');
    await log(theirs, '/theirs');

    const events = await request.get(`/demo-api/v1/visitor/api/event/?event_name=view&_goid=${mine}`, { headers: DEMO_KEY });
    expect((await events.json()).map((e: { event_data: { path: string } }) => e.event_data.path)).toEqual(['/mine']);
    expect((await request.get('/demo-api/v1/visitor/api/event/?event_name=view', { headers: DEMO_KEY })).status()).toBe(400);
    expect((await request.get(`/demo-api/v1/visitor/api/event/?event_name=view&_goid=${mine}`)).status()).toBe(403);

    for (const key of [undefined, 'any-other-key']) {
      const headers: Record<string, string> = key ? { 'X-Api-Key': key } : {};
      const info = await request.post('/demo-api/auth/token-info/', { headers, data: { token: 'demo.seed-budi-santoso' } });
      expect(info.status()).toBe(403);
      expect(await info.text()).not.toContain('Budi');
      expect((await request.get('/demo-api/v1/member/api/scheme/0/', { headers })).status()).toBe(403);
    }
    expect(
      (await request.post('/demo-api/auth/token-info/', { headers: DEMO_KEY, data: { token: 'demo.seed-budi-santoso' } })).status(),
    ).toBe(200);
  });
});

test('client navigation: a link shows the next page without a full reload, its RSC request answered at once', async ({ page }) => {
  const rscAnswers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).searchParams.has('_rsc')) rscAnswers.push(response.status());
  });
  await page.goto('/blog');
  await expectHydrated(page);
  const blogHeading = (await page.getByRole('heading', { level: 1 }).textContent())!;
  // Gone if the document is loaded again.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('banner').getByRole('link', { name: 'Arena Sport Rewards' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(blogHeading);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Promo' }).click();
  await expect(page).toHaveURL(/\/promotion$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // Next's check of `_rsc` passed: no 307 to another `_rsc`, let alone a loop of them.
  expect(rscAnswers.length).toBeGreaterThan(0);
  expect(rscAnswers.every((status) => status === 200)).toBe(true);
});

const dialog = (page: Page) => page.getByRole('dialog');

test.describe("the demo's attempt limits in the dialogs", () => {
  test('login: a number past its OTP requests is told to wait, Next counting down, the number kept', async ({ page, request }) => {
    // Registering asked for one code; four more use up the five a number has in ten minutes.
    const { phone } = await registerUser(request, 'Batas');
    for (let i = 0; i < 4; i += 1) {
      const answer = await request.post('/demo-api/auth/token-auth/otp/', {
        headers: DEMO_KEY,
        data: { address: phone, method: 'whatsapp' },
      });
      expect(answer.status()).toBe(200);
    }
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Masuk' }).click();
    await dialog(page).getByRole('textbox', { name: 'Number (Whatsapp)' }).fill(phone);
    await dialog(page).getByRole('button', { name: 'Next' }).click();

    await expect(dialog(page).getByRole('alert')).toHaveText(
      /^Terlalu banyak permintaan kode OTP untuk nomor ini\. Coba lagi dalam (\d+ detik|\d+ menit)\.$/,
    );
    const next = dialog(page).getByRole('button', { name: /^Next \((\d+ detik|\d+:\d\d)\)$/ });
    await expect(next).toBeDisabled();
    const first = await next.textContent();
    await expect(next).not.toHaveText(first!, { timeout: 3000 });
    await expect(dialog(page).getByRole('textbox', { name: 'Number (Whatsapp)' })).toHaveValue(phone);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expectNoAxeViolations(page, 'dialog[open]');
  });

  test('register: the same, with every field kept', async ({ page, request }) => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i += 1) {
      const answer = await request.post('/demo-api/auth/register/otp/', {
        headers: DEMO_KEY,
        data: { address: phone, method: 'whatsapp' },
      });
      expect(answer.status()).toBe(200);
    }
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Daftar' }).click();
    await dialog(page).getByRole('textbox', { name: 'Nama' }).fill('Rina Batas');
    await dialog(page).getByRole('textbox', { name: 'Email' }).fill('rina@example.com');
    await dialog(page).getByRole('textbox', { name: 'Nomor (Whatsapp)' }).fill(phone);
    await dialog(page).getByRole('button', { name: 'Next' }).click();

    await expect(dialog(page).getByRole('alert')).toHaveText(
      /^Terlalu banyak permintaan kode OTP untuk nomor ini\. Coba lagi dalam (\d+ detik|\d+ menit)\.$/,
    );
    await expect(dialog(page).getByRole('button', { name: /^Next \((\d+ detik|\d+:\d\d)\)$/ })).toBeDisabled();
    await expect(dialog(page).getByRole('textbox', { name: 'Nama' })).toHaveValue('Rina Batas');
    await expect(dialog(page).getByRole('textbox', { name: 'Email' })).toHaveValue('rina@example.com');
    await expect(dialog(page).getByRole('textbox', { name: 'Nomor (Whatsapp)' })).toHaveValue(phone);
  });
});

test.describe('the not-found page every unknown URL shares', () => {
  /** The constant path the server guard renders every unknown URL's 404 for (lib/server/server-guard.ts NOT_FOUND_PATH). */
  const CONSTANT = '"c":["","_portal","not-found"]';
  /** The build's own copy of the page, served until this server has rendered it (rule 1 of lib/page-cache/handler.mjs). */
  const PRERENDERED = '"c":["","_not-found"]';
  const NOT_FOUND_HEADING = /<h1[^>]*>Halaman tidak ditemukan<\/h1>/;
  /** Every `"c":[…]` in a page or an RSC payload (the URL its render was made for), unescaped. */
  const renderedUrls = (body: string) => [...body.matchAll(/\\?"c\\?":\[[^\]]*\]/g)].map((match) => match[0].replace(/\\"/g, '"'));
  /** The portal's 404 page, rendered for no requester's path: the constant one, or the build's copy (`rendered`). */
  const expectConstantNotFound = (answer: RawAnswer, marker: string, label: string, rendered = [CONSTANT, PRERENDERED]) => {
    expect(answer.status, label).toBe(404);
    expect(answer.body, label).toMatch(NOT_FOUND_HEADING);
    expect(answer.body.includes(marker), `${label}: the marker is in the page`).toBe(false);
    expect(renderedUrls(answer.body).length, label).toBeGreaterThan(0);
    expect(
      renderedUrls(answer.body).filter((url) => !rendered.includes(url)),
      label,
    ).toEqual([]);
    expectSecurityHeaders(answer.headers);
  };

  test('an unknown URL leaves nothing of its path in the page the next one is served; real routes still answer', async ({ baseURL }) => {
    const marker = `zz${Date.now().toString(36)}marker`;
    const log = await serverLogDuring(async () => {
      // Twice: the first may be served a copy and rebuild it, the second be served the rebuild.
      for (const label of ['first', 'second']) expectConstantNotFound(await raw(baseURL!, 'GET', `/${marker}?q=${marker}`), marker, label);
      // Whatever rebuilt the shared page last, once it is stored (served fresh), it is the constant one.
      const other = `/other-unknown-${Date.now().toString(36)}`;
      await expect.poll(async () => (await raw(baseURL!, 'GET', other)).headers['x-nextjs-cache'], { timeout: 20_000 }).toBe('HIT');
      expectConstantNotFound(await raw(baseURL!, 'GET', other), marker, other, [CONSTANT]);
      // Unknown to Next as well, as before: another case, a route name percent-encoded, `/index`, no API.
      for (const path of ['/About', '/abo%75t', '/index', '/api/nothing', '/demo-api'])
        expectConstantNotFound(await raw(baseURL!, 'GET', path), marker, path);
      const head = await raw(baseURL!, 'HEAD', `/${marker}`);
      expect(head.status).toBe(404);
      expect(head.body).toBe('');

      // A client navigation's RSC request for an unknown URL: Next's check of `_rsc` passes (no 307), the
      // payload is the same constant page's.
      const nextUrl = `/${marker}-from`;
      const hash = await computeCacheBustingSearchParam(undefined, undefined, undefined, nextUrl);
      const rsc = await raw(baseURL!, 'GET', `/${marker}?_rsc=${hash}`, { RSC: '1', 'Next-Url': nextUrl });
      expect(rsc.status).toBe(404);
      expect(rsc.headers['content-type']).toContain('text/x-component');
      expect(rsc.body.includes(marker), 'the marker is in the RSC payload').toBe(false);
      expect(renderedUrls(rsc.body).filter((url) => url !== CONSTANT && url !== PRERENDERED)).toEqual([]);
    });
    expect(log).not.toMatch(/Error|^\s+at /m);

    // Every kind of route still answers, as it did: pages (with the trailing slash too), a dynamic page,
    // route handlers, metadata routes, files of public/.
    for (const [path, rendered] of [
      ['/', '"c":["",""]'],
      ['/about', '"c":["","about"]'],
      ['/about/', '"c":["","about"]'],
      ['/search?q=sepatu', null],
      ['/blog/tips-memilih-sepatu-lari', '"c":["","blog","tips-memilih-sepatu-lari"]'],
      ['/icon.svg', null],
      ['/manifest.webmanifest', null],
      ['/robots.txt', null],
      ['/sitemap.xml', null],
      ['/api/health', null],
      ['/serwist/sw.js', null],
      ['/favicon.ico', null],
      ['/demo/logo.svg', null],
      ['/demo/logo.svg/', null],
      ['/demo/blog/sepatu-lari.webp', null],
    ] as const) {
      const answer = await raw(baseURL!, 'GET', path);
      expect(answer.status, path).toBe(200);
      if (rendered) expect(renderedUrls(answer.body), path).toContain(rendered);
    }
    // A dynamic route's unknown key keeps its own 404, cached under its own path.
    const key = `no-such-post-${marker}`;
    const unknownKey = await raw(baseURL!, 'GET', `/blog/${key}`);
    expect(unknownKey.status).toBe(404);
    expect(unknownKey.body).toContain('Artikel tidak ditemukan'); // app/blog/[key]/not-found.tsx
    expect(renderedUrls(unknownKey.body)).toContain(`"c":["","blog","${key}"]`);
  });

  test('on a fresh standalone server, the shared not-found page rebuilt by an unknown URL keeps none of it', async () => {
    test.setTimeout(90_000);
    const fresh = await startFreshDemoServer();
    test.skip(!fresh, "DEMO_STANDALONE names the demo build's standalone server (set by scripts/e2e.mjs)");
    try {
      const marker = `zz${Date.now().toString(36)}fresh`;
      // The first is served the build's copy and rebuilds it in the background (a copy this process did not render).
      for (let i = 0; i < 2; i += 1) expect((await fetch(`${fresh!.url}/${marker}`)).status).toBe(404);
      // Rebuilt and stored: Next serves it fresh.
      await expect
        .poll(async () => (await fetch(`${fresh!.url}/other-unknown`)).headers.get('x-nextjs-cache'), { timeout: 20_000 })
        .toBe('HIT');
      expectConstantNotFound(await raw(fresh!.url, 'GET', '/other-unknown'), marker, '/other-unknown', [CONSTANT]);
      // The standalone server found its own routes and public/ (scripts/standalone.mjs copies it in).
      for (const path of ['/about', '/about/', '/blog/tips-memilih-sepatu-lari', '/icon.svg', '/demo/logo.svg']) {
        expect((await raw(fresh!.url, 'GET', path)).status, path).toBe(200);
      }
      expect(fresh!.output()).not.toMatch(/Error|^\s+at /m);
    } finally {
      await fresh!.stop();
    }
  });

  test('in the browser, an unknown URL stays in the address bar, its 404 page works', async ({ page, consoleErrors }) => {
    const pathname = `/zz${Date.now().toString(36)}browser`;
    const path = `${pathname}?ref=1`;
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
    await expectHydrated(page);
    await expect(page).toHaveURL(path);
    await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
    expectPage404(consoleErrors, pathname);
  });
});
