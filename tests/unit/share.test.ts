import { fireEvent, render, screen } from '@testing-library/react';
// Children go as an argument; the props types want them in props, hence the casts.
import { type ComponentProps, createElement } from 'react';
import { FacebookShareButton, LineShareButton, TelegramShareButton, TwitterShareButton, WhatsappShareButton } from 'react-share';
import { describe, expect, it, vi } from 'vitest';
import {
  SHARE_MESSAGE,
  SHARE_WINDOW_SIZES,
  emailShareUrl,
  facebookShareUrl,
  lineShareUrl,
  shareDetail,
  telegramShareUrl,
  twitterShareUrl,
  whatsappShareUrl,
} from '@/lib/rules/share';

const URL_ = 'https://portal.test/?referral=BUDI24';
const ENC = 'https%3A%2F%2Fportal.test%2F%3Freferral%3DBUDI24';
const MSG = 'Segera%20daftar%20dan%20dapatkan%20berbagai%20reward%20menarik!';

describe('constants', () => {
  it('use the spec message and window sizes', () => {
    expect(SHARE_MESSAGE).toBe('Segera daftar dan dapatkan berbagai reward menarik!');
    expect(SHARE_WINDOW_SIZES).toEqual({
      twitter: { width: 550, height: 400 },
      facebook: { width: 550, height: 400 },
      telegram: { width: 550, height: 400 },
      line: { width: 500, height: 500 },
    });
  });
});

describe('twitterShareUrl', () => {
  it.each<[Parameters<typeof twitterShareUrl>[0], string]>([
    [{ url: URL_ }, `https://twitter.com/intent/tweet?url=${ENC}`],
    [{ url: URL_, text: SHARE_MESSAGE }, `https://twitter.com/intent/tweet?url=${ENC}&text=${MSG}`],
    [
      { url: URL_, text: 'Hi', via: 'brand', hashtags: ['lari', 'promo'], related: ['brand', 'brandid'] },
      `https://twitter.com/intent/tweet?url=${ENC}&text=Hi&via=brand&hashtags=lari%2Cpromo&related=brand%2Cbrandid`,
    ],
    [{ url: URL_, hashtags: [], related: [] }, `https://twitter.com/intent/tweet?url=${ENC}`],
    [{ url: URL_, text: 'a&b=c #d' }, `https://twitter.com/intent/tweet?url=${ENC}&text=a%26b%3Dc%20%23d`],
  ])('%o', (options, expected) => expect(twitterShareUrl(options)).toBe(expected));

  it.each<[string, unknown]>([
    ['an empty url', { url: '' }],
    ['a blank url', { url: '   ' }],
    ['no url', {}],
    ['hashtags as a string', { url: URL_, hashtags: 'lari,promo' }],
    ['hashtags as null', { url: URL_, hashtags: null }],
    ['related as a string', { url: URL_, related: 'brand' }],
    ['related as an object', { url: URL_, related: { 0: 'brand' } }],
  ])('throws a TypeError for %s', (_case, options) => {
    expect(() => twitterShareUrl(options as Parameters<typeof twitterShareUrl>[0])).toThrow(TypeError);
  });

  it('reads back to the same values', () => {
    const params = new URL(twitterShareUrl({ url: URL_, text: SHARE_MESSAGE, hashtags: ['a', 'b'] })).searchParams;
    expect(params.get('url')).toBe(URL_);
    expect(params.get('text')).toBe(SHARE_MESSAGE);
    expect(params.get('hashtags')).toBe('a,b');
  });
});

describe('facebookShareUrl', () => {
  it.each<[Parameters<typeof facebookShareUrl>[0], string]>([
    [{ url: URL_ }, `https://www.facebook.com/sharer/sharer.php?u=${ENC}`],
    [
      { url: URL_, quote: SHARE_MESSAGE, hashtag: '#lari' },
      `https://www.facebook.com/sharer/sharer.php?u=${ENC}&quote=${MSG}&hashtag=%23lari`,
    ],
    [{ url: URL_, hashtag: '#lari' }, `https://www.facebook.com/sharer/sharer.php?u=${ENC}&hashtag=%23lari`],
  ])('%o', (options, expected) => expect(facebookShareUrl(options)).toBe(expected));
});

