'use client';
import { useState } from 'react';

/** A retry button's state: `retrying` while `reload` runs again after a failure. */
export function useRetry(reload: () => Promise<unknown>) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void reload().finally(() => setRetrying(false));
  };
  return { retrying, retry };
}
