import { DEMO_KEY, registerUser } from './support/demo-api';
import { expect, test } from './support/fixtures';

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

for (const path of ['/', '/about', '/blog/tips-memilih-sepatu-lari', '/demo-api/v1/directory/api/application/0/']) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path, { headers: DEMO_KEY });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    for (const [name, value] of Object.entries(EXPECTED)) expect(headers[name]).toBe(value);
    const csp = headers['content-security-policy'];
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-powered-by']).toBeUndefined();
  });
}

test('no Content-Security-Policy violation while browsing and signing in', async ({ page, request }) => {
  // A number of its own: the demo limits OTP requests per number, and other tests sign in too.
  const { phone } = await registerUser(request, 'Aman');
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Masuk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Masuk' });
  await dialog.getByLabel('Number (Whatsapp)').fill(phone);
  await dialog.getByRole('button', { name: 'Next' }).click();
  const code = (await dialog.getByText(/\(\d{6}\)/).textContent())?.match(/\((\d{6})\)/)?.[1] ?? '';
  await dialog.getByRole('textbox', { name: /Kode OTP/i }).fill(code);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('banner')).toContainText('Pts');
  await page.goto('/blog');
  await page.goto('/browse/category');

  // And a redeem: the free deal, so the demo member's balance is left alone for other tests.
  await page.goto('/deals');
  await page.getByRole('button', { name: 'Gratis Kaos Kaki Sport', exact: true }).click();
  const deal = page.getByRole('dialog', { name: 'Detail deal' });
  await deal.getByRole('button', { name: 'Redeem Now' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alertdialog').filter({ hasText: 'berhasil' })).toBeVisible();
  expect(violations).toEqual([]);
});
