// Types of check-backend.mjs for tests/contract/client-calls.test.ts, which runs its calls in-process.
export interface CheckConfig {
  apiHost: string;
  authHost: string;
  apiKey: string;
  token?: string;
  redeem?: string;
  origin?: string;
  timeoutMs?: number;
}

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface CheckResult {
  call: string;
  operationId?: string;
  url?: string;
  status?: number;
  /** `not offered`: an optional call (`x-optional`) the backend answers 404, 405 or 501 to; no failure. */
  result: 'ok' | 'fail' | 'skipped' | 'not offered';
  note?: string;
  problems?: { path: string; expected: string; got: string }[];
  optional?: string[];
}

export interface CheckStop {
  reason: 'unreachable' | 'timed out' | 'key refused' | 'token refused';
  host: 'API_HOST' | 'AUTH_HOST';
  origin: string;
  call: string;
  status?: number;
  cause?: string;
  line: string;
}

export interface CheckReport {
  ok: boolean;
  exitCode: 0 | 1 | 2;
  results: CheckResult[];
  stops: CheckStop[];
}

export function checkBackend(
  config: CheckConfig,
  hooks?: {
    fetchImpl?: FetchLike;
    onStart?: (call: { method: string; path: string; label?: string }) => void;
    onResult?: (result: CheckResult) => void;
    onStop?: (stop: CheckStop) => void;
  },
): Promise<CheckReport>;

export function tokenByPhone(
  config: CheckConfig,
  phone: string,
  options: { fetchImpl?: FetchLike; askCode: (revealed: string | undefined) => string | Promise<string> },
): Promise<string>;

export function formatResult(result: CheckResult): string;

export function configFrom(env: Record<string, string | undefined>): { config?: CheckConfig; error?: string };
