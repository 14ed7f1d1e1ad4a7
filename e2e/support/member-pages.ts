import type { APIRequestContext } from '@playwright/test';
import { registerMember, redeemDeal } from './demo-api';

/** The member pages, each rendered per request for the session in the cookie. */
export const MEMBER_PAGES = ['/member', '/my-voucher', '/member/card', '/member/profile', '/member/privacy'] as const;

/** A member page as a browser with this session cookie (or none) gets it: status, Cache-Control and HTML. */
export async function memberPage(base: string, path: string, token?: string) {
  const response = await fetch(`${base}${path}`, {
    headers: token ? { Cookie: `__goapp_token=${token}` } : {},
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, cacheControl: response.headers.get('cache-control') ?? '', html: await response.text() };
}

/**
 * A new member of the demo at `origin` with a name no page shows otherwise, and a voucher of theirs: what
 * must appear on their own pages and never on anyone else's.
 */
export async function memberWithVoucher(request: APIRequestContext, name: string, origin: string) {
  const unique = `${name}${Date.now().toString(36)}`;
  const { token } = await registerMember(request, unique, origin);
  const { codes } = await redeemDeal(request, token, 'kaos-kaki-gratis', origin);
  return { name: unique, token, voucher: codes[0].code };
}
