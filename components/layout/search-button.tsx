'use client';
import { useUI } from '@/hooks/use-ui';

export function SearchButton() {
  const { openModal } = useUI();
  return (
    <button type="button" data-needs-script onClick={() => openModal('SEARCH_VIEW')} className="icon-btn" aria-label="Cari produk">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}
