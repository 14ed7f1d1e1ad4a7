import { AllDeals } from '@/components/deals/all-deals';
import { memberDealsResult } from '@/components/deals/member-deals-result';

// A member's `/deals` where the backend keeps deals for members: rewritten here by the server guard
// (lib/server/deals-for-members.ts), rendered per request for the session, never cached.
export default async function DealsForMembersPage() {
  return <AllDeals>{await memberDealsResult('grid')}</AllDeals>;
}
