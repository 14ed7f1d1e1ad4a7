import { postMobile } from '@/lib/account/routes';

export const dynamic = 'force-dynamic';

/** The member's new number, with the code sent to it (docs/privacy.md). */
export function POST(request: Request) {
  return postMobile(request);
}
