import Link from 'next/link';
import { SITE } from '@/lib/site';

/** SPEC section 2: policy links, copyright with the current year, Kontak and Ikuti Kami. */
export function Footer({ brand }: { brand: string }) {
  const year = new Date().getFullYear();
  return (
    <footer id="site-footer" className="mt-12 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto grid max-w-page-2xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="footer-kontak">
          <h2 id="footer-kontak" className="mb-3 text-base font-bold text-slate-900">
            Kontak
          </h2>
          <ul className="space-y-2">
            <li>
              <span className="sr-only">Email: </span>
              <a className="inline-flex min-h-6 items-center py-1 underline-offset-2 hover:underline" href={`mailto:${SITE.contact.email}`}>
                {SITE.contact.email}
              </a>
            </li>
            <li>
              <span className="sr-only">Telepon: </span>
              <a className="inline-flex min-h-6 items-center py-1 underline-offset-2 hover:underline" href={SITE.contact.phoneHref}>
                {SITE.contact.phone}
              </a>
            </li>
            <li>Jam operasional: {SITE.contact.hours}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-ikuti">
          <h2 id="footer-ikuti" className="mb-3 text-base font-bold text-slate-900">
            Ikuti Kami
          </h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {SITE.social.map((s) => (
              <li key={s.name}>
                <a className="inline-flex min-h-6 items-center py-1 underline-offset-2 hover:underline" href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {/* On every page and rarely followed: not prefetched (see the header's home link). */}
        <nav aria-label="Kebijakan" className="flex flex-col gap-2">
          <Link prefetch={false} className="inline-flex min-h-6 items-center py-1 underline-offset-2 hover:underline" href={SITE.links.privacy}>
            Kebijakan Privasi
          </Link>
          <Link prefetch={false} className="inline-flex min-h-6 items-center py-1 underline-offset-2 hover:underline" href={SITE.links.terms}>
            Syarat dan ketentuan
          </Link>
        </nav>
      </div>
      <p className="border-t border-slate-200 px-4 py-4 text-center text-xs text-slate-600">
        © {year} {brand}. Hak cipta dilindungi.
      </p>
    </footer>
  );
}
