'use client';
import { Suspense, lazy } from 'react';
import { useUI } from '@/components/providers/ui-provider';
import { useAuth } from '@/components/providers/auth-provider';

// Only members see the menu: guests never load its code.
const MemberMenu = lazy(() => import('@/components/auth/member-menu').then((m) => ({ default: m.MemberMenu })));

/** Guest: Masuk and Daftar. Signed in: the member's level, name and points with a menu. */
export function AuthArea() {
  const { status } = useAuth();
  if (status === 'signed-in')
    return (
      <Suspense fallback={<Placeholder />}>
        <MemberMenu />
      </Suspense>
    );
  if (status === 'restoring') return <Placeholder />;
  return <GuestButtons />;
}

/** Exactly the size of the guest buttons (laid out, unseen), so a guest's header does not move. */
function Placeholder() {
  return (
    <div aria-hidden="true" inert data-needs-script className="relative">
      <div className="invisible">
        <GuestButtons />
      </div>
      <div className="absolute inset-0 rounded-full bg-slate-100 motion-safe:animate-pulse" />
    </div>
  );
}

function GuestButtons() {
  const { openModal } = useUI();
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <button type="button" onClick={() => openModal('LOGIN_VIEW')} className="btn-auth text-brand hover:bg-brand-light">
        Masuk
      </button>
      <button type="button" onClick={() => openModal('REGISTER_VIEW')} className="btn-auth bg-brand text-white hover:bg-brand-dark">
        Daftar
      </button>
    </div>
  );
}
