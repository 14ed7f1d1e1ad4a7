import type { Store } from '@/lib/api/types';
import { mapsUrl, telHref } from '@/lib/contact';

const ACTION =
  'inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** A store: name, city, address and hours, with a button to call it and one for directions on a map. */
export function StoreCard({ store }: { store: Store }) {
  const tel = telHref(store.phone);
  const maps = mapsUrl(store);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      {store.city ? <p className="text-xs font-semibold uppercase tracking-wide text-brand">{store.city}</p> : null}
      <h2 className="mt-1 text-lg font-bold leading-snug text-slate-900">{store.name}</h2>
      {store.address ? <address className="mt-2 text-sm not-italic text-slate-700">{store.address}</address> : null}
      {store.openingHours ? (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Jam buka:</span> {store.openingHours}
        </p>
      ) : null}
      {tel || maps ? (
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          {tel ? (
            <a href={tel} className={`${ACTION} bg-brand text-white hover:bg-brand-dark`}>
              Telepon <span className="font-normal">{store.phone}</span>
            </a>
          ) : null}
          {maps ? (
            <a href={maps} target="_blank" rel="noopener noreferrer" className={`${ACTION} border border-slate-300 text-slate-800 hover:border-brand hover:text-brand`}>
              Petunjuk arah{' '}
              <span className="sr-only">ke {store.name} (tab baru)</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
