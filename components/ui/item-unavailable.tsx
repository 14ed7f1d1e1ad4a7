import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';

/** One item the backend could not be asked for (down, slow, garbage): the page says so, with the way back (status 200). */
export function ItemUnavailable({ crumbs, current, title, text }: { crumbs: Crumb[]; current: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-page-md px-4 py-6 sm:py-10">
      <Breadcrumb items={crumbs} current={current} />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
    </div>
  );
}
