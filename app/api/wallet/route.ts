import { walletCredentials } from '@/lib/wallet/credentials';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/wallet`: which wallets this server issues passes for, read when serving (not baked into the
 * build's pages), so the buttons show only where a pass can be had.
 */
export function GET() {
  const { apple, google } = walletCredentials();
  return Response.json({ apple: !!apple, google: !!google }, { headers: { 'Cache-Control': 'no-store' } });
}
