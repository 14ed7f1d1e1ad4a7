'use client';
import { useEffect, useRef } from 'react';

/** The history state keys of an entry an open dialog added: how many dialogs deep it is, and whose it is. */
const DIALOG_DEPTH = 'portalDialogDepth';
const DIALOG_ENTRY = 'portalDialogEntry';

const numberIn = (state: unknown, key: string): number => {
  const value = (state as Record<string, unknown> | null)?.[key];
  return typeof value === 'number' ? value : 0;
};
const depthOf = (state: unknown) => numberIn(state, DIALOG_DEPTH);

let entries = 0;

/** Set when a dialog hands its history entry to a navigation (the entry is replaced, not taken back). */
let handedOver = false;

/** Longer than a Back takes to arrive; should its popstate never come, dialogs stop waiting for it. */
const BACK_ARRIVES_MS = 1000;

/**
 * Settles once the Back a closing dialog sent to take its entry off has arrived. A dialog opening
 * meanwhile (a redeem's outcome right after its confirmation) waits for it: Back travels from wherever
 * the history stands when it arrives, so it would take the new dialog's entry and close that dialog.
 */
let backOnItsWay: Promise<void> | null = null;

/** Entries of dialogs that have closed and are about to take their entry back. */
const closing = new Set<number>();

/**
 * Takes a closed dialog's entry back once it is on top. Dialogs that close together (a redeem's outcome
 * and the deal under it) go one Back at a time, the upper first: the lower one waits for the upper's
 * entry to go, where it used to find that entry on top and keep its own, so the member's next Back did
 * nothing. An entry under a dialog still open stays (that dialog's Back would close it instead).
 * Returns a cancel for a dialog reopened at once (Strict Mode), which keeps its entry.
 */
function leaveEntry(entry: number): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout>;
  closing.add(entry);
  const leave = () => {
    if (cancelled) return;
    if (backOnItsWay) {
      void backOnItsWay.then(leave);
      return;
    }
    const top = numberIn(window.history.state, DIALOG_ENTRY);
    if (top !== entry && closing.has(top)) {
      timer = setTimeout(leave);
      return;
    }
    closing.delete(entry);
    if (top === entry) takeEntryBack();
  };
  timer = setTimeout(leave);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    closing.delete(entry);
  };
}

function takeEntryBack(): void {
  backOnItsWay = new Promise<void>((resolve) => {
    const arrived = () => {
      window.removeEventListener('popstate', arrived);
      clearTimeout(timer);
      backOnItsWay = null;
      resolve();
    };
    const timer = setTimeout(arrived, BACK_ARRIVES_MS);
    window.addEventListener('popstate', arrived);
  });
  window.history.back();
}

/**
 * The next dialog to close leaves its history entry where it is: the caller replaces it with a page
 * (`router.replace`), so Back from that page returns to the page the dialog was opened on.
 */
export function handDialogEntryToNavigation(): void {
  handedOver = true;
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
    let own: { depth: number; entry: number; poppedByBack: boolean } | null = null;
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
        window.history.pushState({ [DIALOG_DEPTH]: depth, [DIALOG_ENTRY]: entry }, '');
      }
      own = { depth, entry, poppedByBack: false };
      window.addEventListener('popstate', onPopState);
    };
    if (backOnItsWay && !leaving.current) void backOnItsWay.then(begin);
    else begin();
    return () => {
      closed = true;
      window.removeEventListener('popstate', onPopState);
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
