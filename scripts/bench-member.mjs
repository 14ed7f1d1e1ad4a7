// The member the bench measures member pages as, and how the browser is signed in before Lighthouse
// drives it: shared by `npm run bench` and `npm run bench:lantern`.
import { chromium } from 'playwright';

/** The member the member pages are measured as: the demo's Budi, by the session cookie the portal keeps. */
export const MEMBER_PAGES = ['/member', '/my-voucher', '/member/card'];
/** Names as lib/rules/session.ts gives them (TOKEN_COOKIE, TOKEN_STORAGE_KEY); a unit test holds them equal. */
export const MEMBER_COOKIE = { name: '__goapp_token', value: 'demo.seed-budi-santoso' };
export const MEMBER_TOKEN_STORAGE_KEY = '_authToken';
/**
 * cold: the session cookie alone (Lighthouse empties the rest of storage, and keeps cookies); warm: the
 * page visited once before, its service worker and what the device keeps in place, nothing emptied, the
 * worker stopped as when a member comes back.
 */
export const MEMBER_STATES = ['cold', 'warm'];

/**
 * Stops the worker the visit started, as a browser does once it idles (Chromium: 30 s), and waits until it
 * has. Left running, it keeps the visit's renderer process, and Lighthouse's page lands in it: Lighthouse's
 * `Debugger.enable` then reports and maps the visit's scripts still in that process's heap, a task of
 * 70–160 ms before the page commits that Lantern counts as blocking, and that no member's phone runs
 * (decision 0027). Stopped, the worker starts again for Lighthouse's navigation and answers it.
 */
async function stopServiceWorkers(context, page) {
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  const cdp = await context.newCDPSession(page);
  const running = new Map();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const { versionId, runningStatus } of versions) running.set(versionId, runningStatus !== 'stopped');
  });
  // The workers' states are reported after `enable` has answered, not with it: a controlled page's worker
  // counts as running until its state has been seen.
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  const deadline = Date.now() + 10_000;
  while ((controlled && running.size === 0) || [...running.values()].some(Boolean)) {
    if (Date.now() > deadline) throw new Error('the service worker did not stop within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await cdp.detach();
}

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
      await stopServiceWorkers(context, page);
      await page.close();
    }
  } finally {
    // Disconnects: the browser, and the cookie in its default context, stay for Lighthouse.
    await browser.close();
  }
}
