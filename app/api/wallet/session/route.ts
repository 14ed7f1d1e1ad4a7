import { answerWalletLogout } from '@/lib/wallet/logout';

export const dynamic = 'force-dynamic';

/** `DELETE /api/wallet/session`: logout; the member's passes no longer keep this session (docs/wallet.md). */
export function DELETE(request: Request) {
  return answerWalletLogout(request);
}
