import { deleteSubscription, getSubscription, postSubscription, putSubscription } from '@/lib/push/routes';

export const dynamic = 'force-dynamic';

/** This device's reminders, for the session's member (docs/push.md): its topics, subscribe, topics, off. */
export function GET(request: Request) {
  return getSubscription(request);
}

export function POST(request: Request) {
  return postSubscription(request);
}

export function PUT(request: Request) {
  return putSubscription(request);
}

export function DELETE(request: Request) {
  return deleteSubscription(request);
}
