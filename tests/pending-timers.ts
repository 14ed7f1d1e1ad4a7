// The timers a test file leaves pending in a worker that the next file shares (tests/setup-dom-file.ts):
// fired then, they would run the last file's code on the next file's page.

type Timer = ReturnType<typeof setTimeout>;
type TimerGlobals = Pick<typeof globalThis, 'setTimeout' | 'setInterval' | 'clearTimeout' | 'clearInterval'>;

/**
 * Wraps `target`'s timer functions so the timers set through them are known until they fire or are
 * cleared; `clearPending()` clears those still pending. A fake clock installed later (vi.useFakeTimers)
 * replaces the wrappers for its while and puts them back.
 */
export function trackTimers(target: TimerGlobals): { clearPending(): number } {
  const pending = new Set<Timer>();
  const { setTimeout: set, setInterval: repeat, clearTimeout: clear, clearInterval: stop } = target;
  target.setTimeout = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const timer: Timer = set(
      (...given: unknown[]) => {
        pending.delete(timer);
        if (typeof callback === 'function') callback(...given);
      },
      delay,
      ...args,
    );
    pending.add(timer);
    return timer;
  }) as typeof setTimeout;
  target.setInterval = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const timer: Timer = repeat(callback, delay, ...args);
    pending.add(timer);
    return timer;
  }) as typeof setInterval;
  target.clearTimeout = ((timer?: Timer) => {
    if (timer !== undefined) pending.delete(timer);
    clear(timer);
  }) as typeof clearTimeout;
  target.clearInterval = ((timer?: Timer) => {
    if (timer !== undefined) pending.delete(timer);
    stop(timer);
  }) as typeof clearInterval;
  return {
    clearPending() {
      const count = pending.size;
      for (const timer of pending) clear(timer);
      pending.clear();
      return count;
    },
  };
}
