import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../msw-server';
import { createUIProbe } from '../ui-probe';
import { http } from 'msw';
import ShareView, { SHARE_FAILURE, TWITTER_HASHTAGS } from '@/components/modals/share-view';
import { ModalHost } from '@/components/modals/modal-host';
import { AlertProvider } from '@/hooks/use-alert';
import { SessionProvider } from '@/hooks/use-session';
import { AlertHost } from '@/components/ui/alert-host';
import { UIProvider } from '@/hooks/use-ui';
import { COPY_FAILURE, COPY_SUCCESS } from '@/lib/browser/copy-text';
import { ShareButton } from '@/components/share/share-button';
import { ShareInvite } from '@/components/share/share-invite';
import { buildShareUrl, withoutReferral } from '@/lib/rules/share-url';
import {
  SHARE_MESSAGE,
  emailShareUrl,
  facebookShareUrl,
  lineShareUrl,
  shareDetail,
  telegramShareUrl,
  twitterShareUrl,
  whatsappShareUrl,
} from '@/lib/rules/share';
import { saveToken } from '@/lib/browser/storage';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const { Probe, ui } = createUIProbe();
const ORIGIN = window.location.origin;
/** The page someone opened from a friend's link (SITI88) and then shares on. */
const PAGE = `${ORIGIN}/promo?referral=SITI88&utm_source=wa`;
const GUEST_URL = `${ORIGIN}/promo?utm_source=wa`;
const BUDI_URL = `${ORIGIN}/promo?utm_source=wa&referral=BUDI24`;
const enc = encodeURIComponent;

/** A fresh SWR cache each time: a member loaded by an earlier test must not be known already. */
function Fresh({ children }: { children: React.ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

function renderApp() {
  return render(
    <Fresh>
      <UIProvider>
        <AlertProvider Dialog={AlertHost}>
          <SessionProvider>
            <Probe />
            <ShareButton />
            <ModalHost />
            <Toaster />
          </SessionProvider>
        </AlertProvider>
      </UIProvider>
    </Fresh>,
  );
}

/** Opens the share view; for Budi, waits until his member data (and code) are in. */
async function openShare(options: { as?: 'guest' | 'budi'; data?: { url?: string } } = {}) {
  if (options.as === 'budi') saveToken('demo.seed-budi-santoso');
  renderApp();
  if (options.data) act(() => ui().openModal('SHARE_VIEW', { data: options.data }));
  else await userEvent.click(screen.getByRole('button', { name: 'Bagikan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bagikan' });
  const view = within(dialog);
  await view.findByRole('heading', { name: 'Bagikan' });
  if (options.as === 'budi') await view.findByText('BUDI24');
  else await view.findByRole('button', { name: 'Salin Tautan' });
  return view;
}

let clipboard: { writeText: ReturnType<typeof vi.fn> } | undefined;
function setClipboard(value: typeof clipboard) {
  clipboard = value;
  Object.defineProperty(navigator, 'clipboard', { configurable: true, get: () => clipboard });
}
function setNativeShare(share?: (data: ShareData) => Promise<void>, canShare?: (data: ShareData) => boolean) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: canShare });
}

beforeEach(() => {
  // Toasts live in a module-wide store: start each test without the last one's.
  toast.remove();
  window.history.replaceState(null, '', PAGE);
  // react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }),
  });
  setClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
  setNativeShare(undefined, undefined);
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

/** Each social button, the link react-share opens for `url`, and the popup size. */
function socialCases(url: string): [string, string, number, number][] {
  return [
    ['Bagikan ke X (Twitter)', twitterShareUrl({ url, text: SHARE_MESSAGE, hashtags: TWITTER_HASHTAGS, related: [] }), 550, 400],
    ['Bagikan ke Facebook', facebookShareUrl({ url }), 550, 400],
    ['Bagikan ke LINE', lineShareUrl({ url, text: SHARE_MESSAGE }), 500, 500],
    ['Bagikan ke Telegram', telegramShareUrl({ url, text: SHARE_MESSAGE }), 550, 400],
    ['Bagikan ke WhatsApp', whatsappShareUrl({ url, text: SHARE_MESSAGE }), 550, 400],
    ['Bagikan ke LinkedIn', `https://linkedin.com/shareArticle?url=${enc(url)}&mini=true&title=${enc(SHARE_MESSAGE)}`, 750, 600],
  ];
}

function popupSize(features: string | undefined) {
  const entries = (features ?? '').split(',').map((part) => part.trim().split('='));
  const map = Object.fromEntries(entries);
  return { width: Number(map.width), height: Number(map.height) };
}

