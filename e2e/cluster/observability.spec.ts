// What a deployed server shows of its work (docs/operations.md): a copy of the cluster build's standalone
// folder run with METRICS_PORT and an OTLP/HTTP receiver of this test's own, behind the cluster's backend
// proxy. A cached page many times, deal pages of many keys, a member page, then the same with getMember
// failing: the metrics name routes and operation ids, the spans reach the receiver with the service's
// name, the backend gets `traceparent`, and the server's lines are JSON with no token in them. A Redis of
// its own: the cluster's may be gone by now (cluster.spec.ts stops it).
import { spawn } from 'node:child_process';
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { copyStandalone, deploymentUser, removeCopy, standaloneCommand } from '../../scripts/standalone-copy.mjs';
import { freePort, startRedisServer } from '../../tests/redis-server';
import { expect, test } from '../support/fixtures';
import { memberPage } from '../support/member-pages';

const STANDALONE = process.env.CLUSTER_STANDALONE;
const BUILD_ENV = (JSON.parse(process.env.CLUSTER_SPARE ?? '{}') as { env?: Record<string, string> }).env;
const CONTROL = process.env.CLUSTER_CONTROL_URL ?? 'http://127.0.0.1:4013';
const BUDI_TOKEN = 'demo.seed-budi-santoso';
const SERVICE = 'portal-e2e';

interface Span {
  name: string;
  traceId: string;
  attributes?: { key: string; value: { stringValue?: string } }[];
}

