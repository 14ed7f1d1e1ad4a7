'use client';
import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useState, useTransition } from 'react';
import { useAuth, useMemberCalls } from '@/components/providers/auth-provider';
import { useMember, type MemberContextValue } from '@/components/providers/member-provider';
import type { Member, User } from '@/lib/api/types';
import { loadToken } from '@/lib/browser/storage';
import { offerCheckedSession } from '@/components/providers/checked-session';
import { tokenTag } from '@/lib/rules/session-check';

interface Rendered {
  member: Member;
  user: User;
}

/** The member a page was rendered for on the server (lib/server/member-session.ts), while it still stands. */
const RenderedContext = createContext<Rendered | null>(null);

/**
 * Around a member page the server rendered from the session cookie. Its data stands while the browser's
 * session is that cookie's: while the kept token is checked (the server has just let it in), and once
 * signed in with it. A session that ends or changes meanwhile (another tab signs out, or in as someone
 * else) hides the page and asks the server for it again, for the session there is now.
 */
export function RenderedSession({
  member,
  user,
  checkedAt,
  checkedFor,
  children,
}: Rendered & {
  /** When the server's check of the token was answered (its clock, ms since the epoch). */
  checkedAt: number;
  /** The tag of the token it checked (`tokenTag`). */
  checkedFor: string;
  children: React.ReactNode;
}) {
  const { status, token } = useAuth();
  const router = useRouter();
  // The cookie the page was rendered for, as the page arrived (the server's render reads none).
  const [renderedFor, setRenderedFor] = useState<string | null>(() => (typeof document === 'undefined' ? null : loadToken()));
  const [refreshing, startRefresh] = useTransition();
  const stands = status === 'restoring' || (status === 'signed-in' && token === renderedFor);

  // The server checked the kept token for this page (token-info and member, the browser's own calls):
  // while that stands the browser's session starts from it rather than making them again. Offered before
  // the auth provider reads the kept token (a child's effects run before its parent's).
  useEffect(() => {
    if (renderedFor && tokenTag(renderedFor) === checkedFor) offerCheckedSession({ token: renderedFor, user, member, checkedAt });
    // Once, as the page arrives: a later session is the browser's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (stands) return;
    startRefresh(() => {
      setRenderedFor(loadToken());
      router.refresh();
    });
  }, [stands, router]);

  if (!stands || refreshing) return <div role="status" aria-label="Memuat" className="min-h-64" />;
  return <RenderedContext.Provider value={{ member, user }}>{children}</RenderedContext.Provider>;
}

/** Whether the page shows what the server rendered for this session (its data then stands in for SWR's). */
export function useRendered(): Rendered | null {
  return useContext(RenderedContext);
}

/** Whether a member page shows the member's own: signed in in the browser, or rendered for the session. */
export function useShowsMember(): boolean {
  const { signedIn } = useMemberCalls();
  const rendered = useRendered();
  return signedIn || rendered !== null;
}

/**
 * The member a member page shows: the one loaded in the browser (fresh after a redeem, or kept on the
 * device offline), else the one the page was rendered with.
 */
export function useShownMember(): MemberContextValue & { user: User | null } {
  const { user } = useAuth();
  const loaded = useMember();
  const rendered = useRendered();
  if (loaded.member || !rendered) return { ...loaded, user };
  return { ...loaded, member: rendered.member, isLoading: false, error: undefined, user: user ?? rendered.user };
}

/** On a page rendered for a token the backend refused: the browser's session ends as it would on a 401. */
export function EndRefusedSession() {
  const { dropSession } = useAuth();
  useEffect(() => {
    void dropSession();
  }, [dropSession]);
  return null;
}
