'use client';
import { useUI } from '@/components/providers/ui-provider';

/**
 * A deal the backend shows to members only (it refused the server's guest request with 401/403):
 * an invitation to sign in. Loading the deal with the member's token is the guarded-deals work's job.
 */
export function DealSignIn() {
  const { openModal } = useUI();
  return (
    <div className="mx-auto flex max-w-page-sm flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Masuk untuk melihat deal ini</h1>
      <p className="mt-2 text-slate-600">Deal ini khusus member. Masuk dengan nomor WhatsApp Anda untuk melihat dan menukarnya.</p>
      <button
        type="button"
        onClick={() => openModal('LOGIN_VIEW')}
        className="mt-8 inline-flex h-11 items-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Masuk
      </button>
    </div>
  );
}
