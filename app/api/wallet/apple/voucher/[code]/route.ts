import { issuePass } from '@/lib/wallet/issue';

export const dynamic = 'force-dynamic';

/** `GET /api/wallet/apple/voucher/<code>`: one of the session member's active vouchers as an Apple Wallet coupon. */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }) {
  return issuePass(request, 'apple', { kind: 'voucher', code: (await params).code });
}
