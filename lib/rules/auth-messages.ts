/** The sign-in and registration wording (the product's words, word for word), and readers for the error bodies behind it. */
import type { ApiErrorBody } from '@/lib/api/types';

export const LOGIN_OTP_FAILED = 'Request OTP Gagal!';
export const NOT_REGISTERED_CONFIRM = 'Phone number is not registered. Do you want to create a new account?';
export const WRONG_OTP = 'Kode OTP salah!';
/** The catalogue's general failure (its redeem fallback): a code check the server could not answer is not a wrong code. */
export const SIGN_IN_FAILED = 'Terjadi Kesalahan!';
export const REGISTER_OTP_FAILED = 'Request OTP Failed!';
export const REGISTER_FAILED = 'register failed!';

const firstString = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() ? first : undefined;
};

/** `{"address": {"code": "not-found"}}` → `'not-found'`. */
export function addressCode(problem: ApiErrorBody | undefined): string | undefined {
  const address = problem?.address;
  return address && !Array.isArray(address) && typeof address.code === 'string' ? address.code : undefined;
}

/** `{"address": {"message": "..."}}` (or a plain `{"address": ["..."]}`) → the message. */
export function addressMessage(problem: ApiErrorBody | undefined): string | undefined {
  const address = problem?.address;
  if (Array.isArray(address)) return firstString(address);
  return address && typeof address.message === 'string' && address.message.trim() ? address.message : undefined;
}

/** `{"email": ["Email sudah digunakan"]}` → `'Email sudah digunakan'`. */
export function firstEmailError(problem: ApiErrorBody | undefined): string | undefined {
  return firstString(problem?.email);
}
