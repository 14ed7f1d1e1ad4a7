import { putConsents } from '@/lib/account/routes';

export const dynamic = 'force-dynamic';

/** The member's consents, given or withdrawn (docs/privacy.md). */
export function PUT(request: Request) {
  return putConsents(request);
}
