'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { doneNavigationProgress } from '@/lib/browser/navigation-progress';

/** Ends the bar once the new URL has rendered. Wrap in <Suspense>: it reads the search params. */
export function NavigationProgressDone() {
  const pathname = usePathname();
  const search = useSearchParams();
  useEffect(() => {
    void doneNavigationProgress();
  }, [pathname, search]);
  return null;
}
