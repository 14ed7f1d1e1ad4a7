import type { Metadata } from 'next';
import { MemberQr, type DrawnQr } from '@/components/member-card/member-card';
import { MemberCardView } from '@/components/member-card/member-card-view';
import { SessionView } from '@/components/member/session-view';
import { pageMetadata } from '@/lib/server/metadata';
import { readSession } from '@/lib/server/member-session';
import { chooseMemberNumber, type MemberNumber } from '@/lib/rules/member-number';

export async function generateMetadata(): Promise<Metadata> {
  // Personal: search engines keep out.
  return { ...(await pageMetadata({ title: 'Kartu Member', path: '/member/card' })), robots: { index: false } };
}

/**
 * Kartu Member: rendered per request for the session in the cookie (lib/server/member-session.ts). The
 * service worker keeps the member's last copy for a till without signal (docs/offline.md).
 */
export default async function MemberCardPage() {
  const session = await readSession();
  return (
    <div className="member-page mx-auto max-w-page-lg px-3 py-6 sm:px-4 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Kartu Member</h1>
      <p className="mt-1 text-slate-600">Tunjukkan kartu ini ke kasir untuk mengumpulkan poin.</p>
      <div className="mt-5">
        <SessionView session={session} browser={<MemberCardView />}>
          {({ member, user }) => (
            <MemberCardView drawnQr={drawQr(chooseMemberNumber({ cardNumber: member.cardNumber, mobileNo: user.mobile_no }))} />
          )}
        </SessionView>
      </div>
    </div>
  );
}

/** The member's QR code drawn here, on the server: the browser shows it as it hydrates without drawing it again. */
function drawQr(number: MemberNumber | null): DrawnQr | undefined {
  return number ? { value: number.value, code: <MemberQr number={number} /> } : undefined;
}
