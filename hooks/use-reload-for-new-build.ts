'use client';
import { useEffect, useState } from 'react';
import { reloadForNewBuild, willReloadFor } from '@/lib/browser/reload-on-new-build';

/** For an error boundary: true while the page reloads into the new build (show that, not the error). */
export function useReloadForNewBuild(error: unknown): boolean {
  const [reloading] = useState(() => willReloadFor(error));
  useEffect(() => {
    if (reloading) reloadForNewBuild(error);
  }, [error, reloading]);
  return reloading;
}
