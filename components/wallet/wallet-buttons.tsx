'use client';
import { useWallets } from '@/hooks/use-wallets';
import { walletOrder } from '@/lib/rules/wallet-order';
import { AppleWalletBadge, GoogleWalletBadge } from './wallet-badges';

export type WalletPass = { kind: 'card' } | { kind: 'voucher'; code: string };

/**
 * "Tambahkan ke Apple Wallet" and "Simpan ke Google Wallet" for the member card or a voucher: links to
 * the portal's pass routes (the session's cookie names the member), shown only for the wallets the server
 * issues passes for, the phone's own wallet first.
 */
export function WalletButtons({ pass, className = '' }: { pass: WalletPass; className?: string }) {
  const wallets = useWallets();
  if (!wallets.apple && !wallets.google) return null;
  const path = pass.kind === 'card' ? 'card' : `voucher/${encodeURIComponent(pass.code)}`;
  const order = walletOrder(navigator.userAgent, navigator.maxTouchPoints).filter((wallet) => wallets[wallet]);
  return (
    <div className={`flex flex-wrap items-center justify-center gap-3 ${className}`} data-wallet-buttons="">
      {order.map((wallet) =>
        wallet === 'apple' ? (
          <AppleWalletBadge key={wallet} href={`/api/wallet/apple/${path}`} />
        ) : (
          <GoogleWalletBadge key={wallet} href={`/api/wallet/google/${path}`} />
        ),
      )}
    </div>
  );
}
