import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/browser/idle';

/**
 * False on the server, while hydrating and until the browser is first idle after that; true from then on.
 * For what the page never waits for (the service worker, the toaster): it mounts in a task of its own.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
