/** Referral codes: validated before use (they arrive in the URL) and appended to shared links. */
import { replaceParams } from '@/lib/rules/url-params';

export const REFERRAL_PARAM = 'referral';

const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,32}$/;

export function isValidReferralCode(code: unknown): code is string {
  return typeof code === 'string' && REFERRAL_CODE.test(code);
}

/**
 * Adds `referral=CODE` to a link (absolute or relative), replacing any referral already
 * there and keeping other parameters and the hash. An invalid or missing code leaves it as is.
 */
export function withReferral(url: string, code?: string | null): string {
  if (!url || !isValidReferralCode(code)) return url;
  return replaceParams(url, (name) => name === REFERRAL_PARAM, [`${REFERRAL_PARAM}=${encodeURIComponent(code)}`]);
}
