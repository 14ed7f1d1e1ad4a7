// @vitest-environment node
// `npm run check-backend` as an integrator runs it: the script in its own process, against a backend over
// HTTP. Here the backend is the demo API (its handlers, served by a server in this test), as it is and
// broken in the ways a backend we did not write could be.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfig } from '@/lib/config';
import { answerDemoRequest } from '@/lib/demo-api/answer';
import { server as msw } from '../msw-server';
import { freePort } from '../redis-server';

const run = promisify(execFile);
const BUDI_TOKEN = 'demo.seed-budi-santoso';

type Breakage = (path: string, body: unknown) => unknown;

interface Backend {
  /** Rewrites an answer's body. */
  breakage?: Breakage;
  /** False: every CORS header left out. */
  cors?: boolean;
  /** The calls it does not offer: answered 404. */
  notOffered?: (url: URL) => boolean;
  /** The calls it never answers (a slow backend, as the check's time limit sees it). */
  held?: (url: URL) => boolean;
}

/** The demo API over HTTP, changed as a backend we did not write could be. */
function backend({ breakage, cors = true, notOffered, held }: Backend = {}): Promise<Server> {
  const server = createServer(async (incoming: IncomingMessage, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = `http://127.0.0.1${incoming.url}`;
    if (held?.(new URL(url)) && incoming.method !== 'OPTIONS') return;
    if (notOffered?.(new URL(url)) && incoming.method !== 'OPTIONS') return void outgoing.writeHead(404).end('{"detail":"Not found."}');
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) if (value !== undefined) headers.set(name, String(value));
    const body = chunks.length && !['GET', 'HEAD'].includes(incoming.method!) ? Buffer.concat(chunks) : undefined;
    const answer = await answerDemoRequest(new Request(url, { method: incoming.method, headers, body }));
    let text = await answer.text();
    if (breakage && text && answer.ok) text = JSON.stringify(breakage(new URL(url).pathname, JSON.parse(text)));
    const sent: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'content-encoding' && (cors || !name.startsWith('access-control-'))) sent[name] = value;
    });
    outgoing.writeHead(answer.status, sent).end(text);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const stop = (server: Server) =>
  new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });

