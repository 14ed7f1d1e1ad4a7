import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KnownRoutes } from '@/lib/server/known-routes';

/** How a backend call ended: its status class, or no answer. */
export type BackendOutcome = '2xx' | '3xx' | '4xx' | '5xx' | 'timeout' | 'refused' | 'transport';

/** One backend call, from its first attempt to its result. */
export interface BackendCall {
  /** Adds the trace's `traceparent` to an attempt's headers (when traces are on). */
  headers(headers: Headers): void;
  end(outcome: BackendOutcome): void;
}

export type PushOutcome = 'sent' | 'failed' | 'removed' | 'limited';
/** One push on the wire, as its push service answered: `retry` when it is tried again. */
export type PushSendOutcome = 'sent' | 'gone' | 'failed' | 'retry';
export type AccountWork = 'data_copy' | 'deletion';

/** Each part is null when what it reports is not measured (METRICS_PORT or traces unset). */
export interface Observer {
  /** A request as the server guard met it (`req.url` still as sent); `guard`: the guard answers it itself. */
  request: ((req: IncomingMessage, res: ServerResponse, routes: KnownRoutes | null, guard: boolean) => void) | null;
  /** The answer is a front copy (lib/server/front-copies.ts). */
  frontCopy: ((res: ServerResponse) => void) | null;
  /** A server call to the backend (`service`: api or auth; `path` relative to its base). Always set: failures are logged. */
  backendCall: (service: string, method: string, path: string) => BackendCall;
  /**
   * A Redis call (lib/server/redis-call.ts; the page cache's, lib/page-cache/shared-store.mjs, named by
   * what it does: `page get`, …); the callback says whether it failed.
   */
  redisCall: ((call?: string) => (failed: boolean) => void) | null;
  /** A reminder's outcome for a device. */
  push: ((topic: string, outcome: PushOutcome) => void) | null;
  /** One push from its request to the push service's answer (`answeredAt`: performance.now() then); the callback ends it. */
  pushSend: ((topic: string, attempt: number) => (outcome: PushSendOutcome, status?: number, answeredAt?: number) => void) | null;
  /** A one-time code the sign-in dialogs reported (lib/rules/sign-in-codes.ts). */
  signInCode: ((flow: string, outcome: string, reason?: string) => void) | null;
  /** A webhook route's answer (`hook`: revalidate, wallet, push). */
  webhook: ((hook: string, status: number) => void) | null;
  /** Apple Wallet pass updates pushed and failed. */
  walletPushes: ((pushed: number, failed: number) => void) | null;
  /** A data copy or a deletion: done, refused (by the portal's limit or the backend), or failed. */
  account: ((work: AccountWork, outcome: 'done' | 'refused' | 'failed') => void) | null;
}

export function observer(): Observer | undefined;
export function setObserver(value: Observer | undefined): void;
