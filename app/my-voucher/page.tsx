import type { Metadata } from 'next';
import { MyVoucher } from '@/components/member/my-voucher';
import { SessionHandOver } from '@/hooks/use-session';
import { answerOf, loadVouchers, readSession } from '@/lib/session/server';

// Personal: search engines keep out.
export const metadata: Metadata = { robots: { index: false } };

/** My Voucher: rendered per request for the session in the cookie (lib/session/server.ts). */
export default async function MyVoucherPage() {
  const session = await readSession();
  const vouchers = session.kind === 'member' ? await loadVouchers(session.token) : undefined;
  return (
    <div className="member-page mx-auto max-w-page-md px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">My Voucher</h1>
      <p className="mt-1 text-slate-600">Voucher hasil penukaran poin anda. Buka voucher untuk melihat kode QR-nya.</p>
      <div className="mt-6">
        <SessionHandOver answer={answerOf(session)}>
          <MyVoucher rendered={vouchers} />
        </SessionHandOver>
      </div>
    </div>
  );
}
