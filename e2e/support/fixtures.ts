import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every page fails its test on an uncaught error or a console error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // With the backend down, Chrome itself logs each browser call to the closed port; the app handles it.
        const refused = /^Failed to load resource: net::ERR_CONNECTION_REFUSED/.test(message.text());
        if (testInfo.project.name === 'backend-down' && refused) return;
        errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** An axe scan (WCAG 2.x A and AA, best practices) that must find nothing. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'axe violations',
  ).toEqual([]);
}
