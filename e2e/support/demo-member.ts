import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const HEADERS = { 'X-Api-Key': 'e2e' };

/**
 * A new member of the demo (5.000 Pts welcome bonus), made through the demo API, with the browser
 * signed in as the portal keeps a session. Tests that redeem use their own member: the demo store is
 * shared by every test. Returns the member's WhatsApp number (joined online, they have no card number).
 */
export async function signInNewMember(page: Page, request: APIRequestContext, baseURL: string): Promise<string> {
  const phone = `0818${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const otp = await request.post('/demo-api/auth/register/otp/', { headers: HEADERS, data: { address: phone, method: 'whatsapp' } });
  const { otp_code } = await otp.json();
  const registered = await request.post('/demo-api/auth/register/', {
    headers: HEADERS,
    data: { email: '', otp_code, mobile_no: phone, first_name: 'Uji' },
  });
  expect(registered.status()).toBe(201);
  const { token } = await registered.json();
  const member = await request.post('/demo-api/v1/member/api/member/register/', {
    headers: { ...HEADERS, Authorization: `Jwt ${token}` },
    data: { referral_code: '' },
  });
  expect(member.status()).toBe(201);
  await page.context().addCookies([{ name: '__goapp_token', value: token, url: baseURL }]);
  await page.addInitScript((value) => window.localStorage.setItem('_authToken', value), token as string);
  return phone;
}