describe.each([
  ['a guest', 'guest' as const, GUEST_URL],
  ['Budi (referral code BUDI24)', 'budi' as const, BUDI_URL],
])('share view for %s', (_who, as, url) => {
  it('shares the page URL, without the referral it was opened with, plus the own code for a member', async () => {
    await openShare({ as });
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    for (const [name] of socialCases(url)) await userEvent.click(screen.getByRole('button', { name }));
    const opened = windowOpen.mock.calls.map(([link]) => String(link));
    for (const link of opened) {
      expect(link).not.toContain('SITI88');
      if (as === 'budi') expect(link).toContain(enc('referral=BUDI24'));
      else expect(link).not.toContain('referral');
    }
  });

  it.each(socialCases(url))('%s opens %s in a %dx%d window', async (name, link, width, height) => {
    await openShare({ as });
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(screen.getByRole('button', { name }));
    expect(windowOpen).toHaveBeenCalledOnce();
    const [opened, target, features] = windowOpen.mock.calls[0];
    expect(opened).toBe(link);
    expect(target).toBe('');
    expect(popupSize(features)).toEqual({ width, height });
  });

  it('Salin Tautan copies the link and says so', async () => {
    const view = await openShare({ as });
    await userEvent.click(view.getByRole('button', { name: 'Salin Tautan' }));
    expect(clipboard?.writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Berhasil menyalin!')).toBeInTheDocument();
  });

  it('Salin Detail copies the message plus the link', async () => {
    const view = await openShare({ as });
    await userEvent.click(view.getByRole('button', { name: 'Salin Detail' }));
    expect(clipboard?.writeText).toHaveBeenCalledWith(`${SHARE_MESSAGE} ${url}`);
    expect(clipboard?.writeText).toHaveBeenCalledWith(shareDetail(url));
    expect(await screen.findByText(COPY_SUCCESS)).toBeInTheDocument();
  });

  it('Email is a mailto link with a subject and the message plus the link as body', async () => {
    const view = await openShare({ as });
    const href = view.getByRole('link', { name: 'Email' }).getAttribute('href') ?? '';
    expect(href).toBe(emailShareUrl({ url, subject: 'Ayo gabung jadi member', body: SHARE_MESSAGE }));
    expect(href).toBe(`mailto:?subject=${enc('Ayo gabung jadi member')}&body=${enc(`${SHARE_MESSAGE} ${url}`)}`);
  });
});

describe('copy failures', () => {
  it('says the copy failed when the browser has no clipboard', async () => {
    setClipboard(undefined);
    const view = await openShare();
    await userEvent.click(view.getByRole('button', { name: 'Salin Tautan' }));
    expect(await screen.findByText('Gagal menyalin. Browser mungkin tidak didukung.')).toBeInTheDocument();
    expect(screen.queryByText(COPY_SUCCESS)).not.toBeInTheDocument();
  });

  it('says the copy failed when the clipboard refuses', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    const view = await openShare();
    await userEvent.click(view.getByRole('button', { name: 'Salin Detail' }));
    expect(await screen.findByText(COPY_FAILURE)).toBeInTheDocument();
  });
});

describe('Lebih Banyak (native share)', () => {
  it('is not offered when the browser cannot share', async () => {
    const view = await openShare();
    expect(view.queryByRole('button', { name: 'Lebih Banyak' })).not.toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Salin Tautan' })).toBeInTheDocument();
  });

  it('is not offered when the browser cannot share a link', async () => {
    setNativeShare(vi.fn().mockResolvedValue(undefined), () => false);
    const view = await openShare();
    expect(view.queryByRole('button', { name: 'Lebih Banyak' })).not.toBeInTheDocument();
  });

  it('opens the device share sheet with the title, message and the link', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setNativeShare(share, () => true);
    document.title = 'Arena Sport Rewards';
    const view = await openShare({ as: 'budi' });
    await userEvent.click(view.getByRole('button', { name: 'Lebih Banyak' }));
    expect(share).toHaveBeenCalledWith({ title: 'Arena Sport Rewards', text: SHARE_MESSAGE, url: BUDI_URL });
    // The page title also makes the e-mail subject.
    expect(view.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      emailShareUrl({ url: BUDI_URL, subject: 'Ayo gabung di Arena Sport Rewards', body: SHARE_MESSAGE }),
    );
    document.title = '';
  });

  it('says nothing when the share sheet is dismissed, and tells of a real failure', async () => {
    const share = vi.fn().mockRejectedValueOnce(new DOMException('cancelled', 'AbortError')).mockRejectedValueOnce(new TypeError('x'));
    setNativeShare(share);
    const view = await openShare();
    await userEvent.click(view.getByRole('button', { name: 'Lebih Banyak' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    expect(screen.queryByText(SHARE_FAILURE)).not.toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Lebih Banyak' }));
    expect(await screen.findByText(SHARE_FAILURE)).toBeInTheDocument();
  });
});

describe('share view layout and data', () => {
  it('shows the social buttons five at a time and the four options four at a time', async () => {
    setNativeShare(vi.fn().mockResolvedValue(undefined));
    const view = await openShare();
    const social = view.getByRole('region', { name: 'Bagikan ke media sosial' });
    const options = view.getByRole('region', { name: 'Opsi berbagi lainnya' });
    expect(social.style.getPropertyValue('--per-view')).toBe('5');
    expect(options.style.getPropertyValue('--per-view')).toBe('4');
    expect(
      within(social)
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-label')?.startsWith('Bagikan ke'))
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Bagikan ke X (Twitter)',
      'Bagikan ke Facebook',
      'Bagikan ke LINE',
      'Bagikan ke Telegram',
      'Bagikan ke WhatsApp',
      'Bagikan ke LinkedIn',
    ]);
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Salin Tautan', 'Salin Detail', 'Email', 'Lebih Banyak']);
  });

  it('shares the URL it was opened with, resolved against the page, with the member code', async () => {
    const view = await openShare({ as: 'budi', data: { url: '/deal/botol?ref=home' } });
    await userEvent.click(view.getByRole('button', { name: 'Salin Tautan' }));
    expect(clipboard?.writeText).toHaveBeenCalledWith(`${ORIGIN}/deal/botol?ref=home&referral=BUDI24`);
  });

  it.each([
    ['a script link', 'javascript:alert(1)'],
    ['a link with no host', 'http://'],
  ])('renders nothing for %s rather than crash', async (_case, url) => {
    const { container } = render(
      <UIProvider>
        <SessionProvider>
          <Probe />
          <ShareView />
        </SessionProvider>
      </UIProvider>,
      { wrapper: Fresh },
    );
    // A usable link first, to show the view does render here.
    act(() => ui().openModal('SHARE_VIEW', { data: { url: '/ok' } }));
    expect(await screen.findByRole('button', { name: 'Salin Tautan' })).toBeInTheDocument();
    act(() => ui().openModal('SHARE_VIEW', { data: { url } }));
    expect(container).toBeEmptyDOMElement();
  });

  it('waits for the member before offering a link, so it is not sent without the code', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/v1/member/api/member/0/', async () => {
        await gate;
        return undefined;
      }),
    );
    saveToken('demo.seed-budi-santoso');
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Bagikan' }));
    const view = within(screen.getByRole('dialog', { name: 'Bagikan' }));
    expect(await view.findByRole('status')).toHaveTextContent('Menyiapkan tautan…');
    expect(view.queryByRole('button', { name: 'Salin Tautan' })).not.toBeInTheDocument();
    release();
    expect(await view.findByText('BUDI24')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Salin Tautan' }));
    expect(clipboard?.writeText).toHaveBeenCalledWith(BUDI_URL);
  });
});

