import { waitInWords } from '@/lib/api/too-many';
import { answer } from './answers';
import { getDemoStore } from './state';

/** Like a careful backend: per number, at most this many OTP requests and wrong codes in the window. */
export const ATTEMPT_WINDOW_MS = 10 * 60 * 1000;
export const ATTEMPT_LIMITS = { 'otp-request': 5, 'wrong-code': 5 } as const;
export type AttemptLimit = keyof typeof ATTEMPT_LIMITS;
/** Numbers remembered at once; the oldest is forgotten first, so sprayed numbers cannot grow the store. */
const MAX_TRACKED_ADDRESSES = 10_000;

const LIMIT_DETAIL: Record<AttemptLimit, (seconds: number) => string> = {
  'otp-request': (s) => `Terlalu banyak permintaan kode OTP untuk nomor ini. Coba lagi dalam ${waitInWords(s)}.`,
  'wrong-code': (s) => `Terlalu banyak kode OTP yang salah. Coba lagi dalam ${waitInWords(s)}.`,
};

function recentAttempts(limit: AttemptLimit, address: string, now: number): number[] {
  const attempts = getDemoStore().attempts;
  const key = `${limit}:${address}`;
  const times = (attempts.get(key) ?? []).filter((t) => now - t < ATTEMPT_WINDOW_MS);
  if (times.length) attempts.set(key, times);
  else attempts.delete(key);
  return times;
}

/** 429 with Retry-After when `address` has used up `limit` in the window; null while attempts remain. */
export function overLimit(limit: AttemptLimit, address: string) {
  const now = Date.now();
  const times = recentAttempts(limit, address, now);
  if (times.length < ATTEMPT_LIMITS[limit]) return null;
  const seconds = Math.max(1, Math.ceil((times[0] + ATTEMPT_WINDOW_MS - now) / 1000));
  return answer({ detail: LIMIT_DETAIL[limit](seconds) }, 429, { 'Retry-After': String(seconds) });
}

export function countAttempt(limit: AttemptLimit, address: string): void {
  const now = Date.now();
  const times = recentAttempts(limit, address, now);
  const attempts = getDemoStore().attempts;
  attempts.delete(`${limit}:${address}`);
  attempts.set(`${limit}:${address}`, [...times, now]);
  // A Map keeps insertion order: the first key is the one touched longest ago.
  while (attempts.size > MAX_TRACKED_ADDRESSES) attempts.delete(attempts.keys().next().value!);
}
