import type { Metadata } from 'next';
import { DocumentLink } from '@/components/ui/document-link';
import { RetryButton } from '@/components/offline/retry-button';

// The service worker's answer for a page it has never seen when there is no network (precached).
export const metadata: Metadata = { title: 'Anda sedang offline', robots: { index: false } };

export default function OfflinePage() {
  return (
    <div className="mx-auto flex max-w-page-sm flex-col items-center px-4 py-16 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="56"
        height="56"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        className="text-slate-400"
      >
        <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0" strokeLinecap="round" />
        <circle cx="12" cy="19" r="1.2" fill="currentColor" />
        <path d="m3 3 18 18" strokeLinecap="round" />
      </svg>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Anda sedang offline</h1>
      <p className="mt-2 text-slate-600">
        Halaman ini belum tersimpan di perangkat Anda. Voucher yang pernah Anda buka tetap bisa ditunjukkan di kasir.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <RetryButton />
        {/* A document load: offline, the client router's fetch would fail before the worker could answer. */}
        <DocumentLink href="/my-voucher" className="btn-outline">
          My Voucher
        </DocumentLink>
      </div>
    </div>
  );
}
