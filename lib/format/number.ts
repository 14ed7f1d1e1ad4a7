/**
 * Points and rupiah in Indonesian style (`24.750 Pts`, `Rp 899.000`), by hand like the dates in
 * lib/format/display.ts (which re-exports these): a card showing a price needs only this part.
 */

/** Strict number reading: a finite number, or a plain decimal string such as "24750.00". */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  // Plain decimals only: Number() would also take "0x10", "1e3" and "Infinity".
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return 0;
  const n = Number(text);
  return Number.isFinite(n) ? n : 0;
}

/** Integer part with '.' every three digits; the sign is kept, "-0" never shows. */
export function groupThousands(value: number): string {
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
export function formatDealPrice(price: number | string | null): string {
  // A price not known is shown as none, never as Free.
  if (price === null) return '';
  return Math.trunc(toNumber(price)) === 0 ? 'Free' : formatPointsLabel(price);
}

/** `899000.75` → `"Rp 899.000"` (decimals dropped, never rounded up); unreadable → `"Rp 0"`. */
export function formatRupiah(value: number | string): string {
  const text = groupThousands(toNumber(value));
  return text.startsWith('-') ? `-Rp ${text.slice(1)}` : `Rp ${text}`;
}

/** What every screen shows in place of a balance the backend sent in a shape no number can be read from. */
export const POINTS_UNREADABLE = 'Poin tidak dapat dimuat';
