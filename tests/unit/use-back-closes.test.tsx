import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBackCloses } from '@/hooks/use-back-closes';
import { backUnderWay, followDialogEntries, leaveStaleDialogEntries, takeEntriesBack } from '@/lib/browser/dialog-history';

function Dialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useBackCloses(open, onClose);
  return null;
}

const depth = () => (window.history.state as { portalDialogDepth?: number } | null)?.portalDialogDepth ?? 0;
/** Waits out the hook's deferred step and jsdom's asynchronous history traversal. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** An outer dialog, then an inner one over it (the image viewer over a deal), each with its entry made. */
async function openOuterThenInner(outer: () => void, inner: () => void) {
  const view = render(<Dialog open onClose={outer} />);
  await settle();
  view.rerender(
    <>
      <Dialog open onClose={outer} />
      <Dialog open onClose={inner} />
    </>,
  );
  await settle();
  return view;
}

let startLength = 0;
beforeEach(() => {
  startLength = window.history.length;
});
afterEach(async () => {
  // Leave the history as it was for the next test.
  while (depth() > 0) {
    window.history.back();
    await settle();
  }
});

describe('useBackCloses', () => {
  it('an open dialog adds one history entry, even under Strict Mode, and is not closed by it', async () => {
    const close = vi.fn();
    render(
      <StrictMode>
        <Dialog open onClose={close} />
      </StrictMode>,
    );
    await settle();
    expect(depth()).toBe(1);
    expect(window.history.length).toBe(startLength + 1);
    expect(close).not.toHaveBeenCalled();
  });

  it('Back closes it', async () => {
    const close = vi.fn();
    render(<Dialog open onClose={close} />);
    await settle();
    window.history.back();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(depth()).toBe(0);
  });

  it('closed another way, it takes its entry off itself', async () => {
    const close = vi.fn();
    const { rerender } = render(<Dialog open onClose={close} />);
    await settle();
    expect(depth()).toBe(1);
    rerender(<Dialog open={false} onClose={close} />);
    await waitFor(() => expect(depth()).toBe(0));
    expect(close).not.toHaveBeenCalled();
  });

  it("a dialog closing never takes back another's entry (its own replaced meanwhile, as a router may)", async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Dialog key="first" open onClose={first} />);
    await settle();
    // The first closes; before it takes its entry back, the entry is replaced and a second dialog opens.
    rerender(<Dialog key="first" open={false} onClose={first} />);
    window.history.replaceState(null, '');
    rerender(<Dialog key="second" open onClose={second} />);
    await settle();
    expect(second).not.toHaveBeenCalled();
    expect(depth()).toBe(1);
  });

  it("a dialog opening while a closed one's Back is on its way waits for it, and stays open (a confirmation, then its outcome)", async () => {
    const deal = vi.fn();
    const confirmation = vi.fn();
    const outcome = vi.fn();
    const dialogs = (confirming: boolean, done: boolean) => (
      <>
        <Dialog key="deal" open onClose={deal} />
        <Dialog key="confirmation" open={confirming} onClose={confirmation} />
        {done ? <Dialog key="outcome" open onClose={outcome} /> : null}
      </>
    );
    const { rerender } = render(dialogs(true, false));
    await settle();
    expect(depth()).toBe(2);
    // OK on the confirmation: it closes, and a moment later sends Back to take its entry off...
    rerender(dialogs(false, false));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // ...and a fast backend's answer opens the outcome before that Back has arrived.
    rerender(dialogs(false, true));
    await settle();
    expect(outcome).not.toHaveBeenCalled();
    expect(deal).not.toHaveBeenCalled();
    expect(depth()).toBe(2);
    // Its own entry, which Back then takes: the outcome closes, the deal stays.
    window.history.back();
    await waitFor(() => expect(outcome).toHaveBeenCalledTimes(1));
    expect(deal).not.toHaveBeenCalled();
  });

  it('dialogs closing together (OK on a redeem outcome closes the deal under it) take both their entries back', async () => {
    const { rerender } = render(
      <>
        <Dialog key="deal" open onClose={vi.fn()} />
      </>,
    );
    await settle();
    rerender(
      <>
        <Dialog key="deal" open onClose={vi.fn()} />
        <Dialog key="outcome" open onClose={vi.fn()} />
      </>,
    );
    await settle();
    expect(depth()).toBe(2);
    rerender(
      <>
        <Dialog key="deal" open={false} onClose={vi.fn()} />
        <Dialog key="outcome" open={false} onClose={vi.fn()} />
      </>,
    );
    // Not one entry left behind for the member's next Back to take without a visible change.
    await waitFor(() => expect(depth()).toBe(0));
    await settle();
    expect(depth()).toBe(0);
  });

  it('a page reloaded over two open dialogs steps off their entries, once, and a dialog opening meanwhile waits', async () => {
    // What a reload leaves: the page's own entry, then the entries of the dialogs that were open on it.
    window.history.pushState({ portalDialogDepth: 1, portalDialogEntry: 1 }, '');
    window.history.pushState({ portalDialogDepth: 2, portalDialogEntry: 2 }, '');
    const pageEntry = window.history.length - 2;
    leaveStaleDialogEntries();
    leaveStaleDialogEntries(); // Strict Mode runs the start twice: still one step back
    const close = vi.fn();
    render(<Dialog open onClose={close} />);
    await settle();
    // Back on the page's entry, with the new dialog's entry over it (not over the stale ones).
    expect(depth()).toBe(1);
    expect(window.history.length).toBe(pageEntry + 1);
    window.history.back();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(depth()).toBe(0);
  });

  it('a page started on its own entry stays there', async () => {
    const go = vi.spyOn(window.history, 'go');
    leaveStaleDialogEntries();
    await settle();
    expect(go).not.toHaveBeenCalled();
    expect(window.history.length).toBe(startLength);
    go.mockRestore();
  });

  it('Forward onto the entry of a dialog Back closed finds no dialog there: the page steps off it', async () => {
    const stop = followDialogEntries();
    const close = vi.fn();
    const { rerender } = render(<Dialog open onClose={close} />);
    await settle();
    window.history.back();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    rerender(<Dialog open={false} onClose={close} />);
    await settle();
    const go = vi.spyOn(window.history, 'go');
    window.history.forward();
    await waitFor(() => expect(go).toHaveBeenCalledWith(-1));
    await waitFor(() => expect(depth()).toBe(0));
    go.mockRestore();
    stop();
  });

  it("Forward onto an inner dialog's entry, the outer still open: only the inner's entry is stepped off", async () => {
    const stop = followDialogEntries();
    const outer = vi.fn();
    const inner = vi.fn();
    const { rerender } = await openOuterThenInner(outer, inner);
    window.history.back();
    await waitFor(() => expect(inner).toHaveBeenCalledTimes(1));
    rerender(
      <>
        <Dialog open onClose={outer} />
        <Dialog open={false} onClose={inner} />
      </>,
    );
    await settle();
    expect(depth()).toBe(1);
    const go = vi.spyOn(window.history, 'go');
    window.history.forward();
    await waitFor(() => expect(go).toHaveBeenCalledWith(-1));
    await settle();
    expect(depth()).toBe(1);
    expect(go).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    go.mockRestore();
    stop();
  });

  it('while it follows the history, Back closing a dialog takes no further step', async () => {
    const stop = followDialogEntries();
    const close = vi.fn();
    render(<Dialog open onClose={close} />);
    await settle();
    const go = vi.spyOn(window.history, 'go');
    window.history.back();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    await settle();
    expect(go).not.toHaveBeenCalled();
    expect(depth()).toBe(0);
    go.mockRestore();
    stop();
  });

  it('nested: Back closes the inner dialog only, then the outer', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    await openOuterThenInner(outer, inner);
    expect(depth()).toBe(2);
    window.history.back();
    await waitFor(() => expect(inner).toHaveBeenCalledTimes(1));
    expect(outer).not.toHaveBeenCalled();
    window.history.back();
    await waitFor(() => expect(outer).toHaveBeenCalledTimes(1));
  });
});

describe('takeEntriesBack', () => {
  it("a Back whose popstate never comes still ends on its timer, after the page's globals are gone (a test's teardown)", async () => {
    vi.useFakeTimers();
    const global = globalThis as unknown as Record<string, unknown>;
    const removeEventListener = global.removeEventListener;
    try {
      // No entry to go back to: no popstate comes, and the timer ends the wait.
      window.history.replaceState(null, '');
      takeEntriesBack(window.history.length);
      expect(backUnderWay()).not.toBeNull();
      delete global.removeEventListener;
      expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
      expect(backUnderWay()).toBeNull();
    } finally {
      global.removeEventListener = removeEventListener;
      vi.useRealTimers();
    }
  });
});
