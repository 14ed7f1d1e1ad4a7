import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** A call to the API or auth host: the demo API, or a backend named by API_HOST/AUTH_HOST (under /demo-api/ in these runs). */
function isBackendCall(url: string): boolean {
  try {
    return new URL(url).pathname.startsWith('/demo-api/');
  } catch {
    return false;
  }
}

/** Every page fails its test on an uncaught error or a console error (but those a spec expects and names). */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Chrome itself logs every backend call that fails or answers 4xx (a member not registered yet,
        // a closed port); the app handles those, and the tests of each path check how. Anything else counts.
        if (message.text().startsWith('Failed to load resource') && isBackendCall(message.location().url)) return;
        if (allowedConsoleErrors.some((allowed) => allowed.test(message.text()))) return;
        // With the resource's address, so a failed load says which one (and a spec can expect its own).
        const { url } = message.location();
        errors.push(`console: ${message.text()}${url ? ` (${url})` : ''}`);
      });
      await use(errors);
      expect(errors, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A not-found page answers 404, and Chrome reports the 404 document as a console error. That one entry,
 * for the page's own path, is the expected outcome: it must be there, and it is taken out of the list.
 */
export function expectPage404(consoleErrors: string[], path: string) {
  const index = consoleErrors.findIndex((error) => {
    const match = /Failed to load resource: .*status of 404.* \((.+)\)$/.exec(error);
    return match !== null && new URL(match[1]).pathname === path;
  });
  expect(index, 'the 404 of the document itself').toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

export { expect };

const HYDRATED_AS = { guest: /^Daftar$/, member: /Pts/, either: /^Daftar$|Pts/ } as const;

/**
 * Hydrated, and the session known: the header's Daftar (a guest: in the page from the first paint, it
 * works once the session is known) or the member's points (in place of the placeholder, which is inert
 * and hidden from the accessibility tree). A click from here on reaches React. `as` also says which of
 * the two it must be.
 */
export async function expectHydrated(page: Page, as: keyof typeof HYDRATED_AS = 'either') {
  await expect(page.getByRole('banner').getByRole('button', { name: HYDRATED_AS[as] }).first()).toBeEnabled();
}

/**
 * The closed dialogs have taken their history entries back (hooks/use-back-closes.ts sends Back just
 * after a dialog closes). A `page.goto` sent before that Back arrives is aborted by it (net::ERR_ABORTED),
 * which a person, a moment slower than a test, never meets.
 */
export async function expectDialogEntriesGone(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (window.history.state as { portalDialogDepth?: number } | null)?.portalDialogDepth ?? 0))
    .toBe(0);
}

/**
 * Records every layout shift of the pages `page` opens from now on, each as its value and the elements
 * that moved; read them with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node | null }[] }[]) {
        const nodes = (entry.sources ?? []).map((source) => source.node).filter((node) => node instanceof Element);
        shifts.push(`${entry.value.toFixed(4)} ${nodes.map((node) => node.outerHTML.slice(0, 80)).join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded on the page open now (see `recordLayoutShifts`). */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}

/** How far the page scrolls sideways (0 when it fits its window). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Frames of another origin than the page's (about:blank and srcdoc frames are the page's own). */
function crossOriginFrames(page: Page): string[] {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
}

/**
 * An axe scan (WCAG 2.x A and AA, best practices) that must find nothing. A page of one origin is scanned
 * in place (axe's "legacy mode": the same results, a second less a scan, without the blank page axe
 * otherwise opens to merge frames' results); one with another origin's frames the default way, so they are scanned.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  if (crossOriginFrames(page).length === 0) builder = builder.setLegacyMode();
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'axe violations',
  ).toEqual([]);
}
