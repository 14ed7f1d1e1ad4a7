/**
 * Display formatting in Indonesian style, done by hand: the runtime's ICU may lack id-ID
 * (small Node builds), and server and browser must render the same text to hydrate.
 */

export { formatDealPrice, formatPoints, formatPointsLabel, formatRupiah, POINTS_UNREADABLE } from '@/lib/format/number';
import { groupThousands, toNumber } from '@/lib/format/number';

const MONTHS_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** Asia/Jakarta is UTC+7 all year (no daylight saving), so a fixed offset is exact. */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

function validDate(year: number, month: number, day: number): boolean {
  const check = new Date(Date.UTC(year, month - 1, day));
  // Rejects 2026-02-30 and friends, which Date would roll over into March.
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

/** ISO 8601 date, optional time, optional zone (Z, +07:00 or +0700); "T" or a space between. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * The instant an ISO time names, in epoch ms, or NaN. Read by hand rather than with Date.parse,
 * which reads zone-less times in the runtime's zone and differs between engines on the space
 * separator and "+0700". A time without a zone (or a bare date) is Jakarta wall-clock time.
 */
export function instantOf(iso: string | null | undefined): number {
  const m = typeof iso === 'string' ? ISO_DATE.exec(iso.trim()) : null;
  if (!m) return NaN;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!validDate(year, month, day)) return NaN;
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return NaN;
  const zone = m[7];
  let offsetMs = JAKARTA_OFFSET_MS;
  if (zone && zone.toUpperCase() === 'Z') offsetMs = 0;
  else if (zone) {
    const digits = zone.slice(1).replace(':', '');
    offsetMs = (zone[0] === '-' ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  return Date.UTC(year, month - 1, day, hour, minute, second) - offsetMs;
}

/** The calendar date and wall-clock time in Asia/Jakarta of an ISO time, or null. */
function dateParts(iso: string): { year: number; month: number; day: number; hour: number; minute: number } | null {
  const time = instantOf(iso);
  if (Number.isNaN(time)) return null;
  const jakarta = new Date(time + JAKARTA_OFFSET_MS);
  return {
    year: jakarta.getUTCFullYear(),
    month: jakarta.getUTCMonth() + 1,
    day: jakarta.getUTCDate(),
    hour: jakarta.getUTCHours(),
    minute: jakarta.getUTCMinutes(),
  };
}

/** The year in Asia/Jakarta at `now` (the footer's copyright): a new year there begins at 17.00 UTC. */
export function yearInJakarta(now: number = Date.now()): number {
  return new Date(now + JAKARTA_OFFSET_MS).getUTCFullYear();
}

/**
 * `"2026-11-21T03:00:00Z"` → `"21 November 2026"`: the calendar date in Asia/Jakarta
 * (the brand's home zone), the same on server and browser. Invalid or empty → `''`.
 */
export function formatDate(iso: string | null | undefined): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const parts = dateParts(iso);
  return parts ? `${parts.day} ${MONTHS_ID[parts.month - 1]} ${parts.year}` : '';
}

/** `"2026-11-21T03:00:00Z"` → `"November 2026"` (Jakarta); invalid or empty → `''`. */
export function formatMonth(iso: string | null | undefined): string {
  const parts = typeof iso === 'string' ? dateParts(iso) : null;
  return parts ? `${MONTHS_ID[parts.month - 1]} ${parts.year}` : '';
}

/** A points change with its sign: `+2.500`, `−2.000` (a real minus sign), `0`. */
export function formatSignedPoints(value: number | string): string {
  const whole = Math.trunc(toNumber(value));
  if (whole === 0) return '0';
  return whole > 0 ? `+${groupThousands(whole)}` : `\u2212${groupThousands(-whole)}`;
}

/** `"2026-11-22T12:05:00Z"` → `"22 November 2026 19.05"`: date and time in Asia/Jakarta. Invalid → `''`. */
export function formatDateTime(iso: string | null | undefined): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const parts = dateParts(iso);
  if (!parts) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parts.day} ${MONTHS_ID[parts.month - 1]} ${parts.year} ${pad(parts.hour)}.${pad(parts.minute)}`;
}

/** First and last name as one line; `''` when there is neither. */
export function formatFullName(user: { first_name?: string; last_name?: string } | null | undefined): string {
  return [user?.first_name, user?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The name a member is shown by (the header's chip, the member card, a Wallet pass): the full name, else one `kept` on the device, else `Member`. */
export function formatMemberName(user: { first_name?: string; last_name?: string } | null | undefined, kept?: string): string {
  return formatFullName(user) || kept || 'Member';
}

/**
 * A period in Indonesian, the shared parts said once: `1 November – 31 Desember 2026`,
 * `1 – 30 November 2026`, `20 Desember 2026 – 5 Januari 2027`; one end only: `Mulai …` / `Sampai …`.
 * Unreadable dates count as absent; none → `''`.
 */
export function formatPeriod(startIso: string | null | undefined, endIso: string | null | undefined): string {
  const start = typeof startIso === 'string' ? dateParts(startIso) : null;
  const end = typeof endIso === 'string' ? dateParts(endIso) : null;
  const full = (p: { year: number; month: number; day: number }) => `${p.day} ${MONTHS_ID[p.month - 1]} ${p.year}`;
  if (start && end) {
    if (start.year !== end.year) return `${full(start)} – ${full(end)}`;
    if (start.month !== end.month) return `${start.day} ${MONTHS_ID[start.month - 1]} – ${full(end)}`;
    if (start.day !== end.day) return `${start.day} – ${full(end)}`;
    return full(end);
  }
  if (start) return `Mulai ${full(start)}`;
  if (end) return `Sampai ${full(end)}`;
  return '';
}
