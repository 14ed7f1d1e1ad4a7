import { vi } from 'vitest';

// jsdom has no requestIdleCallback: a test installs this one, hands out the idle moments itself, and
// removes it afterwards (after unmounting, so that cleanups can still cancel).
interface IdleWindow {
  requestIdleCallback?: (cb: IdleRequestCallback, options?: IdleRequestOptions) => number;
  cancelIdleCallback?: (id: number) => void;
}
const idleWindow = window as unknown as IdleWindow;

/** Installs a requestIdleCallback whose idle moments the test hands out with `idle()`. */
export function fakeIdleCallback() {
  const queued = new Map<number, { run: IdleRequestCallback; timeout?: number }>();
  let next = 1;
  idleWindow.requestIdleCallback = vi.fn((run: IdleRequestCallback, options?: IdleRequestOptions) => {
    queued.set(next, { run, timeout: options?.timeout });
    return next++;
  });
  idleWindow.cancelIdleCallback = vi.fn((id: number) => void queued.delete(id));
  return {
    queued,
    idle() {
      const waiting = [...queued.values()];
      queued.clear();
      for (const { run } of waiting) run({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

/** Back to jsdom's own window, without requestIdleCallback. */
export function removeIdleCallback(): void {
  delete idleWindow.requestIdleCallback;
  delete idleWindow.cancelIdleCallback;
}
