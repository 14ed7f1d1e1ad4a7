import type { Store } from '@/lib/api/types';
import { mapsUrl, telHref } from '@/lib/rules/contact';

/** A store: name, city, address and hours, with a button to call it and one for directions on a map. */
export function StoreCard({ store }: { store: Store }) {
  const tel = telHref(store.phone);
  const maps = mapsUrl(store);
  return (
    <article className="store-card">
      {store.city ? <p className="eyebrow text-brand">{store.city}</p> : null}
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
            <a href={tel} className="btn-primary gap-2 px-4 text-sm">
              Telepon <span className="font-normal">{store.phone}</span>
            </a>
          ) : null}
          {maps ? (
            <a
              href={maps}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-outline gap-2 px-4 text-sm hover:border-brand hover:text-brand"
            >
              Petunjuk arah <span className="sr-only">{`ke ${store.name} (tab baru)`}</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
