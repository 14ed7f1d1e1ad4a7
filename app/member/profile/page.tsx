import type { Metadata } from 'next';
import { ProfileArea } from '@/components/account/profile-area';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { SessionHandOver } from '@/hooks/use-session';
import { offeredCalls } from '@/lib/account/offered';
import { getBusiness } from '@/lib/api/directory';
import { brandContact } from '@/lib/rules/contact';
import { pageMetadata } from '@/lib/server/metadata';
import { answerOf, readSession } from '@/lib/session/server';

export async function generateMetadata(): Promise<Metadata> {
  // Personal: search engines keep out.
  return { ...(await pageMetadata({ title: 'Profil Saya', path: '/member/profile' })), robots: { index: false } };
}

/** Profil Saya: rendered per request for the session in the cookie (lib/session/server.ts), docs/privacy.md. */
export default async function ProfilePage() {
  // The business is public (from the data cache): how to reach the brand where the backend offers no change.
  const [session, business] = await Promise.all([readSession(), getBusiness()]);
  return (
    <div className="member-page mx-auto max-w-page-md px-4 py-6 sm:py-10">
      <Breadcrumb items={[{ href: '/member', label: 'Akun Saya' }]} current="Profil Saya" />
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Profil Saya</h1>
      <div className="mt-5">
        <SessionHandOver answer={answerOf(session)}>
          <ProfileArea contact={brandContact(business.data)} offered={offeredCalls()} />
        </SessionHandOver>
      </div>
    </div>
  );
}
