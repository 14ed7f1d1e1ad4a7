'use client';
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import {
  FacebookIcon,
  FacebookShareButton,
  LineIcon,
  LineShareButton,
  LinkedinIcon,
  LinkedinShareButton,
  TelegramIcon,
  TelegramShareButton,
  TwitterShareButton,
  WhatsappIcon,
  WhatsappShareButton,
  XIcon,
} from 'react-share';
import { copyText } from '@/lib/browser/copy-text';
import { ShareIcon } from '@/components/share/share-button';
import { buildShareUrl } from '@/lib/rules/share-url';
import { useSession } from '@/hooks/use-session';
import { useModalData } from '@/hooks/use-ui';
import { Carousel } from '@/components/ui/carousel';
import { isValidReferralCode } from '@/lib/rules/referral-code';
import { SHARE_MESSAGE, SHARE_WINDOW_SIZES, emailShareUrl, shareDetail } from '@/lib/rules/share';

export const TWITTER_HASHTAGS = ['reward', 'member'];
/** Accounts X suggests following after the post: none configured for the brand. */
export const TWITTER_RELATED: string[] = [];
export const SHARE_FAILURE = 'Gagal membagikan.';

// Browser-only facts, read after hydration (the server and the first render see the fallbacks).
const noSubscription = () => () => {};
const pageUrlSnapshot = () => window.location.href;
const titleSnapshot = () => document.title;

/** "Lebih Banyak" only where the browser has a share sheet that takes a link. */
function supportsNativeShare(url: string | null): boolean {
  if (!url || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare({ url });
}

// The focus ring inside the tile's edge: the row scrolls, and would clip one drawn outside it.
const TILE =
  'flex w-full flex-col items-center gap-1.5 rounded-xl px-0.5 py-1.5 text-center text-[11px] font-medium sm:text-xs text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand';
const ICON_SIZE = 48;
const OPTION_ICON = 'grid h-12 w-12 place-items-center rounded-full bg-brand-light text-brand-dark';

/** What the view hands every react-share button; each button takes the subset its network uses. */
interface SocialButtonProps {
  url: string;
  title?: string;
  hashtags?: string[];
  related?: string[];
  windowWidth?: number;
  windowHeight?: number;
  'aria-label': string;
  resetButtonStyle: boolean;
  className: string;
  children: ReactNode;
}

interface SocialNetwork {
  /** Shown under the icon. */
  name: string;
  /** The button's accessible name. */
  label: string;
  Button: ComponentType<SocialButtonProps>;
  Icon: ComponentType<{ size: number; round: boolean; 'aria-hidden': 'true' }>;
  /** What the network's link carries besides the url (Facebook takes the url alone). */
  share: Pick<SocialButtonProps, 'title' | 'hashtags' | 'related'>;
  /** react-share 5 fixes each network's popup size itself (the same as these); given anyway so the
   * portal's sizes survive a library change. */
  popup?: { width: number; height: number };
}

/** The social buttons, in the order shown. */
const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  {
    name: 'X',
    label: 'Bagikan ke X (Twitter)',
    Button: TwitterShareButton,
    Icon: XIcon,
    share: { title: SHARE_MESSAGE, hashtags: TWITTER_HASHTAGS, related: TWITTER_RELATED },
    popup: SHARE_WINDOW_SIZES.twitter,
  },
  {
    name: 'Facebook',
    label: 'Bagikan ke Facebook',
    Button: FacebookShareButton,
    Icon: FacebookIcon,
    share: {},
    popup: SHARE_WINDOW_SIZES.facebook,
  },
  {
    name: 'LINE',
    label: 'Bagikan ke LINE',
    Button: LineShareButton,
    Icon: LineIcon,
    share: { title: SHARE_MESSAGE },
    popup: SHARE_WINDOW_SIZES.line,
  },
  {
    name: 'Telegram',
    label: 'Bagikan ke Telegram',
    Button: TelegramShareButton,
    Icon: TelegramIcon,
    share: { title: SHARE_MESSAGE },
    popup: SHARE_WINDOW_SIZES.telegram,
  },
  { name: 'WhatsApp', label: 'Bagikan ke WhatsApp', Button: WhatsappShareButton, Icon: WhatsappIcon, share: { title: SHARE_MESSAGE } },
  { name: 'LinkedIn', label: 'Bagikan ke LinkedIn', Button: LinkedinShareButton, Icon: LinkedinIcon, share: { title: SHARE_MESSAGE } },
];

