import { expect, expectDialogEntriesGone, expectHydrated, expectNoAxeViolations, expectPage404, test } from './support/fixtures';
import { DEMO_KEY } from './support/demo-api';
import type { Page } from '@playwright/test';

/**
 * Waits until the page is hydrated enough that a click reaches React (the cards are client leaves): the
 * header's auth area replaces its placeholder only once hydration is done. Not `networkidle`: on a second
 * visit to a page, Next's prefetch of one of its links stays pending in Playwright's view for about 30 s
 * (the server has answered it in full), which made one test here take 33 of its 45 s.
 */
async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(page, 'guest');
}

/** After a client-side navigation: the progress bar is gone, so axe scans the settled page. */
async function settled(page: Page) {
  await expect(page.locator('#nprogress')).toHaveCount(0);
}

/** Product cards are the only articles on the catalog and search pages. */
const products = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('home', () => {
  test('shows the banners, the home sections, deals and benefits, and passes axe', { tag: '@device' }, async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Arena Sport Rewards' })).toBeAttached();
    await expect(page.locator('h1')).toHaveCount(1);

    const banners = page.getByRole('region', { name: 'Promo' });
    await expect(banners.getByRole('link', { name: 'Diskon hingga 30% Sepatu Lari' })).toBeVisible();
    await expect(banners.getByRole('link')).toHaveCount(3);
    // The first banner is the LCP image: eager, high priority, sized by the image host.
    const first = banners.getByRole('img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('src', /\/demo\/banners\/sepatu-lari\.webp\?w=\d+&q=85$/);

    for (const title of ['Kumpulkan Poin, Raih Hadiahnya', 'Cara Kerjanya', 'Ajak Teman, Dapat Bonus']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByText('Daftar gratis dengan nomor WhatsApp Anda.')).toBeVisible();

    const deals = page.getByRole('region', { name: 'Tukar Poin dengan Deal' });
    await expect(deals.getByRole('button', { name: 'Gratis Kaos Kaki Sport' })).toBeVisible();
    await expect(deals.getByText('Free', { exact: true })).toBeVisible();
    await expect(deals.getByText('500 Pts', { exact: true })).toBeVisible();

    const benefits = page.getByRole('region', { name: 'Benefit Member' });
    for (const title of ['Poin di Setiap Belanja', 'Hadiah Ulang Tahun', 'Akses Pertama Rilisan Terbatas', 'Gratis Ongkir']) {
      await expect(benefits.getByRole('button', { name: title })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('a deal card opens the deal dialog; a benefit card opens the benefit dialog', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Gratis Ongkir Belanja Online' }).click();
    await expect(page.getByRole('dialog', { name: 'Detail deal' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('region', { name: 'Benefit Member' }).getByRole('button', { name: 'Hadiah Ulang Tahun' }).click();
    await expect(page.getByRole('dialog', { name: 'Detail benefit' })).toBeVisible();
  });

  test('Lihat Semua leads to all deals and all benefits', async ({ page }) => {
    await gotoReady(page, '/');
    const seeAllDeals = page.getByRole('link', { name: 'Lihat Semua deal' });
    await expect(seeAllDeals).toHaveText(/Lihat Semua/);
    await seeAllDeals.click();
    await expect(page).toHaveURL(/\/deals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Semua Deal' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(7);
    await expect(page.getByRole('heading', { level: 2, name: 'Tas Gym Eksklusif Arena' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Tas Gym Eksklusif Arena' })).toContainText('30.000 Pts');
    await settled(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Botol Minum Arena 750 ml', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Detail deal' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expectDialogEntriesGone(page);
    await gotoReady(page, '/');
    await page.getByRole('link', { name: 'Lihat Semua benefit' }).click();
    await expect(page).toHaveURL(/\/benefits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Benefit Member' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
    await settled(page);
    await expectNoAxeViolations(page);
  });
});

test('about shows the about sections and passes axe', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  for (const title of ['Tentang Arena Sport', 'Tentang Arena Sport Rewards', 'Hubungi Kami']) {
    await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText('1 poin untuk setiap Rp1.000')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Tentang Arena Sport', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('blog', () => {
  test('lists posts, filters by category and narrows by search', async ({ page }) => {
    await gotoReady(page, '/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const posts = page.getByRole('main').getByRole('article');
    await expect(posts).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Tips Memilih Sepatu Lari untuk Pemula' })).toBeVisible();
    await expectNoAxeViolations(page);

    const categories = page.getByRole('navigation', { name: 'Kategori artikel' });
    await expect(categories.getByRole('link', { name: 'Semua' })).toHaveAttribute('aria-current', 'page');
    await categories.getByRole('link', { name: 'Berita & Promo' }).click();
    await expect(page).toHaveURL(/\/blog\?tags=berita-promo$/);
    await expect(categories.getByRole('link', { name: 'Berita & Promo' })).toHaveAttribute('aria-current', 'page');
    await expect(posts).toHaveCount(2);
    await expect(posts.getByRole('heading')).toHaveText([
      'Cara Menukar Poin Arena Sport Rewards',
      'Arena Sport Hadir di Tunjungan Plaza Surabaya',
    ]);

    await categories.getByRole('link', { name: 'Semua' }).click();
    await expect(posts).toHaveCount(6);
    const search = page.getByRole('searchbox', { name: 'Cari artikel' });
    await search.fill('futsal');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=futsal$/);
    await expect(posts).toHaveCount(1);
    await expect(posts.getByRole('heading')).toHaveText('Lima Gerakan Pemanasan Sebelum Bermain Futsal');

    await search.fill('zzzz');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Tidak ada artikel untuk “zzzz”' })).toBeVisible();
    await expect(posts).toHaveCount(0);
    await settled(page);
    await expectNoAxeViolations(page);
  });

  test('an empty category says there are no posts yet', async ({ page }) => {
    await page.goto('/blog?tags=tidak-ada');
    await expect(page.getByRole('heading', { name: 'Belum ada artikel' })).toBeVisible();
  });

  test('a post shows its title, date, image, body and tags, with a way back', async ({ page }) => {
    await gotoReady(page, '/blog');
    await page.getByRole('link', { name: 'Tips Memilih Sepatu Lari untuk Pemula' }).click();
    await expect(page).toHaveURL(/\/blog\/tips-memilih-sepatu-lari$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tips Memilih Sepatu Lari untuk Pemula' })).toBeVisible();
    await expect(page.getByText('12 Juni 2025')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Tips Memilih Sepatu Lari untuk Pemula' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Kenali jenis kaki Anda' })).toBeVisible();
    await expect(page.getByRole('link', { name: '#lari' })).toHaveAttribute('href', '/blog?tags=lari');
    await settled(page);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Kembali ke Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('catalog', () => {
  for (const path of ['/browse/category', '/browse/category/all']) {
    test(`${path} shows categories, brands and products with rupiah prices`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Semua Produk' })).toBeVisible();
      const categories = page.getByRole('navigation', { name: 'Kategori' });
      for (const name of ['Semua', 'Sepatu', 'Pakaian', 'Aksesoris']) {
        await expect(categories.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(categories.getByRole('link', { name: 'Semua' })).toHaveAttribute('aria-current', 'page');
      const brands = page.getByRole('navigation', { name: 'Merek' });
      await expect(brands.getByRole('link')).toHaveText(['Semua merek', 'Adidas', 'Mizuno', 'Nike', 'Ortuseight', 'Puma', 'Specs']);
      await expect(page.getByText('25 produk')).toBeVisible();
      await expect(products(page)).toHaveCount(24);
      const pegasus = products(page).filter({ hasText: 'Sepatu Lari Nike Pegasus 41' });
      await expect(pegasus).toContainText('Nike');
      await expect(pegasus).toContainText('Rp 1.519.000');
      await expect(pegasus.locator('del')).toContainText('Rp 1.899.000');
      await expect(page.getByRole('navigation', { name: 'Halaman' }).getByRole('link', { name: /Berikutnya/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('filters by a category, a subcategory and a brand', async ({ page }) => {
    await gotoReady(page, '/browse/category/all');
    const categories = page.getByRole('navigation', { name: 'Kategori' });
    await categories.getByRole('link', { name: 'Sepatu', exact: true }).click();
    await expect(page).toHaveURL(/\/browse\/category\?category=sepatu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sepatu' })).toBeVisible();
    await expect(categories.getByRole('link', { name: 'Sepatu', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(products(page)).toHaveCount(13);

    await categories.getByRole('link', { name: 'Sepatu Lari' }).click();
    await expect(page).toHaveURL(/category=sepatu-lari$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sepatu Lari' })).toBeVisible();
    await expect(products(page)).toHaveCount(5);

    const brands = page.getByRole('navigation', { name: 'Merek' });
    await brands.getByRole('link', { name: 'Nike' }).click();
    await expect(page).toHaveURL(/category=sepatu-lari&brand=nike$/);
    await expect(brands.getByRole('link', { name: 'Nike' })).toHaveAttribute('aria-current', 'page');
    await expect(products(page)).toHaveCount(1);
    await expect(products(page)).toContainText('Sepatu Lari Nike Pegasus 41');
    await settled(page);
    await expectNoAxeViolations(page);
  });

  test('filters by a brand alone and sorts by price', async ({ page }) => {
    await gotoReady(page, '/browse/category');
    await page.getByRole('navigation', { name: 'Merek' }).getByRole('link', { name: 'Mizuno' }).click();
    await expect(page).toHaveURL(/\?brand=mizuno$/);
    await expect(products(page)).toHaveCount(4);
    await page.getByRole('main').getByText('Urutkan:').click();
    await page.getByRole('link', { name: 'Harga terendah' }).click();
    await expect(page).toHaveURL(/brand=mizuno&sort=price$/);
    await expect(products(page).first()).toContainText('Jaket Lari Mizuno Breath Thermo');
    await expect(page.getByRole('main').getByText('Urutkan: Harga terendah')).toBeVisible();
  });
});

test.describe('product search', () => {
  test('echoes the query with the result count and lists the products', async ({ page, request }) => {
    const settings = await (await request.get('/demo-api/v1/directory/api/application/0/', { headers: DEMO_KEY })).json();
    await page.goto('/search?q=sepatu');
    await expect(page).toHaveTitle(settings.app_settings['app.title']);
    await expect(page.getByRole('heading', { level: 1, name: 'Hasil pencarian untuk “sepatu”' })).toBeVisible();
    await expect(page.getByText('13 produk')).toBeVisible();
    await expect(products(page)).toHaveCount(13);
    await expect(products(page).first()).toContainText('Rp ');
    await expect(page.getByRole('searchbox', { name: 'Cari produk' })).toHaveValue('sepatu');
    await expectNoAxeViolations(page);
  });

  test('shows an empty state with a way to browse', async ({ page }) => {
    await page.goto('/search?q=zzzz');
    await expect(page.getByRole('heading', { level: 1, name: 'Hasil pencarian untuk “zzzz”' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Produk tidak ditemukan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jelajahi kategori' })).toHaveAttribute('href', '/browse/category');
    await expectNoAxeViolations(page);
  });

  test('without a query, prompts to search; the box leads to results', async ({ page }) => {
    await gotoReady(page, '/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Cari Produk' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Cari produk' }).fill('jersey');
    await page.getByRole('searchbox', { name: 'Cari produk' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=jersey$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hasil pencarian untuk “jersey”' })).toBeVisible();
    await expect(products(page)).toHaveCount(4);
  });
});

test.describe('not found', () => {
  test('an unknown blog post gets a helpful page inside the layout', async ({ page, consoleErrors }) => {
    const response = await page.goto('/blog/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Artikel tidak ditemukan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lihat semua artikel' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
    expectPage404(consoleErrors, '/blog/nope');
  });

  test('an unknown page gets a helpful page inside the layout', async ({ page, consoleErrors }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
    expectPage404(consoleErrors, '/no-such-page');
  });
});
