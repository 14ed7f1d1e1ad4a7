import type { BrandContact } from '@/lib/rules/contact';

const LINK =
  'inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4 wrap-anywhere focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * Where the backend does not offer a part of the member's account: what cannot be done here, and how to
 * reach the brand instead (the footer's Kontak, lib/rules/contact.ts). Never a button that does nothing.
 */
export function ContactNotice({ contact, children }: { contact: BrandContact; children: React.ReactNode }) {
  return (
    <div data-not-offered className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <p>{children}</p>
      <ul className="mt-1">
        <li>
          <span className="sr-only">Email: </span>
          <a className={LINK} href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </li>
        <li>
          <span className="sr-only">Telepon: </span>
          <a className={LINK} href={contact.phone.href}>
            {contact.phone.text}
          </a>
        </li>
        <li>{`Jam operasional: ${contact.hours}`}</li>
      </ul>
    </div>
  );
}
