'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useSession } from '@/hooks/use-session';
import type { RenderedPrivacy } from '@/lib/api/account';
import type { BrandContact } from '@/lib/rules/contact';
import { AccountDeletion } from './account-deletion';
import { Consents } from './consents';
import { DataCopy } from './data-copy';
import { AccountSkeleton, BeforeMember } from './before-member';
import { PRIVACY_INVITATION, PRIVACY_TITLE } from './words';

/**
 * "Privasi & Data" for the session: a guest is invited to sign in; a member sees their consents, the data
 * copy and the account's deletion. A page rendered before the cookie was written (a session kept in
 * localStorage alone) is asked of the server again once, now with the cookie.
 */
export function PrivacyArea({ rendered, contact }: { rendered?: RenderedPrivacy; contact: BrandContact }) {
  const { status } = useSession();
  const router = useRouter();
  const asked = useRef(false);
  const missing = status === 'member' && !rendered;
  useEffect(() => {
    if (!missing || asked.current) return;
    asked.current = true;
    router.refresh();
  }, [missing, router]);

  if (status !== 'member') {
    return (
      <BeforeMember restoring={status === 'unknown'} title={PRIVACY_TITLE}>
        {PRIVACY_INVITATION}
      </BeforeMember>
    );
  }
  if (!rendered) return <AccountSkeleton />;
  return (
    <div className="space-y-4">
      <Consents rendered={rendered.consents} contact={contact} />
      <DataCopy />
      <AccountDeletion losses={rendered.losses} contact={contact} offered={rendered.deletionOffered} />
    </div>
  );
}
