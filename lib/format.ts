/**
 * Display formatting in Indonesian style, done by hand: the runtime's ICU may lack id-ID
 * (small Node builds), and server and browser must render the same text to hydrate.
 */

/** Strict number reading: a finite number, or a plain decimal string such as "24750.00". */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  // Plain decimals only: Number() would also take "0x10", "1e3" and "Infinity".
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return 0;
  const n = Number(text);
  return Number.isFinite(n) ? n : 0;
}

/** Integer part with '.' every three digits; the sign is kept, "-0" never shows. */
function groupThousands(value: number): string {
  // Truncate, not round: a balance of 99.6 points must not read as 100 (the member cannot spend it).
  const whole = BigInt(Math.trunc(value)); // BigInt: no exponent notation for huge values
  const negative = whole < BigInt(0);
  const digits = (negative ? -whole : whole).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return negative ? `-${grouped}` : grouped;
}

/** `"24750.00"` → `"24.750"`; decimals are cut off; anything unreadable → `"0"`. */
export function formatPoints(value: number | string): string {
  return groupThousands(toNumber(value));
}

/** `24750` → `"24.750 Pts"`. */
export function formatPointsLabel(value: number | string): string {
  return `${formatPoints(value)} Pts`;
}

/** A deal's price: `"2.000 Pts"`, or `"Free"` when it costs nothing (below one whole point included). */
export function formatDealPrice(price: number | string): string {
  return Math.trunc(toNumber(price)) === 0 ? 'Free' : formatPointsLabel(price);
}

/** `899000.75` → `"Rp 899.000"` (decimals dropped, never rounded up); unreadable → `"Rp 0"`. */
export function formatRupiah(value: number | string): string {
  const text = groupThousands(toNumber(value));
  return text.startsWith('-') ? `-Rp ${text.slice(1)}` : `Rp ${text}`;
}

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
 * Read by hand rather than with Date.parse, which reads zone-less times in the runtime's
 * zone and differs between engines on the space separator and "+0700".
 */
function dateParts(iso: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(iso.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!validDate(year, month, day)) return null;
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const zone = m[7];
  // No zone: the wall-clock date as written (a naive time from the backend is Jakarta time).
  if (!zone) return { year, month, day };
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  }
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000;
  const jakarta = new Date(utc + JAKARTA_OFFSET_MS);
  return { year: jakarta.getUTCFullYear(), month: jakarta.getUTCMonth() + 1, day: jakarta.getUTCDate() };
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

/**
 * The instant an ISO date or time stands for, in epoch ms; null when unreadable. A date alone
 * (`2026-12-31`) means the end of that day when `endOfDay`, else its start; a time without a zone
 * is Jakarta time, as in formatDate.
 */
export function instantOf(iso: string | null | undefined, { endOfDay = false } = {}): number | null {
  if (typeof iso !== 'string') return null;
  const m = ISO_DATE.exec(iso.trim());
  if (!m || !dateParts(iso)) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (m[4] === undefined) {
    const local = endOfDay ? Date.UTC(year, month - 1, day, 23, 59, 59, 999) : Date.UTC(year, month - 1, day);
    return local - JAKARTA_OFFSET_MS;
  }
  const local = Date.UTC(year, month - 1, day, Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  const zone = m[7];
  if (!zone) return local - JAKARTA_OFFSET_MS;
  if (zone.toUpperCase() === 'Z') return local;
  const digits = zone.slice(1).replace(':', '');
  const offsetMinutes = (zone[0] === '-' ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  return local - offsetMinutes * 60_000;
}

/** True once `endIso` has passed (a date alone lasts to the end of that day); no or unreadable end: never. */
export function hasEnded(endIso: string | null | undefined, now: number = Date.now()): boolean {
  const end = instantOf(endIso, { endOfDay: true });
  return end !== null && end < now;
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
