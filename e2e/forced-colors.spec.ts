// Forced colours (Windows' contrast themes, and the like elsewhere): the browser draws every text and edge
// in the person's own few colours and drops every fill and shadow. What the portal showed by a fill or a
// shadow alone must still show: a filled button keeps an edge, a dialog and a toast their frame, the
// current filter, tab, sort order, level and OTP box stand out, the level bar shows how far the member has
// come, and a focused search field is outlined.
import type { Locator, Page } from '@playwright/test';
import { freshPhone, redeemDeal, registerMember, signInBrowser } from './support/demo-api';
import { expect, expectHydrated, test } from './support/fixtures';

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'what is drawn does not depend on the screen: one project is enough');
});

const normalColours = (page: Page) => page.emulateMedia({ forcedColors: 'none' });
const forcedColours = (page: Page) => page.emulateMedia({ forcedColors: 'active' });

/**
 * Read in normal colours: marks (data-filled) every visible button, link and tab drawn by a fill of its own
 * (a background unlike what is behind it) and no border, and gives their names.
 */
function markFilledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const NONE = 'rgba(0, 0, 0, 0)';
    const behind = (element: Element | null): string => {
      for (let at = element; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (colour !== NONE) return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    const names: string[] = [];
    for (const control of document.querySelectorAll('button, a, [role="tab"], summary')) {
      // Only what is seen: the header's placeholder keeps the guest buttons laid out but invisible.
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(control);
      const fill = style.backgroundColor !== NONE && style.backgroundColor !== behind(control.parentElement);
      const border = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none';
      if (!fill || border) continue;
      control.setAttribute('data-filled', '');
      names.push((control.getAttribute('aria-label') ?? control.textContent ?? '').trim());
    }
    return names;
  });
}

/** The marked controls that have no edge now (read in forced colours). */
function filledControlsWithoutEdge(page: Page): Promise<string[]> {
  return page.locator('[data-filled]').evaluateAll((controls) =>
    controls
      .filter((control) => {
        const style = getComputedStyle(control);
        return !(parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none');
      })
      .map((control) => (control.getAttribute('aria-label') ?? control.textContent ?? '').trim()),
  );
}

/** Every filled button on the screen `open` leads to keeps an edge in forced colours; `expected` names some. */
async function expectEdges(page: Page, what: string, open: () => Promise<unknown>, expected: (string | RegExp)[]) {
  await normalColours(page);
  await open();
  const filled = await markFilledControls(page);
  for (const name of expected) expect(filled, `${what}: a filled control is found`).toContainEqual(expect.stringMatching(name));
  await forcedColours(page);
  expect.soft(await filledControlsWithoutEdge(page), `${what}: filled controls without an edge`).toEqual([]);
}

/** The width of an element's top edge, in CSS pixels (0 without a border). */
const edgeWidth = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).borderTopWidth));
const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
const colour = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);

/** In forced colours, `current` is drawn unlike `other` (its own background), and its text stays readable on it. */
async function expectStandsOut(current: Locator, other: Locator, what: string) {
  const [currentBackground, otherBackground] = [await background(current), await background(other)];
  expect.soft(currentBackground, `${what}: the current one has a background of its own`).not.toBe(otherBackground);
  expect.soft(await colour(current), `${what}: its text is not drawn in its background's colour`).not.toBe(currentBackground);
}

/**
 * A guest's page, hydrated: the header's auth area changes while a page hydrates, and a control marked in
 * one state and read in another fails `expectEdges` (a run under load once did, on Daftar).
 */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(page, 'guest');
}

