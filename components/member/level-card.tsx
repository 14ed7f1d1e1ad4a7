import { useId, useState } from 'react';
import { onDemand, useOnDemand } from '@/hooks/use-on-demand';
import type { Member, Scheme } from '@/lib/api/types';
import { formatPoints, formatPointsLabel } from '@/lib/format/display';
import { imageUrl } from '@/lib/rules/image';
import { levelProgress, type Rung } from '@/lib/rules/level';
import { LoadingLines } from './panel';
import { UnreadableBalance } from './unreadable-balance';

/** The sentence under the progress bar. */
export function progressText(progress: ReturnType<typeof levelProgress>): string {
  if (progress.top) return 'Anda sudah di level tertinggi.';
  const next = progress.next;
  if (!next) return '';
  return next.remaining > 0
    ? `${formatPoints(next.remaining)} poin lagi menuju ${next.level.name}`
    : `Poin Anda sudah cukup untuk naik ke ${next.level.name}.`;
}

interface LevelCardProps {
  member: Member;
  /** The member's full name ('' to leave it out). */
  name: string;
  /** The scheme's levels give the ladder and (with `min_points`) the distance to the next level. */
  scheme: Scheme | null | undefined;
  /** Loads the member again: offered when the balance cannot be read. */
  reload: () => Promise<unknown>;
}

/**
 * The member's level: icon and name, balance, and where the member stands on the ladder of levels.
 * Presentational (data in props), so a copy kept on the device can fill it as well as the API.
 */
export function LevelCard({ member, name, scheme, reload }: LevelCardProps) {
  const headingId = useId();
  const progress = levelProgress(member, scheme?.levels ?? []);
  const level = member.level;
  const text = progressText(progress);
  const percent = progress.next ? Math.round(progress.next.fraction * 100) : 0;
  // What the level brings (CMS HTML): the scheme's word for it, else the member's.
  const benefits = progress.ladder.find((r) => r.state === 'current')?.level.description || level?.description || '';

  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-2xl bg-brand p-5 text-white shadow-sm sm:p-6">
      <div className="flex items-center gap-3">
        {level?.iconUrl ? (
          <img src={imageUrl(level.iconUrl, 112)} alt="" width={56} height={56} className="h-14 w-14 shrink-0 rounded-full bg-white/10" />
        ) : (
          <span aria-hidden="true" className="h-14 w-14 shrink-0 rounded-full bg-white/20" />
        )}
        <div className="min-w-0">
          {name ? <p className="truncate text-sm text-white/85">{name}</p> : null}
          <h2 id={headingId} className="text-xl font-bold">
            {level?.name ? `Level ${level.name}` : 'Level member'}
          </h2>
        </div>
      </div>

      <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-3">
        <div>
          <dt className="text-sm text-white/85">Saldo poin</dt>
          <dd className="text-3xl font-extrabold tracking-tight">
            {member.balance === null ? <UnreadableBalance reload={reload} tone="on-brand" /> : formatPointsLabel(member.balance)}
          </dd>
        </div>
        {/* Tier points that cannot be read are left out (the balance never stands in for them). */}
        {typeof member.tierPoints === 'number' ? (
          <div>
            <dt className="text-sm text-white/85">Poin level</dt>
            <dd className="text-xl font-bold leading-9">{formatPoints(member.tierPoints)}</dd>
          </div>
        ) : null}
      </dl>

      {progress.next ? (
        <div className="mt-5">
          <div
            role="progressbar"
            aria-label={`Menuju level ${progress.next.level.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={text}
            className="h-2.5 overflow-hidden rounded-full bg-white/25"
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}
      {text ? <p className="mt-2 text-sm font-semibold">{text}</p> : null}

      {progress.ladder.length > 1 ? <Ladder rungs={progress.ladder} /> : null}

      {benefits && level?.name ? <LevelBenefits levelName={level.name} html={benefits} /> : null}
    </section>
  );
}

function Ladder({ rungs }: { rungs: Rung[] }) {
  return (
    <ol aria-label="Tingkatan level" className="mt-5 grid auto-cols-fr grid-flow-col gap-2 border-t border-white/20 pt-4">
      {rungs.map(({ level, state }) => (
        <li
          key={level.uid || level.name}
          aria-current={state === 'current' ? 'step' : undefined}
          className={`flex flex-col items-center rounded-xl px-1 py-2 text-center ${state === 'current' ? 'bg-white text-brand' : 'text-white'}`}
        >
          {level.iconUrl ? (
            <img
              src={imageUrl(level.iconUrl, 64)}
              alt=""
              width={32}
              height={32}
              className={`h-8 w-8 rounded-full ${state === 'ahead' ? 'opacity-60' : ''}`}
            />
          ) : null}
          <span className="mt-1 text-sm font-semibold">{level.name}</span>
          {typeof level.minPoints === 'number' ? (
            <span
              className={`text-xs ${state === 'current' ? 'text-slate-700' : 'text-white/85'}`}
            >{`${formatPoints(level.minPoints)} poin`}</span>
          ) : null}
          {state === 'current' ? <span className="sr-only">(level Anda)</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** The sanitiser and its renderer (DOMPurify, some 8 KB gzip): loaded when a member first opens the benefits. */
const richText = onDemand(() => import('./rich-text'));

/**
 * What the level brings (CMS HTML, sanitised in the browser): drawn once the member opens it, so a page's
 * start neither loads nor runs the sanitiser for a panel most visits leave closed.
 */
function LevelBenefits({ levelName, html }: { levelName: string; html: string }) {
  const [opened, setOpened] = useState(false);
  const RichText = useOnDemand(richText, opened)?.RichText;
  return (
    <details
      className="mt-4 rounded-xl bg-white px-4 py-3 text-slate-900"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="cursor-pointer rounded text-sm font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">{`Keuntungan level ${levelName}`}</summary>
      {opened ? RichText ? <RichText html={html} className="mt-2" /> : <LoadingLines label="Memuat keuntungan level" lines={2} /> : null}
    </details>
  );
}
