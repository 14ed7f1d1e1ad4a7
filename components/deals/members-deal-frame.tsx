import { Breadcrumb } from '@/components/ui/breadcrumb';
import { DEAL_CRUMBS } from './deal-crumbs';
import { DEALS_SIGN_IN_TITLE } from './deals-invitation';

/** A deal's page on a backend that keeps deals for members, until the deal is loaded: its trail and title around `children`. */
export function MembersDealFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-page-lg px-4 py-4 sm:py-8">
      <Breadcrumb items={DEAL_CRUMBS} current="Deal" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{DEALS_SIGN_IN_TITLE}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
