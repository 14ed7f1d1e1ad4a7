// @vitest-environment node
// vitest: own worker: it sets the process's observer (vitest.config.mts).
// What the server shows of its work (lib/observability, docs/operations.md): requests counted by route
// name, whatever URLs are sent (the number of series stays the same); backend calls by the contract's
// operation id and outcome, with their traceparent; log lines as JSON, with nothing secret in them.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { Writable } from 'node:stream';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { HttpResponse, delay, http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { request } from '@/lib/api/http';
import type { ApiErrorBody } from '@/lib/api/types';
import { readObservabilityConfig, resetConfigCache } from '@/lib/config';
import { createObserver } from '@/lib/observability/create-observer';
import { jsonLogger, routeConsole } from '@/lib/observability/log';
import { createMetrics } from '@/lib/observability/metrics';
import { setObserver } from '@/lib/observability/observer.mjs';
import { OPERATIONS, operationId } from '@/lib/observability/operations';
import { redact } from '@/lib/observability/redact';
import { NOT_FOUND_ROUTE, REDIRECT_ROUTE, routeLabel } from '@/lib/observability/route-label';
import { countSignInCode } from '@/lib/observability/sign-in-codes';
import { CODE_FLOWS, CODE_REFUSALS, codeReportOf } from '@/lib/rules/sign-in-codes';
import { knownRoutesFrom } from '@/lib/server/known-routes';
import { server } from '../msw-server';

const ROUTES = knownRoutesFrom(
  {
    staticRoutes: [{ page: '/' }, { page: '/about' }, { page: '/deals' }, { page: '/member' }],
    dynamicRoutes: [
      { page: '/deals/[uid]', regex: '^/deals/([^/]+?)(?:/)?$' },
      { page: '/blog/[key]', regex: '^/blog/([^/]+?)(?:/)?$' },
    ],
  },
  ['/icons/icon-192.png'],
)!;

/** A request and its answer, as the guard's hook sees them: the answer ends with `status`. */
function exchange(url: string, method = 'GET', cache?: string) {
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    getHeader: (name: string) => (name === 'x-nextjs-cache' ? cache : undefined),
  });
  return { req: { url, method } as IncomingMessage, res: res as unknown as ServerResponse & EventEmitter };
}

async function series(metrics: ReturnType<typeof createMetrics>, name: string) {
  const metric = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === name);
  return metric?.values ?? [];
}

describe('route names', () => {
  it('label a request by its route, never its path', () => {
    expect(routeLabel(ROUTES, '/deals/abc-123?x=1', 200)).toBe('/deals/[uid]');
    expect(routeLabel(ROUTES, '/about/', 200)).toBe('/about');
    expect(routeLabel(ROUTES, '/icons/icon-192.png', 200)).toBe('(public file)');
    expect(routeLabel(ROUTES, '/_next/static/chunks/a.js', 200)).toBe('/_next/static');
    expect(routeLabel(ROUTES, '/no/such/page', 404)).toBe(NOT_FOUND_ROUTE);
    expect(routeLabel(ROUTES, '//evil.example/x', 308, true)).toBe(REDIRECT_ROUTE);
    expect(routeLabel(ROUTES, '*', 400, true)).toBe('(bad request)');
  });

  it('keep the number of series the same whatever URLs are sent (10,000 distinct ones)', async () => {
    const metrics = createMetrics();
    const observer = createObserver({ metrics });
    const send = (url: string, method: string, status: number, cache?: string) => {
      const { req, res } = exchange(url, method, cache);
      observer.request!(req, res, ROUTES, false);
      res.statusCode = status;
      res.emit('finish');
    };
    const round = (n: number) => {
      send(`/deals/deal-${n}`, 'GET', 200, n % 2 ? 'HIT' : 'STALE');
      send(`/unknown-${n}/x?utm=${n}`, 'GET', 404);
      send(`/blog/post-${n}`, n % 3 ? 'GET' : `M${n}`, 200, 'MISS');
      send(`/about?q=${n}`, 'HEAD', 200);
    };
    for (let n = 0; n < 10; n++) round(n);
    const before = (await series(metrics, 'portal_http_requests_total')).length;
    const histogram = (await series(metrics, 'portal_http_request_duration_seconds')).length;
    for (let n = 10; n < 10_000; n++) round(n);
    const requests = await series(metrics, 'portal_http_requests_total');
    expect(requests.length).toBe(before);
    expect((await series(metrics, 'portal_http_request_duration_seconds')).length).toBe(histogram);
    expect(requests.map((value) => value.labels.route).sort()).toEqual(
      expect.arrayContaining(['/about', '/blog/[key]', '/deals/[uid]', NOT_FOUND_ROUTE]),
    );
    expect(new Set(requests.map((value) => value.labels.method))).toEqual(new Set(['GET', 'HEAD', 'other']));
    expect(requests.find((value) => value.labels.route === '/deals/[uid]')?.value).toBe(10_000);
    const cache = Object.fromEntries((await series(metrics, 'portal_page_cache_total')).map((value) => [value.labels.result, value.value]));
    // Every result's series is there from the start, at 0 until counted.
    expect(cache).toEqual({ hit: 5000, stale: 5000, miss: 10_000, front_copy: 0 });
  });

  it('time answers in cumulative buckets, in the Prometheus text format', async () => {
    const metrics = createMetrics();
    const series = metrics.requestSeconds.series({ route: '/about', method: 'GET' });
    for (const seconds of [0.0005, 0.003, 0.003, 20]) series.observe(seconds);
    const lines = (await metrics.registry.metrics()).split('\n').filter((line) => line.includes('route="/about"'));
    const at = (le: string) => lines.find((line) => line.includes(`le="${le}"`))?.split(' ')[1];
    expect([at('0.001'), at('0.005'), at('10'), at('+Inf')]).toEqual(['1', '3', '3', '4']);
    expect(lines).toContain('portal_http_request_duration_seconds_count{route="/about",method="GET"} 4');
    expect(lines.find((line) => line.startsWith('portal_http_request_duration_seconds_sum'))).toMatch(/ 20\.006\d*$/);
  });

  it('count front copies as such', async () => {
    const metrics = createMetrics();
    const observer = createObserver({ metrics });
    const { req, res } = exchange('/about', 'GET', 'HIT');
    observer.request!(req, res, ROUTES, false);
    observer.frontCopy!(res);
    res.emit('finish');
    expect((await series(metrics, 'portal_page_cache_total')).filter((v) => v.value).map((v) => [v.labels.result, v.value])).toEqual([
      ['front_copy', 1],
    ]);
    expect((await series(metrics, 'portal_http_requests_total'))[0].labels).toMatchObject({ route: '/about', source: 'front_copy' });
  });
});

