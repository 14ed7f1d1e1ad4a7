'use client';
import { hintsStoredSession, useSession } from '@/hooks/use-session';
import { useUI } from '@/hooks/use-ui';
import { onDemand, useOnDemand } from '@/hooks/use-on-demand';

// Only members see the menu: guests never load its code.
const memberMenu = onDemand(() => import('@/components/auth/member-menu'));

/**
 * Guest: Masuk and Daftar. Signed in: the member's level, name and points with a menu. Until the session
 * is known both are in the page, the guest's buttons (working once it is known) and the member chip's
 * placeholder, and the head's hint shows one of them from the first paint (app/globals.css).
 */
export function AuthArea() {
  const { status, token } = useSession();
  // Loaded while the token the device keeps is read (the head's hint saw one) and asked for, beside the
  // session's own code: not one round trip after it. A guest's page never loads it.
  const MemberMenu = useOnDemand(memberMenu, token !== null || (status === 'unknown' && hintsStoredSession()))?.MemberMenu;
  const before = status === 'unknown';
  return (
    <>
      {status !== 'member' ? <GuestButtons before={before} /> : null}
      {status === 'guest' ? null : status === 'member' && MemberMenu ? <MemberMenu /> : <Placeholder before={before} />}
    </>
  );
}

/**
 * Exactly the size of the guest buttons (laid out, unseen), so a guest's header does not move; on a device
 * that keeps a session, the member's chip's room as well (`.auth-placeholder`, app/globals.css).
 */
function Placeholder({ before }: { before: boolean }) {
  return (
    <div
      aria-hidden="true"
      inert
      data-needs-script
      data-before-session={before ? 'member' : undefined}
      className="auth-placeholder relative"
    >
      <div className="invisible">
        <GuestButtons before={false} />
      </div>
      <div className="absolute inset-0 rounded-full bg-slate-100 motion-safe:animate-pulse" />
      {/* EARLY_NAME_CLASS and EARLY_POINTS_CLASS (lib/rules/session.ts): the head's script may write the
          member's name and points here before hydration (lib/session/hint.ts), and React leaves that text.
          The chip's own classes (components/auth/member-menu.tsx) lay them out. */}
      <span className="chip-text early-member">
        <span className="chip-name early-name" suppressHydrationWarning>
          {''}
        </span>
        <span className="chip-points early-points" suppressHydrationWarning>
          {''}
        </span>
      </span>
    </div>
  );
}

function GuestButtons({ before }: { before: boolean }) {
  const { openModal } = useUI();
  return (
    <div data-needs-script data-before-session={before ? 'guest' : undefined} className="flex items-center gap-1 sm:gap-2">
      <button type="button" disabled={before} onClick={() => openModal('LOGIN_VIEW')} className="btn-auth text-brand hover:bg-brand-light">
        Masuk
      </button>
      <button
        type="button"
        disabled={before}
        onClick={() => openModal('REGISTER_VIEW')}
        className="btn-auth bg-brand text-white hover:bg-brand-dark"
      >
        Daftar
      </button>
    </div>
  );
}
