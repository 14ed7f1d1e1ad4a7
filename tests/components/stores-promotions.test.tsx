import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PromotionCard, PromotionList, runningPromotions } from '@/components/promotions/promotion-list';
import { loadStores } from '@/lib/loaders/stores';
import { StoreLocator } from '@/components/stores/store-locator';
import type { Promotion } from '@/lib/api/types';
import { formatPeriod } from '@/lib/format/display';
import { KEY } from '../demo-api/helpers';
import { server } from '../msw-server';

function recordCalls(part: string) {
  const calls: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes(part)) calls.push(`${url.pathname.replace(/^.*\/v1\//, '')}${url.search}`);
  };
  server.events.on('request:start', listen);
  onTestFinished(() => server.events.removeListener('request:start', listen));
  return calls;
}

const salesStores = [
  { uid: 's1', name: 'Arena Sport Medan', address: 'Jl. Gatot Subroto, Medan', city: 'Medan', phone: '061-123-4567' },
  { uid: 's2', name: 'Arena Sport Makassar', address: 'Jl. Penghibur, Makassar', city: 'Makassar', phone: '0411-765-432' },
];

/** A CMS without store locations, and a sales service that lists its stores to anyone. */
function cmsWithoutStores(sales: Response | (() => Response) = () => HttpResponse.json(salesStores)) {
  server.use(
    http.get('*/v1/content/api/content/', ({ request }) =>
      new URL(request.url).searchParams.get('model') === 'store-location' ? HttpResponse.json({ count: 0, results: [] }) : undefined,
    ),
    http.get('*/v1/sales/api/store/', () => (typeof sales === 'function' ? sales() : sales)),
  );
}

