/** Expiry dates of vouchers and points: when something stops being valid, and which expires first. */
import { instantOf } from '@/lib/format/display';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant, in epoch ms, at which something valid until `iso` expires (NaN when unknown). A bare date is valid to the end of that day. */
export function expiryInstant(iso: string | null | undefined): number {
  const at = iso?.trim() ?? '';
  const time = instantOf(at);
  return /^\d{4}-\d{2}-\d{2}$/.test(at) ? time + DAY_MS : time;
}

/** True once something valid until `iso` has expired (a date alone lasts to the end of that day); no or unreadable end: never. */
export function hasEnded(iso: string | null | undefined, now: number = Date.now()): boolean {
  return expiryInstant(iso) <= now;
}

/**
 * The entry that expires first among those not yet expired, with the points of every entry expiring that
 * same day added up: null points when one of them cannot be read (a sum without it would say too few).
 */
export function soonestExpiring<T extends { points: number | null; expiresAt: string }>(entries: T[], now: number): T | null {
  const future = entries.filter((e) => expiryInstant(e.expiresAt) > now);
  if (future.length === 0) return null;
  const first = future.reduce((a, b) => (expiryInstant(b.expiresAt) < expiryInstant(a.expiresAt) ? b : a));
  const day = (e: T) => e.expiresAt.slice(0, 10);
  const points = future
    .filter((e) => day(e) === day(first))
    .reduce<number | null>((sum, e) => (sum === null || e.points === null ? null : sum + e.points), 0);
  return { ...first, points };
}
