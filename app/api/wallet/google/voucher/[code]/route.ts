import { issuePass } from '@/lib/wallet/issue';

export const dynamic = 'force-dynamic';

/** `GET /api/wallet/google/voucher/<code>`: 303 to the "Save to Google Wallet" link of an active voucher. */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }) {
  return issuePass(request, 'google', { kind: 'voucher', code: (await params).code });
}
