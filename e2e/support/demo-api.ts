/** Calling the demo API directly from a test, as the portal does: with its API key. */
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

/** The demo API's key (lib/config.ts DEMO_API_KEY): every call needs it, like a real backend's. */
export const DEMO_KEY = { 'X-Api-Key': 'demo-portal-key' };

/** A number nobody else in this run uses (both projects share one demo store, and its attempt limits). */
export function freshPhone(): string {
  return `0819${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A new user registered over HTTP (not a member yet); their phone and token. */
export async function registerUser(request: APIRequestContext, firstName = 'Uji', phone = freshPhone()) {
  const otp = await request.post('/demo-api/auth/register/otp/', { headers: DEMO_KEY, data: { address: phone, method: 'whatsapp' } });
  if (otp.status() !== 200) throw new Error(`register OTP answered ${otp.status()}`);
  const { otp_code } = await otp.json();
  const registered = await request.post('/demo-api/auth/register/', {
    headers: DEMO_KEY,
    data: { email: '', otp_code, mobile_no: phone, first_name: firstName },
  });
  if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}`);
  return { phone, token: (await registered.json()).token as string };
}

/** Signs the browser in the way the portal keeps a session: the token cookie and localStorage. */
export async function signInBrowser(page: Page, token: string, baseURL: string) {
  await page.context().addCookies([{ name: '__goapp_token', value: token, url: baseURL }]);
  await page.addInitScript((value) => window.localStorage.setItem('_authToken', value), token);
}
