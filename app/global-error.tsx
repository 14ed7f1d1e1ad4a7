'use client';
import Link from 'next/link';

/** Last resort when the root layout itself fails: a page of its own, with a way back. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="id">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>Terjadi Kesalahan!</h1>
        <p>Halaman gagal dimuat.</p>
        <button type="button" onClick={reset}>
          Coba lagi
        </button>{' '}
        <Link href="/">Kembali ke beranda</Link>
      </body>
    </html>
  );
}
