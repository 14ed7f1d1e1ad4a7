import type { Metadata } from 'next';
import { MyVoucher } from '@/components/member/my-voucher';
import { SessionView } from '@/components/member/session-view';
import { loadVouchers, readSession } from '@/lib/server/member-session';

// Personal: search engines keep out.
export const metadata: Metadata = { robots: { index: false } };

/** My Voucher: rendered per request for the session in the cookie (lib/server/member-session.ts). */
export default async function MyVoucherPage() {
  const session = await readSession();
  return (
    <div className="member-page mx-auto max-w-page-md px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">My Voucher</h1>
      <p className="mt-1 text-slate-600">Voucher hasil penukaran poin anda. Buka voucher untuk melihat kode QR-nya.</p>
      <div className="mt-6">
        <SessionView session={session} browser={<MyVoucher />}>
          {({ token }) => <RenderedVouchers token={token} />}
        </SessionView>
      </div>
    </div>
  );
}

async function RenderedVouchers({ token }: { token: string }) {
  return <MyVoucher rendered={await loadVouchers(token)} />;
}
