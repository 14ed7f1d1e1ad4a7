import { issuePass } from '@/lib/wallet/issue';

export const dynamic = 'force-dynamic';

/** `GET /api/wallet/google/card`: 303 to the "Save to Google Wallet" link of the session's member card. */
export function GET(request: Request) {
  return issuePass(request, 'google', { kind: 'card' });
}
