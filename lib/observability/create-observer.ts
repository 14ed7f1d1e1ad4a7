/**
 * The observer the server's hooks report to (observer.mjs): metrics when METRICS_PORT is set, spans when
 * traces are on, and in production a warning for each failed backend call. A part that is off is null,
 * so its hook costs one property read.
 *
 * Not marked `server-only`, which throws outside React's server layer: made by lib/observability/start.ts
 * in the Node server.
 */
import type { ServerResponse } from 'node:http';
import { SpanKind, SpanStatusCode, type Tracer, context, propagation, trace } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { CACHE_STATUS_HEADER } from '@/lib/server/next-internals';
import type { BackendOutcome, Observer } from './observer.mjs';
import { operationId } from './operations';
import type { PortalMetrics } from './metrics';
import { METHOD_LABELS, methodIndex, routeLabel } from './route-label';
import type { CounterSeries, HistogramSeries } from './tally';
import type { KnownRoutes } from '@/lib/server/known-routes';

export interface ObserverParts {
  metrics?: PortalMetrics | null;
  tracer?: Tracer | null;
  logger?: Logger | null;
}

/** Outcomes that are the backend's failure (a 4xx is its answer: an expired token, a refused code). */
export const FAILED_OUTCOMES: ReadonlySet<BackendOutcome> = new Set(['5xx', 'timeout', 'refused', 'transport']);

const HEADER_SETTER = { set: (carrier: Headers, key: string, value: string) => carrier.set(key, value) };

/** What the request hook keeps of an answer until it ends, on the response itself. */
interface Answer {
  start: number;
  url: string;
  method: number;
  routes: KnownRoutes | null;
  guard: boolean;
  front: boolean;
}
const ANSWER = Symbol('portal.answer');
type Measured = ServerResponse & { [ANSWER]?: Answer };

const SOURCES = ['next', 'guard', 'front_copy'] as const;

/**
 * The request path's series, each made once and kept (tally.ts): an answer's count and time are then
 * two map lookups by route, no key string built. Bounded as the labels are.
 */
function requestSeries(metrics: PortalMetrics) {
  const answers = new Map<string, Map<number, CounterSeries>>();
  const times = new Map<string, HistogramSeries[]>();
  return {
    answer(route: string, method: number, status: number, source: number): CounterSeries {
      let byRoute = answers.get(route);
      if (!byRoute) answers.set(route, (byRoute = new Map()));
      const key = (status * METHOD_LABELS.length + method) * SOURCES.length + source;
      let series = byRoute.get(key);
      if (!series) {
        series = metrics.requests.series({ route, method: METHOD_LABELS[method], status: String(status), source: SOURCES[source] });
        byRoute.set(key, series);
      }
      return series;
    },
    time(route: string, method: number): HistogramSeries {
      let byRoute = times.get(route);
      if (!byRoute) times.set(route, (byRoute = []));
      return (byRoute[method] ??= metrics.requestSeconds.series({ route, method: METHOD_LABELS[method] }));
    },
  };
}

export function createObserver({ metrics = null, tracer = null, logger = null }: ObserverParts): Observer {
  const series = metrics && requestSeries(metrics);
  const cacheSeries = metrics && {
    HIT: metrics.pageCache.series({ result: 'hit' }),
    STALE: metrics.pageCache.series({ result: 'stale' }),
    MISS: metrics.pageCache.series({ result: 'miss' }),
    front: metrics.pageCache.series({ result: 'front_copy' }),
  };
  // One listener for every answer, reading what the hook put on it: no closure made per request.
  function answered(this: Measured) {
    const answer = this[ANSWER];
    if (!answer || !series || !cacheSeries) return;
    const status = this.statusCode;
    const route = routeLabel(answer.routes, answer.url, status, answer.guard);
    series.answer(route, answer.method, status, answer.guard ? 1 : answer.front ? 2 : 0).value += 1;
    series.time(route, answer.method).observe((performance.now() - answer.start) / 1000);
    if (answer.front) return;
    const cache = this.getHeader(CACHE_STATUS_HEADER);
    if (cache === 'HIT' || cache === 'STALE' || cache === 'MISS') cacheSeries[cache].value += 1;
  }
  return {
    request: metrics
      ? (req, res, routes, guard) => {
          const answer: Answer = {
            start: performance.now(),
            url: req.url ?? '/',
            method: methodIndex(req.method),
            routes,
            guard,
            front: false,
          };
          (res as Measured)[ANSWER] = answer;
          res.on('finish', answered);
        }
      : null,
    frontCopy: cacheSeries
      ? (res) => {
          const answer = (res as Measured)[ANSWER];
          if (answer) answer.front = true;
          cacheSeries.front.value += 1;
        }
      : null,
    backendCall(service, method, path) {
      const operation = operationId(method, path);
      const start = performance.now();
      const span = tracer?.startSpan(operation, {
        kind: SpanKind.CLIENT,
        attributes: { 'http.request.method': method, 'portal.operation': operation, 'portal.service': service },
      });
      return {
        headers(headers) {
          if (span) propagation.inject(trace.setSpan(context.active(), span), headers, HEADER_SETTER);
        },
        end(outcome) {
          metrics?.backendCalls.inc({ operation, outcome });
          metrics?.backendSeconds.observe({ operation }, (performance.now() - start) / 1000);
          const failed = FAILED_OUTCOMES.has(outcome);
          if (span) {
            span.setAttribute('portal.outcome', outcome);
            if (failed) span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
            span.end();
          }
          if (failed) logger?.warn({ operation, outcome }, `backend call ${operation} failed: ${outcome}`);
        },
      };
    },
    redisCall:
      metrics || tracer
        ? (call) => {
            const span = tracer?.startSpan('redis', {
              kind: SpanKind.CLIENT,
              attributes: call ? { 'db.system': 'redis', 'portal.redis.call': call } : { 'db.system': 'redis' },
            });
            return (failed) => {
              if (failed) metrics?.redisFailures.inc();
              if (span) {
                if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
                span.end();
              }
            };
          }
        : null,
    push: metrics ? (topic, outcome) => metrics.pushes.inc({ topic, outcome }) : null,
    pushSend: tracer
      ? (topic, attempt) => {
          const span = tracer.startSpan('push', {
            kind: SpanKind.CLIENT,
            attributes: { 'portal.topic': topic, 'portal.attempt': attempt },
          });
          return (outcome, status, answeredAt) => {
            span.setAttribute('portal.outcome', outcome);
            if (status) span.setAttribute('http.response.status_code', status);
            if (outcome === 'failed' || outcome === 'retry') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
            span.end(answeredAt);
          };
        }
      : null,
    signInCode: metrics ? (flow, outcome, reason) => metrics.signInCodes.inc(reason ? { flow, outcome, reason } : { flow, outcome }) : null,
    webhook: metrics ? (hook, status) => metrics.webhooks.inc({ hook, status }) : null,
    walletPushes: metrics
      ? (pushed, failed) => {
          if (pushed) metrics.walletPushes.inc({ outcome: 'pushed' }, pushed);
          if (failed) metrics.walletPushes.inc({ outcome: 'failed' }, failed);
        }
      : null,
    account: metrics ? (work, outcome) => metrics.account.inc({ work, outcome }) : null,
  };
}
