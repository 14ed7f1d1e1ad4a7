/**
 * The server's log in production: JSON lines on stdout (pino), each with its level, time and, while a
 * traced request is under way, its trace id. Every line goes through redact.ts. `next dev` keeps
 * Next's own console.
 *
 * Not marked `server-only`, which throws outside React's server layer: installed by lib/observability/start.ts
 * as the Node server starts.
 */
import { format } from 'node:util';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import pino, { type Logger } from 'pino';
import { SECRET_FIELDS, redact } from './redact';

/** The trace and span of the request under way, when traces are on. */
function traceFields(): Record<string, string> {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? { trace_id: context.traceId, span_id: context.spanId } : {};
}

/** A logger writing JSON lines to `destination` (stdout by default). */
export function jsonLogger(destination: pino.DestinationStream = pino.destination({ dest: 1, sync: true })): Logger {
  return pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: traceFields,
      redact: { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), censor: '[redacted]' },
      hooks: {
        // Every message is redacted, whoever wrote it.
        logMethod(args, method) {
          const [first, ...rest] = args;
          if (typeof first === 'string') return method.apply(this, [redact(format(first, ...rest))]);
          if (rest.length) return method.apply(this, [first as object, redact(format(...rest))]);
          return method.apply(this, args);
        },
      },
    },
    destination,
  );
}

const LEVELS = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error' } as const;

/**
 * Sends console.log/info/debug/warn/error to `logger`: Next's own lines (a render's error) and every
 * library's then come out as JSON lines too, redacted.
 */
export function routeConsole(logger: Logger): void {
  for (const [name, level] of Object.entries(LEVELS)) {
    console[name as keyof typeof LEVELS] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      if (error)
        logger[level]({ err: { type: error.name, message: redact(error.message), stack: redact(error.stack ?? '') } }, format(...args));
      else logger[level](format(...args));
    };
  }
}

let shared: Logger | undefined;

/** The server's logger, once started (lib/observability/start.ts); none in `next dev`. */
export function serverLogger(): Logger | undefined {
  return shared;
}

export function setServerLogger(logger: Logger): void {
  shared = logger;
}
