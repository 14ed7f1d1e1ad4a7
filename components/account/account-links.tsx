import Link from 'next/link';

const LINKS = [
  { href: '/member/profile', label: 'Profil Saya', description: 'Nama, email dan nomor WhatsApp' },
  { href: '/member/privacy', label: 'Privasi & Data', description: 'Persetujuan, salinan data, hapus akun' },
] as const;

/** On Akun Saya: the member's own account, its two screens. */
export function AccountLinks() {
  return (
    <nav aria-label="Akun" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ul className="divide-y divide-slate-100">
        {LINKS.map(({ href, label, description }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex min-h-14 items-center justify-between gap-3 rounded-2xl px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:px-5"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{label}</span>
                <span className="block text-xs text-slate-600">{description}</span>
              </span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="18"
                height="18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                className="shrink-0 text-slate-500"
              >
                <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
