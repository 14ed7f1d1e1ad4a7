import { issuePass } from '@/lib/wallet/issue';

export const dynamic = 'force-dynamic';

/** `GET /api/wallet/apple/card`: the session's member card as an Apple Wallet pass. */
export function GET(request: Request) {
  return issuePass(request, 'apple', { kind: 'card' });
}
