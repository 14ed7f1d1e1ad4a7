import { mapResult, request } from './http';
import { isRecord, readNumber, str, toDeletionRequest, toUser, userOf } from './normalize';
import type { OtpChallenge, ProfileChanges } from './types';
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

function tokenOfAnswer(raw: unknown): string {
  const token = str(isRecord(raw) ? raw.token : undefined);
  if (!token) throw new Error('no token');
  return token;
}

/** Validates a stored token and answers its user; 400/401 when invalid or expired. */
export async function getTokenInfo(token: string) {
  return mapResult(await request<Answer<'getTokenInfo'>>('token-info/', { service: 'auth', method: 'POST', body: { token } }), (raw) =>
    toUser(isRecord(raw) && isRecord(raw.user) ? raw.user : {}),
  );
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
    tokenOfAnswer,
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
  return mapResult(await request<Answer<'register'>>('register/', { service: 'auth', method: 'POST', body }), tokenOfAnswer);
}

// The member's own account: optional calls (contract `x-optional`). A backend that does not offer one
// answers 404, 405 or 501: `notOffered(result)` (lib/api/optional.ts) tells that from a failure. Each takes
// `token` on the server (a portal route acting for the session), else goes out with the session's token.

/** Changes the member's name or e-mail; a field left out stays as it is. Answers the user as changed. */
export async function updateProfile(changes: ProfileChanges = {}, token?: string) {
  const { first_name, last_name, email } = changes;
  return mapResult(
    await request<Answer<'updateProfile'>>('profile/', { service: 'auth', method: 'PATCH', body: { first_name, last_name, email }, token }),
    userOf,
  );
}

/** Sends a code by WhatsApp to the member's new number (400 `address.code` `exists`: another account has it). */
export async function requestMobileOtp(address: string, token?: string) {
  return mapResult(
    await request<Answer<'requestMobileOtp'>>('profile/mobile/otp/', {
      service: 'auth',
      method: 'POST',
      body: { address, method: 'whatsapp' },
      token,
    }),
    toOtpChallenge,
  );
}

/** Moves the account to the new number with the code sent to it; answers the user with that number. */
export async function changeMobile(address: string, otpCode: string, token?: string) {
  return mapResult(
    await request<Answer<'changeMobile'>>('profile/mobile/', {
      service: 'auth',
      method: 'POST',
      body: { address, otp_code: otpCode },
      token,
    }),
    userOf,
  );
}

/** Sends a code by WhatsApp to the member's own number, to confirm a deletion. */
export async function requestAccountDeletionOtp(token?: string) {
  return mapResult(
    await request<Answer<'requestAccountDeletionOtp'>>('account/delete/otp/', {
      service: 'auth',
      method: 'POST',
      body: { method: 'whatsapp' },
      token,
    }),
    toOtpChallenge,
  );
}

/**
 * Asks for the account to be deleted, with the code; answers the request's reference and due date (202).
 * 409: the backend cannot delete it now, in its words (`error`).
 */
export async function deleteAccount(otpCode: string, reason?: string, token?: string) {
  const result = mapResult(
    await request<Answer<'deleteAccount'>>('account/delete/', {
      service: 'auth',
      method: 'POST',
      body: { otp_code: otpCode, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
      token,
    }),
    toDeletionRequest,
  );
  // Accepted with no body: the account is still going, and the caller must act on it.
  return result.ok && !result.data ? { ...result, data: toDeletionRequest(undefined) } : result;
}
