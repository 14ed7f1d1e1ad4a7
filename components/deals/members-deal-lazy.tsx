'use client';
import { Suspense, lazy } from 'react';
import { BeforeSignIn } from '@/components/auth/before-sign-in';
import { useSession } from '@/hooks/use-session';
import { MembersDealFrame } from './members-deal-frame';

const MembersDeal = lazy(() => import('./members-deal').then((m) => ({ default: m.MembersDeal })));

/**
 * A deal's page on a backend that keeps deals for members, rendered on the server: as
 * ./members-deals-lazy.tsx does for the list, the invitation and the loading state come from the server,
 * and the code that loads the deal with the member's token loads only on a device with a session.
 */
export function MembersDealLazy({ uid, invitation, loading }: { uid: string; invitation: React.ReactNode; loading: React.ReactNode }) {
  const { status, token } = useSession();
  if (token === null) {
    return (
      <MembersDealFrame>
        <BeforeSignIn restoring={status === 'unknown'} placeholder={loading}>
          {invitation}
        </BeforeSignIn>
      </MembersDealFrame>
    );
  }
  return (
    <Suspense fallback={<MembersDealFrame>{loading}</MembersDealFrame>}>
      <MembersDeal uid={uid} loading={loading} />
    </Suspense>
  );
}
