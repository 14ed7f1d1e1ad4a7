import Link from 'next/link';
import type { Business } from '@/lib/api/types';
import { brandContact } from '@/lib/rules/contact';
import { yearInJakarta } from '@/lib/format/display';
import { SITE } from '@/lib/site';

// Twelve on every page: one class (app/globals.css).
const LINK = 'footer-link';

/**
 * Where visitors look for help and offers; on every page, so not prefetched (see the header's home link).
 * The blog too: the header links to it from 1024px only (on a phone, here and in the Kategori menu).
 */
export const FOOTER_LINKS = [
  { href: '/faq', label: 'FAQ' },
  { href: '/help', label: 'Bantuan' },
  { href: '/store-location', label: 'Lokasi Toko' },
  { href: '/promotion', label: 'Promo' },
  { href: '/blog', label: 'Blog' },
] as const;

/**
 * The footer: policy links, copyright with the current year, Kontak and Ikuti Kami. Kontak shows
 * the business's own email, phone and address when the directory sends them, else the site's fixed ones.
 */
export function Footer({ brand, business }: { brand: string; business?: Business }) {
  const year = yearInJakarta();
  const { email, phone, address, hours } = brandContact(business);
  return (
    <footer id="site-footer" className="mt-12 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto grid grid-cols-1 max-w-page-2xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-kontak">
          <h2 id="footer-kontak" className="mb-3 text-base font-bold text-slate-900">
            Kontak
          </h2>
          <ul className="space-y-2">
            <li>
              <span className="sr-only">Email: </span>
              <a className={LINK} href={`mailto:${email}`}>
                {email}
              </a>
            </li>
            <li>
              <span className="sr-only">Telepon: </span>
              <a className={LINK} href={phone.href}>
                {phone.text}
              </a>
            </li>
            {address ? (
              <li>
                <span className="sr-only">Alamat: </span>
                {address}
              </li>
            ) : null}
            <li>{`Jam operasional: ${hours}`}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-ikuti">
          <h2 id="footer-ikuti" className="mb-3 text-base font-bold text-slate-900">
            Ikuti Kami
          </h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {SITE.social.map((s) => (
              <li key={s.name}>
                <a className={LINK} href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label="Informasi" className="flex flex-col gap-2">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.href} prefetch={false} className={LINK} href={link.href}>
              {link.label}
            </Link>
          ))}
        </nav>
        {/* On every page and rarely followed: not prefetched (see the header's home link). */}
        <nav aria-label="Kebijakan" className="flex flex-col gap-2">
          <Link prefetch={false} className={LINK} href={SITE.links.privacy}>
            Kebijakan Privasi
          </Link>
          <Link prefetch={false} className={LINK} href={SITE.links.terms}>
            Syarat dan ketentuan
          </Link>
        </nav>
      </div>
      <p className="border-t border-slate-200 px-4 py-4 text-center text-xs text-slate-600">
        {`© ${year} ${brand}. Hak cipta dilindungi.`}
      </p>
    </footer>
  );
}
