import { mapResult, request } from './http';
import { isRecord, readNumber, str } from './normalize';
import type { OtpChallenge, User } from './types';
import type { Answer } from './answers';

export type OtpMethod = 'email' | 'whatsapp';

/** The longest code the code entry draws boxes for: a longer `length` is garbage (a billion boxes took the tab down). */
export const OTP_MAX_LENGTH = 12;
const OTP_DEFAULT_LENGTH = 6;

export function toOtpChallenge(raw: unknown): OtpChallenge {
  const r = isRecord(raw) ? raw : {};
  const otpCode = str(r.otp_code);
  const length = readNumber(r.length);
  return {
    // Not sent or unreadable: the usual six boxes (a code entry must draw some).
    length: typeof length === 'number' && Number.isInteger(length) && length >= 1 && length <= OTP_MAX_LENGTH ? length : OTP_DEFAULT_LENGTH,
    expiredAt: str(r.expired_at) || null,
    ...(otpCode ? { otpCode } : {}),
  };
}

function tokenOf(raw: unknown): string {
  const token = str(isRecord(raw) ? raw.token : undefined);
  if (!token) throw new Error('no token');
  return token;
}

/** The token check as it goes on the wire (also sent ahead for a kept session: components/providers/kept-session-calls.ts). */
export const tokenInfoCall = (token: string) => ['token-info/', { service: 'auth', method: 'POST', body: { token } }] as const;

/** Validates a stored token and answers its user; 400/401 when invalid or expired. */
export async function getTokenInfo(token: string) {
  return mapResult(await request<Answer<'getTokenInfo'>>(...tokenInfoCall(token)), (raw): User => {
    const u = isRecord(raw) && isRecord(raw.user) ? raw.user : {};
    return { first_name: str(u.first_name), last_name: str(u.last_name), email: str(u.email), mobile_no: str(u.mobile_no) };
  });
}

export async function requestLoginOtp(address: string, method: OtpMethod = 'email') {
  return mapResult(
    await request<Answer<'requestLoginOtp'>>('token-auth/otp/', { service: 'auth', method: 'POST', body: { address, method } }),
    toOtpChallenge,
  );
}

export async function signIn(username: string, otpCode: string) {
  return mapResult(
    await request<Answer<'signIn'>>('token-auth/', { service: 'auth', method: 'POST', body: { username, otp_code: otpCode } }),
    tokenOf,
  );
}

export async function requestRegisterOtp(address: string, method: OtpMethod = 'whatsapp') {
  return mapResult(
    await request<Answer<'requestRegisterOtp'>>('register/otp/', { service: 'auth', method: 'POST', body: { address, method } }),
    toOtpChallenge,
  );
}

export interface Registration {
  email: string;
  otp_code: string;
  mobile_no: string;
  first_name: string;
}

export async function register(body: Registration) {
  return mapResult(await request<Answer<'register'>>('register/', { service: 'auth', method: 'POST', body }), tokenOf);
}
