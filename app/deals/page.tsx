import { AllDeals } from '@/components/deals/all-deals';
import { DealsResult } from '@/components/deals/deals-result';
import { listDeals } from '@/lib/api/member';
import { noteDealsAnswer } from '@/lib/server/deals-for-members';

export const revalidate = 60;

export default async function DealsPage() {
  const deals = await listDeals();
  // Whether the backend refused it decides where members' requests render (lib/server/deals-for-members.ts).
  noteDealsAnswer(deals.status);
  return (
    <AllDeals>
      <DealsResult deals={deals} layout="grid" />
    </AllDeals>
  );
}
