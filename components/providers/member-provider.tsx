'use client';
import { createContext, startTransition, useCallback, useContext, useEffect, useState } from 'react';
import type { Member } from '@/lib/api/types';
import { onDemand, preload, useOnDemand } from '@/hooks/use-on-demand';
import { useAuth, useMemberCalls } from './auth-provider';
import { deviceKeepsSession, memberSessionCode } from './kept-session';

export interface MemberContextValue {
  /** The member as loaded; offline, as last seen online (see `keptAt`). */
  member: Member | undefined;
  isLoading: boolean;
  error: Error | undefined;
  /** Loads the member again (after a redeem, the header balance drops at once). */
  refresh: () => Promise<Member | undefined>;
  /** Set when the member could not be loaded and the card kept on the device stands in: when it was saved. */
  keptAt?: string;
  /** The member's name from the kept card (offline, the auth host cannot tell it). */
  keptName?: string;
  /** The WhatsApp number from the kept card: the member card's number when there is no card number. */
  keptMobileNo?: string;
}

const MemberContext = createContext<MemberContextValue | null>(null);

/** What a signed-in session's loader last handed over, and for which token. */
export interface MemberSession {
  token: string;
  value: MemberContextValue;
}

// How a member is loaded (SWR, the member API, the card kept on the device) loads with a signed-in
// session only: a guest's first load carries none of it. A kept session's starts loading before hydration
// (./kept-session.ts).
const memberSession = onDemand(memberSessionCode);

const GUEST: MemberContextValue = { member: undefined, isLoading: false, error: undefined, refresh: async () => undefined };
const LOADING: MemberContextValue = { ...GUEST, isLoading: true };

export function MemberProvider({ children }: { children: React.ReactNode }) {
  const { token } = useAuth();
  // Only a signed-in member ever requests member data: a token being checked has its member asked for
  // meanwhile (one round trip to the points, not two), shown once the check lets it in.
  const { asking, signedIn } = useMemberCalls();
  const [session, setSession] = useState<MemberSession | null>(null);
  const Loader = useOnDemand(memberSession, !!asking)?.MemberSession;
  // Every part that shows the member re-renders with it: in slices, not one long task (see the auth provider).
  const handOver = useCallback((next: MemberSession) => startTransition(() => setSession(next)), []);
  // A kept session's loader is here by the time its token is read (its code loads from before hydration).
  useEffect(() => {
    if (deviceKeepsSession()) preload(memberSession);
  }, []);
  // A new token waits for its own member: never the previous session's.
  const value = !signedIn ? GUEST : session?.token === token ? session.value : LOADING;
  return (
    <MemberContext.Provider value={value}>
      {asking && Loader ? <Loader token={asking} onChange={handOver} /> : null}
      {/* eslint-disable-next-line portal/one-text-run -- the portal's elements, never bare text */}
      {children}
    </MemberContext.Provider>
  );
}

export function useMember(): MemberContextValue {
  const context = useContext(MemberContext);
  if (!context) throw new Error('useMember must be used within a MemberProvider');
  return context;
}
