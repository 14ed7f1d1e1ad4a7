// Images the backend no longer serves (a stale CDN address): the page keeps its look. Content images
// keep their box, tinted; the logo gives the brand's name; the product gallery says so in the spec's words.
import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { IMAGE_LOAD_ERROR } from '../components/image-viewer/constants';
import { expect, test } from './support/fixtures';

/** Every image the demo's data points at, and the logo. */
const DEMO_IMAGES = /\/demo\/(banners|benefits|deals|pages|products|logo)/;

// Chrome reports each failed image as a console error; those are this spec's premise.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

async function withImagesGone(page: Page) {
  await page.route(DEMO_IMAGES, (route) => route.fulfill({ status: 404, body: '' }));
}

/** An element's pixels, red, green and blue, from a screenshot of it. */
async function pixels(element: Locator): Promise<[number, number, number][]> {
  const { width, height, data } = PNG.sync.read(await element.screenshot());
  return Array.from({ length: width * height }, (_, i) => [data[i * 4], data[i * 4 + 1], data[i * 4 + 2]]);
}

/** Darker than mid-grey: Chromium's broken-image icon and alt text are. */
const isDark = ([r, g, b]: [number, number, number]) => r * 0.299 + g * 0.587 + b * 0.114 < 128;

test('on the home page a missing image leaves a plain tinted box, not the broken-image icon and its alt text', async ({ page }) => {
  await withImagesGone(page);
  await page.goto('/');
  const main = page.getByRole('main');
  const images = [
    main.getByRole('img', { name: 'Kumpulkan Poin, Raih Hadiahnya' }).first(),
    // A card's picture is decorative (alt=""): the card's title names it.
    main.getByRole('region', { name: 'Tukar Poin dengan Deal' }).locator('img').first(),
    main.getByRole('region', { name: 'Benefit Member' }).locator('img').first(),
  ];
  for (const image of images) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    expect((await pixels(image)).filter(isDark).length, (await image.getAttribute('alt')) ?? '').toBe(0);
  }
});

test("a missing logo gives way to the brand's name", async ({ page }) => {
  await withImagesGone(page);
  await page.goto('/about');
  const logo = page.getByRole('banner').getByRole('img', { name: 'Arena Sport Rewards' });
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
  expect(await logo.evaluate((img) => getComputedStyle(img, '::after').content)).toBe('"Arena Sport Rewards"');
  // The name is drawn in the brand's blue (#0f3d91), not as Chromium's near-black alt text beside an icon.
  const drawn = await pixels(logo);
  const blue = drawn.filter(([r, , b]) => b > 100 && r < 60).length;
  const nearBlack = drawn.filter(([r, g, b]) => r < 60 && g < 60 && b < 60).length;
  expect(blue).toBeGreaterThan(20);
  expect(nearBlack).toBe(0);
});

test('a product whose images are gone: the gallery says so, even when they failed before the page started', async ({ page }) => {
  await withImagesGone(page);
  await page.goto('/product/101');
  await expect(page.getByRole('heading', { level: 1, name: 'Sepatu Lari Nike Pegasus 41' })).toBeVisible();
  // The main image and its thumbnail.
  await expect(page.getByRole('main').getByText(IMAGE_LOAD_ERROR)).toHaveCount(2);
});
