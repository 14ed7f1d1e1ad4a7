import { postMobileOtp } from '@/lib/account/routes';

export const dynamic = 'force-dynamic';

/** A code by WhatsApp to the member's new number (docs/privacy.md). */
export function POST(request: Request) {
  return postMobileOtp(request);
}
