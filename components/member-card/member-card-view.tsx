'use client';
import { useRetry } from '@/hooks/use-retry';
import { BeforeSignIn } from '@/components/auth/before-sign-in';
import { SignInPrompt } from '@/components/auth/sign-in-prompt';
import { KeptNotice } from '@/components/offline/kept-notice';
import { useSession } from '@/hooks/use-session';
import { RetryNotice } from '@/components/ui/notice';
import { WalletButtons } from '@/components/wallet/wallet-buttons';
import { useWakeLock } from '@/hooks/use-wake-lock';
import { formatMemberName } from '@/lib/format/display';
import { chooseMemberNumber } from '@/lib/rules/member-number';
import { MemberCard, type DrawnQr } from './member-card';

export const GUEST_INVITATION = 'Masuk untuk menampilkan kartu member Anda di kasir.';
export const CARD_ERROR = 'Kartu member tidak dapat dimuat.';

/**
 * Kartu Member: the signed-in member's card, from the member as loaded, or offline from the card kept on
 * the device (with when it was saved). The screen stays on while it is shown. A guest is invited to sign
 * in and stays here. `drawnQr`: the QR code the server drew for a page it rendered for the session.
 */
export function MemberCardView({ drawnQr }: { drawnQr?: DrawnQr } = {}) {
  const { status, member, user, error, refresh, keptAt, keptName, keptMobileNo } = useSession();
  const { retrying, retry } = useRetry(refresh);
  const shown = status === 'member' && !!member;
  useWakeLock(shown);

  if (status !== 'member') {
    return (
      <BeforeSignIn restoring={status === 'unknown'} placeholder={<MemberCardSkeleton />}>
        <SignInPrompt title="Kartu member" withRegister>
          {GUEST_INVITATION}
        </SignInPrompt>
      </BeforeSignIn>
    );
  }
  if (!member && error) return <RetryNotice title={CARD_ERROR} retrying={retrying} onRetry={retry} />;
  if (!shown) return <MemberCardSkeleton />;

  // Offline the auth host cannot tell the name or the WhatsApp number: the kept card does.
  const number = chooseMemberNumber({ cardNumber: member.cardNumber, mobileNo: user?.mobile_no || keptMobileNo });
  return (
    <div className="space-y-4">
      {keptAt ? <KeptNotice savedAt={keptAt} /> : null}
      <MemberCard
        name={formatMemberName(user, keptName)}
        levelName={member.level?.name ?? ''}
        levelIconUrl={member.level?.iconUrl ?? ''}
        balance={member.balance}
        reload={refresh}
        number={number}
        drawnQr={drawnQr}
      />
      <WalletButtons pass={{ kind: 'card' }} />
    </div>
  );
}

function MemberCardSkeleton() {
  return (
    <div
      role="status"
      aria-label="Memuat kartu member"
      data-needs-script
      className="mx-auto h-[600px] max-w-[880px] rounded-2xl bg-slate-100 motion-safe:animate-pulse landscape:h-[400px]"
    />
  );
}
