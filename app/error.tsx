'use client';
import { useEffect } from 'react';
import { doneNavigationProgress } from '@/lib/navigation-progress';

/** A page that failed to render keeps the header and footer, and offers to try again. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => void doneNavigationProgress(), []);
  return (
    <div role="alert" className="mx-auto flex max-w-page-sm flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Terjadi Kesalahan!</h1>
      <p className="mt-2 text-slate-600">Halaman ini gagal dimuat. Silakan coba lagi sebentar lagi.</p>
      <button
        type="button"
        onClick={reset}
        className="btn-primary mt-8"
      >
        Coba lagi
      </button>
    </div>
  );
}
