'use client';
import { useAuth } from '@/components/providers/auth-provider';

/**
 * Whom the members' deals are for on this device: `member` once it has a session (its token is being
 * checked, or signed in), `guest` once it is known to have none, `unknown` until its token is read (the
 * server's render and the first moments after hydration).
 */
export function useDealsViewer(): 'member' | 'guest' | 'unknown' {
  const { status, checking } = useAuth();
  if (status === 'signed-in' || checking) return 'member';
  return status === 'guest' ? 'guest' : 'unknown';
}

/**
 * The members' deals before the session is known: the invitation to sign in, the same for every guest and
 * so in the cached page, and the deals' loading state in the same place. Until the session is read, CSS
 * shows one from the first paint (app/globals.css): the loading state where the head's session hint found
 * a stored token (`<html data-session="stored">`), the invitation anywhere else, JavaScript off included.
 * Once a guest is known, the invitation alone, as the same element.
 */
export function BeforeSession({
  guestKnown,
  invitation,
  loading,
}: {
  guestKnown: boolean;
  invitation: React.ReactNode;
  loading: React.ReactNode;
}) {
  return (
    <>
      <div data-deals-before-session={guestKnown ? 'guest-known' : 'guest'}>{invitation}</div>
      {guestKnown ? null : <div data-deals-before-session="member">{loading}</div>}
    </>
  );
}
