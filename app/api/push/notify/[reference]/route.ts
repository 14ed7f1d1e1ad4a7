import { notifyProgress } from '@/lib/push/routes';

export const dynamic = 'force-dynamic';

/** `GET /api/push/notify/<reference>`, bearer REVALIDATE_SECRET: a batch of reminders' progress. */
export async function GET(request: Request, { params }: { params: Promise<{ reference: string }> }) {
  return notifyProgress(request, (await params).reference);
}
