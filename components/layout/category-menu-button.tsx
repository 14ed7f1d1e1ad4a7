'use client';
import { useCallback, useId, useRef, useState } from 'react';
import { onDemand, preload as preloadPart, useOnDemand } from '@/hooks/use-on-demand';
import type { MenuFocus } from './category-menu';

// The menu's code and its data load on first use, so no page carries them in its HTML or first-load JS.
const categoryMenu = onDemand(() => import('./category-menu'));

/** The header's Kategori button (menu button pattern): Enter, Space or ↓ opens on the first item, ↑ on the last. */
export function CategoryMenuButton() {
  const [open, setOpen] = useState<MenuFocus | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const CategoryMenu = useOnDemand(categoryMenu, open !== null)?.default;
  const buttonId = useId();
  const menuId = useId();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  // About to be used (a pointer over the button, or focus on it): fetch the menu's code and its
  // categories, so it opens filled. The menu reads the same SWR entry; SWR itself loads only now.
  const preload = () => {
    preloadPart(categoryMenu);
    void import('@/hooks/use-category-tree').then((tree) => tree.preloadCategoryTree()).catch(() => {});
  };

  return (
    // Hidden when the header's bar is too narrow for it beside the logo (.nav-kategori).
    <div className="nav-kategori">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open !== null && CategoryMenu ? menuId : undefined}
        onClick={() => setOpen((current) => (current === null ? 'first' : null))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
        onPointerEnter={preload}
        onFocus={preload}
        className="nav-pill min-w-[44px] justify-center gap-1 px-[8px] sm:px-[12px]"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="sm:hidden"
        >
          <rect x="4" y="4" width="6" height="6" rx="1" />
          <rect x="14" y="4" width="6" height="6" rx="1" />
          <rect x="4" y="14" width="6" height="6" rx="1" />
          <rect x="14" y="14" width="6" height="6" rx="1" />
        </svg>
        {/* On a phone the icon shows; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">Kategori</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="16"
          height="16"
          className={`hidden transition sm:block ${open !== null ? 'rotate-180' : ''}`}
        >
          <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open !== null && CategoryMenu ? (
        <CategoryMenu id={menuId} labelledBy={buttonId} initialFocus={open} onClose={close} buttonRef={buttonRef} />
      ) : null}
    </div>
  );
}
