import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { yearInJakarta } from '../lib/format/display';
import { expect, expectHydrated, expectNoAxeViolations, layoutShifts, recordLayoutShifts, sidewaysScroll, test } from './support/fixtures';
import { registerMember, signInBrowser } from './support/demo-api';
import { allowFailedResources, signInWithOtp } from './support/member';
import { startStallingProxy } from './support/stalling-proxy';

const TITLE = 'Arena Sport Rewards';

test('every page takes its title and og:title from the app settings', async ({ page }) => {
  for (const path of ['/', '/about', '/blog', '/kebijakan-privasi']) {
    await page.goto(path);
    await expect(page).toHaveTitle(TITLE);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', TITLE);
  }
});

test('the footer has the policy links, the copyright year, Kontak and Ikuti Kami', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Kebijakan Privasi' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Syarat dan ketentuan' })).toBeVisible();
  await expect(footer).toContainText(`© ${yearInJakarta()}`);
  await expect(footer.getByRole('heading', { name: 'Kontak' })).toBeVisible();
  await expect(footer).toContainText('08.00-17.00');
  await expect(footer.getByRole('heading', { name: 'Ikuti Kami' })).toBeVisible();
  await footer.getByRole('link', { name: 'Kebijakan Privasi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('search: a value goes to /search?q=value and the modal closes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Cari produk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cari produk' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[open]');
  await dialog.getByPlaceholder('Search Product').fill('sepatu');
  await dialog.getByPlaceholder('Search Product').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sepatu$/);
  await expect(dialog).toBeHidden();
});

test('search: an empty box goes to /browse/category and the modal closes', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Cari produk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cari produk' });
  await dialog.getByPlaceholder('Search Product').press('Enter');
  await expect(page).toHaveURL(/\/browse\/category$/);
  await expect(dialog).toBeHidden();
});

