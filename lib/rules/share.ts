/**
 * Share links, built the way react-share 5 builds them (same endpoints,
 * parameter names and encoding), so a hand-made link and a react-share button agree.
 */

import { SHARE_MESSAGE } from './share-message';

export { SHARE_MESSAGE };

/** Popup sizes per network: react-share 5's own. */
export const SHARE_WINDOW_SIZES = {
  twitter: { width: 550, height: 400 },
  facebook: { width: 550, height: 400 },
  telegram: { width: 550, height: 400 },
  line: { width: 500, height: 500 },
} as const;

type Params = Record<string, string | undefined>;

/** As react-share: every value through encodeURIComponent, missing values left out. */
function query(params: Params): string {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** A share link requires a url. */
function requireUrl(url: unknown, network: string): string {
  if (typeof url !== 'string' || url.trim() === '') throw new TypeError(`${network} share link requires a url`);
  return url;
}

function requireList(value: unknown, name: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new TypeError(`twitter ${name} must be an array`);
  return value.map(String);
}

export interface TwitterShare {
  url: string;
  text?: string;
  via?: string;
  hashtags?: string[];
  related?: string[];
}

/** `hashtags` and `related` must be arrays (TypeError otherwise); empty ones are left out. */
export function twitterShareUrl({ url, text, via, hashtags, related }: TwitterShare): string {
  const tags = requireList(hashtags, 'hashtags');
  const accounts = requireList(related, 'related');
  return (
    'https://twitter.com/intent/tweet' +
    query({
      url: requireUrl(url, 'twitter'),
      text,
      via,
      hashtags: tags.length > 0 ? tags.join(',') : undefined,
      related: accounts.length > 0 ? accounts.join(',') : undefined,
    })
  );
}

export interface FacebookShare {
  url: string;
  quote?: string;
  hashtag?: string;
}

/** `quote` is sent when a caller gives it, though react-share 5 no longer sends it and Facebook ignores it. */
export function facebookShareUrl({ url, quote, hashtag }: FacebookShare): string {
  return 'https://www.facebook.com/sharer/sharer.php' + query({ u: requireUrl(url, 'facebook'), quote, hashtag });
}

export interface TextShare {
  url: string;
  text?: string;
}

export function lineShareUrl({ url, text }: TextShare): string {
  return 'https://social-plugins.line.me/lineit/share' + query({ url: requireUrl(url, 'line'), text });
}

export function telegramShareUrl({ url, text }: TextShare): string {
  return 'https://telegram.me/share/url' + query({ url: requireUrl(url, 'telegram'), text });
}

/** WhatsApp takes one text: the message, a space, then the link. */
export function whatsappShareUrl({ url, text }: TextShare): string {
  const link = requireUrl(url, 'whatsapp');
  return 'https://api.whatsapp.com/send' + query({ text: text ? `${text} ${link}` : link });
}

export interface EmailShare {
  url: string;
  subject?: string;
  body?: string;
}

/** mailto with the body followed by the link (%20 for spaces: `+` is literal in mailto). */
export function emailShareUrl({ url, subject, body }: EmailShare): string {
  const link = requireUrl(url, 'email');
  return 'mailto:' + query({ subject, body: body ? `${body} ${link}` : link });
}

/** "Salin Detail": the message plus the link. */
export function shareDetail(url: string): string {
  return `${SHARE_MESSAGE} ${requireUrl(url, 'detail')}`;
}
