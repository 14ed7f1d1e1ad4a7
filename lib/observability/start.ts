/**
 * Starts what the server shows of its work (docs/operations.md), before it answers any request: JSON logs
 * in production, metrics with METRICS_PORT, traces with OTEL_EXPORTER_OTLP_ENDPOINT. Each part is loaded
 * only when on.
 *
 * Not marked `server-only`, which throws outside React's server layer: run by lib/server/server-start.ts.
 */
import { readObservabilityConfig } from '@/lib/config';
import { setObserver } from './observer.mjs';

export async function startObservability(env: Record<string, string | undefined> = process.env): Promise<void> {
  const config = readObservabilityConfig(env);
  const production = env.NODE_ENV === 'production';
  let logger = null;
  if (production) {
    const { jsonLogger, routeConsole, setServerLogger } = await import('./log');
    logger = jsonLogger();
    setServerLogger(logger);
    routeConsole(logger);
  }
  const tracing = config.otlpEndpoint ? (await import('./tracing')).startTracing(config.otlpEndpoint, config.serviceName) : null;
  let metrics = null;
  if (config.metricsPort) {
    const { createMetrics, serveMetrics } = await import('./metrics');
    metrics = createMetrics();
    try {
      await serveMetrics(metrics.registry, config.metricsPort);
    } catch (error) {
      console.error(`\n✖ METRICS_PORT ${config.metricsPort}: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    }
  }
  if (!logger && !tracing && !metrics) return;
  const { createObserver } = await import('./create-observer');
  setObserver(createObserver({ metrics, tracer: tracing?.tracer, logger }));
  if (tracing) process.once('SIGTERM', () => void tracing.flush());
}
