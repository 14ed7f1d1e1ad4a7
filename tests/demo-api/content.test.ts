import { describe, expect, it } from 'vitest';
import {
  getBenefit,
  getBlogPost,
  getContent,
  getHelpArticle,
  getPage,
  listBanners,
  listBenefits,
  listBlogCategories,
  listBlogPosts,
  listContentProducts,
  listFaqs,
  listHelpArticles,
  listHelpCategories,
  listHelpTopics,
  listProductCategories,
  listPromotions,
  listStoreLocations,
} from '@/lib/api/content';
import type { PageSlug } from '@/lib/api/types';
import { hasEnded } from '@/lib/rules/expiry';
import { instantOf } from '@/lib/format/display';
import { API, KEY } from './helpers';

const raw = async (query: string) => {
  const response = await fetch(`${API}/content/api/content/${query}`, { headers: KEY });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('banners and pages', () => {
  it('lists 3 banners with an image and a link', async () => {
    const banners = (await listBanners()).data!;
    expect(banners).toHaveLength(3);
    for (const banner of banners) {
      expect(banner.images[0].url).toMatch(/^\/demo\/banners\/.+\.webp$/);
      expect(banner.link).toMatch(/^\//);
      expect(banner.title).not.toBe('');
    }
  });

  it.each<PageSlug>(['home', 'portal-home', 'about', 'register', 'member-home'])('answers the %s page with sections', async (slug) => {
    const page = await getPage(slug);
    expect(page.ok).toBe(true);
    expect(page.data!.key).toBe(slug);
    expect(page.data!.title).not.toBe('');
    expect(page.data!.sections.length).toBeGreaterThan(0);
    for (const section of page.data!.sections) {
      expect(section.key).not.toBe('');
      expect(section.body).toMatch(/^<(p|ul|ol)>/);
    }
  });

  it("leads on from Akun Saya's sections: Tukar Poin Anda to the deals, Voucher Saya to My Voucher", async () => {
    const sections = (await getPage('member-home')).data!.sections;
    expect(sections.map((section) => [section.title, section.link])).toEqual([
      ['Tukar Poin Anda', '/deals'],
      ['Voucher Saya', '/my-voucher'],
      ['Ajak Teman', undefined],
    ]);
  });

  it('gives the register page an image in its first section', async () => {
    const page = (await getPage('register')).data!;
    expect(page.sections[0].images[0].url).toMatch(/^\/demo\/pages\/.+\.webp$/);
  });

  it('answers 404 for an unknown page key or model, and without a model', async () => {
    expect(await raw('tidak-ada/?model=page')).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await raw('?model=unknown')).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await raw('?model=constructor')).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await raw('home/?model=unknown')).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect((await raw('')).status).toBe(404);
  });
});

describe('blog', () => {
  it('lists at least 6 posts in 2 categories, as a page', async () => {
    const answer = await raw('?model=blog');
    expect(answer.body).toMatchObject({ count: expect.any(Number), next: null, previous: null });
    const posts = (await listBlogPosts()).data!;
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((p) => p.extra.category))).toEqual(new Set(['tips-olahraga', 'berita-promo']));
    for (const post of posts) {
      expect(post.images[0].url).toMatch(/^\/demo\/blog\//);
      expect(post.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(post.tags.length).toBeGreaterThan(0);
    }
    expect((await listBlogCategories()).data!.map((c) => c.key)).toEqual(['tips-olahraga', 'berita-promo']);
  });

  it('filters by q on title and body, tags (tag or category) and size', async () => {
    expect((await listBlogPosts({ q: 'FUTSAL' })).data!.map((p) => p.key)).toEqual(['pemanasan-sebelum-futsal']);
    // "hari istirahat" is only in a body.
    expect((await listBlogPosts({ q: 'hari istirahat' })).data!.map((p) => p.key)).toEqual(['persiapan-lari-10k']);
    expect((await listBlogPosts({ tags: 'lari' })).data!.map((p) => p.key)).toEqual(['tips-memilih-sepatu-lari', 'persiapan-lari-10k']);
    expect((await listBlogPosts({ tags: 'berita-promo' })).data).toHaveLength(2);
    expect((await listBlogPosts({ size: 2 })).data).toHaveLength(2);
    expect(await raw('?model=blog&size=2')).toMatchObject({ body: { count: 6, next: expect.stringContaining('page=2') } });
  });

  it('answers one post by key, or 404', async () => {
    const post = await getBlogPost('tips-memilih-sepatu-lari');
    expect(post.data).toMatchObject({ key: 'tips-memilih-sepatu-lari', title: 'Tips Memilih Sepatu Lari untuk Pemula' });
    expect(post.data!.body).toContain('<ul>');
    expect((await getBlogPost('tidak-ada')).status).toBe(404);
  });
});

