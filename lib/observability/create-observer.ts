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
import { methodLabel, routeLabel } from './route-label';

export interface ObserverParts {
  metrics?: PortalMetrics | null;
  tracer?: Tracer | null;
  logger?: Logger | null;
}

/** Outcomes that are the backend's failure (a 4xx is its answer: an expired token, a refused code). */
export const FAILED_OUTCOMES: ReadonlySet<BackendOutcome> = new Set(['5xx', 'timeout', 'refused', 'transport']);

const HEADER_SETTER = { set: (carrier: Headers, key: string, value: string) => carrier.set(key, value) };

/**
 * prom-client's child of each label set, kept: counting on a child skips hashing and checking the labels
 * on every request (the label sets are bounded, so is this map).
 */
function childrenOf<T>(make: (...values: string[]) => T): (...values: string[]) => T {
  const children = new Map<string, T>();
  return (...values) => {
    const key = values.join('\u0000');
    let child = children.get(key);
    if (!child) children.set(key, (child = make(...values)));
    return child;
  };
}

export function createObserver({ metrics = null, tracer = null, logger = null }: ObserverParts): Observer {
  const frontCopies = new WeakSet<ServerResponse>();
  const answered = metrics && childrenOf((...values) => metrics.requests.labels(...values));
  const answerTime = metrics && childrenOf((...values) => metrics.requestSeconds.labels(...values));
  return {
    request: metrics
      ? (req, res, routes, guard) => {
          const start = performance.now();
          const url = req.url ?? '/';
          const method = methodLabel(req.method);
          res.once('finish', () => {
            const route = routeLabel(routes, url, res.statusCode, guard);
            const front = frontCopies.has(res);
            answered!(route, method, String(res.statusCode), guard ? 'guard' : front ? 'front_copy' : 'next').inc();
            answerTime!(route, method).observe((performance.now() - start) / 1000);
            const cache = front ? undefined : res.getHeader(CACHE_STATUS_HEADER);
            if (cache === 'HIT' || cache === 'STALE' || cache === 'MISS') metrics.pageCache.inc({ result: cache.toLowerCase() });
          });
        }
      : null,
    frontCopy: metrics
      ? (res) => {
          frontCopies.add(res);
          metrics.pageCache.inc({ result: 'front_copy' });
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
