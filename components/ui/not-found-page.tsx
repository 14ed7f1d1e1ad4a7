import Link from 'next/link';

const BUTTON =
  'inline-flex h-11 items-center rounded-full px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** A 404 for one kind of item (a post, a product, a deal): what was not found, the list it belongs to, and home. */
export function NotFoundPage({ title, text, primary }: { title: string; text: string; primary: { href: string; label: string } }) {
  return (
    <div className="mx-auto flex max-w-page-sm flex-col items-center px-4 py-16 text-center">
      <p className="text-6xl font-black text-accent-dark" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={primary.href} className={`${BUTTON} bg-brand text-white hover:bg-brand-dark`}>
          {primary.label}
        </Link>
        <Link href="/" className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
          Kembali ke beranda
        </Link>
      </div>
    </div>
  );
}