describe('store locator', () => {
  it('lists every store with its city, address, hours, a tel: link and a directions link', async () => {
    render(await StoreLocator({ city: '' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Lokasi Toko' })).toBeInTheDocument();
    expect(screen.getByText('4 toko')).toBeInTheDocument();
    const senayan = screen.getByRole('heading', { level: 2, name: 'Arena Sport Senayan City' }).closest('article')!;
    expect(senayan).toHaveTextContent('Jakarta');
    expect(senayan).toHaveTextContent('Jam buka: Setiap hari 10.00-22.00');
    expect(within(senayan).getByRole('link', { name: 'Telepon 021-7278-1101' })).toHaveAttribute('href', 'tel:02172781101');
    const directions = within(senayan).getByRole('link', { name: /Petunjuk arah ke Arena Sport Senayan City/ });
    expect(new URL(directions.getAttribute('href')!).searchParams.get('query')).toBe('-6.2272,106.7972');
    expect(directions).toHaveAttribute('target', '_blank');
    // No coordinates: the directions search for the address.
    const tunjungan = screen.getByRole('heading', { name: 'Arena Sport Tunjungan Plaza' }).closest('article')!;
    const search = within(tunjungan)
      .getByRole('link', { name: /Petunjuk arah/ })
      .getAttribute('href')!;
    expect(new URL(search).searchParams.get('query')).toBe('Tunjungan Plaza 6 Lt. 2, Jl. Basuki Rahmat No. 8-12, Surabaya');
  });

  it('offers the cities as filter links, and asks the backend for one with city_f', async () => {
    const calls = recordCalls('/content/');
    render(await StoreLocator({ city: 'Bandung' }));
    expect(calls.sort()).toEqual(['content/api/content/?model=store-location', 'content/api/content/?model=store-location&city_f=Bandung']);
    const cities = screen.getByRole('navigation', { name: 'Kota' });
    expect(
      within(cities)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Semua kota', '/store-location'],
      ['Bandung', '/store-location?city=Bandung'],
      ['Jakarta', '/store-location?city=Jakarta'],
      ['Surabaya', '/store-location?city=Surabaya'],
    ]);
    expect(within(cities).getByRole('link', { name: 'Bandung' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('1 toko di Bandung')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says a city has no stores, keeping that city as the current chip', async () => {
    render(await StoreLocator({ city: 'Ambon' }));
    expect(screen.getByRole('heading', { name: 'Belum ada toko di Ambon' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Kota' })).getByRole('link', { name: 'Ambon' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('falls back to sales/api/store/ when the CMS has no store locations, filtering by city itself', async () => {
    const calls = recordCalls('/sales/');
    cmsWithoutStores();
    const all = await loadStores('');
    expect(all.stores.map((s) => s.name)).toEqual(['Arena Sport Medan', 'Arena Sport Makassar']);
    expect(all.cities).toEqual(['Makassar', 'Medan']);
    expect(calls[0]).toBe('sales/api/store/?channel=offline');
    const medan = await loadStores('medan');
    expect(medan.stores.map((s) => s.name)).toEqual(['Arena Sport Medan']);
  });

  it('shows an empty list, not an error, when the fallback is for members only; and an error when the CMS is down', async () => {
    // The demo's sales list needs a member token, as listStores in contract/openapi.yaml says: a server render has none.
    cmsWithoutStores(() => HttpResponse.json({ detail: 'Silakan masuk terlebih dahulu.' }, { status: 401 }));
    const { unmount } = render(await StoreLocator({ city: '' }));
    expect(screen.getByRole('heading', { name: 'Belum ada lokasi toko' })).toBeInTheDocument();
    unmount();
    server.use(http.get('*/v1/content/api/content/', () => HttpResponse.error()));
    render(await StoreLocator({ city: '' }));
    expect(screen.getByRole('heading', { name: 'Lokasi toko belum dapat dimuat' })).toBeInTheDocument();
  });
});

describe('promotions', () => {
  const promotion = (over: Partial<Promotion>): Promotion => ({ key: 'p', title: 'Promo', body: '<p>Isi</p>', images: [], ...over });

  it('keeps the running ones: no end, or an end not yet passed', () => {
    const now = Date.parse('2026-11-23T05:00:00Z');
    const list = [
      promotion({ key: 'open', startAt: '2026-01-01' }),
      promotion({ key: 'today', endAt: '2026-11-23' }),
      promotion({ key: 'over', endAt: '2026-11-22' }),
      promotion({ key: 'untitled', title: '' }),
    ];
    expect(runningPromotions(list, now).map((p) => p.key)).toEqual(['open', 'today']);
  });

  it('shows a promotion with its image, title, period, sanitised description and its link', () => {
    const { container } = render(
      <PromotionCard
        promotion={promotion({
          title: 'Diskon Sepatu',
          body: '<p>Untuk <strong>sepatu lari</strong></p><img src=x onerror="x()">',
          images: [{ url: '/demo/banners/sepatu-lari.webp' }],
          link: '/search?q=sepatu',
          startAt: '2026-11-01',
          endAt: '2026-12-31',
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Diskon Sepatu' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Periode: 1 November – 31 Desember 2026');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Lihat promo Diskon Sepatu' })).toHaveAttribute('href', '/search?q=sepatu');
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/demo\/banners\/sepatu-lari\.webp\?w=\d+&q=85$/),
    );
  });

  it('drops a link that is not safe', () => {
    render(<PromotionCard promotion={promotion({ link: 'javascript:alert(1)' })} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('lists the demo promotions that run today, with their periods, and not the one that is over', async () => {
    render(await PromotionList());
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Poin Ganda Akhir Pekan', 'Diskon Sepatu Lari hingga 30%', 'Bonus Referral 500 Poin']);
    expect(screen.queryByText('Promo Kemerdekaan 17%')).toBeNull();
    const raw = (await (await fetch('http://portal.test/demo-api/v1/content/api/content/?model=promotion', { headers: KEY })).json()) as {
      key: string;
      start_at?: string;
      end_at?: string;
    }[];
    const weekend = raw.find((p) => p.key === 'poin-ganda-akhir-pekan')!;
    expect(screen.getByRole('heading', { name: 'Poin Ganda Akhir Pekan' }).closest('article')).toHaveTextContent(
      formatPeriod(weekend.start_at, weekend.end_at),
    );
    expect(screen.getByRole('heading', { name: 'Bonus Referral 500 Poin' }).closest('article')).toHaveTextContent(
      /Mulai \d{1,2} \w+ \d{4}/,
    );
  });

  it('says when no promotion is running, and when they cannot be loaded', async () => {
    server.use(http.get('*/v1/content/api/content/', () => HttpResponse.json([{ key: 'x', title: 'Lama', end_at: '2020-01-01' }])));
    const { unmount } = render(await PromotionList());
    expect(screen.getByRole('heading', { name: 'Belum ada promo yang berjalan' })).toBeInTheDocument();
    unmount();
    server.use(http.get('*/v1/content/api/content/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    render(await PromotionList());
    expect(screen.getByRole('heading', { name: 'Promo belum dapat dimuat' })).toBeInTheDocument();
  });
});
