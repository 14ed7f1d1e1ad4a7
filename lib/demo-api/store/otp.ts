/** One-time codes: sent to an address for a purpose, used up once, counted against the attempt limits. */
import { countAttempt, overLimit } from './attempts';
import { answer } from './answers';
import { backendAcceptsEmail, backendAcceptsPhone, normaliseAddress, randomDigits } from './common';
import { getDemoStore, type DemoOtp } from './state';

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60 * 1000;

export type OtpPurpose = 'login' | 'register' | 'mobile' | 'delete';

export function issueOtp(purpose: OtpPurpose, address: string, userUid?: string) {
  const otp: DemoOtp = { code: randomDigits(OTP_LENGTH), expiresAt: Date.now() + OTP_TTL_MS, ...(userUid ? { userUid } : {}) };
  getDemoStore().otps.set(`${purpose}:${address}`, otp);
  // The demo reveals the code so anyone can sign in without a real WhatsApp message.
  return answer({ length: OTP_LENGTH, expired_at: new Date(otp.expiresAt).toISOString(), otp_code: otp.code });
}

/** True when `code` is the latest unexpired code sent to `address`; a matching code is used up. */
function consumeOtp(purpose: OtpPurpose, address: string, code: string, userUid?: string): boolean {
  const key = `${purpose}:${address}`;
  const otp = getDemoStore().otps.get(key);
  if (!otp || !code || otp.code !== code.trim() || Date.now() > otp.expiresAt || otp.userUid !== userUid) return false;
  getDemoStore().otps.delete(key);
  return true;
}

export function invalidAddress(raw: string) {
  const address = normaliseAddress(raw);
  const valid = raw.includes('@') ? backendAcceptsEmail(address) : backendAcceptsPhone(address);
  return valid ? null : answer({ address: { code: 'invalid', message: 'Nomor tidak valid' } }, 400);
}

/** Every OTP request for a valid address counts toward its limit, whatever the answer. */
export function otpRequestLimited(address: string) {
  const limited = overLimit('otp-request', address);
  if (!limited) countAttempt('otp-request', address);
  return limited;
}

export const WRONG_CODE_ANSWER = answer({ otp_code: ['Kode OTP salah'] }, 400);

/**
 * Checks a code against the wrong-code limit: once it is used up, even the right code is refused
 * until the window has passed, so guessing gains nothing.
 */
export function checkCode(purpose: OtpPurpose, address: string, code: string, userUid?: string) {
  const limited = overLimit('wrong-code', address);
  if (limited) return limited;
  if (consumeOtp(purpose, address, code, userUid)) return null;
  countAttempt('wrong-code', address);
  return WRONG_CODE_ANSWER;
}
