import type { Metadata } from 'next';
import { AccountDeletionHost } from '@/components/account/deletion-host';
import { PrivacyArea } from '@/components/account/privacy-area';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { SessionHandOver } from '@/hooks/use-session';
import { loadPrivacy } from '@/lib/account/privacy';
import { getBusiness } from '@/lib/api/directory';
import { brandContact } from '@/lib/rules/contact';
import { pageMetadata } from '@/lib/server/metadata';
import { answerOf, readSession } from '@/lib/session/server';

export async function generateMetadata(): Promise<Metadata> {
  // Personal: search engines keep out.
  return { ...(await pageMetadata({ title: 'Privasi & Data', path: '/member/privacy' })), robots: { index: false } };
}

/**
 * Privasi & Data: rendered per request for the session in the cookie (lib/session/server.ts), with the
 * member's consents and what a deletion would cost them (docs/privacy.md).
 */
export default async function PrivacyPage() {
  const [session, business] = await Promise.all([readSession(), getBusiness()]);
  const rendered = session.kind === 'member' ? await loadPrivacy(session.token, session.member.uid) : undefined;
  return (
    <div className="member-page mx-auto max-w-page-md px-4 py-6 sm:py-10">
      <Breadcrumb items={[{ href: '/member', label: 'Akun Saya' }]} current="Privasi & Data" />
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Privasi &amp; Data</h1>
      <p className="mt-1 text-slate-600">Atur persetujuan Anda, unduh salinan data Anda, atau hapus akun Anda.</p>
      <div className="mt-5">
        {/* Outside the part rendered for the session: a deletion's receipt outlasts the session it ends. */}
        <AccountDeletionHost>
          <SessionHandOver answer={answerOf(session)}>
            <PrivacyArea rendered={rendered} contact={brandContact(business.data)} />
          </SessionHandOver>
        </AccountDeletionHost>
      </div>
    </div>
  );
}
