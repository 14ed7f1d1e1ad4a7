import Link from 'next/link';

export default function BlogPostNotFound() {
  return (
    <div className="mx-auto flex max-w-page-sm flex-col items-center px-4 py-16 text-center">
      <p className="text-6xl font-black text-accent-dark" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">Artikel tidak ditemukan</h1>
      <p className="mt-2 text-slate-600">Artikel yang Anda cari mungkin sudah dihapus atau alamatnya salah.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href="/blog"
          className="inline-flex h-11 items-center rounded-full bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Lihat semua artikel
        </Link>
        <Link
          href="/"
          className="inline-flex h-11 items-center rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Kembali ke beranda
        </Link>
      </div>
    </div>
  );
}
