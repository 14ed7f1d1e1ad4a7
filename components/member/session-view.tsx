import type { RenderedSession as Session } from '@/lib/server/member-session';
import { EndRefusedSession, RenderedSession } from './rendered-session';

type MemberSession = Extract<Session, { kind: 'member' }>;

/**
 * A member page's body for the session it is rendered for: the member's own (`children`), else what the
 * browser builds (`browser`), which also ends a session the backend refused.
 */
export function SessionView({
  session,
  browser,
  children,
}: {
  session: Session;
  browser: React.ReactNode;
  children: (member: MemberSession) => React.ReactNode;
}) {
  if (session.kind === 'member') {
    return (
      <RenderedSession member={session.member} user={session.user}>
        {children(session)}
      </RenderedSession>
    );
  }
  return (
    <>
      {browser}
      {session.kind === 'refused' ? <EndRefusedSession /> : null}
    </>
  );
}
