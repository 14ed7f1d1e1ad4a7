import Link from 'next/link';
import type { AppSettings } from '@/lib/api/types';
import { imageUrl } from '@/lib/rules/image';
import { AuthArea } from './auth-area';
import { CategoryMenuButton } from './category-menu-button';
import { SearchButton } from './search-button';
import { ShareButton } from '@/components/share/share-button';

/** Desktop-only header links (on every page, so not prefetched, like the home link). */
export const HEADER_LINKS = [
  { href: '/blog', label: 'Blog' },
  { href: '/about', label: 'Tentang' },
] as const;

/** The navbar (64px): logo home link, Kategori menu, Blog and Tentang, search and the auth area. Server-rendered; interactive leaves only. */
export function Header({ settings }: { settings: AppSettings | undefined }) {
  const title = settings?.title || 'Beranda';
  return (
    <header className="sticky top-0 z-30 h-navbar border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="skip-link">
        Langsung ke konten
      </a>
      {/* Sized in px, the words excepted, and the Kategori button gives way on a narrow bar: app/globals.css, .nav-bar. */}
      <nav aria-label="Utama" className="nav-bar">
        <div className="nav-start">
          {/* On every page, so not prefetched: that would fetch and process the home page (and preload its
              images) on each visit, on a phone's data plan and main thread. */}
          <Link href="/" prefetch={false} className="nav-home">
            {settings?.logoUrl ? (
              <img src={imageUrl(settings.logoUrl, 320)} alt={title} width={160} height={40} className="nav-logo" />
            ) : (
              <span className="truncate text-lg font-extrabold text-brand">{title}</span>
            )}
          </Link>
          <CategoryMenuButton />
          {/* Room for these from 1024px; on smaller screens the footer and the home page lead there. */}
          <div className="hidden items-center lg:flex">
            {HEADER_LINKS.map((link) => (
              <Link key={link.href} href={link.href} prefetch={false} className="nav-pill">
                {link.label}
              </Link>
            ))}
          </div>
        </div>
        <div className="nav-end">
          <SearchButton />
          <ShareButton className="hidden sm:grid" />
          <AuthArea />
        </div>
      </nav>
    </header>
  );
}
