import type { DealLayout } from '@/components/deals/deal-cards';

/** The deal list's loading state, in the room its cards will take. */
export function DealsSkeleton({ layout }: { layout: DealLayout }) {
  const cards = layout === 'carousel' ? 4 : 8;
  return (
    <div role="status" aria-label="Memuat deal" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: cards }, (_, i) => (
        <div
          key={i}
          className={`overflow-hidden rounded-2xl border border-slate-200 ${i >= 2 && layout === 'carousel' ? 'hidden md:block' : ''}`}
        >
          <div className="aspect-[4/3] bg-slate-200 motion-safe:animate-pulse" />
          <div className="space-y-2 p-3">
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-5 w-1/3 rounded-full bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A deal page's loading state: the image and the name and price beside it. */
export function DealSkeleton() {
  return (
    <div role="status" aria-label="Memuat deal" className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <div className="aspect-[4/3] rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
      <div className="space-y-3">
        <div className="h-8 w-3/4 rounded bg-slate-200" />
        <div className="h-7 w-1/3 rounded-full bg-slate-200" />
      </div>
    </div>
  );
}