function SocialShareButton({ network, url }: { network: SocialNetwork; url: string }) {
  const { Button, Icon, name, label, share, popup } = network;
  return (
    <Button
      url={url}
      {...share}
      windowWidth={popup?.width}
      windowHeight={popup?.height}
      aria-label={label}
      resetButtonStyle={false}
      className={TILE}
    >
      <Icon size={ICON_SIZE} round aria-hidden="true" />
      <span>{name}</span>
    </Button>
  );
}

/**
 * SHARE_VIEW: social buttons, then copy link, copy detail, e-mail and the device's own share sheet.
 * A member's links carry ?referral=CODE, so whoever joins through them counts as their referral.
 */
export default function ShareView() {
  const data = useModalData('SHARE_VIEW');
  const { status, member } = useSession();
  const pageUrl = useSyncExternalStore(noSubscription, pageUrlSnapshot, () => null);
  const title = useSyncExternalStore(noSubscription, titleSnapshot, () => '');

  // Until we know whether this is a member, a link could go out without their code.
  const pending = status === 'unknown';
  const referralCode = member?.referralCode;
  const url = buildShareUrl(data?.url, pageUrl, referralCode);
  const nativeShare = useSyncExternalStore(
    noSubscription,
    () => supportsNativeShare(url),
    () => false,
  );
  if (!url) return null;

  const heading = <h2 className="pr-10 text-xl font-bold text-slate-900">Bagikan</h2>;
  if (pending) {
    return (
      <div className="p-6">
        {heading}
        <p role="status" className="mt-4 text-sm text-slate-600">
          Menyiapkan tautan…
        </p>
      </div>
    );
  }

  const share = async () => {
    const payload = { title, text: SHARE_MESSAGE, url };
    try {
      await navigator.share(payload);
    } catch (error) {
      // Closing the share sheet is not a failure. The toasts' library is the toaster's (lib/browser/copy-text.ts).
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        void import('react-hot-toast').then(({ default: toast }) => toast.error(SHARE_FAILURE)).catch(() => undefined);
    }
  };
  const subject = title ? `Ayo gabung di ${title}` : 'Ayo gabung jadi member';

  return (
    <div className="p-6">
      {heading}
      <p className="mt-1 text-sm text-slate-600">{SHARE_MESSAGE}</p>
      {isValidReferralCode(referralCode) ? (
        <p className="mt-2 text-sm text-slate-700">
          Kode referral kamu <strong className="font-semibold text-brand-dark">{referralCode}</strong> sudah ada di tautan.
        </p>
      ) : null}

      <Carousel label="Bagikan ke media sosial" slidesPerView={5} className="mt-5">
        {SOCIAL_NETWORKS.map((network) => (
          <SocialShareButton key={network.name} network={network} url={url} />
        ))}
      </Carousel>

      <Carousel label="Opsi berbagi lainnya" slidesPerView={4} className="mt-4">
        <button type="button" onClick={() => void copyText(url)} className={TILE}>
          <span aria-hidden="true" className={OPTION_ICON}>
            <LinkIcon />
          </span>
          Salin Tautan
        </button>
        <button type="button" onClick={() => void copyText(shareDetail(url))} className={TILE}>
          <span aria-hidden="true" className={OPTION_ICON}>
            <CopyIcon />
          </span>
          Salin Detail
        </button>
        <a href={emailShareUrl({ url, subject, body: SHARE_MESSAGE })} className={TILE}>
          <span aria-hidden="true" className={OPTION_ICON}>
            <MailIcon />
          </span>
          Email
        </a>
        {nativeShare ? (
          <button type="button" onClick={() => void share()} className={TILE}>
            <span aria-hidden="true" className={OPTION_ICON}>
              <ShareIcon />
            </span>
            Lebih Banyak
          </button>
        ) : null}
      </Carousel>
    </div>
  );
}

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function LinkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" {...STROKE}>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" {...STROKE}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" {...STROKE}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}