test('Escape and a backdrop click close a modal, and focus returns to the opener', { tag: '@device' }, async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Masuk' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Masuk' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  // The backdrop is the dialog element outside its content box: click the top-left corner of the viewport.
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

// React holds back a lazy part's reveal until 300 ms after its fallback showed (its throttle for Suspense
// retries, which waits on a timer): the dialogs and the Kategori menu opened 300 ms after the tap, however
// fast their code came. With the page's timers stopped, a part that waits on that timer never shows; one
// rendered as soon as its code is here (hooks/use-on-demand.ts) does.
test('a dialog, the next dialog, the Kategori menu and the image viewer open as soon as their code is here, not on a timer', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await expectHydrated(page, 'guest');
  await page.clock.pauseAt(Date.now() + 60_000);

  await page.getByRole('banner').getByRole('button', { name: 'Masuk' }).click();
  const login = page.getByRole('dialog', { name: 'Masuk' });
  await expect(login.getByRole('textbox').first()).toBeFocused();
  // From one view to another inside the open dialog: the next view's code loads then.
  await login.getByRole('button', { name: 'Daftar di sini' }).click();
  await expect(page.getByRole('dialog', { name: 'Daftar' }).getByRole('textbox').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Kategori' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  // A deal's dialog, and the image viewer from it.
  await page
    .getByRole('main')
    .getByRole('button', { name: /Gratis Ongkir Belanja Online/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Detail deal' })
    .getByRole('button', { name: /^Perbesar gambar/ })
    .click();
  await expect(page.getByRole('button', { name: 'Perkecil' })).toBeVisible();
});

test('focus moves into an open modal and stays there', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Cari produk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cari produk' });
  await expect(dialog.getByPlaceholder('Search Product')).toBeFocused();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
});

test('a dialog with nothing to fill opens at its top, even on a phone turned sideways; Tab goes on to its first control', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone layout');
  await page.setViewportSize({ width: 740, height: 360 });
  await page.goto('/deals');
  await page
    .getByRole('main')
    .getByRole('button', { name: /Gratis Ongkir Belanja Online/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Detail deal' });
  const zoom = dialog.getByRole('button', { name: /^Perbesar gambar/ });
  await expect(zoom).toBeVisible();
  // The close button is on the screen, not scrolled away to show the zoom button under the image.
  expect(await dialog.evaluate((el) => el.scrollTop)).toBe(0);
  await expect(dialog.getByRole('button', { name: 'Tutup' })).toBeInViewport();
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(zoom).toBeFocused();
});

test(
  'without JavaScript the pages still read, a notice says what needs it, and the header offers no button that would do nothing',
  { tag: '@device' },
  async ({ browser, baseURL, page }) => {
    const NOTICE = /JavaScript tidak aktif di browser Anda/;
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const bare = await noScript.newPage();
    for (const [path, heading] of [
      ['/', 'Tukar Poin dengan Deal'],
      ['/deals', 'Semua Deal'],
    ]) {
      await bare.goto(path);
      await expect(bare.getByRole('heading', { name: heading })).toBeVisible();
      await expect(bare.getByRole('note').filter({ hasText: NOTICE })).toBeVisible();
      const header = bare.getByRole('banner');
      await expect(header.getByRole('link', { name: TITLE })).toBeVisible();
      // Kategori, search, share and the auth area's placeholder all need the script.
      await expect(header.getByRole('button')).toHaveCount(0);
      await expect(header.locator('[data-needs-script]').first()).toBeHidden();
    }
    // A member page has nothing to show without the script: no placeholder waits for ever.
    await bare.goto('/member');
    await expect(bare.getByRole('heading', { level: 1, name: 'Akun Saya' })).toBeVisible();
    await expect(bare.getByRole('note').filter({ hasText: NOTICE })).toBeVisible();
    await expect(bare.getByRole('status')).toHaveCount(0);
    await noScript.close();

    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cari produk' })).toBeVisible();
    await expect(page.getByText(NOTICE)).toBeHidden();
  },
);

test('the amber progress bar shows during a slow navigation and hides when it completes', async ({ page }) => {
  await page.route('**/syarat-dan-ketentuan**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Syarat dan ketentuan' }).click();
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS('background-color', 'rgb(245, 158, 11)');
  await expect(page.getByRole('heading', { level: 1, name: 'Syarat dan ketentuan' })).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a ?referral= link keeps a valid code as the pending referral and ignores anything else', async ({ page, context }) => {
  await page.goto('/about?referral=BUDI24');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === '__goapp_referral')?.value).toBe('BUDI24');
  await context.clearCookies();
  await page.goto('/about?referral=%3Cscript%3E');
  // The guest buttons work once the client's effects have run, the capture among them.
  await expect(page.getByRole('button', { name: 'Daftar' })).toBeEnabled();
  expect((await context.cookies()).find((c) => c.name === '__goapp_referral')).toBeUndefined();
});

/** The header's logo, search, Masuk and Daftar: whole, inside the 64px bar and the screen, the logo legible. */
async function expectHeaderFits(page: Page, width: number, what: string) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Daftar' })).toBeVisible();
  expect(await sidewaysScroll(page), `sideways scroll ${what}`).toBe(0);
  const bar = (await header.boundingBox())!;
  const boxes = new Map<string, { x: number; y: number; width: number; height: number }>();
  for (const name of ['Cari produk', 'Masuk', 'Daftar']) {
    const box = (await header.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.x + box.width, `${name} ${what}`).toBeLessThanOrEqual(width);
    expect(box.y, `${name} ${what}`).toBeGreaterThanOrEqual(bar.y);
    expect(box.y + box.height, `${name} ${what}`).toBeLessThanOrEqual(bar.y + 64);
    boxes.set(name, box);
  }
  // The logo keeps a legible width (80px: its wordmark 20px high) left of the buttons.
  const logo = (await header.getByRole('img', { name: TITLE }).boundingBox())!;
  expect(logo.width, `logo ${what}`).toBeGreaterThanOrEqual(80);
  expect(logo.x + logo.width).toBeLessThanOrEqual(boxes.get('Cari produk')!.x);
  return { header, logo };
}

