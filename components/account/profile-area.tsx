'use client';
import { RetryNotice } from '@/components/ui/notice';
import { useRetry } from '@/hooks/use-retry';
import { useSession } from '@/hooks/use-session';
import type { OfferedCalls } from '@/lib/api/account';
import type { BrandContact } from '@/lib/rules/contact';
import { BeforeMember } from './before-member';
import { NumberChange } from './number-change';
import { ProfileForm } from './profile-form';
import { PROFILE_INVITATION, PROFILE_TITLE } from './words';

/**
 * "Profil Saya" for the session: a guest is invited to sign in; a member sees their name, e-mail and number,
 * each changeable where the backend is not known not to offer it (`offered`, lib/account/offered.ts).
 */
export function ProfileArea({ contact, offered }: { contact: BrandContact; offered?: OfferedCalls }) {
  const { status, user, refresh } = useSession();
  const { retrying, retry } = useRetry(refresh);
  if (status !== 'member') {
    return (
      <BeforeMember restoring={status === 'unknown'} title={PROFILE_TITLE}>
        {PROFILE_INVITATION}
      </BeforeMember>
    );
  }
  // Offline, or the backend down: the card kept on the device has no e-mail to edit.
  if (!user) return <RetryNotice title="Profil tidak dapat dimuat." retrying={retrying} onRetry={retry} />;
  return (
    <div className="space-y-4">
      <ProfileForm user={user} contact={contact} offered={offered?.profile} />
      <NumberChange user={user} contact={contact} offered={offered?.number} />
    </div>
  );
}
