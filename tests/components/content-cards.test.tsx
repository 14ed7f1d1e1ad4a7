import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUIProbe } from '../ui-probe';
import { UIProvider } from '@/hooks/use-ui';
import { DealCard } from '@/components/deals/deal-card';
import { DealCards } from '@/components/deals/deal-cards';
import { DealGrid, dealForClient } from '@/components/deals/deal-grid';
import { BenefitCard } from '@/components/benefits/benefit-card';
import { BenefitGrid } from '@/components/benefits/benefit-grid';
import { SeeAllLink } from '@/components/ui/see-all-link';
import { listDeals } from '@/lib/api/member';
import { listBenefits } from '@/lib/api/content';
import type { Benefit, Deal } from '@/lib/api/types';

const deal = (over: Partial<Deal> = {}): Deal => ({
  uid: 'voucher-belanja-50rb',
  name: 'Voucher Belanja Rp50.000',
  price: 2000,
  description: '<p>Potongan <strong>Rp50.000</strong></p>',
  images: [{ url: '/demo/deals/voucher-50rb.webp' }],
  codes: [],
  ...over,
});

const benefit = (over: Partial<Benefit> = {}): Benefit => ({
  key: 'gratis-ongkir',
  title: 'Gratis Ongkir',
  body: '<p>Gratis ongkos kirim.</p>',
  images: [{ url: '/demo/benefits/ongkir.webp' }],
  tags: [],
  extra: {},
  ...over,
});

let probe = createUIProbe();

function renderWithUI(children: React.ReactNode) {
  return render(
    <UIProvider>
      <probe.Probe />
      {children}
    </UIProvider>,
  );
}

beforeEach(() => {
  probe = createUIProbe();
});

describe('DealCard', () => {
  // The price is formatted where the cards are laid out (on the server for a cached page).
  it('shows the price in points, described by the card button', () => {
    renderWithUI(<DealCards deals={[deal()]} layout="grid" />);
    const button = screen.getByRole('button', { name: 'Voucher Belanja Rp50.000' });
    expect(button).toHaveAccessibleDescription('2.000 Pts');
    // The coin before the points is drawn by the stylesheet (app/globals.css), so the text stays the price.
    expect(screen.getByText('2.000 Pts')).toHaveClass('deal-chip', 'deal-chip-points');
  });

  it('shows Free for a deal that costs nothing', () => {
    renderWithUI(<DealCards deals={[deal({ uid: 'kaos-kaki-gratis', name: 'Gratis Kaos Kaki Sport', price: 0 })]} layout="carousel" />);
    expect(screen.getByRole('button', { name: 'Gratis Kaos Kaki Sport' })).toHaveAccessibleDescription('Free');
    expect(screen.queryByText(/Pts/)).not.toBeInTheDocument();
    // No coin for a free deal.
    expect(screen.getByText('Free')).toHaveClass('deal-chip', 'deal-chip-free');
    expect(screen.getByText('Free')).not.toHaveClass('deal-chip-points');
  });

  it('opens the deal detail view with the deal', async () => {
    const d = deal();
    renderWithUI(<DealCard deal={d} price="2.000 Pts" />);
    await userEvent.click(screen.getByRole('button', { name: 'Voucher Belanja Rp50.000' }));
    expect(probe.ui().displayModal).toBe(true);
    expect(probe.ui().modalView).toBe('DEAL_DETAIL_VIEW');
    expect(probe.ui().modalData).toEqual({ deal: d });
  });

  it('uses the heading level it is given and a sized image', () => {
    renderWithUI(<DealCard deal={deal()} price="2.000 Pts" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Voucher Belanja Rp50.000' })).toBeInTheDocument();
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('src', '/demo/deals/voucher-50rb.webp?w=400&q=85');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});

describe('DealGrid', () => {
  it('lists the demo deals as cards and hands the view a sanitised description', async () => {
    const answer = await listDeals();
    const deals = answer.data ?? [];
    deals[2] = { ...deals[2], description: '<p>Aman</p><script>alert(1)</script><img src=x onerror=alert(1)>' };
    renderWithUI(<DealGrid deals={deals} />);

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Botol Minum Arena 750 ml' })).toHaveAccessibleDescription('1.500 Pts');
    expect(screen.getByRole('button', { name: 'Gratis Kaos Kaki Sport' })).toHaveAccessibleDescription('Free');
    expect(screen.getByRole('heading', { level: 2, name: 'Tas Gym Eksklusif Arena' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: deals[2].name }));
    const data = probe.ui().modalData as { deal: Deal };
    expect(data.deal.uid).toBe(deals[2].uid);
    expect(data.deal.description).toBe('<p>Aman</p><img src="x" />');
  });

  it('dealForClient sanitises only the description', () => {
    const dirty = deal({ description: '<a href="javascript:alert(1)" onclick="x()">klik</a>' });
    expect(dealForClient(dirty)).toEqual({ ...dirty, description: '<a>klik</a>' });
  });
});

describe('BenefitCard and BenefitGrid', () => {
  it('opens the benefit detail view with the benefit', async () => {
    const b = benefit();
    renderWithUI(<BenefitCard benefit={b} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gratis Ongkir' }));
    expect(probe.ui().modalView).toBe('BENEFIT_DETAIL_VIEW');
    expect(probe.ui().modalData).toEqual({ benefit: b });
  });

  it('lists the demo benefits in both CMS shapes, with a sanitised body and no raw extras', async () => {
    const answer = await listBenefits();
    const benefits = (answer.data ?? []).map((b, i) =>
      i === 1 ? { ...b, body: `${b.body}<script>alert(1)</script>`, extra: { raw: '<script>x</script>' } } : b,
    );
    renderWithUI(<BenefitGrid benefits={benefits} />);
    for (const title of ['Poin di Setiap Belanja', 'Hadiah Ulang Tahun', 'Akses Pertama Rilisan Terbatas', 'Gratis Ongkir']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    // Image as a URL string (gratis-ongkir) and as images[] (hadiah-ulang-tahun) both render.
    const srcs = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs).toContain('/demo/benefits/ongkir.webp?w=400&q=85');
    expect(srcs).toContain('/demo/benefits/ulang-tahun.webp?w=400&q=85');

    await userEvent.click(screen.getByRole('button', { name: 'Hadiah Ulang Tahun' }));
    const data = probe.ui().modalData as { benefit: Benefit };
    expect(data.benefit.key).toBe('hadiah-ulang-tahun');
    expect(data.benefit.body).not.toContain('script');
    expect(data.benefit.body).toContain('<li>Gold: Rp50.000</li>');
    expect(data.benefit.extra).toEqual({});
  });
});

describe('SeeAllLink', () => {
  it('reads "Lihat Semua" by default and says where it goes', () => {
    render(<SeeAllLink href="/deals" context="deal" />);
    const link = screen.getByRole('link', { name: 'Lihat Semua deal' });
    expect(link).toHaveAttribute('href', '/deals');
    expect(link.textContent).toMatch(/^Lihat Semua/);
  });

  it('takes another label', () => {
    render(<SeeAllLink href="/benefits" label="Semua benefit" />);
    expect(screen.getByRole('link', { name: 'Semua benefit' })).toHaveAttribute('href', '/benefits');
  });
});
