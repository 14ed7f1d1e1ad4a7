'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useUI } from '@/components/providers/ui-provider';
import { handDialogEntryToNavigation } from '@/hooks/use-back-closes';

/** Enter: a value searches products, an empty box browses the categories; then the modal closes. */
export default function SearchView() {
  const router = useRouter();
  const { hideModal } = useUI();
  const [value, setValue] = useState('');
  return (
    <form
      role="search"
      className="p-4 pr-14"
      onSubmit={(event) => {
        event.preventDefault();
        const q = value.trim();
        // The results take the place of the dialog's history entry: Back from them returns to this page.
        handDialogEntryToNavigation();
        router.replace(q ? `/search?q=${encodeURIComponent(q)}` : '/browse/category');
        hideModal();
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
    </form>
  );
}
