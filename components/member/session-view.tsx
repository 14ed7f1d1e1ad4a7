import type { RenderedSession as Session } from '@/lib/server/member-session';
import { SESSION_CHECKED_META, tokenTag } from '@/lib/rules/session-check';
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
      <>
        {/* Read before hydration (components/providers/kept-session-calls.ts): the token's calls are not sent ahead. */}
        <meta name={SESSION_CHECKED_META} content={String(session.checkedAt)} />
        <RenderedSession member={session.member} user={session.user} checkedAt={session.checkedAt} checkedFor={tokenTag(session.token)}>
          {children(session)}
        </RenderedSession>
      </>
    );
  }
  return (
    <>
      {browser}
      {session.kind === 'refused' ? <EndRefusedSession /> : null}
    </>
  );
}
