// The bench's `header` section: how long a page from the shared cache takes to show, in its header, what
// belongs to whoever is looking (the signed-in member's points, a guest's Masuk), on a phone-speed CPU.
// Each load is a browser of its own (a fresh profile, as Lighthouse starts one: no cache, no worker,
// nothing kept), a phone's viewport, the CPU slowed 4x by Chromium itself (not simulated).
//
// When the header's target shows: Chromium's Element Timing, the paint timing FCP and LCP are made of.
// An init script (run before any of the page's own) watches the document with a MutationObserver and,
// as the parser or React inserts the target, gives it an `elementtiming` attribute; Chromium then
// reports the presentation time of the frame that first paints its text, in ms since navigation start.
// A target inserted unseen (today's guest buttons, laid out invisible under a placeholder) is not painted,
// so it is not reported until a visible one is. The observer's own work is a query of the header per
// batch of mutations; nothing polls the page while it loads.
import { chromium } from 'playwright';
import { MEMBER_COOKIE, MEMBER_TOKEN_STORAGE_KEY } from './bench-member.mjs';
import { CHROMIUM_ARGS } from './chromium.mjs';

/** A phone's viewport (the bench's start-up section's): the chip shows its points, not the name. */
const PHONE = { width: 412, height: 823 };
/** Lighthouse's mobile preset's CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** A load whose header has not shown its target by then is not a measurement (it is retried). */
const GIVE_UP_MS = 30_000;

/** What a load waits for: the member chip's points ("24.750 Pts"), a guest's Masuk, or (the bare page) its first paint. */
export const SHOWS = { points: 'points', masuk: 'Masuk', firstPaint: 'first paint' };

/**
 * The init script (serialised into the page: no closure over this module). Marks the first `<header>`'s
 * target for Element Timing and resolves `window.__benchHeader` with the time it is first painted.
 */
function watchHeader(shows) {
  const isTarget =
    shows === 'points'
      ? (el) => el.childElementCount === 0 && /\d Pts$/.test(el.textContent.trim())
      : (el) => el.textContent.trim() === 'Masuk';
  const selector = shows === 'points' ? 'span' : 'button';
  let shown;
  window.__benchHeader = new Promise((resolve) => (shown = resolve));
  new MutationObserver(() => {
    const header = document.querySelector('header');
    if (!header) return;
    for (const el of header.querySelectorAll(selector))
      if (!el.hasAttribute('elementtiming') && isTarget(el)) el.setAttribute('elementtiming', 'bench-header');
  }).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    const entry = list.getEntries().find((e) => e.identifier === 'bench-header');
    if (entry) shown({ visibleMs: entry.renderTime || entry.loadTime, text: entry.element?.textContent.trim() });
  }).observe({ type: 'element', buffered: true });
}

/** The portal keeps a session in the cookie and in localStorage (lib/browser/storage.ts `saveToken`). */
function keepToken([key, token]) {
  try {
    localStorage.setItem(key, token);
  } catch {
    // about:blank and the like have no storage of their own
  }
}

const firstPaint = () =>
  new Promise((resolve) =>
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (!entry) return;
      observer.disconnect();
      resolve(entry.startTime);
    }).observe({ type: 'paint', buffered: true }),
  );

/**
 * One load of `url` in a browser of its own: as the demo's member (cookie and localStorage token) when
 * `member`, else as a guest. Resolves to `{ visibleMs, fcpMs }` (the bare page: `fcpMs` alone), rounded
 * to the ms, or `{ error }` when the target did not show within GIVE_UP_MS.
 */
export async function headerLoad(chromePath, { url, shows, member = false }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: PHONE });
    if (member) {
      await context.addCookies([{ ...MEMBER_COOKIE, url }]);
      await context.addInitScript(keepToken, [MEMBER_TOKEN_STORAGE_KEY, MEMBER_COOKIE.value]);
    }
    if (shows !== SHOWS.firstPaint) await context.addInitScript(watchHeader, shows === SHOWS.points ? 'points' : 'masuk');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    let timer;
    const giveUp = new Promise(
      (resolve) => (timer = setTimeout(() => resolve({ error: `no ${shows} within ${GIVE_UP_MS / 1000} s` }), GIVE_UP_MS)),
    );
    try {
      const fcpMs = Math.round(await Promise.race([page.evaluate(firstPaint), giveUp.then(() => NaN)]));
      if (shows === SHOWS.firstPaint) return Number.isNaN(fcpMs) ? { error: 'no first paint' } : { fcpMs };
      const shown = await Promise.race([page.evaluate(() => window.__benchHeader), giveUp]);
      if (shown.error) return shown;
      return { visibleMs: Math.round(shown.visibleMs), fcpMs };
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await browser.close();
  }
}
