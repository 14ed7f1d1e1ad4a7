'use client';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { BeforeSignIn } from '@/components/auth/before-sign-in';
import { SignInPrompt } from '@/components/auth/sign-in-prompt';
import { PRIMARY_BUTTON } from '@/components/ui/button-styles';
import { Notice, RetryNotice } from '@/components/ui/notice';
import { KeptNotice } from '@/components/offline/kept-notice';
import { useMyDeals } from '@/hooks/use-my-deals';
import type { Deal } from '@/lib/api/types';
import { useSession } from '@/hooks/use-session';
import { NEW_VOUCHER_PARAM, redeemedCode } from '@/lib/browser/new-voucher';
import { VoucherWallet } from './voucher-wallet';

export const EMPTY_MESSAGE = 'Belum ada voucher. Tukar poin anda dengan deal menarik!';
export const GUEST_MESSAGE = 'Masuk untuk melihat voucher hasil penukaran poin anda.';
export const ERROR_MESSAGE = 'Voucher tidak dapat dimuat.';

/**
 * My Voucher: the signed-in member's vouchers in the wallet; opening one shows its QR code. `rendered`:
 * the list the server loaded for the session (app/my-voucher/page.tsx), else the browser loads it.
 * Reached from a redeem (`?deal=`), it opens the voucher that redeem made.
 */
export function MyVoucher({ rendered }: { rendered?: Deal[] }) {
  const { status } = useSession();
  const { deals, error, isLoading, isValidating, retry, keptAt } = useMyDeals(rendered);
  // Read as the page opens: the wallet takes the parameter off the address once it has shown the voucher.
  const asked = useSearchParams().get(NEW_VOUCHER_PARAM);
  const [newVoucher] = useState(() => (asked ? { deal: asked, code: redeemedCode(asked) } : undefined));

  // Once signed in, the list loads by itself (the voucher hook is keyed on the token).
  if (status !== 'member') {
    return (
      <BeforeSignIn restoring={status === 'unknown'} placeholder={<VoucherListSkeleton />}>
        <SignInPrompt>{GUEST_MESSAGE}</SignInPrompt>
      </BeforeSignIn>
    );
  }
  if (error && !deals) return <RetryNotice title={ERROR_MESSAGE} retrying={isValidating} onRetry={() => void retry()} />;
  if (isLoading || !deals) return <VoucherListSkeleton />;
  if (deals.length === 0) {
    return (
      <Notice>
        <p className="font-medium text-slate-900">{EMPTY_MESSAGE}</p>
        <Link href="/deals" className={`${PRIMARY_BUTTON} mt-4`}>
          Lihat deal
        </Link>
      </Notice>
    );
  }
  return (
    <>
      {keptAt ? (
        <div className="mb-4">
          <KeptNotice savedAt={keptAt} />
        </div>
      ) : null}
      <VoucherWallet deals={deals} newVoucher={newVoucher} />
    </>
  );
}

function VoucherListSkeleton() {
  return (
    <div role="status" aria-label="Memuat voucher" data-needs-script className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex motion-safe:animate-pulse items-center gap-3 rounded-2xl border border-slate-200 p-3">
          <div className="h-[72px] w-24 rounded-xl bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-1/3 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
