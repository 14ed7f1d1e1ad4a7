/** Shared steps for the demo API tests: sign in through the real OTP flow with the typed client. */
import { expect } from 'vitest';
import { requestLoginOtp, signIn } from '@/lib/api/auth';
import { setAuthToken } from '@/lib/api/http';

export const API = 'http://portal.test/demo-api/v1';
export const AUTH = 'http://portal.test/demo-api/auth';
export const KEY = { 'X-Api-Key': 'test-key' };

export const BUDI = '081234567890';
export const SITI = '081298765432';
export const DEWI = '085711223344';

/** Signs in with the revealed OTP and makes later client calls carry the token. */
export async function signInAs(phone: string): Promise<string> {
  const otp = await requestLoginOtp(phone, 'whatsapp');
  expect(otp.ok).toBe(true);
  const token = await signIn(phone, otp.data!.otpCode!);
  expect(token.ok).toBe(true);
  setAuthToken(token.data!);
  return token.data!;
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = KEY): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
