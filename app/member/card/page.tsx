import type { Metadata } from 'next';
import { MemberCardView } from '@/components/member-card/member-card-view';
import { pageMetadata } from '@/lib/server/metadata';

// The same page for everyone (the card itself loads in the browser), so the worker can keep it for a till
// without signal.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  // Personal: search engines keep out.
  return { ...(await pageMetadata({ title: 'Kartu Member', path: '/member/card' })), robots: { index: false } };
}

export default function MemberCardPage() {
  return (
    <div className="member-page mx-auto max-w-page-lg px-3 py-6 sm:px-4 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Kartu Member</h1>
      <p className="mt-1 text-slate-600">Tunjukkan kartu ini ke kasir untuk mengumpulkan poin.</p>
      <div className="mt-5">
        <MemberCardView />
      </div>
    </div>
  );
}
