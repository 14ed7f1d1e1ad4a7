'use client';
import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1000;

export interface Countdown {
  /** Whole seconds left, 0 when done. */
  remaining: number;
  /** Starts again from the full length. */
  restart: () => void;
}

/**
 * Counts down from `seconds`, starting at once. Time is read from the clock rather than counted
 * in ticks, so a phone that throttles a background tab still shows the right number on return.
 */
export function useCountdown(seconds: number): Countdown {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running, endsAt]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);

  return { remaining, restart };
}