test('on a narrow phone the header fits: nothing scrolls sideways, every header button is whole, the logo legible', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone layout');
  // 360 is the commonest Android width, 390 an iPhone's; 320 the narrowest still in use.
  for (const width of [390, 360, 320]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    const { header, logo } = await expectHeaderFits(page, width, `at ${width}px`);
    const kategori = header.getByRole('button', { name: 'Kategori', exact: true });
    if (width >= 360) {
      const box = (await kategori.boundingBox())!;
      expect(logo.x + logo.width).toBeLessThanOrEqual(box.x);
    } else {
      // No room for it beside a legible logo: the search dialog leads to the categories.
      await expect(kategori).toBeHidden();
      await header.getByRole('button', { name: 'Cari produk' }).click();
      await page.getByRole('dialog', { name: 'Cari produk' }).getByRole('link', { name: 'Jelajahi kategori' }).click();
      await expect(page).toHaveURL(/\/browse\/category$/);
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  }
});

test("with the phone's largest default font the header keeps the logo and its buttons in the bar", async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a phone layout');
  // Chrome's Settings > Appearance > Font size, as a reader with low vision sets it (16px is the default).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24, fixed: 20 } });
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto('/');
  const { header } = await expectHeaderFits(page, 390, 'with a 24px font');
  // The words grew with the setting; the bar's boxes did not.
  expect(await header.getByRole('button', { name: 'Masuk' }).evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThan(
    20,
  );
  expect((await header.getByRole('button', { name: 'Cari produk' }).boundingBox())!.height).toBe(44);
});

test(
  'the page keeps its place when the scrollbar comes or goes (no sideways layout shift)',
  { tag: '@desktop' },
  async ({ playwright, launchOptions, isMobile }) => {
    test.skip(isMobile, 'phones draw overlay scrollbars that take no room');
    // Playwright hides scrollbars in headless Chromium; a desktop visitor sees classic ones, so show them here.
    const browser = await playwright.chromium.launch({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] });
    try {
      const page = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
      // The search button sits at the header's right edge, so any change in the page's width moves it.
      const searchX = async () => (await page.getByRole('banner').getByRole('button', { name: 'Cari produk' }).boundingBox())!.x;

      // A short page (no scrollbar) and a long one (a scrollbar) put the header in the same place.
      await page.setViewportSize({ width: 1280, height: 3000 });
      await page.goto('/about');
      expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)).toBe(true);
      const withoutScrollbar = await searchX();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/blog');
      expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
      expect(await searchX()).toBe(withoutScrollbar);

      // Opening a modal locks the page's scrolling; nothing behind it moves.
      await page.getByRole('button', { name: 'Cari produk' }).click();
      await expect(page.getByRole('dialog', { name: 'Cari produk' })).toBeVisible();
      expect(await searchX()).toBe(withoutScrollbar);
    } finally {
      await browser.close();
    }
  },
);

test('a page that arrives in two parts is painted once, complete, and nothing on it moves', { tag: '@device' }, async ({ page }) => {
  const STALL_MS = 800;
  const stalled = await startStallingProxy(new URL(test.info().project.use.baseURL!).origin, STALL_MS);

  await recordLayoutShifts(page);
  try {
    for (const path of ['/', '/blog', '/search?q=sepatu', '/deals']) {
      const sentAt = Date.now();
      await page.goto(stalled.url + path);
      // Let late images, the signed-out header and the visitor call settle.
      await page.waitForLoadState('networkidle');
      const { firstPaint, navigationStart } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        navigationStart: performance.timeOrigin,
      }));
      expect(await layoutShifts(page), path).toEqual([]);
      // Nothing was drawn before the rest of the page came.
      expect(navigationStart + firstPaint - sentAt, path).toBeGreaterThanOrEqual(STALL_MS);
    }
  } finally {
    stalled.close();
  }
});

