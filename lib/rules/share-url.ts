/** The link the share view shares: a given or the current page URL, with the member's referral code. */
import { REFERRAL_PARAM, withReferral } from '@/lib/rules/referral-code';
import { replaceParams } from '@/lib/rules/url-params';

/**
 * Drops every `referral` parameter (someone else's code the page was opened with), keeping the other
 * parameters byte for byte and the hash.
 */
export function withoutReferral(url: string): string {
  return replaceParams(url, (name) => name === REFERRAL_PARAM);
}

/**
 * `url` (absolute, or relative to the page) or else the page URL without its referral, as an
 * absolute http(s) link with `?referral=CODE` for a member who has a code. Null when no such link
 * can be built: share links require a url.
 */
export function buildShareUrl(url: string | undefined, pageUrl: string | null, referralCode?: string | null): string | null {
  const given = url?.trim();
  const source = given || (pageUrl ? withoutReferral(pageUrl) : '');
  if (!source) return null;
  let absolute: URL;
  try {
    absolute = pageUrl ? new URL(source, pageUrl) : new URL(source);
  } catch {
    return null;
  }
  if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') return null;
  return withReferral(absolute.href, referralCode);
}
