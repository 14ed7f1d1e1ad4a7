/**
 * Whether a request that changes something comes from the portal's own pages: the reminders, logout's
 * wallet step and the member's own account (docs/security.md). One check, so every route refuses the
 * same requests.
 */
import 'server-only';

/**
 * Whether the request comes from the portal's own pages (or its service worker), or from no browser at
 * all. A browser says where a request comes from (`Sec-Fetch-Site`, else `Origin`); another site's page
 * must not act for a member with the member's cookie.
 */
export function fromThisSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    // `Origin: null` (a sandboxed page, a redirect from elsewhere): not the portal's.
    return false;
  }
  const own = [new URL(request.url).host, request.headers.get('host'), request.headers.get('x-forwarded-host')];
  return own.includes(host);
}