/**
 * One path of each cached page of the demo build (the first of its route), as the build's prerender
 * manifest lists them: route handlers (no RSC data) and the framework's own pages left out.
 */
function cachedPages(): string[] {
  const dist = process.env.DEMO_DIST_DIR;
  if (!dist) throw new Error('DEMO_DIST_DIR names the build folder (set by scripts/e2e.mjs)');
  const { routes } = JSON.parse(readFileSync(join(dist, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, { srcRoute: string | null; dataRoute: string | null }>;
  };
  const byRoute = new Map<string, string>();
  for (const [path, { srcRoute, dataRoute }] of Object.entries(routes)) {
    if (dataRoute && !path.startsWith('/_') && !byRoute.has(srcRoute ?? path)) byRoute.set(srcRoute ?? path, path);
  }
  return [...byRoute.values()].sort();
}

test.describe('the header before the page has hydrated', () => {
  // The page's scripts, blocked: Chromium reports each one it could not load.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/] });

  test("a guest's Masuk and Daftar are in the first paint of every cached page: the page's scripts blocked", async ({ page }) => {
    // Only the head's inline hint runs: what the first paint shows, before anything hydrates.
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    const pages = cachedPages();
    expect(pages.length).toBeGreaterThan(10);
    for (const path of pages) {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Masuk' }), path).toBeVisible();
      await expect(header.getByRole('button', { name: 'Daftar' }), path).toBeVisible();
    }
  });

  test('a device with a session never shows Masuk or Daftar before the member chip: the placeholder holds its room', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: '__goapp_token', value: 'demo.seed-budi-santoso', url: baseURL! }]);
    // Each frame until the chip is drawn: whether the header's guest buttons were ever visible.
    await page.addInitScript(() => {
      const look = () => {
        const shown = [...document.querySelectorAll('header button')].some(
          (button) => /^(Masuk|Daftar)$/.test(button.textContent ?? '') && button.checkVisibility({ visibilityProperty: true }),
        );
        if (shown) document.documentElement.dataset.guestButtonsSeen = '';
        if (!document.querySelector('header .member-chip')) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: /Budi Santoso/ })).toBeVisible();
    expect(await page.evaluate(() => 'guestButtonsSeen' in document.documentElement.dataset)).toBe(false);
    // Before any script but the hint: the placeholder, not the buttons.
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    await page.goto('/about');
    await expect(page.getByRole('banner').locator('.auth-placeholder')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Masuk' })).toBeHidden();
  });
});

/**
 * The phone's tab bar (components/layout/tab-bar.tsx): the deals, My Voucher and Akun Saya in view at the
 * top of the page and at its end, each at least 44 px tall, clear of the page's last line (the footer's
 * copyright), and the page's own tab marked.
 */
async function expectTabBar(page: Page, path: string, current: string | null) {
  const bar = page.getByRole('navigation', { name: 'Akses cepat' });
  const tabs = {
    deals: bar.getByRole('link', { name: 'Deals' }),
    voucher: bar.getByRole('link', { name: 'Voucher' }),
    account: bar.getByRole('link', { name: 'Akun' }),
  };
  await expect(tabs.deals).toHaveAttribute('href', '/deals');
  await expect(tabs.voucher).toHaveAttribute('href', '/my-voucher');
  await expect(tabs.account).toHaveAttribute('href', '/member');
  for (const at of ['top', 'end'] as const) {
    // To the end and again, as a thumb does: sections below the fold (`content-visibility`) take their
    // real height once scrolled to, and the page grows.
    if (at === 'end')
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            return new Promise<number>((resolve) =>
              requestAnimationFrame(() => resolve(document.documentElement.scrollHeight - window.innerHeight - window.scrollY)),
            );
          }),
        )
        .toBeLessThanOrEqual(1);
    for (const [name, tab] of Object.entries(tabs)) {
      await expect(tab, `${name} at the ${at} of ${path}`).toBeInViewport({ ratio: 1 });
      expect((await tab.boundingBox())!.height, `${name} on ${path}`).toBeGreaterThanOrEqual(44);
    }
  }
  // Scrolled to the end, the page's last line sits above the bar, not under it (scrolled again while the
  // sections below the fold take their real height).
  const lastLine = page.getByRole('contentinfo').getByText(/Hak cipta dilindungi/);
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const [last, barBox] = [(await lastLine.boundingBox())!, (await bar.boundingBox())!];
        return last.y + last.height - (barBox.y + 1);
      },
      { message: `the last line of ${path}` },
    )
    .toBeLessThanOrEqual(0);
  if (current) await expect(bar.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  else await expect(bar.locator('[aria-current]')).toHaveCount(0);
}