test('a guest: filled buttons keep an edge, a dialog and a toast their frame', async ({ page, context }) => {
  const header = page.getByRole('banner');
  await expectEdges(page, 'the home page', () => openHydrated(page, '/'), ['Daftar', 'Bagikan tautan', /^Selengkapnya/]);

  // The share view's copy says so in a toast, framed.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('main').getByRole('button', { name: 'Bagikan tautan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Salin Tautan' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Berhasil menyalin!' });
  await expect(toast).toBeVisible();
  // react-hot-toast's status is the message; its bar (the toast's box) is the parent.
  expect(await edgeWidth(toast.locator('xpath=..')), 'the toast is framed').toBeGreaterThan(0);

  await expectEdges(
    page,
    'the sign-in dialog',
    async () => {
      await openHydrated(page, '/');
      await header.getByRole('button', { name: 'Masuk' }).click();
      await expect(page.getByRole('dialog', { name: 'Masuk' })).toBeVisible();
    },
    ['Next'],
  );
  expect(await edgeWidth(page.getByRole('dialog', { name: 'Masuk' })), 'the dialog is framed').toBeGreaterThan(0);

  await expectEdges(
    page,
    'a deal',
    async () => {
      await page.goto('/deals');
      await page.getByRole('button', { name: 'Gratis Kaos Kaki Sport', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Detail deal' })).toBeVisible();
    },
    ['Redeem Now'],
  );
  await expectEdges(page, 'search', () => openHydrated(page, '/search?q=sepatu'), ['Cari']);
  await expectEdges(page, 'the stores', () => openHydrated(page, '/store-location'), [/^Telepon/]);
});

test('a focused search field is outlined', async ({ page }) => {
  await forcedColours(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Cari produk' }).click();
  const field = page.getByRole('dialog', { name: 'Cari produk' }).getByRole('searchbox');
  await expect(field).toBeFocused();
  const outline = await field.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
});

test('the OTP boxes: a typed code shows in the boxes alone, and the box being typed in stands out', async ({ page }) => {
  await forcedColours(page);
  await openHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Daftar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daftar' });
  await dialog.getByRole('textbox', { name: 'Nama' }).fill('Uji');
  await dialog.getByRole('textbox', { name: 'Nomor (Whatsapp)' }).fill(freshPhone());
  await dialog.getByRole('button', { name: 'Next' }).click();
  const field = dialog.getByRole('textbox', { name: 'Kode OTP' });
  await expect(field).toBeFocused();
  await page.keyboard.type('12');

  // The real field lies over the boxes: its own text and caret stay unseen, or they would cover the first box.
  const ink = await field.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).caretColor]);
  expect(ink).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
  const boxes = dialog
    .locator('[aria-hidden="true"]')
    .filter({ has: page.locator('[data-active]') })
    .locator('> div');
  await expect(boxes).toHaveCount(6);
  const edge = (box: Locator) => box.evaluate((element) => getComputedStyle(element).borderTopColor);
  await expect(boxes.nth(2)).toHaveAttribute('data-active', 'true');
  // Polled: the boxes' colours change with a short transition.
  await expect.poll(() => edge(boxes.nth(2)), 'the box being typed in').not.toBe(await edge(boxes.nth(3)));
});

test('the current filter and sort order stand out', async ({ page }) => {
  await forcedColours(page);
  await page.goto('/browse/category');
  const categories = page.getByRole('navigation', { name: 'Kategori' });
  await expect(categories.getByRole('link', { name: 'Semua' })).toHaveAttribute('aria-current', 'page');
  await expectStandsOut(categories.getByRole('link', { name: 'Semua' }), categories.getByRole('link', { name: 'Sepatu' }), 'a category');

  await page.getByRole('main').getByText('Urutkan:').click();
  const current = page.getByRole('link', { name: 'Rekomendasi' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expectStandsOut(current, page.getByRole('link', { name: 'Harga terendah' }), 'the sort order');
});

test("the phone's tab bar: the current tab stands out, every icon is drawn, the bar keeps its edge", async ({ page }) => {
  await forcedColours(page);
  await page.goto('/deals');
  const bar = page.getByRole('navigation', { name: 'Akses cepat' });
  const current = bar.getByRole('link', { name: 'Deals' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expectStandsOut(current, bar.getByRole('link', { name: 'Beranda' }), 'the current tab');
  expect(await edgeWidth(bar), 'the bar is framed').toBeGreaterThan(0);
  // Each icon is a fill of the tab's ::before: in a colour of its own, not the one behind it.
  for (const tab of await bar.getByRole('link').all()) {
    const [icon, behind] = await tab.evaluate((element) => [
      getComputedStyle(element, '::before').backgroundColor,
      getComputedStyle(element).backgroundColor === 'rgba(0, 0, 0, 0)'
        ? getComputedStyle(element.closest('nav')!).backgroundColor
        : getComputedStyle(element).backgroundColor,
    ]);
    expect.soft(icon, `${await tab.textContent()}: its icon`).not.toBe(behind);
  }
});

test('a member: filled buttons keep an edge, the level bar shows, the current level and tab stand out', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await registerMember(request);
  await redeemDeal(request, member.token);
  await signInBrowser(page, member.token, baseURL!);

  const main = page.getByRole('main');
  await expectEdges(
    page,
    'Akun Saya',
    async () => {
      await page.goto('/member');
      await expect(main.getByRole('progressbar')).toBeVisible();
    },
    ['Kartu Member', 'Bagikan tautan referral'],
  );

  // The bar: a frame, and a fill unlike the track for the way already come.
  const bar = main.getByRole('progressbar', { name: 'Menuju level Gold' });
  expect(await edgeWidth(bar), 'the bar is framed').toBeGreaterThan(0);
  expect.soft(await background(bar.locator('> *')), 'the fill is drawn').not.toBe(await background(bar));

  const ladder = main.getByRole('list', { name: 'Tingkatan level' });
  await expect(ladder.locator('li[aria-current="step"]')).toContainText('Silver');
  await expectStandsOut(ladder.locator('li[aria-current="step"]'), ladder.getByRole('listitem').filter({ hasText: 'Gold' }), 'the level');

  // Loaded in forced colours: the tabs' colours change with a transition, which a switch would start.
  await page.goto('/my-voucher');
  const tabs = main.getByRole('tablist');
  await expect(tabs.getByRole('tab', { selected: true })).toContainText('Aktif');
  await expectStandsOut(tabs.getByRole('tab', { selected: true }), tabs.getByRole('tab', { selected: false }).first(), 'a tab');
});
