'use client';
import { useEffect } from 'react';
import { doneNavigationProgress } from '@/lib/browser/navigation-progress';
import { useReloadForNewBuild } from '@/hooks/use-reload-for-new-build';
import { NEW_BUILD_LOADING, tryAgain } from '@/lib/browser/reload-on-new-build';

/** A page that failed to render keeps the header and footer, and offers to try again. */
export default function PageError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  // A part gone with a new deployment: the page reloads into the new build rather than showing an error.
  const reloading = useReloadForNewBuild(error);
  useEffect(() => void doneNavigationProgress(), []);
  if (reloading) {
    return (
      <p role="status" className="px-4 py-16 text-center text-slate-600">
        {NEW_BUILD_LOADING}
      </p>
    );
  }
  return (
    <div role="alert" className="mx-auto flex max-w-page-sm flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Terjadi Kesalahan!</h1>
      <p className="mt-2 text-slate-600">Halaman ini gagal dimuat. Silakan coba lagi sebentar lagi.</p>
      <button type="button" onClick={() => tryAgain(error, retry)} className="btn-primary mt-8">
        Coba lagi
      </button>
    </div>
  );
}
