/** Users, sign-in and registration by OTP, tokens. */
import type { SeedUser } from '../seed';
import { answer } from './answers';
import { findUserByAddress, backendAcceptsEmail, backendAcceptsPhone, normaliseAddress, backendPhoneKey, randomString } from './common';
import { WRONG_CODE_ANSWER, checkCode, invalidAddress, issueOtp, otpRequestLimited } from './otp';
import { getDemoStore } from './state';

export function requestLoginOtp(rawAddress: string) {
  const problem = invalidAddress(rawAddress);
  if (problem) return problem;
  const address = normaliseAddress(rawAddress);
  const limited = otpRequestLimited(address);
  if (limited) return limited;
  if (!findUserByAddress(address)) {
    return answer({ address: { code: 'not-found', message: 'Nomor belum terdaftar' } }, 400);
  }
  return issueOtp('login', address);
}

export function requestRegisterOtp(rawAddress: string) {
  const problem = invalidAddress(rawAddress);
  if (problem) return problem;
  const address = normaliseAddress(rawAddress);
  const limited = otpRequestLimited(address);
  if (limited) return limited;
  if (findUserByAddress(address)) {
    const message = address.includes('@') ? 'Email sudah terdaftar' : 'Nomor sudah terdaftar';
    return answer({ address: { code: 'exists', message } }, 400);
  }
  return issueOtp('register', address);
}

function issueToken(user: SeedUser): string {
  const token = `demo.${randomString(32)}`;
  getDemoStore().tokens.set(token, user.uid);
  return token;
}

export function signIn(username: string, otpCode: string) {
  const address = normaliseAddress(username);
  const refused = checkCode('login', address, otpCode);
  if (refused) return refused;
  const user = findUserByAddress(address);
  if (!user) return WRONG_CODE_ANSWER;
  return answer({ token: issueToken(user) });
}

export interface Registration {
  email: string;
  otp_code: string;
  mobile_no: string;
  first_name: string;
}

export function registerUser(input: Registration) {
  const errors: Record<string, string[]> = {};
  const mobile = backendPhoneKey(input.mobile_no);
  const email = input.email.trim().toLowerCase();
  const firstName = input.first_name.trim();

  if (!firstName) errors.first_name = ['Nama wajib diisi.'];
  if (!input.mobile_no.trim()) errors.mobile_no = ['Nomor wajib diisi.'];
  else if (!backendAcceptsPhone(mobile)) errors.mobile_no = ['Nomor tidak valid.'];
  else if (findUserByAddress(mobile)) errors.mobile_no = ['Nomor sudah terdaftar.'];
  // The portal lets e-mail stay empty; when given it must be valid and unused.
  if (email && !backendAcceptsEmail(email)) errors.email = ['Masukkan alamat email yang valid.'];
  else if (email && findUserByAddress(email)) errors.email = ['Email sudah digunakan'];
  if (Object.keys(errors).length > 0) return answer(errors, 400);

  const refused = checkCode('register', mobile, input.otp_code);
  if (refused) return refused;

  const user: SeedUser = { uid: `usr-${randomString(12)}`, first_name: firstName, last_name: '', email, mobile_no: mobile };
  getDemoStore().users.push(user);
  return answer({ token: issueToken(user) }, 201);
}

/** The user a token belongs to; `demo-expired.*` tokens are always refused. */
export function userForToken(token: string): SeedUser | undefined {
  if (!token || token.startsWith('demo-expired.')) return undefined;
  const uid = getDemoStore().tokens.get(token);
  return uid ? getDemoStore().users.find((u) => u.uid === uid) : undefined;
}

export const userAnswer = ({ first_name, last_name, email, mobile_no }: SeedUser) => ({
  user: { first_name, last_name, email, mobile_no },
});

export function tokenInfo(token: string) {
  const user = userForToken(token);
  if (!user) return answer({ detail: 'Token tidak valid atau sudah kedaluwarsa.' }, 401, { 'WWW-Authenticate': 'Jwt' });
  return answer(userAnswer(user));
}