describe('operation ids', () => {
  it("are the contract's, every one", () => {
    const contract = parse(readFileSync('contract/openapi.yaml', 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const listed = Object.entries(contract.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation?.operationId)
        .map(([method, operation]) => [method.toUpperCase(), path, operation.operationId]),
    );
    expect([...OPERATIONS].map((op) => [...op]).sort()).toEqual(listed.sort());
  });

  it('name a call by its method and path, keys and queries aside', () => {
    expect(operationId('GET', 'member/api/member/0/')).toBe('getMember');
    expect(operationId('GET', 'member/api/deal/my_deals/?page=2')).toBe('listMyDeals');
    expect(operationId('GET', 'member/api/deal/dl-7/')).toBe('getDeal');
    expect(operationId('POST', 'member/api/deal/dl-7/redeem/')).toBe('redeemDeal');
    expect(operationId('PUT', 'member/api/member/0/consent/')).toBe('updateConsents');
    expect(operationId('GET', 'member/api/member/0/consent/')).toBe('listConsents');
    expect(operationId('GET', 'no/such/call/')).toBe('other');
  });
});

describe('backend calls', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const origin = 'http://backend.test';
  const seen: { url: string; traceparent: string | null }[] = [];
  const lines: string[] = [];
  const metrics = createMetrics();
  const note = ({ request }: { request: Request }) => void seen.push({ url: request.url, traceparent: request.headers.get('traceparent') });

  let closed = '';
  beforeAll(async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closed = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    await new Promise((resolve) => probe.close(resolve));
    trace.setGlobalTracerProvider(provider);
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    const logger = jsonLogger(new Writable({ write: (chunk, _, done) => (lines.push(...String(chunk).trim().split('\n')), done()) }));
    setObserver(createObserver({ metrics, tracer: provider.getTracer('test'), logger }));
    server.events.on('request:start', note);
  });
  beforeEach(() => {
    vi.stubEnv('API_HOST', origin);
    vi.stubEnv('AUTH_HOST', `${origin}/auth`);
    resetConfigCache();
    server.use(
      http.get(`${origin}/v1/member/api/deal/`, () => HttpResponse.json({ results: [] })),
      http.get(`${origin}/v1/member/api/member/0/`, () => HttpResponse.json({ detail: 'down' }, { status: 503 })),
      http.get(`${origin}/v1/sales/api/store/`, async () => (await delay(200), HttpResponse.json({ results: [] }))),
      // A closed port: the connection is refused.
      http.get(`${closed}/*`, () => passthrough()),
    );
  });
  afterAll(() => {
    server.events.removeListener('request:start', note);
    setObserver(undefined);
    vi.unstubAllEnvs();
    resetConfigCache();
    trace.disable();
    context.disable();
    propagation.disable();
  });
  afterEach(() => void exporter.reset());

  it('are counted by operation id and outcome, traced, with traceparent, and a failure logged once', async () => {
    expect((await request('member/api/deal/', { revalidate: 0 })).ok).toBe(true);
    // A GET meeting a 503 is tried again: one call, counted and logged once.
    expect((await request('member/api/member/0/', { token: 'secret.member-token' })).status).toBe(503);
    const calls = Object.fromEntries(
      (await series(metrics, 'portal_backend_calls_total')).map((v) => [`${v.labels.operation} ${v.labels.outcome}`, v.value]),
    );
    expect(calls).toEqual({ 'listDeals 2xx': 1, 'getMember 5xx': 1 });
    expect(seen.map((call) => new URL(call.url).pathname)).toEqual(['/v1/member/api/deal/', ...Array(2).fill('/v1/member/api/member/0/')]);
    for (const call of seen) expect(call.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => span.name)).toEqual(['listDeals', 'getMember']);
    expect(seen[1].traceparent).toContain(spans[1].spanContext().spanId);
    const warned = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.level === 'warn');
    expect(warned).toEqual([expect.objectContaining({ operation: 'getMember', outcome: '5xx', time: expect.any(String) })]);
    expect(lines.join('\n')).not.toContain('secret.member-token');
  });

  it('that get no answer are a timeout or refused', async () => {
    expect((await request('sales/api/store/', { revalidate: 0, timeoutMs: 1, query: { slow: 1 } })).ok).toBe(false);
    vi.stubEnv('API_HOST', closed);
    resetConfigCache();
    expect((await request('content/api/content/', { revalidate: 0 })).ok).toBe(false);
    const outcomes = (await series(metrics, 'portal_backend_calls_total')).map((v) => `${v.labels.operation} ${v.labels.outcome}`);
    expect(outcomes).toEqual(expect.arrayContaining(['listStores timeout', 'listContent refused']));
  });
});

