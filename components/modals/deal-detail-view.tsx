'use client';
import { DealDetail } from '@/components/deals/deal-detail';
import { VoucherDetail } from '@/components/deals/voucher-detail';
import { useModalData } from '@/hooks/use-ui';

/** DEAL_DETAIL_VIEW: a deal to redeem, or (opened from My Voucher) a voucher the member owns. */
export default function DealDetailView() {
  const data = useModalData('DEAL_DETAIL_VIEW');
  if (!data?.deal) return <p className="p-6 pr-14 text-slate-700">Deal tidak ditemukan.</p>;
  return data.variant === 'my-deals' ? <VoucherDetail deal={data.deal} /> : <DealDetail deal={data.deal} />;
}
