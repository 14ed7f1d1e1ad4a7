'use client';
import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (the member card at the till: a phone that dims mid-scan loses the
 * cashier's code). The browser drops a screen wake lock whenever the page is hidden; it is released here
 * then too, and asked for again when the page is visible. Where there is no Screen Wake Lock, or the
 * browser refuses it (battery saver, a permissions policy), nothing happens and nothing is said.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator) || !navigator.wakeLock) return;
    const wakeLock = navigator.wakeLock;
    let sentinel: WakeLockSentinel | undefined;
    let asking = false;
    let stopped = false;

    const release = () => {
      const held = sentinel;
      sentinel = undefined;
      if (held && !held.released) void held.release().catch(() => undefined);
    };

    const request = async () => {
      if (stopped || asking || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      asking = true;
      try {
        const granted = await wakeLock.request('screen');
        // Closed or hidden while the browser decided: not wanted any more.
        if (stopped || document.visibilityState !== 'visible') void granted.release().catch(() => undefined);
        else sentinel = granted;
      } catch {
        // Refused: the screen may dim as it always does.
      } finally {
        asking = false;
      }
    };

    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void request();
      else release();
    };

    void request();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      release();
    };
  }, [active]);
}
