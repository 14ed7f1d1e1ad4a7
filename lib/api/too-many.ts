/**
 * A backend's attempt limits (API.md, "Errors"): `429 Too Many Requests` with `{"detail"}` and
 * `Retry-After`. The person is told in the backend's words, else in ours, how long to wait.
 */
import type { ApiResult } from './types';

/** How long to wait when a 429 does not say (or the browser may not read `Retry-After`). */
export const DEFAULT_RETRY_SECONDS = 60;

export const tooManyAttempts = (seconds: number) => `Terlalu banyak percobaan. Coba lagi dalam ${seconds} detik.`;

export const isTooMany = (result: ApiResult<unknown>) => result.status === 429;

/** Seconds to wait after a 429. */
export const waitSeconds = (result: ApiResult<unknown>) => Math.max(1, Math.ceil(result.retryAfter ?? DEFAULT_RETRY_SECONDS));

/** What to tell the person after a 429: the backend's `detail`, else how long to wait. Null for other answers. */
export function tooManyMessage(result: ApiResult<unknown>): string | null {
  if (!isTooMany(result)) return null;
  const detail = result.problem?.detail ?? result.error;
  return typeof detail === 'string' && detail.trim() ? detail : tooManyAttempts(waitSeconds(result));
}
