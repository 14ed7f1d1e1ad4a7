// The portal built and started with API_HOST, AUTH_HOST and API_KEY naming another server (a proxy in
// front of the demo API that logs every request): it shows that server's data and sends the key.
import { expect, test } from '../support/fixtures';

const CONTROL = process.env.BACKEND_CONTROL_URL ?? 'http://127.0.0.1:4011';

test.describe.configure({ mode: 'serial' });

test('shows the other server\'s data, sending X-Api-Key on every request', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Arena Sport Rewards');
  const log: { url: string; apiKey: string | null; method: string }[] = await (await request.get(`${CONTROL}/log`)).json();
  const calls = log.filter((entry) => entry.method !== 'OPTIONS');
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((entry) => entry.apiKey !== 'e2e-external-key')).toEqual([]);
});

test('the built-in demo API is off when API_HOST is set', async ({ request }) => {
  const response = await request.get('/demo-api/v1/directory/api/application/0/');
  expect(response.status()).toBe(404);
});
