/**
 * A backend may repeat an id in a list, or send "0" where the list position is 0, or none at all. Each list
 * still draws every item it is given, each under a key of its own (React's duplicate-key warning fails a
 * test here: tests/setup.ts), and an id from the CMS never gives two headings the same element id.
 */
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from '@/components/cms/banner-carousel';
import { BenefitGrid } from '@/components/benefits/benefit-grid';
import { PageSections } from '@/components/cms/page-sections';
import { ProductGrid } from '@/components/catalog/product-grid';
import { DealCards } from '@/components/deals/deal-cards';
import { FaqAccordion } from '@/components/faq/faq-accordion';
import { HelpSections } from '@/components/help/help-centre';
import { PointsHistoryList } from '@/components/member/points-history';
import { REWARDS_SHOWN, RewardsList } from '@/components/member/rewards-card';
import { PromotionList } from '@/components/promotions/promotion-list';
import { StoreLocator } from '@/components/stores/store-locator';
import type { ContentItem, Deal, Product } from '@/lib/api/types';
import { server } from '../msw-server';
import { renderWithProviders } from './deal-test-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

/** Ids as a careless backend sends them: repeated ("a"), missing, and "1" where an id-less item sits at position 1. */
const IDS = ['a', '', 'a', '1', '', '0'];
const content = (): ContentItem[] =>
  IDS.map((key, i) => ({
    key,
    title: `Judul ${i}`,
    body: `<p>Isi ${i}</p>`,
    images: [{ url: `/demo/${i}.svg` }],
    link: '/deals',
    tags: [],
    extra: {},
  }));

afterEach(() => server.resetHandlers());

describe('lists whose ids repeat or are missing draw every item once', () => {
  it('deal cards, as a grid and as a carousel', () => {
    const deals: Deal[] = IDS.map((uid, i) => ({ uid, name: `Deal ${i}`, price: 100 * i, description: '', images: [], codes: [] }));
    for (const layout of ['grid', 'carousel'] as const) {
      const { unmount } = renderWithProviders(<DealCards deals={deals} layout={layout} />);
      expect(screen.getAllByRole('button', { name: /^Deal \d$/ }).map((b) => b.textContent)).toEqual(IDS.map((_, i) => `Deal ${i}`));
      unmount();
    }
  });

  it('products, benefits, banners, FAQ', () => {
    const products: Product[] = IDS.map((id, i) => ({ id, name: `Produk ${i}`, price: 1000, images: [], brand: '', category: '' }));
    const { unmount } = render(<ProductGrid products={products} brands={[]} />);
    expect(screen.getAllByText(/^Produk \d$/)).toHaveLength(IDS.length);
    unmount();
    for (const ui of [<BenefitGrid key="b" benefits={content()} />, <FaqAccordion key="f" items={content()} />]) {
      const { unmount: done } = renderWithProviders(ui);
      expect(screen.getAllByText(/^Judul \d$/)).toHaveLength(IDS.length);
      done();
    }
    const { container } = render(<BannerCarousel banners={content()} />);
    expect(container.querySelectorAll('img')).toHaveLength(IDS.length);
  });

  it('page sections: every section labelled by its own heading', () => {
    render(<PageSections sections={content()} />);
    const sections = screen.getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-labelledby'))).toHaveLength(IDS.length);
    expect(new Set(sections.map((s) => s.getAttribute('aria-labelledby'))).size).toBe(IDS.length);
    sections.forEach((section, i) => expect(section).toHaveAccessibleName(`Judul ${i}`));
  });

  it('help centre: a category key with spaces still labels its section', () => {
    const article = { key: 'x', title: 'Cara tukar poin', body: '', topic: 't', category: 'a b', tags: [] };
    render(
      <HelpSections
        sections={[
          {
            category: { key: 'a b', name: 'Poin & voucher' },
            topics: [{ topic: { key: 't', name: 'Tukar', category: 'a b' }, articles: [article] }],
          },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Poin & voucher' })).toBeInTheDocument();
  });

  it('promotions and stores, as the server renders them from the backend', async () => {
    server.use(
      http.get('*/v1/content/api/content/', ({ request }) => {
        const model = new URL(request.url).searchParams.get('model');
        if (model === 'promotion') return HttpResponse.json(IDS.map((key, i) => ({ key, title: `Promo ${i}` })));
        if (model === 'store-location') return HttpResponse.json(IDS.map((uid, i) => ({ uid, name: `Toko ${i}`, city: 'Medan' })));
        return undefined;
      }),
    );
    const { unmount } = render(await PromotionList());
    expect(screen.getAllByRole('heading', { level: 2, name: /^Promo \d$/ })).toHaveLength(IDS.length);
    unmount();
    render(await StoreLocator({ city: '' }));
    expect(screen.getAllByRole('heading', { level: 2, name: /^Toko \d$/ })).toHaveLength(IDS.length);
  });

  it('rewards and the points history', () => {
    const rewards = IDS.slice(0, REWARDS_SHOWN).map((uid, i) => ({ uid, name: `Reward ${i}`, description: '', points: 10, createdAt: '' }));
    const { unmount } = render(<RewardsList rewards={rewards} />);
    expect(screen.getAllByText(/^Reward \d$/)).toHaveLength(REWARDS_SHOWN);
    unmount();
    // The history shows a transaction once (use-points-history drops a repeated uid), keyed within its month.
    render(
      <PointsHistoryList
        transactions={IDS.map((uid, i) => ({
          uid: `${uid}${i}`,
          createdAt: '2026-11-0' + (i + 1),
          description: `Belanja ${i}`,
          points: 5,
        }))}
      />,
    );
    expect(within(screen.getByRole('region', { name: 'November 2026' })).getAllByText(/^Belanja \d$/)).toHaveLength(IDS.length);
  });
});
