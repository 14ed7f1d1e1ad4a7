// A keyboard user sees where focus is: the brand-coloured ring of a focused card, banner, chip or share
// option shows on all four sides, not clipped by the card (which hides what lies outside it) or by a row
// that scrolls.
import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, expectHydrated, test } from './support/fixtures';

/** The brand colour (tailwind.config.ts), in which every focus ring is drawn. */
const BRAND = [0x0f, 0x3d, 0x91];
const isBrand = (data: Buffer, i: number) => BRAND.every((value, c) => Math.abs(data[i + c] - value) <= 40);

/** Moves focus to `target` with the Tab key from the element before it (in its dialog, if in one), as a keyboard user does. */
async function tabTo(page: Page, target: Locator) {
  await target.evaluate((element) => {
    const scope = element.closest<HTMLElement>('dialog, [role="dialog"]');
    const stops = [
      ...(scope ?? document).querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, summary, [tabindex]'),
    ].filter((stop) => stop.tabIndex >= 0);
    (stops[stops.indexOf(element as HTMLElement) - 1] ?? scope)!.focus();
  });
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
}

/** Waits until `target`'s transitions have ended: a chip's ring fades in and out with its colours (`.chip`). */
async function transitionsEnded(target: Locator) {
  await target.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );
}

/**
 * For each side of `ringed`, the share of its middle half along which the ring is drawn: a pixel within
 * 6 px of that edge (outside or inside it) that is brand-coloured while `target` has the keyboard's focus
 * and is not once it has lost it, each screenshot once the ring's colour has stopped changing. The
 * screenshot without focus comes second, so that whatever focus scrolled (a row of chips) stands where it
 * was for both.
 */
async function ringSides(page: Page, target: Locator, ringed: Locator) {
  await tabTo(page, target);
  let box = (await ringed.boundingBox())!;
  // Whatever focus scrolls has come to rest.
  await expect
    .poll(async () => {
      const now = (await ringed.boundingBox())!;
      const still = now.x === box.x && now.y === box.y;
      box = now;
      return still;
    })
    .toBe(true);
  await transitionsEnded(target);
  const margin = 6;
  const clip = { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
  const focused = PNG.sync.read(await page.screenshot({ clip }));
  await target.evaluate((element) => (element as HTMLElement).blur());
  await transitionsEnded(target);
  const plain = PNG.sync.read(await page.screenshot({ clip }));
  const scale = focused.width / clip.width;
  const newlyBrand = (x: number, y: number) => {
    const i = (Math.round(y * scale) * focused.width + Math.round(x * scale)) * 4;
    return isBrand(focused.data, i) && !isBrand(plain.data, i);
  };
  // In clip coordinates: the box spans margin .. margin + width (height).
  const band = (edge: number) => Array.from({ length: 2 * margin - 1 }, (_, k) => edge - margin + 1 + k);
  const share = (along: number[], hit: (t: number) => boolean) => along.filter(hit).length / along.length;
  const middle = (length: number) => Array.from({ length: Math.floor(length / 2) }, (_, k) => margin + Math.floor(length / 4) + k);
  const [left, right, top, bottom] = [margin, margin + box.width - 1, margin, margin + box.height - 1];
  return {
    top: share(middle(box.width), (x) => band(top).some((y) => newlyBrand(x, y))),
    bottom: share(middle(box.width), (x) => band(bottom).some((y) => newlyBrand(x, y))),
    left: share(middle(box.height), (y) => band(left).some((x) => newlyBrand(x, y))),
    right: share(middle(box.height), (y) => band(right).some((x) => newlyBrand(x, y))),
  };
}

async function expectRingAround(page: Page, target: Locator, ringed: Locator, label: string) {
  await expectHydrated(page);
  await target.scrollIntoViewIfNeeded();
  const sides = await ringSides(page, target, ringed);
  for (const [side, share] of Object.entries(sides)) expect.soft(share, `${label}: the ring's ${side} side`).toBeGreaterThan(0.9);
}

test.use({ reducedMotion: 'reduce' }); // a row that scrolls to the focused chip gets there at once

test("a deal's card: the ring runs round the whole card", async ({ page }) => {
  await page.goto('/deals');
  const main = page.getByRole('main');
  const title = main.getByRole('button', { name: 'Gratis Kaos Kaki Sport' });
  const card = main.locator('article').filter({ has: page.getByRole('button', { name: 'Gratis Kaos Kaki Sport' }) });
  await expectRingAround(page, title, card, 'the deal card');
});

test("the home page's first banner: the ring runs round it inside the carousel", async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('main').locator('a.banner-link').first();
  await expectRingAround(page, banner, banner, 'the banner');
});

test('chips in a row that scrolls: the ring shows above and below a chip, and round the last one', async ({ page }) => {
  await page.goto('/blog');
  const chip = page.getByRole('main').getByRole('link', { name: 'Tips Olahraga' });
  await expectRingAround(page, chip, chip, 'a blog category chip');

  // The row's last chip, where focus scrolls the row to its end.
  await page.goto('/store-location');
  const last = page.getByRole('main').getByRole('link', { name: 'Surabaya' });
  await expectRingAround(page, last, last, 'the last city chip');
});

test("the share dialog's options, a row that scrolls: the ring runs round the first one", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: '__goapp_token', value: 'demo.seed-budi-santoso', url: baseURL! }]);
  await page.addInitScript(() => window.localStorage.setItem('_authToken', 'demo.seed-budi-santoso'));
  await page.goto('/member');
  await page
    .getByRole('main')
    .getByRole('button', { name: /Bagikan/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Bagikan' });
  const first = dialog.getByRole('button', { name: 'Bagikan ke X (Twitter)' });
  await expect(first).toBeVisible();
  await expectRingAround(page, first, first, 'the first share option');
});
