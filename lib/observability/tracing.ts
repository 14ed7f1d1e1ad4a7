/**
 * Traces over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT: Next's own spans (it reports to the global
 * tracer provider registered here) and the portal's (create-observer.ts), with W3C trace context.
 * Loaded only when the endpoint is set: without it, no SDK is in memory.
 *
 * The Node SDK's parts, not @opentelemetry/sdk-node (its 0.3xx needs Node 22); docs/operations.md.
 *
 * Not marked `server-only`, which throws outside React's server layer: loaded by lib/observability/start.ts.
 */
import { type Tracer, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export interface Tracing {
  tracer: Tracer;
  /** Sends what is still held; called on shutdown. */
  flush(): Promise<void>;
}

export function startTracing(endpoint: string, serviceName: string): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }))],
  });
  // The AsyncLocalStorage context manager and the W3C traceparent propagator, for Next's spans and ours.
  provider.register();
  return { tracer: trace.getTracer('member-portal'), flush: () => provider.forceFlush() };
}
