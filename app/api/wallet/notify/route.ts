import { countWebhook } from '@/lib/observability/hooks';
import { notifyMember } from '@/lib/wallet/notify';

export const dynamic = 'force-dynamic';

/** `POST /api/wallet/notify`, bearer REVALIDATE_SECRET, `{"member": "<uid>"}`: push that member's passes' devices. */
export function POST(request: Request) {
  return countWebhook('wallet', notifyMember(request));
}
