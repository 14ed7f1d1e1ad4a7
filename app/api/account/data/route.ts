import { getAccountData } from '@/lib/account/routes';

export const dynamic = 'force-dynamic';

/** The member's data copy as JSON, or `?format=csv` their points history (docs/privacy.md). */
export function GET(request: Request) {
  return getAccountData(request);
}
