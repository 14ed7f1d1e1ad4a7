'use client';
import { useCallback, useEffect, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { listTransactions } from '@/lib/api/member';
import { uniqueBy } from '@/lib/api/normalize';
import type { Transaction, TransactionPage } from '@/lib/api/types';
import { dataOf } from './use-member-resource';
import { useSession } from './use-session';

const POINTS_HISTORY = 'points-history';

type PageKey = readonly [typeof POINTS_HISTORY, string, number];

const loadPage = ([, , page]: PageKey) => dataOf(listTransactions(page), 'Riwayat poin tidak dapat dimuat');

/**
 * The signed-in member's points history, newest first, one page at a time (`?page=N`); a backend
 * that answers a bare list gives the whole history as one page. Like every member resource
 * (./use-member-resource.ts), on a page the server rendered for the session its first page (`rendered`)
 * is SWR's until SWR has its own.
 */
export function usePointsHistory(rendered?: TransactionPage) {
  const { status, token } = useSession();
  const signedIn = status === 'member';
  const asking = signedIn ? token : null;
  const getKey = useCallback(
    (index: number, previous: TransactionPage | null): PageKey | null => {
      if (!asking || (previous && !previous.hasMore)) return null;
      return [POINTS_HISTORY, asking, index + 1];
    },
    [asking],
  );
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<TransactionPage, Error, typeof getKey>(
    getKey,
    loadPage,
    {
      revalidateOnFocus: false,
      revalidateFirstPage: false,
      shouldRetryOnError: false,
      // The first page, just loaded by the server, is not asked for again as the page hydrates.
      ...(rendered ? { fallbackData: [rendered], revalidateOnMount: false } : {}),
    },
  );
  // ...and kept as SWR's own (the list's and the first page's): a further page then asks for that page
  // only, not the first again (SWR reloads every page of a list it holds nothing of), whose answer would
  // also replace the rows on screen.
  const { mutate: mutateKey } = useSWRConfig();
  useEffect(() => {
    if (!rendered || !asking) return;
    void mutateKey(getKey(0, null), rendered, { revalidate: false });
    void mutate([rendered], { revalidate: false });
  }, [rendered, asking, getKey, mutateKey, mutate]);

  const pages = useMemo(() => (signedIn ? (data ?? []) : []), [signedIn, data]);
  const transactions = useMemo(() => {
    // A transaction added between two page loads pushes the last of page 1 onto page 2: show it once.
    return uniqueBy(
      pages.flatMap((page) => page.transactions),
      (t: Transaction) => t.uid,
    );
  }, [pages]);

  const last = pages[pages.length - 1];
  // A further page that brought nothing new (a backend that ignores ?page, or says there is more and sends
  // none) ends the history: Muat lebih banyak would otherwise stay, each press adding nothing.
  const lastAddedNothing = useMemo(() => {
    if (pages.length < 2) return false;
    const before = new Set(pages.slice(0, -1).flatMap((page) => page.transactions.map((t) => t.uid)));
    return pages[pages.length - 1].transactions.every((t) => t.uid && before.has(t.uid));
  }, [pages]);
  return {
    /** Undefined until the first page has loaded. */
    transactions: signedIn && data ? transactions : undefined,
    count: pages[0]?.count,
    error: signedIn ? error : undefined,
    isLoading: signedIn && isLoading,
    hasMore: !!last?.hasMore && !lastAddedNothing,
    /** A further page was asked for and has not arrived (nor failed). */
    isLoadingMore: signedIn && pages.length > 0 && size > pages.length && !error,
    isValidating,
    loadMore: useCallback(() => setSize((n) => n + 1), [setSize]),
    /** Loads again what failed: the first page, or the page after those shown. */
    retry: useCallback(() => setSize((n) => n), [setSize]),
  };
}

/** The points history as the hook gives it, for the card that shows it. */
export type PointsHistoryState = ReturnType<typeof usePointsHistory>;
