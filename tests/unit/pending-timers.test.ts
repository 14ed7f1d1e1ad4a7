// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { trackTimers } from '../pending-timers';

type TimerGlobals = Parameters<typeof trackTimers>[0];
const timerGlobals = (): TimerGlobals => ({ setTimeout, setInterval, clearTimeout, clearInterval });
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a shared worker's pending timers", () => {
  it('clears the timeouts and intervals still pending: none of them runs', async () => {
    const target = timerGlobals();
    const { clearPending } = trackTimers(target);
    const ran = vi.fn();
    target.setTimeout(ran, 10);
    target.setInterval(ran, 5);
    expect(clearPending()).toBe(2);
    await later(40);
    expect(ran).not.toHaveBeenCalled();
    expect(clearPending()).toBe(0);
  });

  it('forgets a timeout once it has run, and one or an interval once cleared; arguments reach the callback', async () => {
    const target = timerGlobals();
    const { clearPending } = trackTimers(target);
    const ran = vi.fn();
    target.setTimeout(ran, 1, 'a', 2);
    target.clearTimeout(target.setTimeout(ran, 1));
    target.clearInterval(target.setInterval(ran, 1));
    await later(20);
    expect(ran).toHaveBeenCalledExactlyOnceWith('a', 2);
    expect(clearPending()).toBe(0);
  });
});