describe('member benefits', () => {
  it('lists at least 4 benefits in varied shapes that all normalise to a title, body and image', async () => {
    const answer = (await raw('?model=member-benefit')).body as Record<string, unknown>[];
    expect(Array.isArray(answer)).toBe(true);
    expect(answer.some((b) => 'title' in b && 'body' in b && typeof b.image === 'object')).toBe(true);
    expect(answer.some((b) => 'name' in b && 'description' in b && Array.isArray(b.images))).toBe(true);
    expect(answer.some((b) => typeof b.image === 'string')).toBe(true);

    const benefits = (await listBenefits()).data!;
    expect(benefits.length).toBeGreaterThanOrEqual(4);
    for (const benefit of benefits) {
      expect(benefit.title).not.toBe('');
      expect(benefit.body).not.toBe('');
      expect(benefit.images[0].url).toMatch(/^\/demo\//);
    }
  });

  it('answers one benefit by key', async () => {
    expect((await getBenefit('hadiah-ulang-tahun')).data).toMatchObject({ title: 'Hadiah Ulang Tahun' });
    expect((await getBenefit('gratis-ongkir')).data!.images).toEqual([{ url: '/demo/benefits/ongkir.webp' }]);
  });
});

describe('other models', () => {
  it('filters store locations by city_f', async () => {
    const all = (await listStoreLocations()).data!;
    const jakarta = (await listStoreLocations('jakarta')).data!;
    expect(all.length).toBeGreaterThan(jakarta.length);
    expect(jakarta.length).toBe(2);
    expect(jakarta.every((s) => s.city === 'Jakarta')).toBe(true);
  });

  it('gives stores in two cities coordinates and opening hours, and one store only its address', async () => {
    const stores = (await listStoreLocations()).data!;
    const located = stores.filter((s) => s.latitude !== undefined && s.longitude !== undefined && s.openingHours);
    expect(new Set(located.map((s) => s.city))).toEqual(new Set(['Jakarta', 'Bandung']));
    expect(stores.find((s) => s.city === 'Surabaya')).toMatchObject({
      address: expect.stringContaining('Surabaya'),
      openingHours: expect.any(String),
    });
    expect(stores.find((s) => s.city === 'Surabaya')!.latitude).toBeUndefined();
    // Hours sent as a list of lines read as one text.
    expect(stores.find((s) => s.name.includes('Kelapa Gading'))!.openingHours).toBe('Senin-Jumat 10.00-22.00; Sabtu-Minggu 10.00-23.00');
    for (const store of stores) expect(store.phone).toMatch(/^\d[\d-]+$/);
  });

  it('lists product categories and filters content products', async () => {
    expect((await listProductCategories()).data!.map((c) => c.key)).toEqual(['sepatu', 'pakaian', 'aksesoris']);
    expect((await listContentProducts()).data!.length).toBeGreaterThanOrEqual(4);
    expect((await listContentProducts({ category_f: 'aksesoris' })).data).toHaveLength(2);
    expect((await listContentProducts({ installation_f: 'indoor' })).data!.map((p) => p.key)).toEqual(['sepatu-futsal-indoor']);
    expect((await listContentProducts({ protection_type_f: 'tahan-air' })).data).toHaveLength(1);
    expect((await listContentProducts({ product_type_f: 'topi', phase_f: 'menengah' })).data).toHaveLength(1);
    expect((await listContentProducts({ q: 'kompresi' })).data).toHaveLength(1);
  });

  it('lists FAQs filtered by q, and promotions', async () => {
    expect((await listFaqs()).data!.length).toBeGreaterThanOrEqual(5);
    expect((await listFaqs('poin')).data!.every((f) => /poin/i.test(f.title + f.body))).toBe(true);
    expect((await listFaqs('tidak ada yang cocok')).data).toEqual([]);
  });

  it('lists promotions with start_at and end_at around today: some running, one over', async () => {
    const promotions = (await listPromotions()).data!;
    const now = Date.now();
    const over = promotions.filter((p) => hasEnded(p.endAt, now));
    expect(over.map((p) => p.key)).toEqual(['promo-kemerdekaan']);
    expect(promotions.length - over.length).toBeGreaterThanOrEqual(2);
    for (const promotion of promotions) {
      expect(promotion.startAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Running ones began in the past, so the demo shows them as running whatever today is.
      expect(instantOf(promotion.startAt)!).toBeLessThan(now);
    }
    expect(promotions.some((p) => p.endAt === undefined)).toBe(true);
  });

  it('serves the help centre with topic, category_f, q, tags and size filters', async () => {
    expect((await listHelpCategories()).data!.map((c) => c.key)).toEqual(['akun', 'poin-voucher']);
    expect((await listHelpTopics({ category_f: 'akun' })).data!.map((t) => t.key)).toEqual(['masuk-akun', 'pendaftaran']);
    expect((await listHelpTopics({ tags: 'voucher' })).data!.map((t) => t.key)).toEqual(['tukar-voucher']);
    expect((await listHelpTopics({ size: 1 })).data).toHaveLength(1);
    expect((await listHelpArticles({ topic: 'tukar-voucher' })).data).toHaveLength(2);
    expect((await listHelpArticles({ q: 'OTP' })).data!.map((a) => a.key)).toContain('otp-tidak-masuk');
    expect((await listHelpArticles({ tags: 'referral' })).data!.map((a) => a.key)).toEqual(['memakai-kode-referral']);
    expect((await listHelpArticles({ size: 3 })).data).toHaveLength(3);
  });

  it('shapes help items as the contract describes: topics with a name and category, articles with topic and category', async () => {
    expect((await listHelpTopics({ category_f: 'akun' })).data![0]).toEqual({ key: 'masuk-akun', name: 'Masuk ke Akun', category: 'akun' });
    expect((await getHelpArticle('memakai-voucher')).data).toEqual({
      key: 'memakai-voucher',
      title: 'Memakai voucher di kasir',
      body: expect.stringContaining('<p>'),
      topic: 'tukar-voucher',
      category: 'poin-voucher',
      tags: ['voucher'],
    });
    expect((await getHelpArticle('tidak-ada')).status).toBe(404);
  });

  it('answers any model item by key', async () => {
    expect((await getContent('faq', 'masa-berlaku-poin')).data!.title).toBe('Berapa lama poin berlaku?');
    expect((await getContent('faq', 'tidak-ada')).status).toBe(404);
  });
});