describe('share link helpers', () => {
  it.each([
    ['https://a.test/?referral=X', 'https://a.test/'],
    ['https://a.test/p?referral=X&b=1#h', 'https://a.test/p?b=1#h'],
    ['https://a.test/p?a=%20x&referral=X&referral=Y&b', 'https://a.test/p?a=%20x&b'],
    ['https://a.test/p?referrals=1', 'https://a.test/p?referrals=1'],
    ['https://a.test/p#?referral=X', 'https://a.test/p#?referral=X'],
  ])('withoutReferral(%s) → %s', (url, expected) => expect(withoutReferral(url)).toBe(expected));

  it.each<[string | undefined, string | null, string | null | undefined, string | null]>([
    [undefined, 'https://a.test/x?referral=S', undefined, 'https://a.test/x'],
    [undefined, 'https://a.test/x?referral=S', 'BUDI24', 'https://a.test/x?referral=BUDI24'],
    ['  ', 'https://a.test/x', 'BUDI24', 'https://a.test/x?referral=BUDI24'],
    ['/y?q=1', 'https://a.test/x', 'BUDI24', 'https://a.test/y?q=1&referral=BUDI24'],
    ['https://b.test/z?referral=OWN', 'https://a.test/x', undefined, 'https://b.test/z?referral=OWN'],
    ['https://b.test/z?referral=OWN', 'https://a.test/x', 'BUDI24', 'https://b.test/z?referral=BUDI24'],
    [undefined, 'https://a.test/x', 'bad code!', 'https://a.test/x'],
    [undefined, null, 'BUDI24', null],
    ['/relative', null, 'BUDI24', null],
    ['javascript:alert(1)', 'https://a.test/x', undefined, null],
    ['mailto:a@b.c', 'https://a.test/x', undefined, null],
    ['http://', 'https://a.test/x', undefined, null],
  ])('buildShareUrl(%j, %j, %j) → %j', (url, page, code, expected) => expect(buildShareUrl(url, page, code)).toBe(expected));
});

describe('ShareInvite', () => {
  it('invites to share and opens the share view', async () => {
    render(
      <UIProvider>
        <AlertProvider Dialog={AlertHost}>
          <SessionProvider>
            <Probe />
            <ShareInvite />
          </SessionProvider>
        </AlertProvider>
      </UIProvider>,
      { wrapper: Fresh },
    );
    expect(screen.getByRole('heading', { name: 'Ajak teman, dapatkan reward' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bagikan tautan' }));
    expect(ui().displayModal).toBe(true);
    expect(ui().modalView).toBe('SHARE_VIEW');
  });

  it('tells a member their code travels with the link', async () => {
    saveToken('demo.seed-budi-santoso');
    render(
      <UIProvider>
        <SessionProvider>
          <ShareInvite />
        </SessionProvider>
      </UIProvider>,
      { wrapper: Fresh },
    );
    expect(await screen.findByText('BUDI24')).toBeInTheDocument();
  });
});