async function check(server: Server | { port: number }, env: Record<string, string> = {}, args: string[] = []) {
  const port = 'port' in server ? server.port : (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const variables = {
    ...process.env,
    API_HOST: `${origin}/demo-api`,
    AUTH_HOST: `${origin}/demo-api/auth`,
    API_KEY: getConfig().apiKey,
    SITE_URL: 'https://portal.example',
    ...env,
  };
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/check-backend.mjs', ...args], { env: variables });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// The demo handlers answer this test's server, not MSW's interception of this process's own fetch.
beforeAll(() => msw.close());
afterAll(() => msw.listen({ onUnhandledRequest: 'error' }));

describe('npm run check-backend', () => {
  let demo: Server;
  beforeAll(async () => {
    demo = await backend();
  });
  afterAll(() => stop(demo));

  it('passes the demo API: one line per call, every one ok, the member calls skipped without a test member', async () => {
    const { code, stdout } = await check(demo);
    expect(code, stdout).toBe(0);
    const lines = stdout.split('\n').filter((line) => /^(ok|FAIL|skip)\b/.test(line));
    expect(lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
    for (const call of [
      'GET API_HOST/v1/member/api/scheme/0/',
      'GET API_HOST/v1/member/api/deal/ ',
      'GET API_HOST/v1/content/api/content/ (faq)',
    ]) {
      expect(
        lines.some((line) => line.startsWith(`ok   ${call}`)),
        call,
      ).toBe(true);
    }
    expect(stdout).toContain('skip the member calls: set CHECK_TOKEN or CHECK_PHONE to check them');
    expect(stdout).toContain('Every call checked honours the contract.');
  });

  it("with a test member's token, checks the member calls too, and names the optional fields the demo sends", async () => {
    const { code, stdout } = await check(demo, { CHECK_TOKEN: BUDI_TOKEN }, ['--json']);
    expect(code, stdout).toBe(0);
    const report = JSON.parse(stdout) as { ok: boolean; results: { operationId: string; result: string; optional: string[] }[] };
    expect(report.ok).toBe(true);
    const member = report.results.find((result) => result.operationId === 'getMember')!;
    expect(member.result).toBe('ok');
    expect(member.optional).toEqual(expect.arrayContaining(['account.card_number', 'account.expiring_points', 'tier_points']));
    for (const id of [
      'getTokenInfo',
      'getReferralSummary',
      'listMyDeals',
      'listRewards',
      'listTransactions',
      'listStores',
      'listConsents',
    ]) {
      expect(report.results.find((result) => result.operationId === id)?.result, id).toBe('ok');
    }
  });
});

const CONSENTS = '/member/api/member/0/consent/';
const CONSENT_LINE = 'GET API_HOST/v1/member/api/member/0/consent/ (optional)';

describe('the optional calls', () => {
  let without: Server;
  let broken: Server;
  beforeAll(async () => {
    without = await backend({ notOffered: (url) => url.pathname.endsWith(CONSENTS) });
    broken = await backend({
      breakage: (path, body) =>
        path.endsWith(CONSENTS) ? (body as Record<string, unknown>[]).map((consent) => ({ ...consent, granted: 'ya' })) : body,
    });
  });
  afterAll(() => Promise.all([stop(without), stop(broken)]));

  it('passes a backend that does not offer them, saying "not offered" for the consent list', async () => {
    const { code, stdout } = await check(without, { CHECK_TOKEN: BUDI_TOKEN });
    expect(stdout).toContain(`n/a  ${CONSENT_LINE} 404: not offered (the portal does without it)\n`);
    expect(stdout).not.toMatch(/^FAIL/m);
    expect(stdout).toContain('Every call checked honours the contract.');
    expect(code, stdout).toBe(0);
  });

  it('holds one the backend offers to the contract, naming the call and the field', async () => {
    const { code, stdout } = await check(broken, { CHECK_TOKEN: BUDI_TOKEN });
    const start = stdout.indexOf(`FAIL ${CONSENT_LINE} 200`);
    expect(start, stdout).toBeGreaterThanOrEqual(0);
    expect(stdout.slice(start).split('\n')[1]).toBe('       /0/granted: expected boolean, got string');
    expect(stdout).toContain('1 call(s) break the contract.');
    expect(code).toBe(1);
  });
});

describe('the backend proxy (e2e/support/backend-proxy.mjs) with the optional calls switched off', () => {
  let demo: Server;
  let proxy: ChildProcess;
  let port: number;
  let control: number;
  beforeAll(async () => {
    demo = await backend();
    [port, control] = [await freePort(), await freePort()];
    const key = getConfig().apiKey;
    proxy = spawn(process.execPath, [
      'e2e/support/backend-proxy.mjs',
      ...['--port', String(port), '--control', String(control), '--key', key, '--upstream-key', key],
      ...['--target', `http://127.0.0.1:${(demo.address() as AddressInfo).port}`],
    ]);
    await new Promise((resolve) => proxy.stdout!.once('data', resolve));
    const switched = await fetch(`http://127.0.0.1:${control}/switch`, { method: 'POST', body: '{"noOptionalCalls": true}' });
    expect(await switched.json()).toMatchObject({ noOptionalCalls: true });
  });
  afterAll(async () => {
    proxy?.kill();
    await stop(demo);
  });

  it('answers each optional call 404 and the rest as the demo does, and the check passes it', async () => {
    const origin = `http://127.0.0.1:${port}/demo-api`;
    const headers = { 'X-Api-Key': getConfig().apiKey, Authorization: `Jwt ${BUDI_TOKEN}`, 'Content-Type': 'application/json' };
    const profile = await fetch(`${origin}/auth/profile/`, { method: 'PATCH', headers, body: '{"first_name": "X"}' });
    expect(profile.status).toBe(404);
    expect((await fetch(`${origin}/v1${CONSENTS}`, { method: 'PUT', headers, body: '[]' })).status).toBe(404);
    expect((await fetch(`${origin}/v1/member/api/member/0/`, { headers })).status).toBe(200);
    const { code, stdout } = await check({ port }, { CHECK_TOKEN: BUDI_TOKEN });
    expect(stdout).toContain(`n/a  ${CONSENT_LINE} 404: not offered`);
    expect(code, stdout).toBe(0);
  });
});

describe('with a test member signed in by a code', () => {
  let demo: Server;
  beforeAll(async () => {
    demo = await backend();
  });
  afterAll(() => stop(demo));

  it('asks for the code sent to CHECK_PHONE (showing one the backend reveals), signs in, and checks the member calls', async () => {
    const origin = `http://127.0.0.1:${(demo.address() as AddressInfo).port}`;
    const child = spawn(process.execPath, ['scripts/check-backend.mjs', '--json'], {
      env: {
        ...process.env,
        API_HOST: `${origin}/demo-api`,
        AUTH_HOST: `${origin}/demo-api/auth`,
        API_KEY: getConfig().apiKey,
        CHECK_PHONE: '081234567890',
      },
    });
    let stdout = '';
    let prompt = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      prompt += chunk;
      // The integrator reads the code off their phone; the demo reveals it, and the prompt shows it.
      const code = /\[(\d{6})\]: $/.exec(prompt)?.[1];
      if (code) child.stdin.end(`${code}\n`);
    });
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(prompt).toMatch(/^The code sent to 081234567890 by WhatsApp \[\d{6}\]: $/);
    expect(code, stdout).toBe(0);
    const report = JSON.parse(stdout) as { results: { operationId: string; result: string }[] };
    expect(report.results.find((result) => result.operationId === 'getMember')?.result).toBe('ok');
  });
});

describe('against a backend that breaks the contract', () => {
  let broken: Server;
  beforeAll(async () => {
    broken = await backend({
      cors: false,
      breakage: (path, body) => {
        const answer = body as Record<string, unknown> & { account?: Record<string, unknown>; results?: unknown[] };
        if (path.endsWith('/member/api/member/0/')) return { ...answer, account: { ...answer.account, balance: { amount: 12500 } } };
        if (path.endsWith('/member/api/deal/')) {
          const deals = (Array.isArray(body) ? body : answer.results) as Record<string, unknown>[];
          return deals.map(({ uid: _uid, ...deal }, index) => (index === 0 ? deal : { uid: _uid, ...deal }));
        }
        if (path.endsWith('/member/api/reward/')) return 'no rewards here';
        return body;
      },
    });
  });
  afterAll(() => stop(broken));

  it('exits non-zero and names each broken call and field, and the CORS headers left out', async () => {
    const { code, stdout } = await check(broken, { CHECK_TOKEN: BUDI_TOKEN });
    expect(code).toBe(1);
    const block = (call: string) => {
      const start = stdout.indexOf(`FAIL ${call}`);
      expect(start, `${call} fails`).toBeGreaterThanOrEqual(0);
      return stdout.slice(start, stdout.indexOf('\n', stdout.indexOf('\n', start) + 1));
    };
    expect(block('GET API_HOST/v1/member/api/member/0/')).toContain('/account/balance: expected string or number, got object');
    expect(block('GET API_HOST/v1/member/api/deal/ ')).toContain('/0/uid: expected present (required), got missing');
    expect(block('GET API_HOST/v1/member/api/reward/')).toContain('(the answer): expected array or object, got string');
    expect(stdout).toContain('(CORS): expected Access-Control-Allow-Origin for https://portal.example, got missing');
    // A call the browser never makes is not held to CORS.
    expect(stdout).toMatch(/^ok {3}GET API_HOST\/v1\/sales\/api\/store\//m);
    expect(stdout).toMatch(/^ok {3}GET API_HOST\/v1\/directory\/api\/application\/0\//m);
    expect(stdout).toMatch(/\d+ call\(s\) break the contract\./);
  });
});

describe('what the portal calls, and nothing else', () => {
  let pagesByKeyOnly: Server;
  beforeAll(async () => {
    // Pages are read by key only: a backend need not list them, nor anything else the portal never asks.
    pagesByKeyOnly = await backend({
      notOffered: (url) => url.pathname.endsWith('/content/api/content/') && url.searchParams.get('model') === 'page',
    });
  });
  afterAll(() => stop(pagesByKeyOnly));

  it('passes a backend that answers every call the portal makes and not a list of pages', async () => {
    const { code, stdout } = await check(pagesByKeyOnly, { CHECK_TOKEN: BUDI_TOKEN });
    expect(stdout).not.toMatch(/^FAIL/m);
    expect(stdout).not.toContain('(page)');
    expect(stdout).toMatch(/^ok {3}GET API_HOST\/v1\/content\/api\/content\/\{key\}\/ \(page home\) 200$/m);
    expect(code, stdout).toBe(0);
  });
});

describe('the set-up, not the contract', () => {
  let demo: Server;
  let slow: Server;
  beforeAll(async () => {
    demo = await backend();
    // Answers the first calls, then none: the scheme, and everything after it, never comes.
    slow = await backend({ held: (url) => !url.pathname.includes('/directory/') });
  });
  afterAll(() => Promise.all([stop(demo), stop(slow)]));

  it('a closed port is one line naming the host and the cause, exit code 2', async () => {
    const closed = await backend();
    const port = (closed.address() as AddressInfo).port;
    await stop(closed);
    const { code, stdout, stderr } = await check({ port }, { CHECK_TOKEN: BUDI_TOKEN });
    expect(`${stdout}${stderr}`.trim()).toBe(`cannot reach API_HOST http://127.0.0.1:${port}/demo-api (connection refused)`);
    expect(code).toBe(2);
  });

  it('a call without an answer in CHECK_TIMEOUT_MS reads "timed out" and ends the calls to that host, exit code 2', async () => {
    // Long enough for the calls that are answered on a loaded machine (300 ms was not, under load 9).
    const { code, stdout } = await check(slow, { CHECK_TIMEOUT_MS: '1500', CHECK_TOKEN: BUDI_TOKEN });
    const port = (slow.address() as AddressInfo).port;
    expect(stdout).toMatch(/^ok {3}GET API_HOST\/v1\/directory\/api\/business\/0\/ 200$/m);
    expect(stdout).toContain(
      `API_HOST http://127.0.0.1:${port}/demo-api timed out: no answer to GET API_HOST/v1/member/api/scheme/0/ within 1500 ms (CHECK_TIMEOUT_MS); `,
    );
    // AUTH_HOST is on the same origin: its calls are not made either.
    expect(stdout).not.toContain('AUTH_HOST/');
    expect(stdout).not.toMatch(/^FAIL/m);
    expect(stdout).not.toContain('break the contract');
    expect(code).toBe(2);
  });

  it('a key the backend refuses reads "the API key is refused", once, exit code 2', async () => {
    const { code, stdout } = await check(demo, { API_KEY: 'not-the-key', CHECK_TOKEN: BUDI_TOKEN });
    expect(stdout.trim()).toMatch(
      /^the API key is refused: GET API_HOST\/v1\/directory\/api\/application\/0\/ answered 403 \(check API_KEY\); \d+ more call\(s\) not made$/,
    );
    expect(code).toBe(2);
  });

  it("a test member's token the backend refuses reads so, and the calls that need no member are still checked", async () => {
    const { code, stdout } = await check(demo, { CHECK_TOKEN: 'demo.nobody' });
    expect(stdout).toMatch(/^ok {3}GET API_HOST\/v1\/member\/api\/scheme\/0\/ 200$/m);
    expect(stdout).toMatch(
      /^the test member's token is refused: POST AUTH_HOST\/token-info\/ answered 40[13]; \d+ more call\(s\) not made$/m,
    );
    expect(stdout).not.toMatch(/^FAIL/m);
    expect(code).toBe(2);
  });

  it('a wrong variable is named before any call, exit code 2', async () => {
    const { code, stderr } = await check(demo, { CHECK_TIMEOUT_MS: 'soon' });
    expect(stderr.trim()).toBe('CHECK_TIMEOUT_MS is not a number of milliseconds: soon');
    expect(code).toBe(2);
  });
});