describe('sign-in codes', () => {
  const answer = (status: number, problem?: ApiErrorBody) => ({ ok: status < 300, status, data: status < 300 ? {} : undefined, problem });

  it("are reported as a flow, an outcome and a refusal's reason, from the auth service's answer", () => {
    expect(codeReportOf('login', 'request', answer(200))).toEqual({ flow: 'login', outcome: 'requested' });
    expect(codeReportOf('login', 'request', answer(400, { address: { code: 'not-found' } }))).toMatchObject({ reason: 'not_registered' });
    expect(codeReportOf('register', 'request', answer(400, { address: { code: 'exists' } }))).toMatchObject({ reason: 'number_taken' });
    expect(codeReportOf('register', 'request', answer(429))).toEqual({ flow: 'register', outcome: 'refused', reason: 'too_many' });
    expect(codeReportOf('login', 'check', answer(400))).toEqual({ flow: 'login', outcome: 'refused', reason: 'wrong_code' });
    expect(codeReportOf('register', 'check', answer(400, { email: ['Email sudah digunakan'] }))).toMatchObject({ reason: 'other' });
    expect(codeReportOf('login', 'check', answer(503))).toEqual({ flow: 'login', outcome: 'failed' });
    expect(codeReportOf('login', 'request', { ok: false, status: 500, data: undefined, error: 'fetch failed' })).toMatchObject({
      outcome: 'failed',
    });
    // A code accepted starts a session: no code event.
    expect(codeReportOf('login', 'check', answer(200))).toBeNull();
  });

  it("are counted from the portal's own pages only, each label from its list, anything else refused", async () => {
    const metrics = createMetrics();
    setObserver(createObserver({ metrics }));
    const send = async (body: string, site = 'same-origin') =>
      (
        await countSignInCode(
          new Request('http://portal.test/api/sign-in-codes', { method: 'POST', headers: { 'sec-fetch-site': site }, body }),
        )
      ).status;
    try {
      for (let n = 0; n < 1000; n++) {
        for (const flow of CODE_FLOWS) {
          expect(await send(JSON.stringify({ flow, outcome: 'requested' }))).toBe(204);
          expect(await send(JSON.stringify({ flow, outcome: 'refused', reason: CODE_REFUSALS[n % CODE_REFUSALS.length] }))).toBe(204);
        }
      }
      expect(await send(JSON.stringify({ flow: 'login', outcome: 'failed' }))).toBe(204);
      const refused = [
        [JSON.stringify({ flow: 'login', outcome: 'requested' }), 'cross-site', 403],
        [JSON.stringify({ flow: 'login', outcome: 'requested', mobile: '081234567890' }), 'same-origin', 400],
        [JSON.stringify({ flow: 'login', outcome: 'refused', reason: 'code 123456' }), 'same-origin', 400],
        [JSON.stringify({ flow: 'login', outcome: 'refused' }), 'same-origin', 400],
        [JSON.stringify({ flow: 'login', outcome: 'requested', reason: 'too_many' }), 'same-origin', 400],
        [JSON.stringify({ flow: 'admin', outcome: 'requested' }), 'same-origin', 400],
        [JSON.stringify([{ flow: 'login', outcome: 'requested' }]), 'same-origin', 400],
        ['flow=login', 'same-origin', 400],
        [JSON.stringify({ flow: 'login', outcome: 'requested', pad: 'x'.repeat(300) }), 'same-origin', 413],
      ] as const;
      for (const [body, site, status] of refused) expect(await send(body, site), body).toBe(status);
    } finally {
      setObserver(undefined);
    }
    const values = await series(metrics, 'portal_sign_in_codes_total');
    // Two flows, each requested, failed or refused for one of five reasons: at most 14 series.
    expect(values.length).toBe(2 + 2 * CODE_REFUSALS.length + 1);
    const of = (labels: Record<string, string>) =>
      values.filter((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x)).reduce((sum, v) => sum + v.value, 0);
    expect(of({ flow: 'login', outcome: 'requested' })).toBe(1000);
    expect(of({ flow: 'register', outcome: 'refused' })).toBe(1000);
    expect(of({ flow: 'login', outcome: 'refused', reason: 'wrong_code' })).toBe(200);
    expect(of({ outcome: 'failed' })).toBe(1);
  });
});

