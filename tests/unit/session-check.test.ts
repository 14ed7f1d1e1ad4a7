// How long the server's check of a token stands in for the browser's own (lib/rules/session.ts).
import { describe, expect, it } from 'vitest';
import { CHECK_STANDS_MS, checkStands } from '@/lib/rules/session-check';

const NOW = Date.parse('2026-11-26T10:00:00Z');

describe("the server's check of a token, taken as the browser's own", () => {
  it('stands while it is fresh, a little clock difference either way included', () => {
    expect(checkStands(NOW, NOW, true)).toBe(true);
    expect(checkStands(NOW - 5_000, NOW, true)).toBe(true);
    expect(checkStands(NOW + 5_000, NOW, true)).toBe(true);
  });

  it('does not stand once old (a copy the worker kept) or from a clock far off', () => {
    expect(checkStands(NOW - CHECK_STANDS_MS, NOW, true)).toBe(false);
    expect(checkStands(NOW + CHECK_STANDS_MS, NOW, true)).toBe(false);
  });

  it('does not stand offline, or when the time is no number', () => {
    expect(checkStands(NOW, NOW, false)).toBe(false);
    expect(checkStands(Number.NaN, NOW, true)).toBe(false);
    expect(checkStands(Number(''), NOW, true)).toBe(false);
  });
});
