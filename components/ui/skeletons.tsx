/** Loading placeholders shaped like the page that is coming, so nothing jumps when it arrives. */

function Block({ className }: { className: string }) {
  return <div className={`rounded-lg bg-slate-200 motion-safe:animate-pulse ${className}`} />;
}

function Status({ label }: { label: string }) {
  return (
    <p role="status" className="sr-only">
      {label}
    </p>
  );
}

/** The catalog while its filtered list loads: heading, filter chips, product grid. */
export function ProductListSkeleton() {
  return (
    <div className="mx-auto max-w-page-xl px-4 py-6 sm:py-10">
      <Status label="Memuat produk…" />
      <div aria-hidden="true">
        <Block className="h-8 w-48" />
        <div className="mt-5 flex gap-2 overflow-hidden">
          {Array.from({ length: 6 }, (_, i) => (
            <Block key={i} className="h-11 w-24 shrink-0 rounded-full" />
          ))}
        </div>
        <div className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="overflow-hidden rounded-2xl border border-slate-200">
              <Block className="aspect-square w-full rounded-none" />
              <div className="space-y-2 p-3">
                <Block className="h-3 w-16" />
                <Block className="h-4 w-full" />
                <Block className="h-4 w-24" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export function BlogListSkeleton() {
  return (
    <div className="mx-auto max-w-page-xl px-4 py-6 sm:py-10">
      <Status label="Memuat artikel…" />
      <div aria-hidden="true">
        <Block className="h-8 w-32" />
        <Block className="mt-3 h-4 w-72 max-w-full" />
        <Block className="mt-5 h-11 w-full max-w-page-sm rounded-full" />
        <div className="mt-3 flex gap-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Block key={i} className="h-11 w-28 rounded-full" />
          ))}
        </div>
        <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="overflow-hidden rounded-2xl border border-slate-200">
              <Block className="aspect-video w-full rounded-none" />
              <div className="space-y-2 p-4">
                <Block className="h-3 w-20" />
                <Block className="h-5 w-full" />
                <Block className="h-4 w-3/4" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
