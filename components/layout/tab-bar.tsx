'use client';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useSession } from '@/hooks/use-session';
import { useUI } from '@/hooks/use-ui';

/** The bar's tabs: where each leads and its word; its icon is drawn by the stylesheet (`.tab-<icon>`). */
export const TABS = [
  { href: '/', label: 'Beranda', icon: 'home' },
  { href: '/deals', label: 'Deals', icon: 'deals' },
  { href: '/my-voucher', label: 'Voucher', icon: 'voucher' },
  { href: '/member', label: 'Akun', icon: 'account' },
] as const;

const ACCOUNT = '/member';

/**
 * Whether a tab is the current page ('page'), holds it ('true': a deal under Deals, Profil Saya under
 * Akun), or neither. The server guard's per-request variants (`/home-for-members`, `/deals-for-members`)
 * are the pages they stand in for: the server renders them under their own path.
 */
export function currentOf(href: string, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.replace(/^\/(home|deals)-for-members(?=\/|$)/, (_, page: string) => (page === 'home' ? '' : '/deals')) || '/';
  if (path === href) return 'page';
  return href !== '/' && path.startsWith(`${href}/`) ? 'true' : undefined;
}

/**
 * The phone's tab bar (below 1024 px; the desktop keeps its header links): Beranda, Deals, Voucher and
 * Akun, always in view at the foot of the screen. The same for everyone, so the cached pages carry it: a
 * guest's Akun opens Masuk once the session is known (and leads to Akun Saya after it), and before that,
 * or without JavaScript, leads to Akun Saya, which invites a guest to sign in. Laid out and hidden by
 * app/globals.css (`.tab-bar`), which keeps the page's content above it.
 */
export function TabBar() {
  const pathname = usePathname();
  const router = useRouter();
  const { status } = useSession();
  const { openModal, hideModal } = useUI();

  const signIn = (event: React.MouseEvent) => {
    // A new tab or window is the browser's to open.
    if (status !== 'guest' || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openModal('LOGIN_VIEW', {
      // Signed in, on to Akun Saya, once the dialog has taken its history entry back (else that Back
      // would undo the navigation). The dialog's code loaded that module: no new download.
      callback: () => {
        hideModal();
        void import('@/hooks/use-back-closes').then(({ afterDialogEntries }) => afterDialogEntries(() => router.push(ACCOUNT)));
      },
    });
  };

  return (
    <nav aria-label="Akses cepat" className="tab-bar">
      <ul className="tab-list">
        {TABS.map(({ href, label, icon }) => (
          <li key={href}>
            <Link
              href={href}
              // On every page, so not prefetched (see the header's home link).
              prefetch={false}
              aria-current={currentOf(href, pathname)}
              onClick={href === ACCOUNT ? signIn : undefined}
              className={`tab tab-${icon}`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
