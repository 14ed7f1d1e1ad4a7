'use client';
import { useRetry } from '@/hooks/use-retry';
import { POINTS_UNREADABLE } from '@/lib/format/number';

/**
 * In place of a balance that cannot be read right now (never 0 Pts): the words, and Coba lagi, which loads
 * the member again. `tone`: on the brand's blue (Akun Saya's level card) or black on white (Kartu Member).
 */
export function UnreadableBalance({ reload, tone }: { reload: () => Promise<unknown>; tone: 'on-brand' | 'on-white' }) {
  const { retrying, retry } = useRetry(reload);
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <span className="text-base font-bold leading-snug">{POINTS_UNREADABLE}</span>
      <button
        type="button"
        onClick={retry}
        disabled={retrying}
        className={`inline-flex h-11 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-70 ${
          tone === 'on-brand'
            ? 'border-white/70 text-white hover:bg-white/10 focus-visible:outline-white'
            : 'border-black text-black hover:bg-black/5 focus-visible:outline-black'
        }`}
      >
        {retrying ? 'Memuat…' : 'Coba lagi'}
      </button>
    </span>
  );
}
