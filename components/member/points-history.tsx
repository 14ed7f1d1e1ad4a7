'use client';
import { memo, useId } from 'react';
import { OUTLINE_BUTTON } from '@/components/ui/button-styles';
import type { PointsHistoryState } from '@/hooks/use-points-history';
import type { Transaction, TransactionType } from '@/lib/api/types';
import { formatDate, formatMonth, formatPoints, formatSignedPoints } from '@/lib/format/display';
import { LoadFailed, LoadingLines, Panel } from './panel';

export const HISTORY_EMPTY = 'Belum ada riwayat poin. Poin dari belanja dan penukaran akan tercatat di sini.';
export const HISTORY_ERROR = 'Riwayat poin tidak dapat dimuat.';
export const HISTORY_MORE_ERROR = 'Riwayat berikutnya tidak dapat dimuat.';

export const TYPE_LABELS: Record<TransactionType, string> = {
  earn: 'Dapat poin',
  redeem: 'Tukar poin',
  referral: 'Referral',
  expire: 'Kedaluwarsa',
  adjust: 'Penyesuaian',
};

const NO_DATE = 'Tanpa tanggal';

/** Transactions by month in the order they come (newest first), each month once. */
export function byMonth(transactions: Transaction[]): { month: string; transactions: Transaction[] }[] {
  const groups = new Map<string, Transaction[]>();
  for (const t of transactions) {
    const month = formatMonth(t.createdAt) || NO_DATE;
    groups.set(month, [...(groups.get(month) ?? []), t]);
  }
  return [...groups].map(([month, list]) => ({ month, transactions: list }));
}

/** The points history, grouped by month. Presentational: the transactions come in props. */
export function PointsHistoryList({ transactions }: { transactions: Transaction[] }) {
  const baseId = useId();
  return (
    <div className="mt-2">
      {byMonth(transactions).map(({ month, transactions: list }, index) => (
        <section key={month} aria-labelledby={`${baseId}-${index}`} className="mt-3">
          <h3 id={`${baseId}-${index}`} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {month}
          </h3>
          <ul className="mt-1 divide-y divide-slate-100">
            {list.map((t, i) => (
              <TransactionRow key={`${i}:${t.uid}`} transaction={t} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

// A session step or the member's hand-over re-renders the list after hydration with the same
// transactions (the server's first page): the rows are skipped rather than drawn again.
const TransactionRow = memo(function TransactionRow({ transaction: t }: { transaction: Transaction }) {
  const typeLabel = t.type ? TYPE_LABELS[t.type] : '';
  const details = [formatDate(t.createdAt), t.store].filter(Boolean).join(' · ');
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium leading-snug text-slate-900">{t.description || typeLabel || 'Transaksi poin'}</p>
        {details || (typeLabel && t.description) ? (
          <p className="mt-0.5 text-xs text-slate-600">
            {typeLabel && t.description ? (
              <span className="mr-1.5 inline-block rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">{typeLabel}</span>
            ) : null}
            {details ? <span>{details}</span> : null}
          </p>
        ) : null}
      </div>
      {/* Points that cannot be read: the entry without an amount, never +0. */}
      {t.points === null ? null : (
        <p className={`shrink-0 whitespace-nowrap font-bold tabular-nums ${t.points >= 0 ? 'text-emerald-700' : 'text-red-700'}`}>
          {formatSignedPoints(t.points)}
          <span className="sr-only"> poin</span>
        </p>
      )}
    </li>
  );
});

/** The signed-in member's points history from the API (usePointsHistory, in Akun Saya), one page at a time. */
export function PointsHistory({ history }: { history: PointsHistoryState }) {
  const { transactions, count, error, hasMore, isLoadingMore, isValidating, loadMore, retry } = history;

  let body: React.ReactNode;
  if (!transactions) {
    body = error ? (
      <LoadFailed message={HISTORY_ERROR} retrying={isValidating} onRetry={() => void retry()} />
    ) : (
      <LoadingLines label="Memuat riwayat poin" lines={5} />
    );
  } else if (transactions.length === 0) {
    body = <p className="mt-3 text-sm text-slate-600">{HISTORY_EMPTY}</p>;
  } else {
    body = (
      <>
        <PointsHistoryList transactions={transactions} />
        {error ? <LoadFailed message={HISTORY_MORE_ERROR} retrying={isValidating} onRetry={() => void retry()} /> : null}
        {hasMore && !error ? (
          <div className="mt-4 flex flex-col items-center gap-2">
            {count !== undefined && count > transactions.length ? (
              <p className="text-xs text-slate-600">{`${formatPoints(transactions.length)} dari ${formatPoints(count)} transaksi`}</p>
            ) : null}
            <button
              type="button"
              onClick={() => void loadMore()}
              disabled={isLoadingMore}
              aria-busy={isLoadingMore || undefined}
              className={OUTLINE_BUTTON}
            >
              Muat lebih banyak
            </button>
            <p role="status" className="sr-only">
              {isLoadingMore ? 'Memuat riwayat berikutnya…' : ''}
            </p>
          </div>
        ) : null}
      </>
    );
  }
  return <Panel title="Riwayat Poin">{body}</Panel>;
}
