'use client';
import { Suspense, lazy, type ComponentProps } from 'react';

// React.lazy rather than next/dynamic: next/dynamic's loader would be in the home page's first load.
const MembersDeals = lazy(() => import('./members-deals').then((m) => ({ default: m.MembersDeals })));
const MembersDeal = lazy(() => import('./members-deal').then((m) => ({ default: m.MembersDeal })));

/**
 * MembersDeals for pages rendered on the server: its code loads only where a backend refused the deals,
 * not on every page that could meet such a backend (a server component's client import would ship it).
 */
export function MembersDealsLazy(props: ComponentProps<typeof MembersDeals>) {
  return (
    <Suspense fallback={null}>
      <MembersDeals {...props} />
    </Suspense>
  );
}

/** MembersDeal likewise, for a deal's own page. */
export function MembersDealLazy(props: ComponentProps<typeof MembersDeal>) {
  return (
    <Suspense fallback={null}>
      <MembersDeal {...props} />
    </Suspense>
  );
}
