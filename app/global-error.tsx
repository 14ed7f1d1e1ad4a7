'use client';
import Link from 'next/link';
import { useReloadForNewBuild } from '@/hooks/use-reload-for-new-build';
import { NEW_BUILD_LOADING, tryAgain } from '@/lib/browser/reload-on-new-build';

/** Last resort when the root layout itself fails: a page of its own, with a way back. */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  // A part gone with a new deployment (the dialogs' host, the toaster): reload into the new build.
  const reloading = useReloadForNewBuild(error);
  return (
    <html lang="id">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        {reloading ? (
          <p role="status">{NEW_BUILD_LOADING}</p>
        ) : (
          <>
            <h1>Terjadi Kesalahan!</h1>
            <p>Halaman gagal dimuat.</p>
            <button type="button" onClick={() => tryAgain(error, retry)}>
              Coba lagi
            </button>{' '}
            <Link href="/">Kembali ke beranda</Link>
          </>
        )}
      </body>
    </html>
  );
}
