/**
 * The pending referral: a code that arrived in the URL, kept in a cookie until the member registers.
 * The code's rules and shared links are in lib/rules/referral-code.ts (no storage, so pages can
 * check a code without loading this).
 */
import { readReferralCookie, removeReferralCookie, writeReferralCookie } from '@/lib/browser/storage';
import { REFERRAL_PARAM, isValidReferralCode } from '@/lib/rules/referral-code';

export { REFERRAL_PARAM, isValidReferralCode, withReferral } from '@/lib/rules/referral-code';

/** The stored code, or null; a cookie edited into something invalid reads as none. */
export function getPendingReferral(): string | null {
  const code = readReferralCookie();
  return isValidReferralCode(code) ? code : null;
}

/** Stores a valid code (30 days); an invalid one is ignored. */
export function setPendingReferral(code: string): void {
  if (isValidReferralCode(code)) writeReferralCookie(code);
}

export function clearPendingReferral(): void {
  removeReferralCookie();
}

/**
 * Reads `?referral=` from a query string (`location.search`); stores and returns it when
 * valid. Anything else is ignored and leaves an earlier pending code in place.
 */
export function captureReferralFromUrl(search: string): string | null {
  const code = new URLSearchParams(search).get(REFERRAL_PARAM)?.trim();
  if (!isValidReferralCode(code)) return null;
  setPendingReferral(code);
  return code;
}
