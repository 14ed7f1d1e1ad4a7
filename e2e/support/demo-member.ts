import type { APIRequestContext, Page } from '@playwright/test';
import { registerMember, signInBrowser } from './demo-api';

/**
 * A new member of the demo (5.000 Pts welcome bonus), made through the demo API, with the browser
 * signed in as the portal keeps a session. Tests that redeem use their own member: the demo store is
 * shared by every test. Returns the member's WhatsApp number (joined online, they have no card number).
 * `firstName`: "Uji" when absent (registerMember's).
 */
export async function signInNewMember(page: Page, request: APIRequestContext, baseURL: string, firstName?: string): Promise<string> {
  const { phone, token } = await registerMember(request, firstName);
  await signInBrowser(page, token, baseURL);
  return phone;
}
