'use client';
import { useSession } from '@/hooks/use-session';
import { useUI } from '@/hooks/use-ui';
import { isValidReferralCode } from '@/lib/rules/referral-code';
import { SHARE_MESSAGE } from '@/lib/rules/share-message';
import { ShareIcon } from './share-button';

/**
 * The home page's invitation to share. Phones need it: the header's share button only shows from
 * 640px up, where there is room for it.
 */
export function ShareInvite({ className = '' }: { className?: string }) {
  const { openModal } = useUI();
  const { member } = useSession();
  const code = member?.referralCode;
  return (
    <section aria-labelledby="share-invite-title" className={`rounded-2xl bg-brand p-5 text-white sm:p-6 ${className}`}>
      <h2 id="share-invite-title" className="text-lg font-bold">
        Ajak teman, dapatkan reward
      </h2>
      <p className="mt-1 text-sm text-white/90">
        {isValidReferralCode(code) ? (
          <>
            Tautan yang kamu bagikan membawa kode referral <strong className="font-semibold text-white">{code}</strong>.
          </>
        ) : (
          SHARE_MESSAGE
        )}
      </p>
      <button
        type="button"
        onClick={() => openModal('SHARE_VIEW')}
        aria-haspopup="dialog"
        className="mt-4 inline-flex h-11 items-center gap-2 rounded-full bg-accent px-5 text-sm font-semibold text-slate-950 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white forced-colors:border"
      >
        <ShareIcon size={18} />
        Bagikan tautan
      </button>
    </section>
  );
}
