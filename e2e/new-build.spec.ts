// A deployment while a page is open: the parts the page loads when first needed (the dialogs' host, a
// dialog's view) are gone from the server. The page reloads into the new build instead of turning into
// the error page (lib/browser/reload-on-new-build.ts); once, so a part the new build lacks too ends at the error page.
import type { Page } from '@playwright/test';
import { expect, expectHydrated, test } from './support/fixtures';

const DEAL = 'Gratis Kaos Kaki Sport';

test.use({
  // What the browser logs for the parts the test takes away, and React for the error it then catches.
  // (One pattern: Playwright would read a list of several as a value and its options.)
  allowedConsoleErrors: [/status of 404|^Refused to execute script|ChunkLoadError/],
});
test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'loading the build does not depend on the screen');
});

/**
 * A deployment under the page as it is now (with its idle-time parts loaded): every chunk it asks for from
 * now on is gone (404) until the page reloads into the new build, whose files are there. With
 * `alsoInNewBuild`, the chunks found gone stay gone after the reload, as if the new build lacked them too.
 */
async function deploy(page: Page, { alsoInNewBuild }: { alsoInNewBuild: boolean }) {
  await page.waitForLoadState('networkidle');
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  const gone = new Set<string>();
  let reloaded = false;
  page.on('framenavigated', (frame) => frame === page.mainFrame() && (reloaded = true));
  await page.route('**/_next/static/chunks/**', (route) => {
    const url = route.request().url();
    if (!reloaded && !loaded.includes(url)) gone.add(url);
    return gone.has(url) && (!reloaded || alsoInNewBuild) ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback();
  });
}

async function deployWhileOpen(page: Page, options: { alsoInNewBuild: boolean }) {
  await page.goto('/deals');
  await expectHydrated(page, 'guest');
  await deploy(page, options);
}

const dealCard = (page: Page) => page.getByRole('button', { name: DEAL, exact: true });

/**
 * While the page stays on the old build, a part loaded outside React at an idle moment fails too,
 * uncaught, as it would for a member; the page does not reload for it either.
 */
function partLoadedAtIdleMayFail(consoleErrors: string[]) {
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.startsWith('pageerror: Failed to load chunk')));
}

test(
  'a deployment while the page is open: the first tap reloads into the new build, and the deal opens on the next',
  { tag: '@desktop' },
  async ({ page }) => {
    await deployWhileOpen(page, { alsoInNewBuild: false });
    await Promise.all([page.waitForEvent('load', { timeout: 10_000 }), dealCard(page).click()]);
    await expectHydrated(page, 'guest');
    await expect(page.getByText('Terjadi Kesalahan!')).toHaveCount(0);
    await dealCard(page).click();
    await expect(page.getByRole('dialog', { name: 'Detail deal' }).getByRole('heading', { name: DEAL })).toBeVisible();
  },
);

test(
  'a part missing from the new build too: one reload, then the error page, not a loop of reloads',
  { tag: '@desktop' },
  async ({ page, consoleErrors }) => {
    await deployWhileOpen(page, { alsoInNewBuild: true });
    await Promise.all([page.waitForEvent('load', { timeout: 10_000 }), dealCard(page).click()]);
    await expectHydrated(page, 'guest');
    let reloads = 0;
    page.on('load', () => (reloads += 1));
    await dealCard(page).click();
    await expect(page.getByRole('heading', { name: 'Terjadi Kesalahan!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await page.waitForTimeout(1500); // what a second reload would have taken to start
    expect(reloads).toBe(0);
    partLoadedAtIdleMayFail(consoleErrors);
  },
);

test(
  'storage blocked (the reload cannot be counted): the error page, whose Coba lagi reloads into the new build',
  { tag: '@desktop' },
  async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('The user has blocked storage for this site.', 'SecurityError');
        },
      });
    });
    await deployWhileOpen(page, { alsoInNewBuild: false });
    await dealCard(page).click();
    await expect(page.getByRole('heading', { name: 'Terjadi Kesalahan!' })).toBeVisible();
    // Next's retry would ask the old build for the same part again; the page itself has to come back.
    await Promise.all([page.waitForEvent('load', { timeout: 10_000 }), page.getByRole('button', { name: 'Coba lagi' }).click()]);
    await expectHydrated(page, 'guest');
    await dealCard(page).click();
    await expect(page.getByRole('dialog', { name: 'Detail deal' }).getByRole('heading', { name: DEAL })).toBeVisible();
    // The error page waits for Coba lagi on the old build.
    partLoadedAtIdleMayFail(consoleErrors);
  },
);

test(
  'a deployment while the login dialog is open: a mistyped number still gets its alert, and keeps what was typed',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/deals');
    await expectHydrated(page, 'guest');
    await page.getByRole('banner').getByRole('button', { name: 'Masuk' }).click();
    const phone = page.getByRole('textbox', { name: 'Number (Whatsapp)' });
    await expect(phone).toBeVisible();
    await deploy(page, { alsoInNewBuild: false });

    await phone.fill('12ab');
    await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Your phone number is invalid');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(phone).toHaveValue('12ab');
  },
);