describe('log lines', () => {
  it('never carry a token, a code or a phone number', () => {
    expect(redact('Jwt eyJhbGciOi.eyJzdWIiOjF9.abc sent')).toBe('Jwt [redacted] sent');
    expect(redact('Authorization: Bearer s3cret-value')).not.toContain('s3cret');
    expect(redact('POST /x?otp_code=123456&mobile=081234567890')).toBe('POST /x?otp_code=[redacted]&mobile=[redacted]');
    expect(redact('{"token":"demo.seed-budi-santoso","name":"Budi"}')).toBe('{"token":"[redacted]","name":"[redacted]"}');
    expect(redact('code 482913 sent to +62 812-3456-7890')).toBe('code [redacted] sent to [redacted]');
    expect(redact('cookie __goapp_token=abc.def; other=1')).toContain('__goapp_token=[redacted]');
    expect(redact('Timed out after 2000 ms on port 3000')).toBe('Timed out after 2000 ms on port 3000');
  });

  it('are JSON with level and time, console lines included, secrets redacted', () => {
    const lines: string[] = [];
    const saved = { ...console };
    const logger = jsonLogger(new Writable({ write: (chunk, _, done) => (lines.push(String(chunk).trim()), done()) }));
    routeConsole(logger);
    try {
      console.warn('[push] sent to %s', '081234567890');
      console.error(new Error('refused Jwt demo.seed-budi-santoso'));
      logger.info({ token: 'demo.seed-budi-santoso', member: { name: 'Budi Santoso' } }, 'signed in');
    } finally {
      Object.assign(console, saved);
    }
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.map((line) => line.level)).toEqual(['warn', 'error', 'info']);
    for (const line of parsed) expect(Date.parse(line.time as string)).not.toBeNaN();
    const text = lines.join('\n');
    for (const secret of ['081234567890', 'demo.seed-budi-santoso', 'Budi Santoso']) expect(text).not.toContain(secret);
  });
});

describe('configuration', () => {
  it('reads METRICS_PORT and the OTLP endpoint, refusing a bad one by name', () => {
    expect(readObservabilityConfig({})).toEqual({ serviceName: 'member-portal' });
    expect(
      readObservabilityConfig({ METRICS_PORT: '9464', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318/', OTEL_SERVICE_NAME: 'p' }),
    ).toEqual({
      metricsPort: 9464,
      otlpEndpoint: 'http://c:4318',
      serviceName: 'p',
    });
    expect(() => readObservabilityConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
    expect(() => readObservabilityConfig({ METRICS_PORT: '3000' })).toThrow(/public port/);
    expect(() => readObservabilityConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });
});