describe('text-and-link networks', () => {
  it.each<[string, (o: { url: string; text?: string }) => string, string]>([
    ['line', lineShareUrl, `https://social-plugins.line.me/lineit/share?url=${ENC}&text=${MSG}`],
    ['telegram', telegramShareUrl, `https://telegram.me/share/url?url=${ENC}&text=${MSG}`],
    ['whatsapp', whatsappShareUrl, `https://api.whatsapp.com/send?text=${MSG}%20${ENC}`],
  ])('%s with text', (_name, build, expected) => {
    expect(build({ url: URL_, text: SHARE_MESSAGE })).toBe(expected);
  });

  it.each<[string, (o: { url: string; text?: string }) => string, string]>([
    ['line', lineShareUrl, `https://social-plugins.line.me/lineit/share?url=${ENC}`],
    ['telegram', telegramShareUrl, `https://telegram.me/share/url?url=${ENC}`],
    ['whatsapp', whatsappShareUrl, `https://api.whatsapp.com/send?text=${ENC}`],
  ])('%s without text', (_name, build, expected) => {
    expect(build({ url: URL_ })).toBe(expected);
  });
});

describe('emailShareUrl', () => {
  it.each<[Parameters<typeof emailShareUrl>[0], string]>([
    [{ url: URL_, subject: 'Ayo gabung', body: SHARE_MESSAGE }, `mailto:?subject=Ayo%20gabung&body=${MSG}%20${ENC}`],
    [{ url: URL_ }, `mailto:?body=${ENC}`],
  ])('%o', (options, expected) => expect(emailShareUrl(options)).toBe(expected));
});

describe('every builder requires a url', () => {
  const builders: [string, (url: string) => unknown][] = [
    ['twitter', (url) => twitterShareUrl({ url })],
    ['facebook', (url) => facebookShareUrl({ url })],
    ['line', (url) => lineShareUrl({ url })],
    ['telegram', (url) => telegramShareUrl({ url })],
    ['whatsapp', (url) => whatsappShareUrl({ url })],
    ['email', (url) => emailShareUrl({ url })],
    ['detail', (url) => shareDetail(url)],
  ];
  it.each(builders)('%s', (_name, build) => {
    for (const url of ['', '  ', undefined, null, 42]) expect(() => build(url as string)).toThrow(TypeError);
  });
});

describe('shareDetail', () => {
  it('is the message, a space and the link', () => {
    expect(shareDetail(URL_)).toBe(`Segera daftar dan dapatkan berbagai reward menarik! ${URL_}`);
  });
});

describe('agreement with react-share buttons', () => {
  type Case = [string, ReturnType<typeof createElement>, string, { width: number; height: number }];
  const cases: Case[] = [
    [
      'twitter',
      createElement(
        TwitterShareButton,
        { url: URL_, title: SHARE_MESSAGE, via: 'brand', hashtags: ['a', 'b'], related: ['c'] } as ComponentProps<
          typeof TwitterShareButton
        >,
        'x',
      ),
      twitterShareUrl({ url: URL_, text: SHARE_MESSAGE, via: 'brand', hashtags: ['a', 'b'], related: ['c'] }),
      SHARE_WINDOW_SIZES.twitter,
    ],
    [
      'facebook',
      createElement(FacebookShareButton, { url: URL_, hashtag: '#lari' } as ComponentProps<typeof FacebookShareButton>, 'x'),
      facebookShareUrl({ url: URL_, hashtag: '#lari' }),
      SHARE_WINDOW_SIZES.facebook,
    ],
    [
      'line',
      createElement(LineShareButton, { url: URL_, title: SHARE_MESSAGE } as ComponentProps<typeof LineShareButton>, 'x'),
      lineShareUrl({ url: URL_, text: SHARE_MESSAGE }),
      SHARE_WINDOW_SIZES.line,
    ],
    [
      'telegram',
      createElement(TelegramShareButton, { url: URL_, title: SHARE_MESSAGE } as ComponentProps<typeof TelegramShareButton>, 'x'),
      telegramShareUrl({ url: URL_, text: SHARE_MESSAGE }),
      SHARE_WINDOW_SIZES.telegram,
    ],
    [
      'whatsapp',
      createElement(WhatsappShareButton, { url: URL_, title: SHARE_MESSAGE } as ComponentProps<typeof WhatsappShareButton>, 'x'),
      whatsappShareUrl({ url: URL_, text: SHARE_MESSAGE }),
      { width: 550, height: 400 },
    ],
  ];

  it.each(cases)('%s opens the same link in a window of the same size', (_name, button, expected, size) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(button);
    fireEvent.click(screen.getByRole('button'));
    expect(open).toHaveBeenCalledTimes(1);
    const [link, , features] = open.mock.calls[0];
    expect(link).toBe(expected);
    expect(features).toContain(`height=${size.height}, width=${size.width}`);
  });
});
