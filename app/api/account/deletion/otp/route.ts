import { postDeletionOtp } from '@/lib/account/routes';

export const dynamic = 'force-dynamic';

/** A code by WhatsApp to the member's own number, to confirm a deletion (docs/privacy.md). */
export function POST(request: Request) {
  return postDeletionOtp(request);
}
