import { DealsResult } from '@/components/deals/deals-result';
import { HomeView, loadHome } from '@/components/home/home-view';
import { listDeals } from '@/lib/api/member';
import { noteDealsAnswer } from '@/lib/server/deals-for-members';

// The same for every visitor: prerendered, then refreshed from the backend at most once a minute.
export const revalidate = 60;

export default async function HomePage() {
  const [content, deals] = await Promise.all([loadHome(), listDeals()]);
  // Whether the backend refused it decides where members' requests render (lib/server/deals-for-members.ts).
  noteDealsAnswer(deals.status);
  return <HomeView content={content} deals={<DealsResult deals={deals} layout="carousel" />} />;
}
