import { SessionHandOver } from '@/hooks/use-session';
import { listDeals } from '@/lib/api/member';
import { answerOf, readSession } from '@/lib/session/server';
import { DealsResult, MembersDealsPart } from './deals-result';

/**
 * The deal list loaded and drawn for the session's member, for the per-request pages a member's request
 * becomes where the backend keeps deals for members (lib/server/deals-for-members.ts). A guest, a refused
 * token or a backend that cannot tell gets the browser's part, as on the cached page. A module of its own:
 * the cached pages import ./deals-result.tsx only, and so carry none of the session's parts.
 */
export async function memberDealsResult(layout: 'grid' | 'carousel'): Promise<React.ReactNode> {
  const session = await readSession();
  const deals = session.kind === 'member' ? await listDeals(session.token) : undefined;
  return (
    <SessionHandOver answer={answerOf(session)}>
      {deals ? <DealsResult deals={deals} layout={layout} /> : <MembersDealsPart layout={layout} />}
    </SessionHandOver>
  );
}
