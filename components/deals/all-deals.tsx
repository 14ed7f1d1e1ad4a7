/** "Semua Deal", its list given (`children`): the guests' cached `/deals` and a member's (app/(per-request)/deals-for-members). */
export function AllDeals({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-page-xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Semua Deal</h1>
      <p className="mt-1 text-slate-600">Tukar poin Anda dengan voucher, perlengkapan olahraga dan layanan pilihan.</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}
