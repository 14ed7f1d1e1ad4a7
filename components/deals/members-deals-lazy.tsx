'use client';
import { Suspense, lazy, type ComponentProps } from 'react';
import { BeforeSignIn } from '@/components/auth/before-sign-in';
import { useSession } from '@/hooks/use-session';

// React.lazy rather than next/dynamic: next/dynamic's loader would be in the home page's first load.
const MembersDeals = lazy(() => import('./members-deals').then((m) => ({ default: m.MembersDeals })));

/**
 * The deal list of a backend that keeps its deals for members, on a page rendered on the server: the
 * invitation to sign in (`invitation`) and the loading state (`loading`) come rendered from there; the
 * code that loads the deals with the member's token loads only on a device with a session, not on every
 * page that could meet such a backend (a server component's client import would ship it).
 */
export function MembersDealsLazy({ invitation, ...props }: ComponentProps<typeof MembersDeals> & { invitation: React.ReactNode }) {
  const { status, token } = useSession();
  if (token === null) {
    return (
      <BeforeSignIn restoring={status === 'unknown'} placeholder={props.loading}>
        {invitation}
      </BeforeSignIn>
    );
  }
  return (
    <Suspense fallback={props.loading}>
      <MembersDeals {...props} />
    </Suspense>
  );
}
