/** Referral codes: validated before use (they arrive in the URL) and appended to shared links (SPEC 6). */

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
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  // Other parameters are kept byte for byte, not re-encoded.
  const kept = query.split('&').filter((part) => part !== '' && paramName(part) !== REFERRAL_PARAM);
  kept.push(`${REFERRAL_PARAM}=${encodeURIComponent(code)}`);
  return `${base}?${kept.join('&')}${hash}`;
}

function paramName(part: string): string {
  const name = part.split('=', 1)[0];
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
