import { DEMO_KEY } from './support/demo-api';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test('the home page shows the demo title and the home sections, and passes axe', async ({ page, request }) => {
  const settings = await (await request.get('/demo-api/v1/directory/api/application/0/', { headers: DEMO_KEY })).json();
  const title: string = settings.app_settings['app.title'];
  expect(title).toBeTruthy();

  await page.goto('/');
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const home = await (await request.get('/demo-api/v1/content/api/content/home/?model=page', { headers: DEMO_KEY })).json();
  for (const section of home.sections) {
    await expect(page.getByRole('heading', { name: section.title })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('the demo API answers over HTTP with trailing slashes', async ({ request }) => {
  const response = await request.get('/demo-api/v1/directory/api/application/0/', { headers: DEMO_KEY, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect((await response.json()).app_settings).toHaveProperty(['app.title']);
});
