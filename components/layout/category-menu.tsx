'use client';
import Link from 'next/link';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { categoryLabel } from '@/lib/format/labels';
import { BROWSE_PATH, hrefWith } from '@/lib/rules/search-params';
import { SEE_ALL_LABEL } from '@/components/ui/see-all-link';
import { useCategoryTree } from '@/hooks/use-category-tree';

export type MenuFocus = 'first' | 'last';

/** The dropdown's "see all" target. */
export const ALL_PRODUCTS_HREF = '/browse/category/all';

interface CategoryMenuProps {
  id: string;
  labelledBy: string;
  initialFocus: MenuFocus;
  /** Closes the menu; Escape gives focus back to the button, a click elsewhere or Tab leaves it where it went. */
  onClose: (returnFocus: boolean) => void;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
}

const ITEM =
  'flex min-h-11 items-center rounded-lg px-3 text-sm text-slate-800 hover:bg-brand-light hover:text-brand focus:bg-brand-light focus:text-brand focus:outline-2 focus:-outline-offset-2 focus:outline-brand';
const GROUP_LABEL = 'px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600';

/**
 * The Kategori menu: Lihat Semua, each category with its children, and the brands, as links to the
 * catalog. Arrow keys, Home and End move between items; Escape closes. A sheet under the header on a
 * phone, a dropdown panel from 640px up. Links load as documents: the catalog's filtered list is
 * rewritten on the server (see DocumentLink).
 */
export default function CategoryMenu({ id, labelledBy, initialFocus, onClose, buttonRef }: CategoryMenuProps) {
  const { data, error, isLoading } = useCategoryTree();
  const menuRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // Before the first paint: a menu shown by a transition (its first open) gets its effects only after
  // the browser has painted it, and an Escape pressed then would reach the button, not the menu.
  useLayoutEffect(() => {
    const list = items();
    (initialFocus === 'last' ? list[list.length - 1] : list[0])?.focus();
    // Where focus starts is decided once, when the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [buttonRef, onClose]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
      return;
    }
    if (event.key === 'Tab') {
      onClose(false);
      return;
    }
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const to: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 };
    if (!(event.key in to) || list.length === 0) return;
    event.preventDefault();
    list[(to[event.key] + list.length) % list.length]?.focus();
  };

  const categories = data?.categories ?? [];
  const brands = data?.brands ?? [];

  return (
    <div
      ref={panelRef}
      className="fixed inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white p-3 shadow-lg sm:absolute sm:inset-x-auto sm:left-0 sm:top-full sm:mt-2 sm:max-h-[70dvh] sm:w-[40rem] sm:rounded-2xl sm:border"
    >
      <div ref={menuRef} id={id} role="menu" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
        {/* Beside Lihat Semua, the blog: the header links to it from 1024px only. In this row, not a row of
            its own at the end: the whole menu still fits a phone's screen without scrolling. */}
        <div className="flex flex-wrap gap-x-3">
          <a role="menuitem" tabIndex={-1} href={ALL_PRODUCTS_HREF} className={`${ITEM} font-semibold text-brand`}>
            {SEE_ALL_LABEL}
            <span aria-hidden="true" className="ml-1">
              →
            </span>
          </a>
          <Link role="menuitem" tabIndex={-1} href="/blog" prefetch={false} onClick={() => onClose(false)} className={ITEM}>
            Blog
          </Link>
        </div>
        {categories.length > 0 ? (
          <div className="mt-1 grid grid-cols-1 gap-x-3 sm:grid-cols-3">
            {categories.map((top) => {
              const labelId = `${id}-${top.key}`;
              return (
                <div key={top.key} role="group" aria-labelledby={labelId} className="py-1">
                  <a
                    id={labelId}
                    role="menuitem"
                    tabIndex={-1}
                    href={hrefWith(BROWSE_PATH, { category: top.key })}
                    className={`${ITEM} font-semibold`}
                  >
                    {categoryLabel(top.key)}
                  </a>
                  {top.childCategories.map((child) => (
                    <a
                      key={child.key}
                      role="menuitem"
                      tabIndex={-1}
                      href={hrefWith(BROWSE_PATH, { category: child.key })}
                      className={`${ITEM} pl-6`}
                    >
                      {categoryLabel(child.key)}
                    </a>
                  ))}
                </div>
              );
            })}
          </div>
        ) : null}
        {brands.length > 0 ? (
          <>
            <div role="separator" className="my-2 border-t border-slate-200" />
            <div role="group" aria-labelledby={`${id}-brands`}>
              <div id={`${id}-brands`} aria-hidden="true" className={GROUP_LABEL}>
                Merek
              </div>
              <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-3">
                {brands.map((brand) => (
                  <a key={brand.key} role="menuitem" tabIndex={-1} href={hrefWith(BROWSE_PATH, { brand: brand.key })} className={ITEM}>
                    {brand.value}
                  </a>
                ))}
              </div>
            </div>
          </>
        ) : null}
      </div>
      {isLoading ? (
        <p role="status" className="px-3 py-2 text-sm text-slate-600">
          Memuat kategori…
        </p>
      ) : error ? (
        <p role="status" className="px-3 py-2 text-sm text-slate-600">
          Kategori belum dapat dimuat. Lihat semua produk di atas.
        </p>
      ) : null}
    </div>
  );
}
