/** Calling the demo API directly from a test, as the portal does: with its API key. */
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_API_KEY } from '../../lib/config';

/** The demo API's key: every call needs it, like a real backend's. */
export const DEMO_KEY = { 'X-Api-Key': DEMO_API_KEY };

/** A number nobody else in this run uses (both projects share one demo store, and its attempt limits). */
export function freshPhone(): string {
  return `0819${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * A new user registered over HTTP (not a member yet); their phone and token. `origin` names another
 * server's demo API (the external-backend project); by default, the portal's own.
 */
export async function registerUser(request: APIRequestContext, firstName = 'Uji', phone = freshPhone(), origin = '') {
  const otp = await request.post(`${origin}/demo-api/auth/register/otp/`, {
    headers: DEMO_KEY,
    data: { address: phone, method: 'whatsapp' },
  });
  if (otp.status() !== 200) throw new Error(`register OTP answered ${otp.status()}`);
  const { otp_code } = await otp.json();
  const registered = await request.post(`${origin}/demo-api/auth/register/`, {
    headers: DEMO_KEY,
    data: { email: '', otp_code, mobile_no: phone, first_name: firstName },
  });
  if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}`);
  return { phone, token: (await registered.json()).token as string };
}

/**
 * A new member (5.000 Pts welcome bonus): a user made a member here rather than by the portal, whose
 * first member call would answer 404, which the browser logs as a console error.
 */
export async function registerMember(request: APIRequestContext, firstName = 'Uji', origin = '') {
  const user = await registerUser(request, firstName, freshPhone(), origin);
  const member = await request.post(`${origin}/demo-api/v1/member/api/member/register/`, {
    headers: { ...DEMO_KEY, Authorization: `Jwt ${user.token}` },
    data: { referral_code: '' },
  });
  if (member.status() !== 201) throw new Error(`member register answered ${member.status()}`);
  return user;
}

/** The member redeems a deal over HTTP (by default the free one, which any new member can); the demo's answer. */
export async function redeemDeal(request: APIRequestContext, token: string, uid = 'kaos-kaki-gratis', origin = '') {
  const redeemed = await request.post(`${origin}/demo-api/v1/member/api/deal/${uid}/redeem/`, {
    headers: { ...DEMO_KEY, Authorization: `Jwt ${token}` },
    data: {},
  });
  if (redeemed.status() !== 201) throw new Error(`redeem ${uid} answered ${redeemed.status()}`);
  return (await redeemed.json()) as { uid: string; codes: { code: string }[] };
}

/** Signs the browser in the way the portal keeps a session: the token cookie and localStorage. */
export async function signInBrowser(page: Page, token: string, baseURL: string) {
  await page.context().addCookies([{ name: '__goapp_token', value: token, url: baseURL }]);
  await page.addInitScript((value) => window.localStorage.setItem('_authToken', value), token);
}

/**
 * Signs the browser in as `signInBrowser` does, for the tab's first page only: a test that signs out (a
 * logout, a deletion) stays signed out on the pages after it.
 */
export async function signInBrowserOnce(page: Page, token: string, baseURL: string) {
  await page.context().addCookies([{ name: '__goapp_token', value: token, url: baseURL }]);
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('_authToken', value);
  }, token);
}

/**
 * Signs the browser in with localStorage alone, as a device from before the cookie was written on http
 * hosts: the server renders the first member page it loads as a guest's, and the browser loads the
 * member's data (its calls can be routed by a test; a page rendered for the cookie makes none of them).
 */
export async function signInBrowserOnly(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('_authToken', value), token);
}
