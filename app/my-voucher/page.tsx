import type { Metadata } from 'next';
import { MyVoucher } from '@/components/member/my-voucher';

// Personal: the list is loaded in the browser for the signed-in member; search engines keep out.
export const metadata: Metadata = { robots: { index: false } };

export default function MyVoucherPage() {
  return (
    <div className="member-page mx-auto max-w-page-md px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">My Voucher</h1>
      <p className="mt-1 text-slate-600">Voucher hasil penukaran poin anda. Buka voucher untuk melihat kode QR-nya.</p>
      <div className="mt-6">
        <MyVoucher />
      </div>
    </div>
  );
}
