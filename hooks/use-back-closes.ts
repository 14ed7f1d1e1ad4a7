'use client';
import { useEffect, useRef } from 'react';
import { backUnderWay, depthOf, dialogEntryState, entryOf, holdDialogEntry, takeEntriesBack } from '@/lib/browser/dialog-history';

let entries = 0;

/** Set when a dialog hands its history entry to a navigation (the entry is replaced, not taken back). */
let handedOver = false;

/** Entries of dialogs that have closed and are about to take their entry back. */
const closing = new Set<number>();

/**
 * Takes a closed dialog's entry back once it is on top. Dialogs that close together (a redeem's outcome
 * and the deal under it) go one Back at a time, the upper first: the lower one waits for the upper's
 * entry to go; finding that entry still on top, it would keep its own, and the member's next Back would
 * do nothing. An entry under a dialog still open stays (that dialog's Back would close it instead).
 * Returns a cancel for a dialog reopened at once (Strict Mode), which keeps its entry.
 */
function leaveEntry(entry: number): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout>;
  closing.add(entry);
  const leave = () => {
    if (cancelled) return;
    const backArriving = backUnderWay();
    if (backArriving) {
      void backArriving.then(leave);
      return;
    }
    const top = entryOf(window.history.state);
    if (top !== entry && closing.has(top)) {
      timer = setTimeout(leave);
      return;
    }
    closing.delete(entry);
    if (top === entry) takeEntriesBack();
  };
  timer = setTimeout(leave);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    closing.delete(entry);
  };
}

/**
 * The next dialog to close leaves its history entry where it is: the caller replaces it with a page
 * (`router.replace`), so Back from that page returns to the page the dialog was opened on.
 */
export function handDialogEntryToNavigation(): void {
  handedOver = true;
}

/** Longest wait for closed dialogs' entries: should one stay (no Back arrives), the navigation goes ahead. */
const ENTRIES_GONE_MS = 3000;

/**
 * Navigates (`go`) once the dialogs just closed have taken their history entries back, each with its own
 * Back, one after another (a redeem's outcome, then the deal under it): a navigation sent before would be
 * undone by those Backs. Back from the new page then returns to the one the dialogs were opened on.
 */
export async function afterDialogEntries(go: () => void): Promise<void> {
  const until = Date.now() + ENTRIES_GONE_MS;
  while (Date.now() < until) {
    const back = backUnderWay();
    if (back) await back;
    else if (depthOf(window.history.state) === 0 && closing.size === 0) break;
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
  go();
}

/**
 * On a phone, Back closes an open dialog instead of leaving the page. While `open`, the dialog has an
 * entry of its own in the history (same address); Back takes it off and calls `close`; a dialog closed
 * any other way takes its entry off itself. Nested dialogs (the image viewer over a deal) each close on
 * their own Back, innermost first.
 */
export function useBackCloses(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  // The entry's depth while it is about to be taken back: an effect run again at once (React's Strict
  // Mode in development mounts twice) keeps the entry instead of pushing a second one.
  const leaving = useRef<{ depth: number; entry: number; cancel: () => void } | null>(null);

  useEffect(() => {
    if (!open) return;
    let closed = false;
    // This dialog's entry, once made (it may wait for a Back on its way), and whether Back took it.
    let own: { depth: number; entry: number; poppedByBack: boolean; release: () => void } | null = null;
    const onPopState = (event: PopStateEvent) => {
      if (!own || depthOf(event.state) >= own.depth) return;
      own.poppedByBack = true;
      closeRef.current();
    };
    const begin = () => {
      if (closed) return;
      let depth: number;
      let entry: number;
      if (leaving.current) {
        leaving.current.cancel();
        ({ depth, entry } = leaving.current);
        leaving.current = null;
      } else {
        depth = depthOf(window.history.state) + 1;
        entry = ++entries;
        // Next.js copies its own router state into the entry (it patches pushState), so its Back handling holds.
        window.history.pushState(dialogEntryState(depth, entry), '');
      }
      own = { depth, entry, poppedByBack: false, release: holdDialogEntry(depth) };
      window.addEventListener('popstate', onPopState);
    };
    const backArriving = backUnderWay();
    if (backArriving && !leaving.current) void backArriving.then(begin);
    else begin();
    return () => {
      closed = true;
      window.removeEventListener('popstate', onPopState);
      own?.release();
      if (!own || own.poppedByBack) return; // no entry made yet, or Back took it
      if (handedOver) {
        handedOver = false;
        return;
      }
      const { depth, entry } = own;
      const cancel = leaveEntry(entry);
      leaving.current = { depth, entry, cancel };
      // Reused only by an effect run again at once; after that the entry is on its own way.
      setTimeout(() => {
        if (leaving.current?.entry === entry) leaving.current = null;
      });
    };
  }, [open]);
}
