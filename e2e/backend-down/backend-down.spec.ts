import { expect, test } from '../support/fixtures';

// This project's portal was built and started with API_HOST on a closed port: every backend call fails.
const ROUTES: [path: string, heading: string][] = [
  ['/', ''],
  ['/about', 'Tentang Kami'],
  ['/blog', 'Blog'],
  ['/blog/tips-memilih-sepatu-lari', 'Artikel belum dapat dimuat'],
  ['/browse/category', 'Semua Produk'],
  ['/browse/category/all', 'Semua Produk'],
  ['/search?q=sepatu', 'Hasil pencarian untuk “sepatu”'],
  ['/deals', 'Semua Deal'],
  ['/benefits', 'Benefit Member'],
  ['/faq', 'Pertanyaan Umum (FAQ)'],
  ['/faq?q=poin', 'Pertanyaan Umum (FAQ)'],
  ['/help', 'Pusat Bantuan'],
  ['/help/otp-tidak-masuk', 'Artikel belum dapat dimuat'],
  ['/store-location?city=Bandung', 'Lokasi Toko'],
  ['/promotion', 'Promo'],
  ['/product/101', 'Produk belum dapat dimuat'],
  ['/deals/kaos-kaki-gratis', 'Deal belum dapat dimuat'],
  ['/benefits/gratis-ongkir', 'Benefit belum dapat dimuat'],
];

for (const [path, heading] of ROUTES) {
  test(`${path} still renders its shell when the backend is down`, async ({ page }) => {
    // Name the browser-side calls that fail, so a console error from one of them says where it came from.
    page.on('requestfailed', (request) =>
      test.info().annotations.push({ type: 'failed request', description: `${request.method()} ${request.url()}` }),
    );
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Let the browser-side calls (visitor, auth restore) fail too, inside the fixture's watch for errors.
    await page.waitForLoadState('networkidle');
  });
}

test('the lists say why they are empty', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Deal belum dapat dimuat' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Benefit belum dapat dimuat' })).toBeVisible();
  await page.goto('/deals');
  await expect(page.getByRole('heading', { name: 'Deal belum dapat dimuat' })).toBeVisible();
  await page.goto('/search?q=sepatu');
  await expect(page.getByRole('heading', { name: 'Pencarian belum dapat dimuat' })).toBeVisible();
  await page.goto('/browse/category');
  await expect(page.getByRole('heading', { name: 'Produk belum dapat dimuat' })).toBeVisible();
  for (const [path, heading] of [
    ['/faq', 'FAQ belum dapat dimuat'],
    ['/help', 'Bantuan belum dapat dimuat'],
    ['/store-location', 'Lokasi toko belum dapat dimuat'],
    ['/promotion', 'Promo belum dapat dimuat'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
});

test("the footer keeps the site's own contact, and the Kategori menu still offers Lihat Semua", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Kontak' }).getByRole('link', { name: 'halo@arenasport.co.id' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Kategori' }).click();
  await expect(page.getByRole('menuitem', { name: 'Lihat Semua' })).toBeVisible();
  await expect(page.getByText('Kategori belum dapat dimuat. Lihat semua produk di atas.')).toBeVisible();
});

test('sitemap.xml and robots.txt still answer, with the fixed pages', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/faq</loc>`);
  expect((await request.get('/robots.txt')).status()).toBe(200);
});
