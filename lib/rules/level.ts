/** Where a member stands on the scheme's ladder of levels, and how far the next one is. */
import type { Level, Member } from '@/lib/api/types';

export type RungState = 'reached' | 'current' | 'ahead';

export interface Rung {
  level: Level;
  state: RungState;
}

export interface LevelProgress {
  /** The scheme's levels with the member's position; empty when the member's level is not among them. */
  ladder: Rung[];
  /** True when the member is on the last level of the ladder. */
  top: boolean;
  /** Points that count toward the level: tier points, else the balance; null when they cannot be read. */
  points: number | null;
  /** Only when the points, the next level's threshold (`min_points`) and the current one's are known. */
  next?: {
    level: Level;
    /** Points still missing; 0 when the member already has enough (the level changes later). */
    remaining: number;
    /** 0..1 of the way from the current level's threshold to the next one's. */
    fraction: number;
  };
}

const clamp = (n: number) => Math.min(1, Math.max(0, n));

export function levelProgress(member: Pick<Member, 'level' | 'balance' | 'tierPoints'>, levels: Level[]): LevelProgress {
  // Tier points sent but unreadable are not known: the balance is no stand-in for them.
  const points = member.tierPoints === undefined ? member.balance : member.tierPoints;
  const current = member.level;
  const index = current ? levels.findIndex((l) => (current.uid ? l.uid === current.uid : l.name === current.name)) : -1;
  if (index < 0) return { ladder: [], top: false, points };

  const ladder = levels.map((level, i): Rung => ({ level, state: i < index ? 'reached' : i === index ? 'current' : 'ahead' }));
  const top = index === levels.length - 1;
  const nextLevel = levels[index + 1];
  const floor = levels[index].minPoints === undefined ? 0 : levels[index].minPoints;
  const target = nextLevel?.minPoints;
  if (top || points === null || floor === null || target === undefined || target === null) return { ladder, top, points };

  const remaining = Math.max(0, Math.ceil(target - points));
  // A ladder whose thresholds do not rise says nothing about the distance: full only when nothing is missing.
  const fraction = target > floor ? clamp((points - floor) / (target - floor)) : remaining === 0 ? 1 : 0;
  return { ladder, top, points, next: { level: nextLevel, remaining, fraction } };
}
