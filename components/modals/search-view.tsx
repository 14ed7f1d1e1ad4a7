'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useUI } from '@/hooks/use-ui';
import { handDialogEntryToNavigation } from '@/hooks/use-back-closes';
import { BROWSE_PATH } from '@/lib/rules/search-params';

/**
 * Enter: a value searches products, an empty box browses the categories; then the modal closes. The
 * categories are offered as a link too: a narrow header has no room for its Kategori button.
 */
export default function SearchView() {
  const router = useRouter();
  const { hideModal } = useUI();
  const [value, setValue] = useState('');
  const go = (href: string) => {
    // The results take the place of the dialog's history entry: Back from them returns to this page.
    handDialogEntryToNavigation();
    router.replace(href);
    hideModal();
  };
  return (
    <form
      role="search"
      className="p-4 pr-14"
      onSubmit={(event) => {
        event.preventDefault();
        const q = value.trim();
        go(q ? `/search?q=${encodeURIComponent(q)}` : BROWSE_PATH);
      }}
    >
      <label htmlFor="search-product" className="sr-only">
        Cari produk
      </label>
      <input
        id="search-product"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Search Product"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="h-12 w-full rounded-xl border border-slate-300 px-4 text-base outline-hidden focus:border-brand focus:ring-2 focus:ring-brand/30"
      />
      <a
        href={BROWSE_PATH}
        onClick={(event) => {
          // A plain click goes as Enter on an empty box does; a new tab or window is the browser's.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          go(BROWSE_PATH);
        }}
        className="mt-3 inline-flex min-h-[44px] items-center gap-1 rounded text-sm font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
      >
        Jelajahi kategori
        <span aria-hidden="true">→</span>
      </a>
    </form>
  );
}
