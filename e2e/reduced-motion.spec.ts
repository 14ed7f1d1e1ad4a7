// Someone who asks their system for reduced motion gets still placeholders and carousels that jump a page
// rather than glide; everyone else keeps the pulse and the glide.
import { registerMember, signInBrowserOnly } from './support/demo-api';
import { expect, expectHydrated, test } from './support/fixtures';

test('loading placeholders pulse, unless reduced motion is asked for', async ({ page, request }) => {
  const member = await registerMember(request);
  // The session in localStorage alone (the cookie it gets written cleared before each load): the server
  // renders My Voucher as a guest's, the browser loads the list, which is held, so its placeholders stay.
  await signInBrowserOnly(page, member.token);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/member/api/deal/my_deals/**', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    await page.emulateMedia({ reducedMotion });
    await page.context().clearCookies();
    await page.goto('/my-voucher');
    await expect(page.getByRole('status', { name: 'Memuat voucher' })).toBeVisible();
    const animations = await page.evaluate(() =>
      document.getAnimations().flatMap((animation) => (animation instanceof CSSAnimation ? [animation.animationName] : [])),
    );
    if (reducedMotion === 'reduce') expect(animations, 'nothing moves').toEqual([]);
    else expect(animations, 'the placeholders pulse').toContain('pulse');
  }
  release();
});

test(
  "a carousel's arrow glides to the next page, or jumps there when reduced motion is asked for",
  { tag: '@desktop' },
  async ({ page, isMobile }) => {
    test.skip(isMobile, 'the arrows show from 640 px');
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion });
      await page.goto('/');
      await expectHydrated(page, 'guest');
      const promo = page.getByRole('region', { name: 'Promo' });
      const strip = promo.getByRole('list');
      // Pressed and read in one go: a jump has happened by then, a glide has not begun.
      const at = await promo.getByRole('button', { name: 'Berikutnya' }).evaluate(
        (button, list) => {
          (button as HTMLButtonElement).click();
          return (list as HTMLElement).scrollLeft;
        },
        await strip.elementHandle(),
      );
      if (reducedMotion === 'reduce') expect(at, 'jumped').toBeGreaterThan(0);
      else expect(at, 'not jumped').toBe(0);
      // Either way, it ends a page along.
      await expect.poll(() => strip.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    }
  },
);
