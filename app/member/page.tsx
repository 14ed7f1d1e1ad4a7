import type { Metadata } from 'next';
import { PageSections } from '@/components/cms/page-sections';
import { MemberArea } from '@/components/member/member-area';
import { getPage } from '@/lib/api/content';
import { getScheme } from '@/lib/api/member';

// The same for every visitor (the CMS sections, the scheme); the member's own data loads in the browser.
export const revalidate = 60;
// Personal: search engines keep out.
export const metadata: Metadata = { robots: { index: false } };

export default async function MemberPage() {
  // The scheme is public: rendered with the page, the level card waits for the member alone.
  const [content, scheme] = await Promise.all([getPage('member-home'), getScheme()]);
  const sections = content.data?.sections ?? [];
  return (
    <div className="member-page mx-auto max-w-page-lg px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Akun Saya</h1>
      <div className="mt-5">
        <MemberArea scheme={scheme.data} />
      </div>
      {sections.length ? (
        <div className="mt-12 border-t border-slate-200 pt-10">
          <PageSections sections={sections} />
        </div>
      ) : null}
    </div>
  );
}
