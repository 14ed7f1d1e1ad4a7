'use client';
import { useEffect } from 'react';
import { useUI } from '@/components/providers/modal-and-screen-provider';
import { useAuth } from '@/components/providers/auth-provider';
import { deviceKeepsSession } from '@/components/providers/kept-session';
import { onDemand, preload, useOnDemand } from '@/hooks/use-on-demand';

// Only members see the menu: guests never load its code.
const memberMenu = onDemand(() => import('@/components/auth/member-menu'));

/** Guest: Masuk and Daftar. Signed in: the member's level, name and points with a menu. */
export function AuthArea() {
  const { status } = useAuth();
  const MemberMenu = useOnDemand(memberMenu, status === 'signed-in')?.MemberMenu;
  // A kept session's menu loads while its token is checked.
  useEffect(() => {
    if (deviceKeepsSession()) preload(memberMenu);
  }, []);
  if (status === 'signed-in') return MemberMenu ? <MemberMenu /> : <Placeholder />;
  if (status === 'restoring') return <Placeholder />;
  return <GuestButtons />;
}

/**
 * Exactly the size of the guest buttons (laid out, unseen), so a guest's header does not move; on a device
 * that keeps a session, the member's chip's room as well (`.auth-placeholder`, app/globals.css).
 */
function Placeholder() {
  return (
    <div aria-hidden="true" inert data-needs-script className="auth-placeholder relative">
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
