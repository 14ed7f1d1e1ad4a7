// @vitest-environment node
// How long the server's check of a token stands in for the browser's own (lib/rules/session-check.ts).
import { describe, expect, it } from 'vitest';
import { CHECK_STANDS_MS, checkStands, tokenTag } from '@/lib/rules/session-check';

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

describe('the tag of the token a page was checked for', () => {
  it('is the same for the same token, different for another, and carries nothing of it', () => {
    expect(tokenTag('demo.seed-budi-santoso')).toBe(tokenTag('demo.seed-budi-santoso'));
    expect(tokenTag('demo.seed-budi-santoso')).not.toBe(tokenTag('demo.seed-budi-santosa'));
    expect(tokenTag('demo.seed-budi-santoso')).toMatch(/^[0-9a-f]{8}$/);
    expect(tokenTag('')).toMatch(/^[0-9a-f]{8}$/);
  });
});
