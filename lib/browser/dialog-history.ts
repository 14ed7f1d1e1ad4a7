/**
 * The history entries open dialogs add (hooks/use-back-closes.ts), apart from the hook: the page's
 * start needs the stale-entry step below, and its first load should not carry the whole hook.
 */

/** The history state keys of an entry an open dialog added: how many dialogs deep it is, and whose it is. */
const DIALOG_DEPTH = 'portalDialogDepth';
const DIALOG_ENTRY = 'portalDialogEntry';

const numberIn = (state: unknown, key: string): number => {
  const value = (state as Record<string, unknown> | null)?.[key];
  return typeof value === 'number' ? value : 0;
};
export const depthOf = (state: unknown) => numberIn(state, DIALOG_DEPTH);
export const entryOf = (state: unknown) => numberIn(state, DIALOG_ENTRY);

/** A new dialog's entry, `depth` dialogs deep. */
export const dialogEntryState = (depth: number, entry: number) => ({ [DIALOG_DEPTH]: depth, [DIALOG_ENTRY]: entry });

/** Longer than a Back takes to arrive; should its popstate never come, dialogs stop waiting for it. */
const BACK_ARRIVES_MS = 1000;

/**
 * Settles once a Back sent to take dialog entries off has arrived. A dialog opening meanwhile (a redeem's
 * outcome right after its confirmation) waits for it: Back travels from wherever the history stands when
 * it arrives, so it would take the new dialog's entry and close that dialog.
 */
let backOnItsWay: Promise<void> | null = null;
export const backUnderWay = () => backOnItsWay;

/** Goes back `steps` entries (dialog entries on top of the page's own). */
export function takeEntriesBack(steps = 1): void {
  // The window's own methods, held: its timer may outlive the globals (a test's teardown removes them).
  const unlisten = window.removeEventListener.bind(window);
  backOnItsWay = new Promise<void>((resolve) => {
    const arrived = () => {
      unlisten('popstate', arrived);
      clearTimeout(timer);
      backOnItsWay = null;
      resolve();
    };
    const timer = setTimeout(arrived, BACK_ARRIVES_MS);
    window.addEventListener('popstate', arrived);
  });
  window.history.go(-steps);
}

/** The depths of the entries open dialogs hold; an entry deeper than all of them has no dialog on it. */
const heldDepths = new Map<number, number>();
const deepestHeld = () => Math.max(0, ...heldDepths.keys());

/** An open dialog holds its entry until it closes; returns the release. */
export function holdDialogEntry(depth: number): () => void {
  heldDepths.set(depth, (heldDepths.get(depth) ?? 0) + 1);
  return () => {
    const count = (heldDepths.get(depth) ?? 1) - 1;
    if (count > 0) heldDepths.set(depth, count);
    else heldDepths.delete(depth);
  };
}

/**
 * A reload (or the browser restoring a tab) keeps the entries of the dialogs that were open, with no
 * dialog on them any more: Back then did nothing the member could see. Called as the page starts, before
 * any dialog can open, it steps off them to the page's own entry; later, off the entries above the
 * deepest open dialog's.
 */
export function leaveStaleDialogEntries(): void {
  const stale = depthOf(window.history.state) - deepestHeld();
  if (stale > 0 && !backOnItsWay) takeEntriesBack(stale);
}

/**
 * The same, for the life of the page: Forward onto the entry of a dialog that Back closed lands where
 * no dialog is, and the member's next Back would do nothing they could see. Returns the stop.
 */
export function followDialogEntries(): () => void {
  leaveStaleDialogEntries();
  window.addEventListener('popstate', leaveStaleDialogEntries);
  return () => window.removeEventListener('popstate', leaveStaleDialogEntries);
}