const TAB_PAGES: [string, string | null][] = [
  ['/', 'Beranda'],
  ['/deals', 'Deals'],
  ['/blog', null],
  ['/search?q=sepatu', null],
  ['/member', 'Akun'],
  ['/my-voucher', 'Voucher'],
];

test('on a phone the tab bar leads to the deals, My Voucher and Akun Saya from every page, at its top and its end: a guest, then a member', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone layout');
  for (const [path, current] of TAB_PAGES) {
    await page.goto(path);
    await expectTabBar(page, path, current);
  }
  const member = await registerMember(request);
  await signInBrowser(page, member.token, baseURL!);
  for (const [path, current] of TAB_PAGES) {
    await page.goto(path);
    await expectTabBar(page, path, current);
  }
  // A tab leads there, and the bar marks it.
  await page.goto('/blog');
  await expectHydrated(page, 'member');
  await page.getByRole('navigation', { name: 'Akses cepat' }).getByRole('link', { name: 'Voucher' }).click();
  await expect(page).toHaveURL(/\/my-voucher$/);
  await expect(page.getByRole('navigation', { name: 'Akses cepat' }).getByRole('link', { name: 'Voucher' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page);
});

test('on a narrow phone and with the largest default font the tab bar fits: its words whole, its tabs 44 px or more', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone layout');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24, fixed: 20 } });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const links = page.getByRole('navigation', { name: 'Akses cepat' }).getByRole('link');
  await expect(links).toHaveText(['Beranda', 'Deals', 'Voucher', 'Akun']);
  const fits = await links.evaluateAll((all) =>
    all.map((link) => ({ whole: link.scrollWidth <= link.clientWidth, height: link.getBoundingClientRect().height })),
  );
  for (const { whole, height } of fits) {
    expect(whole).toBe(true);
    expect(height).toBeGreaterThanOrEqual(44);
  }
  expect(await sidewaysScroll(page)).toBe(0);
});

test('the desktop keeps its header links and shows no tab bar', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Akses cepat' })).toBeHidden();
  // No room kept for it at the foot of the page either.
  expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
});

test("a guest's Akun opens Masuk; signed in there, the member lands on Akun Saya, and Back returns to the page", async ({
  page,
  request,
  isMobile,
  consoleErrors,
}) => {
  test.skip(!isMobile, 'the phone layout');
  const { phone } = await registerMember(request);
  await page.goto('/blog');
  await expectHydrated(page, 'guest');
  await page.getByRole('navigation', { name: 'Akses cepat' }).getByRole('link', { name: 'Akun' }).click();
  await expect(page.getByRole('dialog', { name: 'Masuk' })).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);
  await signInWithOtp(page, phone);
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole('main').getByRole('region', { name: 'Level Silver' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  // A code refused because a parallel test asked for a newer one (see signInWithOtp).
  allowFailedResources(consoleErrors, 400);
});

test('the blog is a tap away on a phone: from the footer of every page and the Kategori menu', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout');
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goto('/about');
  await page.getByRole('banner').getByRole('button', { name: 'Kategori' }).click();
  await page.getByRole('menu', { name: 'Kategori' }).getByRole('menuitem', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('menu')).toBeHidden();
});
