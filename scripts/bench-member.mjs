// The member the bench measures member pages as, and how the browser is signed in before Lighthouse
// drives it: shared by `npm run bench` and `npm run bench:lantern`.
import { chromium } from 'playwright';

/** The member the member pages are measured as: the demo's Budi, by the session cookie the portal keeps. */
export const MEMBER_PAGES = ['/member', '/my-voucher', '/member/card'];
const MEMBER_COOKIE = { name: '__goapp_token', value: 'demo.seed-budi-santoso' };
/**
 * cold: the session cookie alone (Lighthouse empties the rest of storage, and keeps cookies); warm: the
 * page visited once before, its service worker and what the device keeps in place, nothing emptied.
 */
export const MEMBER_STATES = ['cold', 'warm'];

/** Signs the browser in (and, warm, visits the page once first), over CDP, before Lighthouse drives it. */
export async function signIn(port, url, state) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    await context.addCookies([{ ...MEMBER_COOKIE, url }]);
    if (state === 'warm') {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      // The worker registers once the browser is idle (decision 0016); then it keeps the page for the till.
      await page
        .waitForFunction(() => navigator.serviceWorker?.controller || !('serviceWorker' in navigator), null, { timeout: 20_000 })
        .catch(() => {});
      await page.waitForLoadState('networkidle');
      await page.close();
    }
  } finally {
    // Disconnects: the browser, and the cookie in its default context, stay for Lighthouse.
    await browser.close();
  }
}
