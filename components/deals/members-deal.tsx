'use client';
import { SignInPrompt } from '@/components/auth/sign-in-prompt';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { RichText } from '@/components/member/rich-text';
import { useSession } from '@/hooks/use-session';
import { RetryNotice } from '@/components/ui/notice';
import { useDeal } from '@/hooks/use-deal';
import { DEAL_CRUMBS, DealPageLayout } from './deal-page-layout';
import { DEALS_SIGN_IN_MESSAGE, DEALS_SIGN_IN_TITLE } from './members-deals';

export const DEAL_ERROR = 'Deal belum dapat dimuat';

/**
 * A deal's page on a backend that keeps deals for members (it refused the server's call without a token):
 * a guest is invited to sign in here; once signed in, the deal loads with the token and redeems as usual.
 */
export function MembersDeal({ uid }: { uid: string }) {
  const { status } = useSession();
  const { deal, error, isValidating, retry } = useDeal(uid);

  if (deal) return <DealPageLayout deal={deal} description={<RichText html={deal.description} className="mt-6" />} />;
  return (
    <div className="mx-auto max-w-page-lg px-4 py-4 sm:py-8">
      <Breadcrumb items={DEAL_CRUMBS} current="Deal" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{DEALS_SIGN_IN_TITLE}</h1>
      <div className="mt-6">
        {status === 'guest' ? (
          <SignInPrompt withRegister>{DEALS_SIGN_IN_MESSAGE}</SignInPrompt>
        ) : error ? (
          <RetryNotice title={DEAL_ERROR} retrying={isValidating} onRetry={() => void retry()} />
        ) : (
          <div role="status" aria-label="Memuat deal" className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <div className="aspect-[4/3] rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
            <div className="space-y-3">
              <div className="h-8 w-3/4 rounded bg-slate-200" />
              <div className="h-7 w-1/3 rounded-full bg-slate-200" />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
