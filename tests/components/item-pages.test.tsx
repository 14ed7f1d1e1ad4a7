import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BenefitPageView, loadBenefit } from '@/components/benefits/benefit-page';
import { DealAnswer, DealPageView, loadDeal } from '@/components/deals/deal-page-view';
import { loadProductPage, type ProductPageData } from '@/lib/loaders/product-page';
import { ProductDetail } from '@/components/catalog/product-detail';
import { getBenefit } from '@/lib/api/content';
import { server } from '../msw-server';
import { countRequests, DEMO_MEMBER_TOKEN, renderWithProviders, seedDeal } from './deal-test-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

type Found = Extract<ProductPageData, { kind: 'found' }>;

async function renderProduct(id: string, siteUrl?: string) {
  const page = (await loadProductPage(id)) as Found;
  expect(page.kind).toBe('found');
  const rendered = renderWithProviders(
    <ProductDetail product={page.product} brands={page.brands} parent={page.parent} related={page.related} siteUrl={siteUrl} />,
  );
  return { ...rendered, page };
}

const jsonLd = (container: HTMLElement) => JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);

describe('product page', () => {
  it('loads the product, its place in the category tree and 4 related products of its category', async () => {
    const page = (await loadProductPage('101')) as Found;
    expect(page.product).toMatchObject({ id: '101', name: 'Sepatu Lari Nike Pegasus 41', category: 'sepatu-lari' });
    expect(page.parent?.key).toBe('sepatu');
    expect(page.related).toHaveLength(4);
    expect(page.related.every((p) => p.category === 'sepatu-lari' && p.id !== '101')).toBe(true);
  });

  it('is missing for an id the backend does not know, or one no backend would send; unavailable when the backend fails', async () => {
    const products = countRequests('GET', /\/catalog\/api\/product\/(?!search\/)[^/]+\/$/);
    expect(await loadProductPage('999')).toEqual({ kind: 'missing' });
    expect(products()).toBe(1);
    expect(await loadProductPage('../etc')).toEqual({ kind: 'missing' });
    expect(products()).toBe(1);
    server.use(http.get('*/v1/catalog/api/product/:id/', () => HttpResponse.text('<html>bad gateway', { status: 502 })));
    expect(await loadProductPage('102')).toEqual({ kind: 'unavailable' });
  });

  it('shows the breadcrumb, gallery, brand, name, prices with the discount, share, description and related products', async () => {
    const { container } = await renderProduct('101');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Beranda', '/'],
      ['Semua Produk', '/browse/category/all'],
      ['Sepatu', '/browse/category?category=sepatu'],
      ['Sepatu Lari', '/browse/category?category=sepatu-lari'],
    ]);
    expect(crumbs.getByText('Sepatu Lari Nike Pegasus 41')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Sepatu Lari Nike Pegasus 41' })).toBeInTheDocument();
    expect(screen.getByText('Nike', { selector: 'p' })).toBeInTheDocument();
    const details = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(details).toHaveTextContent('Harga promo Rp 1.519.000');
    expect(details.querySelector('del')).toHaveTextContent('Rp 1.899.000');
    expect(details).toHaveTextContent('Diskon -20%');
    expect(within(details).getByText('Upper', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Perbesar gambar: Sepatu Lari Nike Pegasus 41' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Perbesar gambar: Sepatu Lari Nike Pegasus 41, gambar 2' })).toBeInTheDocument();

    const related = screen.getByRole('region', { name: 'Produk Terkait' });
    const links = within(related).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0].getAttribute('href')).toMatch(/^\/product\/1\d\d$/);
    // Below the fold: none of their images loads eagerly.
    expect(related.querySelectorAll('img[loading="eager"]')).toHaveLength(0);
    expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull();
  });

  it('describes itself as a schema.org Product with an Offer in IDR at the price it sells for', async () => {
    const { container } = await renderProduct('101', 'https://shop.example.com');
    const data = jsonLd(container);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Sepatu Lari Nike Pegasus 41',
      sku: '101',
      brand: { '@type': 'Brand', name: 'Nike' },
      image: ['https://shop.example.com/demo/products/sepatu-lari.webp', 'https://shop.example.com/demo/products/detail-sol.webp'],
      offers: { '@type': 'Offer', priceCurrency: 'IDR', price: 1519000, url: 'https://shop.example.com/product/101' },
    });
    expect(data.description).toMatch(/^Dirancang untuk lari harian/);
  });

  it('prices a product without a sale at its price', async () => {
    const { container } = await renderProduct('102');
    expect(jsonLd(container).offers.price).toBe(1500000);
    const details = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(details).toHaveTextContent('Rp 1.500.000');
    expect(details).not.toHaveTextContent(/Diskon|Harga promo/);
  });

  it('opens the image viewer from the gallery and the share view for its own link', async () => {
    const { ui } = await renderProduct('101');
    await userEvent.click(screen.getByRole('button', { name: 'Perbesar gambar: Sepatu Lari Nike Pegasus 41, gambar 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Sepatu Lari Nike Pegasus 41, gambar 2' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', expect.stringContaining('/demo/products/detail-sol.webp'));
    await userEvent.click(within(viewer).getByRole('button', { name: 'Tutup' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bagikan produk' }));
    await waitFor(() => expect(ui().modalView).toBe('SHARE_VIEW'));
    expect(ui().modalData).toEqual({ url: '/product/101' });
  });
});

describe('deal page', () => {
  it('loads a deal by uid; a malformed uid is not asked for', async () => {
    expect((await loadDeal('botol-minum')).data?.name).toBe('Botol Minum Arena 750 ml');
    expect((await loadDeal('tidak-ada')).status).toBe(404);
    const asked = countRequests('GET', /\/member\/api\/deal\//);
    expect((await loadDeal('a/b')).status).toBe(404);
    expect(asked()).toBe(0);
  });

  it("shows the dialog's content as a page, with a share button for its own link", async () => {
    const deal = seedDeal('botol-minum');
    const { ui, container } = renderWithProviders(<DealPageView deal={deal} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Botol Minum Arena 750 ml' })).toBeInTheDocument();
    expect(screen.getByText('1.500 Pts')).toBeInTheDocument();
    expect(container).toHaveTextContent('Syarat dan ketentuan:');
    expect(screen.getByRole('img', { name: 'Botol Minum Arena 750 ml' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bagikan deal' }));
    await waitFor(() => expect(ui().modalView).toBe('SHARE_VIEW'));
    expect(ui().modalData).toEqual({ url: '/deals/botol-minum' });
  });

  it('lets a guest sign in from Redeem Now and carries on with the redeem on the page itself', async () => {
    const redeems = countRequests('POST', /\/redeem\/$/);
    const deal = seedDeal('botol-minum');
    const { ui, session } = renderWithProviders(<DealPageView deal={deal} />);
    const button = await screen.findByRole('button', { name: 'Redeem Now' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('Masuk terlebih dahulu untuk menukar poin anda.'));
    await userEvent.click(button);
    expect(ui().modalView).toBe('LOGIN_VIEW');

    // What the login view does after a successful sign-in.
    await act(() => session().signIn(DEMO_MEMBER_TOKEN));
    act(() => ui().callback!());
    expect(ui().displayModal).toBe(false);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Apakah anda ingin menukar 1.500 point anda dengan Botol Minum Arena 750 ml?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    const done = await screen.findByRole('alertdialog');
    await waitFor(() => expect(done).toHaveTextContent(/Redeem Botol Minum Arena 750 ml berhasil/));
    expect(redeems()).toBe(1);
    await waitFor(() => expect(session().member?.balance).toBe(23250));
    // No dialog of the deal opened over its own page.
    expect(ui().modalView).not.toBe('DEAL_DETAIL_VIEW');
    expect(screen.queryByRole('dialog', { name: 'Detail deal' })).toBeNull();
  });
});

describe('a deal the backend shows to members only (its page, loaded in the browser)', () => {
  // What the server renders when the backend refused its call without a token.
  const membersDeal = <DealAnswer uid="botol-minum" deal={{ ok: false, status: 401, data: undefined }} />;

  it('invites a guest to sign in, and asks the backend nothing', async () => {
    const deals = countRequests('GET', /\/member\/api\/deal\/botol-minum\/$/);
    const { ui } = renderWithProviders(membersDeal);
    expect(screen.getByRole('heading', { level: 1, name: 'Deal khusus member' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Masuk' }));
    expect(ui().modalView).toBe('LOGIN_VIEW');
    expect(deals()).toBe(0);
  });

  it('loads the deal with the member token and shows it as its page, with Redeem Now', async () => {
    const tokens: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/member/api/deal/botol-minum/')) tokens.push(request.headers.get('authorization'));
    });
    renderWithProviders(membersDeal, { token: DEMO_MEMBER_TOKEN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Botol Minum Arena 750 ml' })).toBeInTheDocument();
    expect(screen.getByText(/bebas BPA/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem Now' })).toBeInTheDocument();
    expect(tokens).toEqual([`Jwt ${DEMO_MEMBER_TOKEN}`]);
    server.events.removeAllListeners();
  });

  it('offers Coba lagi when the deal cannot be loaded', async () => {
    server.use(http.get('*/v1/member/api/deal/botol-minum/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    renderWithProviders(membersDeal, { token: DEMO_MEMBER_TOKEN });
    expect(await screen.findByText('Deal belum dapat dimuat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeEnabled();
  });
});

describe('benefit page', () => {
  it('loads a benefit by key and shows its image, title, body and a share button for its own link', async () => {
    expect((await loadBenefit('tidak-ada')).status).toBe(404);
    const benefit = (await getBenefit('hadiah-ulang-tahun')).data!;
    const { ui } = renderWithProviders(<BenefitPageView benefit={benefit} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hadiah Ulang Tahun' })).toBeInTheDocument();
    expect(screen.getByText('Gold: Rp50.000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Benefit Member' })).toHaveAttribute('href', '/benefits');
    await userEvent.click(screen.getByRole('button', { name: 'Bagikan benefit' }));
    await waitFor(() => expect(ui().modalView).toBe('SHARE_VIEW'));
    expect(ui().modalData).toEqual({ url: '/benefits/hadiah-ulang-tahun' });
  });
});

describe('sharing from the deal and benefit dialogs', () => {
  it('the deal dialog shares the deal page, and closing the share view comes back to the deal', async () => {
    const deal = seedDeal('voucher-ongkir');
    const { ui } = renderWithProviders(null);
    act(() => ui().openModal('DEAL_DETAIL_VIEW', { data: { deal } }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail deal' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Bagikan deal' }));
    const share = await screen.findByRole('dialog', { name: 'Bagikan' });
    const email = await within(share).findByRole('link', { name: 'Email' });
    expect(decodeURIComponent(email.getAttribute('href')!)).toContain('http://localhost:3000/deals/voucher-ongkir');
    await userEvent.keyboard('{Escape}');
    const back = await screen.findByRole('dialog', { name: 'Detail deal' });
    expect(within(back).getByRole('heading', { name: deal.name })).toBeInTheDocument();
  });

  it('the benefit dialog shares the benefit page, and closing the share view comes back to the benefit', async () => {
    const benefit = (await getBenefit('gratis-ongkir')).data!;
    const { ui } = renderWithProviders(null);
    act(() => ui().openModal('BENEFIT_DETAIL_VIEW', { data: { benefit } }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail benefit' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Bagikan benefit' }));
    await waitFor(() => expect(ui().modalView).toBe('SHARE_VIEW'));
    expect(ui().modalData).toEqual({ url: '/benefits/gratis-ongkir' });
    act(() => ui().closeModal());
    expect(await screen.findByRole('heading', { name: 'Gratis Ongkir' })).toBeInTheDocument();
    expect(ui().modalView).toBe('BENEFIT_DETAIL_VIEW');
  });
});
