'use client';
import { SignInPrompt } from '@/components/auth/sign-in-prompt';
import { useSession } from '@/hooks/use-session';
import { Notice, RetryNotice } from '@/components/ui/notice';
import { useDeals } from '@/hooks/use-deals';
import { DealCards, type DealLayout } from '@/components/deals/deal-cards';

export const DEALS_SIGN_IN_TITLE = 'Deal khusus member';
export const DEALS_SIGN_IN_MESSAGE = 'Masuk dengan nomor WhatsApp Anda untuk melihat deal dan menukarkan poin Anda.';
export const DEALS_ERROR = 'Deal belum dapat dimuat';

interface MembersDealsProps {
  layout: DealLayout;
  /** Heading level of the prompt's and notices' titles (and the grid's cards), to keep the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * Deals from a backend that keeps them for members (it refused the server's call without a token):
 * guests are invited to sign in where the deals would be; once signed in, the deals load here with the
 * token and open, and redeem, like any other.
 */
export function MembersDeals({ layout, headingLevel = 2 }: MembersDealsProps) {
  const { status } = useSession();
  const { deals, error, isValidating, retry } = useDeals();
  const Heading = `h${headingLevel}` as const;

  if (status === 'guest') {
    return (
      <SignInPrompt title={DEALS_SIGN_IN_TITLE} headingLevel={headingLevel} withRegister>
        {DEALS_SIGN_IN_MESSAGE}
      </SignInPrompt>
    );
  }
  if (error && !deals) {
    return <RetryNotice title={DEALS_ERROR} headingLevel={headingLevel} retrying={isValidating} onRetry={() => void retry()} />;
  }
  if (!deals) return <DealsSkeleton layout={layout} />;
  if (deals.length === 0) {
    return (
      <Notice>
        <Heading className="text-lg font-semibold text-slate-900">Belum ada deal</Heading>
        <p className="mt-1 text-sm text-slate-600">Deal baru akan segera hadir. Kunjungi lagi nanti.</p>
      </Notice>
    );
  }
  return <DealCards deals={deals} layout={layout} headingLevel={headingLevel} />;
}

function DealsSkeleton({ layout }: { layout: DealLayout }) {
  const cards = layout === 'carousel' ? 4 : 8;
  return (
    <div role="status" aria-label="Memuat deal" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: cards }, (_, i) => (
        <div
          key={i}
          className={`overflow-hidden rounded-2xl border border-slate-200 ${i >= 2 && layout === 'carousel' ? 'hidden md:block' : ''}`}
        >
          <div className="aspect-[4/3] bg-slate-200 motion-safe:animate-pulse" />
          <div className="space-y-2 p-3">
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-5 w-1/3 rounded-full bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
