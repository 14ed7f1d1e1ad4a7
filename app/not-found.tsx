import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-page-sm flex-col items-center px-4 py-16 text-center">
      <p className="text-6xl font-black text-accent-dark" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">Halaman tidak ditemukan</h1>
      <p className="mt-2 text-slate-600">Halaman yang Anda cari mungkin sudah dipindahkan atau tidak pernah ada.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="btn-primary">
          Kembali ke beranda
        </Link>
        <Link href="/browse/category" className="btn-outline">
          Lihat produk
        </Link>
        <Link href="/blog" className="btn-outline">
          Baca blog
        </Link>
      </div>
    </div>
  );
}
