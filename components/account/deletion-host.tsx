'use client';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { PRIMARY_BUTTON } from '@/components/ui/button-styles';
import { DocumentLink } from '@/components/ui/document-link';
import { useSession } from '@/hooks/use-session';
import type { DeletionRequest } from '@/lib/api/types';
import { formatDate } from '@/lib/format/display';

const DeletionAccepted = createContext<((request: DeletionRequest) => void) | null>(null);

/** Tells the page that the backend accepted the account's deletion (the deletion section calls it). */
export function useDeletionAccepted(): (request: DeletionRequest) => void {
  const accepted = useContext(DeletionAccepted);
  if (!accepted) throw new Error('useDeletionAccepted must be used within an AccountDeletionHost');
  return accepted;
}

/**
 * Around "Privasi & Data", outside the part rendered for the session: once the deletion is accepted, the
 * device is signed out and wiped as at logout (cookie, localStorage, what it keeps for offline use, the
 * member's pictures), without a reload, and the answer's reference and date stay on screen in place of the
 * page, which would otherwise give way to a guest's.
 */
export function AccountDeletionHost({ children }: { children: React.ReactNode }) {
  const { signOut } = useSession();
  const [receipt, setReceipt] = useState<DeletionRequest | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const accepted = useCallback(
    (request: DeletionRequest) => {
      setReceipt(request);
      void signOut().finally(() => setSignedOut(true));
    },
    [signOut],
  );
  if (receipt) return <DeletionReceipt receipt={receipt} signedOut={signedOut} />;
  return <DeletionAccepted.Provider value={accepted}>{children}</DeletionAccepted.Provider>;
}

function DeletionReceipt({ receipt, signedOut }: { receipt: DeletionRequest; signedOut: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const due = formatDate(receipt.dueAt);
  return (
    <section
      aria-labelledby="deletion-receipt"
      data-deletion-receipt
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 ref={heading} id="deletion-receipt" tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
        Permintaan hapus akun diterima
      </h2>
      <dl className="mt-3 space-y-2 text-sm text-slate-700">
        <div>
          <dt className="font-medium text-slate-900">Nomor referensi</dt>
          <dd data-deletion-reference className="font-mono text-base wrap-anywhere text-slate-900">
            {receipt.reference || '–'}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Selesai paling lambat</dt>
          <dd data-deletion-due>{due || 'Tanggal belum diberitahukan'}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        Simpan nomor referensi ini bila Anda menghubungi kami tentang permintaan ini. Setelah akun dihapus, nomor WhatsApp Anda tidak lagi
        terdaftar sebagai member.
      </p>
      <p role="status" className="mt-2 text-sm font-medium text-slate-900">
        {signedOut ? 'Anda telah keluar, dan data akun ini di perangkat ini telah dihapus.' : 'Mengeluarkan Anda dari perangkat ini…'}
      </p>
      {/* A whole page load: nothing of the session's stays in memory either. */}
      <DocumentLink href="/" className={`${PRIMARY_BUTTON} mt-4`}>
        Kembali ke beranda
      </DocumentLink>
    </section>
  );
}
