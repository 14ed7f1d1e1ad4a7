import type { Metadata } from 'next';
import { MemberQr, type DrawnQr } from '@/components/member-card/member-card';
import { MemberCardView } from '@/components/member-card/member-card-view';
import { SessionHandOver } from '@/hooks/use-session';
import { pageMetadata } from '@/lib/server/metadata';
import { answerOf, readSession } from '@/lib/session/server';
import { chooseMemberNumber, type MemberNumber } from '@/lib/rules/member-number';

export async function generateMetadata(): Promise<Metadata> {
  // Personal: search engines keep out.
  return { ...(await pageMetadata({ title: 'Kartu Member', path: '/member/card' })), robots: { index: false } };
}

/**
 * Kartu Member: rendered per request for the session in the cookie (lib/session/server.ts). The
 * service worker keeps the member's last copy for a till without signal (docs/offline.md).
 */
export default async function MemberCardPage() {
  const session = await readSession();
  return (
    // Full screen at the till: no tab bar (app/globals.css).
    <div data-full-screen className="member-page mx-auto max-w-page-lg px-3 py-6 sm:px-4 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Kartu Member</h1>
      <p className="mt-1 text-slate-600">Tunjukkan kartu ini ke kasir untuk mengumpulkan poin.</p>
      <div className="mt-5">
        <SessionHandOver answer={answerOf(session)}>
          <MemberCardView
            drawnQr={
              session.kind === 'member'
                ? drawQr(chooseMemberNumber({ cardNumber: session.member.cardNumber, mobileNo: session.user.mobile_no }))
                : undefined
            }
          />
        </SessionHandOver>
      </div>
    </div>
  );
}

/** The member's QR code drawn here, on the server: the browser shows it as it hydrates without drawing it again. */
function drawQr(number: MemberNumber | null): DrawnQr | undefined {
  return number ? { value: number.value, code: <MemberQr number={number} /> } : undefined;
}
