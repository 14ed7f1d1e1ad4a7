/**
 * A backend's attempt limits (the `TooMany` response of contract/openapi.yaml): `429 Too Many Requests`
 * with `{"detail"}` and `Retry-After`. The person is told in the backend's words, else in ours, how long to wait.
 */
import type { ApiResult } from './types';

/** How long to wait when a 429 does not say (or the browser may not read `Retry-After`). */
export const DEFAULT_RETRY_SECONDS = 60;

/**
 * The longest wait the portal imposes, whatever `Retry-After` says (a date decades ahead, a number of
 * seconds no one would wait): a day. The backend still refuses an attempt it is not ready for.
 */
export const MAX_WAIT_SECONDS = 24 * 3600;

/** A wait in words: seconds up to a minute, then whole minutes, then whole hours (rounded up). */
export function waitInWords(seconds: number): string {
  if (seconds <= 60) return `${seconds} detik`;
  if (seconds <= 3600) return `${Math.ceil(seconds / 60)} menit`;
  return `${Math.ceil(seconds / 3600)} jam`;
}

/** A wait as a countdown on a button: `60 detik` and below, then `4:59`, then `1:00:00`. */
export function waitCountdown(seconds: number): string {
  if (seconds <= 60) return `${seconds} detik`;
  const pad = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export const tooManyAttempts = (seconds: number) => `Terlalu banyak percobaan. Coba lagi dalam ${waitInWords(seconds)}.`;

export const isTooMany = (result: ApiResult<unknown>) => result.status === 429;

/** Seconds to wait after a 429: at least one, at most a day. */
export const waitSeconds = (result: ApiResult<unknown>) =>
  Math.min(MAX_WAIT_SECONDS, Math.max(1, Math.ceil(result.retryAfter ?? DEFAULT_RETRY_SECONDS)));

/** What to tell the person after a 429: the backend's `detail`, else how long to wait. Null for other answers. */
export function tooManyMessage(result: ApiResult<unknown>): string | null {
  if (!isTooMany(result)) return null;
  const detail = result.problem?.detail ?? result.error;
  return typeof detail === 'string' && detail.trim() ? detail : tooManyAttempts(waitSeconds(result));
}
