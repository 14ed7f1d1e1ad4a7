import { countWebhook } from '@/lib/observability/hooks';
import { notifyPush } from '@/lib/push/routes';

export const dynamic = 'force-dynamic';

/** `POST /api/push/notify`, bearer REVALIDATE_SECRET, `{"member" | "members", "topic", "title", "body", "url"}`: remind members. */
export function POST(request: Request) {
  return countWebhook('push', notifyPush(request));
}
