'use client';
import type { Reward } from '@/lib/api/types';
import { formatDate, formatSignedPoints } from '@/lib/format/display';
import { Panel } from './panel';

/** How many rewards the card lists: the newest few; the points history has the rest. */
export const REWARDS_SHOWN = 5;

/** Rewards the member earned, newest first; nothing at all when there are none. Presentational. */
export function RewardsList({ rewards }: { rewards: Reward[] }) {
  if (rewards.length === 0) return null;
  return (
    <Panel title="Reward Anda">
      <ul className="mt-2 divide-y divide-slate-100">
        {rewards.slice(0, REWARDS_SHOWN).map((reward, index) => (
          <li key={`${index}:${reward.uid}`} className="flex items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium leading-snug text-slate-900">{reward.name || 'Reward'}</p>
              {reward.description ? <p className="mt-0.5 text-sm text-slate-600">{reward.description}</p> : null}
              {formatDate(reward.createdAt) ? <p className="mt-0.5 text-xs text-slate-600">{formatDate(reward.createdAt)}</p> : null}
            </div>
            {/* No amount for 0, or for points not sent or unreadable. */}
            {reward.points ? (
              <p className="shrink-0 whitespace-nowrap font-bold tabular-nums text-emerald-700">
                {formatSignedPoints(reward.points)}
                <span className="sr-only"> poin</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
