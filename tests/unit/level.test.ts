// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Level, Member } from '@/lib/api/types';
import { levelProgress } from '@/lib/rules/level';

const silver: Level = { uid: 's', name: 'Silver', iconUrl: '', minPoints: 0 };
const gold: Level = { uid: 'g', name: 'Gold', iconUrl: '', minPoints: 25000 };
const platinum: Level = { uid: 'p', name: 'Platinum', iconUrl: '', minPoints: 50000 };
const LADDER = [silver, gold, platinum];

const member = (level: Level | null, balance: number, tierPoints?: number): Member => ({
  uid: 'm',
  level,
  balance,
  expiringPoints: [],
  ...(tierPoints !== undefined ? { tierPoints } : {}),
});

describe('levelProgress', () => {
  it('counts tier points toward the next level and places the member on the ladder', () => {
    const progress = levelProgress(member(gold, 24750, 31200), LADDER);
    expect(progress.ladder.map((r) => r.state)).toEqual(['reached', 'current', 'ahead']);
    expect(progress.points).toBe(31200);
    expect(progress.top).toBe(false);
    expect(progress.next).toEqual({ level: platinum, remaining: 18800, fraction: (31200 - 25000) / 25000 });
  });

  it('counts the balance when tier points are absent', () => {
    expect(levelProgress(member(silver, 1200), LADDER).next).toMatchObject({ level: gold, remaining: 23800, fraction: 1200 / 25000 });
  });

  it('says nothing is missing when the points already reach the next level (the level changes later)', () => {
    expect(levelProgress(member(silver, 30000), LADDER).next).toMatchObject({ remaining: 0, fraction: 1 });
  });

  it('rounds a fractional gap up, so "0 poin lagi" never shows while something is missing', () => {
    expect(levelProgress(member(silver, 24999.5), LADDER).next?.remaining).toBe(1);
  });

  it('knows the top level, with no next one', () => {
    const progress = levelProgress(member(platinum, 80000), LADDER);
    expect(progress.top).toBe(true);
    expect(progress.next).toBeUndefined();
    expect(progress.ladder.map((r) => r.state)).toEqual(['reached', 'reached', 'current']);
  });

  it('without thresholds: the ladder and the position, no distance', () => {
    const bare = LADDER.map(({ minPoints: _m, ...level }) => level);
    const progress = levelProgress(member(bare[0], 1200), bare);
    expect(progress.ladder.map((r) => r.state)).toEqual(['current', 'ahead', 'ahead']);
    expect(progress.next).toBeUndefined();
    expect(progress.top).toBe(false);
  });

  it('takes the current threshold as 0 when only the next level has one', () => {
    const { minPoints: _m, ...silverBare } = silver;
    expect(levelProgress(member(silverBare, 5000), [silverBare, gold]).next?.fraction).toBe(0.2);
  });

  it('does not divide by a ladder whose thresholds do not rise', () => {
    const flat = { ...gold, minPoints: 0 };
    expect(levelProgress(member(silver, 10), [silver, flat]).next).toEqual({ level: flat, remaining: 0, fraction: 1 });
    expect(Number.isFinite(levelProgress(member(silver, 10), [silver, { ...gold, minPoints: -5 }]).next?.fraction)).toBe(true);
  });

  it('finds a level without a uid by its name', () => {
    const unnamed = LADDER.map((l) => ({ ...l, uid: '' }));
    expect(levelProgress(member({ ...gold, uid: '' }, 0, 31200), unnamed).ladder[1].state).toBe('current');
  });

  it('has no ladder when the member has no level, or one the scheme does not list', () => {
    expect(levelProgress(member(null, 100), LADDER)).toEqual({ ladder: [], top: false, points: 100 });
    expect(levelProgress(member({ uid: 'x', name: 'Diamond', iconUrl: '' }, 100), LADDER).ladder).toEqual([]);
    expect(levelProgress(member(gold, 100), []).ladder).toEqual([]);
  });
});
