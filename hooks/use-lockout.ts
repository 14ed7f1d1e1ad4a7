'use client';
import { useCallback, useEffect, useState } from 'react';
import { tooManyMessage, waitSeconds } from '@/lib/api/too-many';
import type { ApiResult } from '@/lib/api/types';

export interface Lockout {
  /** Whole seconds left to wait; 0 when the person may try again. */
  remaining: number;
  /** What the backend said (or how long to wait), while waiting; null otherwise. */
  message: string | null;
  /** Starts the wait when `answer` is a 429; true when it was one. */
  lockFrom: (answer: ApiResult<unknown>) => boolean;
}

/**
 * The wait a backend's attempt limit imposes (a 429 with Retry-After). Time is read from the clock,
 * not counted in ticks, so a phone that throttles a background tab still shows the right number.
 */
export function useLockout(): Lockout {
  const [lock, setLock] = useState<{ until: number; message: string } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const remaining = lock ? Math.max(0, Math.ceil((lock.until - now) / 1000)) : 0;

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);

  const lockFrom = useCallback((answer: ApiResult<unknown>) => {
    const message = tooManyMessage(answer);
    if (message === null) return false;
    const start = Date.now();
    setNow(start);
    setLock({ until: start + waitSeconds(answer) * 1000, message });
    return true;
  }, []);

  return { remaining, message: remaining > 0 ? (lock?.message ?? null) : null, lockFrom };
}
