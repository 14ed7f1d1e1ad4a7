import type { Metadata } from 'next';
import { AccountLinks } from '@/components/account/account-links';
import { PageSections } from '@/components/cms/page-sections';
import { MemberArea } from '@/components/member/member-area';
import { renderedSections } from '@/components/member/rendered-sections';
import { Reminders } from '@/components/push/reminders';
import { SessionHandOver } from '@/hooks/use-session';
import { getPage } from '@/lib/api/content';
import { getScheme } from '@/lib/api/member';
import { answerOf, readSession } from '@/lib/session/server';

// Personal: search engines keep out.
export const metadata: Metadata = { robots: { index: false } };

/** Akun Saya: rendered per request for the session in the cookie (lib/session/server.ts). */
export default async function MemberPage() {
  // The CMS sections and the scheme are public (from the data cache); the session is the member's own.
  const [session, content, scheme] = await Promise.all([readSession(), getPage('member-home'), getScheme()]);
  const sections = content.data?.sections ?? [];
  return (
    <div className="member-page mx-auto max-w-page-lg px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Akun Saya</h1>
      <div className="mt-5">
        <SessionHandOver answer={answerOf(session)}>
          <MemberArea
            scheme={scheme.data}
            reminders={<Reminders />}
            account={<AccountLinks />}
            {...(session.kind === 'member' ? renderedSections(session.token) : {})}
          />
        </SessionHandOver>
      </div>
      {sections.length ? (
        <div className="mt-12 border-t border-slate-200 pt-10">
          <PageSections sections={sections} />
        </div>
      ) : null}
    </div>
  );
}
