import { memberDealsResult } from '@/components/deals/member-deals-result';
import { HomeView, loadHome } from '@/components/home/home-view';

// A member's `/` where the backend keeps deals for members: rewritten here by the server guard
// (lib/server/deals-for-members.ts), rendered per request for the session, never cached.
export default async function HomeForMembersPage() {
  const [content, deals] = await Promise.all([loadHome(), memberDealsResult('carousel')]);
  return <HomeView content={content} deals={deals} />;
}