const control = (path: string, body: unknown = {}) => fetch(`${CONTROL}${path}`, { method: 'POST', body: JSON.stringify(body) });

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A metric's value in Prometheus text for the labels given (each `name="value"`), summed over the rest. */
function valueOf(text: string, metric: string, labels: Record<string, string>): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${metric}{`)) continue;
    if (Object.entries(labels).every(([name, value]) => line.includes(`${name}="${value}"`))) sum += Number(line.split(' ').at(-1));
  }
  return sum;
}

test('a standalone server with METRICS_PORT and traces: routes and operation ids counted, spans exported, traceparent sent, JSON logs without tokens', async () => {
  test.skip(!STANDALONE || !BUILD_ENV, "CLUSTER_STANDALONE names the cluster build's standalone folder (set by scripts/e2e.mjs)");
  test.setTimeout(60_000);
  // The OTLP/HTTP receiver: the exporter's JSON, kept by span.
  const resources: { service?: string; spans: Span[] }[] = [];
  const receiver = createServer(async (req, res) => {
    const body = JSON.parse(await bodyOf(req)) as {
      resourceSpans: { resource: { attributes: Span['attributes'] }; scopeSpans: { spans: Span[] }[] }[];
    };
    for (const { resource, scopeSpans } of body.resourceSpans) {
      const service = resource.attributes?.find((a) => a.key === 'service.name')?.value.stringValue;
      resources.push({ service, spans: scopeSpans.flatMap((scope) => scope.spans) });
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const user = deploymentUser();
  const folder = copyStandalone(STANDALONE!, 'observability-test', user);
  const [port, metricsPort] = [await freePort(), await freePort()];
  const redis = await startRedisServer();
  const [command, ...args] = standaloneCommand(folder, 256, user, process.cwd());
  const server = spawn(command, args, {
    cwd: folder,
    env: {
      ...process.env,
      ...BUILD_ENV,
      REDIS_URL: redis.url,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      METRICS_PORT: String(metricsPort),
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
      OTEL_SERVICE_NAME: SERVICE,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  server.stdout!.on('data', (chunk) => (stdout += chunk));
  server.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const metrics = () => fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text());
  const memberPath = `${new URL(BUILD_ENV!.API_HOST).pathname.replace(/\/$/, '')}/v1/member/api/member/0/`;
  try {
    // Ready, not only live: with Redis connected, so the first request's page lookup is the shared store's
    // (a request before that reads this server's files alone, and the pages after it are front copies).
    await expect
      .poll(
        () =>
          fetch(`${base}/api/health?ready=1`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200);
    // Never on the public port.
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect((await fetch(`${base}/api/metrics`)).status).toBe(404);

    // A cached page many times, until it is served from the page cache (earlier tests may have outdated it).
    let about = 0;
    let hits = 0;
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${base}/about`);
          about += 1;
          if (answer.headers.get('x-nextjs-cache') === 'HIT') hits += 1;
          return about >= 8 && hits >= 2;
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBe(true);
    for (let i = 0; i < 10; i++) await fetch(`${base}/deals/no-such-deal-${i}`);
    await control('/log/clear');
    expect((await memberPage(base, '/member', BUDI_TOKEN)).status).toBe(200);
    // The backend fails on getMember: each failed call counted and logged as that operation's.
    await control('/override', { path: memberPath, status: 500, body: { detail: 'boom' } });
    try {
      await memberPage(base, '/member', BUDI_TOKEN);
    } finally {
      await control('/override/clear');
    }
    // Sign-in codes, as the dialogs report them (the browser asks the auth service itself); garbage refused.
    const report = (body: unknown, site = 'same-origin') =>
      fetch(`${base}/api/sign-in-codes`, { method: 'POST', headers: { 'sec-fetch-site': site }, body: JSON.stringify(body) }).then(
        (r) => r.status,
      );
    expect(await report({ flow: 'login', outcome: 'requested' })).toBe(204);
    expect(await report({ flow: 'login', outcome: 'refused', reason: 'wrong_code' })).toBe(204);
    expect(await report({ flow: 'login', outcome: 'requested', mobile: '081234567890' })).toBe(400);
    expect(await report({ flow: 'login', outcome: 'requested' }, 'cross-site')).toBe(403);
    expect((await fetch(`${base}/api/sign-in-codes`)).status).toBe(405);

    // The member's calls: the cluster's other servers, idle now, send none with a token.
    const calls = ((await (await fetch(`${CONTROL}/log`)).json()) as { url: string; token: boolean; traceparent: string | null }[]).filter(
      (call) => call.token,
    );

    const text = await metrics();
    expect(valueOf(text, 'portal_http_requests_total', { route: '/about', method: 'GET', status: '200' })).toBe(about);
    expect(valueOf(text, 'portal_http_requests_total', { route: '/deals/[uid]' })).toBe(10);
    expect(text).not.toContain('no-such-deal');
    expect(valueOf(text, 'portal_http_requests_total', { route: '/member' })).toBe(2);
    const cache = (result: string) => valueOf(text, 'portal_page_cache_total', { result });
    expect(cache('hit') + cache('front_copy')).toBeGreaterThanOrEqual(hits);
    expect(cache('hit') + cache('front_copy') + cache('stale') + cache('miss')).toBeGreaterThanOrEqual(about);
    expect(valueOf(text, 'portal_backend_calls_total', { operation: 'getMember', outcome: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'portal_backend_calls_total', { operation: 'getMember', outcome: '5xx' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'portal_sign_in_codes_total', { flow: 'login', outcome: 'requested' })).toBe(1);
    expect(valueOf(text, 'portal_sign_in_codes_total', { flow: 'login', outcome: 'refused', reason: 'wrong_code' })).toBe(1);
    expect(text).not.toContain('081234567890');
    expect(text).toMatch(/^portal_nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^portal_nodejs_heap_size_used_bytes /m);

    // Every call to the backend carried the request's trace.
    expect(calls.length).toBeGreaterThan(2);
    for (const call of calls) expect(call.traceparent, call.url).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);

    await expect
      .poll(() => resources.flatMap((r) => r.spans).filter((s) => s.name === 'getMember').length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    expect(new Set(resources.map((r) => r.service))).toEqual(new Set([SERVICE]));
    const spans = resources.flatMap((r) => r.spans);
    // Next's own spans, in the same traces as the backend calls.
    const getMember = spans.filter((s) => s.name === 'getMember');
    const traces = new Set(getMember.map((s) => s.traceId));
    expect(spans.some((s) => s.name !== 'getMember' && traces.has(s.traceId) && s.attributes?.some((a) => a.key.startsWith('next.')))).toBe(
      true,
    );
    expect(calls.some((call) => call.traceparent && [...traces].some((id) => call.traceparent!.includes(id)))).toBe(true);
    // The page cache's Redis calls, in the requests' traces.
    const pageGets = spans.filter((s) => s.name === 'redis' && s.attributes?.some((a) => a.value.stringValue === 'page get'));
    expect(pageGets.length).toBeGreaterThan(0);
    expect(pageGets.some((s) => spans.some((other) => other !== s && other.traceId === s.traceId))).toBe(true);

    // JSON lines on stdout: level and time, the failure once with its operation and the request's trace.
    const lines = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatchObject({ level: expect.any(String), time: expect.any(String) });
    // Redis connected is news, not a warning.
    expect(lines.filter((line) => String(line.msg).includes('Redis connected')).map((line) => line.level)).toEqual(['info']);
    const failures = lines.filter((line) => line.operation === 'getMember');
    expect(failures.length).toBe(valueOf(text, 'portal_backend_calls_total', { operation: 'getMember', outcome: '5xx' }));
    for (const failure of failures) {
      expect(failure).toMatchObject({ level: 'warn', outcome: '5xx', trace_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    }
    expect(traces.has(failures[0].trace_id as string)).toBe(true);
    expect(stdout + stderr).not.toContain(BUDI_TOKEN);

    server.kill('SIGTERM');
    expect(await exited, 'a clean stop').toBe(0);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    await exited;
    await new Promise((resolve) => receiver.close(resolve));
    redis.stop();
    removeCopy(folder);
  }
});
