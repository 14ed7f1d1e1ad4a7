/**
 * The server's Prometheus metrics (prom-client), served on METRICS_PORT alone (docs/operations.md for
 * what each means). Every label takes values from a bounded set: a route's name, a method, a status, an
 * operation id, a topic, an outcome; never a path or a member.
 *
 * Not marked `server-only`, which throws outside React's server layer: loaded by lib/observability/start.ts
 * in the Node server, only when METRICS_PORT is set.
 */
import { createServer, type Server } from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { leaveUnguarded } from '@/lib/server/next-internals';
import { CounterTally, HistogramTally } from './tally';

/** Seconds: from a front copy's fraction of a millisecond to a render that waited out the backend's 2 s twice. */
const REQUEST_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BACKEND_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4];

export type PortalMetrics = ReturnType<typeof createMetrics>;

export function createMetrics(registry = new Registry()) {
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  const of = <T extends string>(name: string, help: string, labelNames: readonly T[]) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  return {
    registry,
    // The request path's: counted in plain numbers (tally.ts).
    requests: new CounterTally(
      'portal_http_requests_total',
      'Answers, by route name, method, status and who answered (next, guard, front_copy).',
      registry,
    ),
    requestSeconds: new HistogramTally(
      'portal_http_request_duration_seconds',
      'Time from a request to the end of its answer, by route name and method.',
      REQUEST_BUCKETS,
      registry,
    ),
    pageCache: new CounterTally(
      'portal_page_cache_total',
      'Cached pages answered: hit, stale, miss (Next rendered), front_copy.',
      registry,
    ),
    backendCalls: of('portal_backend_calls_total', "Server calls to the backend by the contract's operation id and outcome.", [
      'operation',
      'outcome',
    ]),
    backendSeconds: new Histogram({
      name: 'portal_backend_call_duration_seconds',
      help: 'Backend call time (its retry included), by operation id.',
      labelNames: ['operation'],
      buckets: BACKEND_BUCKETS,
      registers: [registry],
    }),
    redisFailures: of('portal_redis_failures_total', 'Redis commands that failed, timed out or met Redis down.', []),
    webhooks: of('portal_webhooks_total', 'Webhook calls by hook (revalidate, wallet, push) and status.', ['hook', 'status']),
    pushes: of('portal_push_total', 'Reminders by topic and outcome (sent, failed, removed, limited).', ['topic', 'outcome']),
    walletPushes: of('portal_wallet_pushes_total', 'Apple Wallet pass update pushes by outcome.', ['outcome']),
    signInCodes: of(
      'portal_sign_in_codes_total',
      'One-time codes of sign-in and registration, as the dialogs report them: requested, refused (by reason), failed.',
      ['flow', 'outcome', 'reason'],
    ),
    account: of('portal_account_total', 'Data copies and deletions by outcome (done, refused, failed).', ['work', 'outcome']),
  };
}

/** Serves `registry` at GET /metrics on `port`; anything else is a 404. */
export function serveMetrics(registry: Registry, port: number, host?: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(req.method === 'HEAD' ? undefined : text),
      () => res.writeHead(500).end(),
    );
  });
  // Not the server guard's: its paths are not the build's, its requests not the site's.
  leaveUnguarded(server);
  // Never keeps the process alive: a SIGTERM's clean stop waits for the public server alone.
  server.unref();
  return new Promise((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve(server)));
}
