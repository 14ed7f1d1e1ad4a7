import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyVoucher } from '@/components/member/my-voucher';
import { VoucherWallet } from '@/components/member/voucher-wallet';
import { UIProvider } from '@/hooks/use-ui';
import type { Deal } from '@/lib/api/types';
import { noteRedeemedCode } from '@/lib/browser/new-voucher';
import { getDemoStore } from '@/lib/demo-api/store';
import { formatDate } from '@/lib/format/display';
import { server } from '../msw-server';
import { countRequests, DEMO_MEMBER_TOKEN, renderWithProviders, seedDeal, waitForMember } from './deal-test-providers';

// The address My Voucher opens at: a redeem's `?deal=` in some tests.
const nav = vi.hoisted(() => ({ search: new URLSearchParams() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), useSearchParams: () => nav.search }));

const MY_DEALS_URL = '*/v1/member/api/deal/my_deals/';
const MY_DEALS_PATH = /\/deal\/my_deals\/$/;
const ERROR_TEXT = 'Voucher tidak dapat dimuat.';

/** The seed's code of a voucher, for the dates it was given relative to today. */
const seedCode = (code: string) =>
  getDemoStore()
    .vouchers.flatMap((v) => v.codes)
    .find((c) => c.code === code)!;

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const panel = (name: RegExp) => screen.getByRole('tabpanel', { name });
/** A tab's panel, shown or hidden. */
const panelOf = (name: RegExp) => document.getElementById(tab(name).getAttribute('aria-controls')!)!;
const cardNames = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('span span')?.textContent);

describe('My Voucher', () => {
  it('asks a guest to sign in, without asking the server, and loads the wallet once signed in', async () => {
    const count = countRequests('GET', MY_DEALS_PATH);
    const { ui, session } = renderWithProviders(<MyVoucher />);
    expect(await screen.findByText('Masuk untuk melihat voucher hasil penukaran poin anda.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(ui().modalView).toBe('LOGIN_VIEW');
    expect(ui().displayModal).toBe(true);
    expect(count()).toBe(0);

    await act(() => session().signIn(DEMO_MEMBER_TOKEN));
    expect(await screen.findByRole('tablist', { name: 'Voucher saya' })).toBeInTheDocument();
    expect(within(panel(/Aktif/)).getByRole('button', { name: /Gratis Ongkir Belanja Online/ })).toBeInTheDocument();
    expect(count()).toBe(1);
  });

  it("asks for a kept session's vouchers once the session route has let its token in, once", async () => {
    let answered = () => {};
    const sessionHeld = new Promise<void>((resolve) => (answered = resolve));
    server.use(http.post('*/auth/token-info/', async () => void (await sessionHeld))); // then the demo answers
    const count = countRequests('GET', MY_DEALS_PATH);
    const { session } = renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(session().status).toBe('unknown');
    expect(count()).toBe(0);
    answered();
    expect(await screen.findByRole('tablist', { name: 'Voucher saya' })).toBeInTheDocument();
    expect(within(panel(/Aktif/)).getByRole('button', { name: /Gratis Ongkir Belanja Online/ })).toBeInTheDocument();
    expect(count()).toBe(1);
  });

  it('never shows the vouchers of a kept token the check refuses, nor a word of the refusal', async () => {
    server.use(http.post('*/auth/token-info/', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    const { session } = renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    await waitFor(() => expect(session().status).toBe('guest'));
    expect(screen.getByText('Masuk untuk melihat voucher hasil penukaran poin anda.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText(ERROR_TEXT)).not.toBeInTheDocument();
  });

  it('shows a loading skeleton, then the tabs with a count each, Aktif first and selected', async () => {
    renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    expect(screen.getByRole('status', { name: 'Memuat voucher' })).toBeInTheDocument();
    const tabs = within(await screen.findByRole('tablist', { name: 'Voucher saya' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Aktif 2', 'Terpakai 1', 'Kedaluwarsa 1']);
    expect(screen.getByRole('tab', { name: 'Aktif 2' })).toBe(tabs[0]);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(panel(/Aktif/)).toBeVisible();
    expect(panelOf(/Terpakai/)).not.toBeVisible();
    expect(panelOf(/Terpakai/)).toHaveAttribute('role', 'tabpanel');
    expect(panelOf(/Terpakai/)).toHaveAttribute('aria-labelledby', tab(/Terpakai/).id);
    expect(screen.queryByRole('status', { name: 'Memuat voucher' })).toBeNull();
  });

  it('lists active vouchers soonest expiry first, each with "Berlaku sampai"', async () => {
    renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    await screen.findByRole('tablist', { name: 'Voucher saya' });
    const active = panel(/Aktif/);
    expect(cardNames(active)).toEqual(['Gratis Ongkir Belanja Online', 'Voucher Belanja Rp50.000']);
    const items = within(active).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`Berlaku sampai ${formatDate(seedCode('ARN-8WQ2-L5TD').expires_at)}`);
    expect(items[0]).toHaveTextContent('500 Pts');
    expect(items[1]).toHaveTextContent(`Berlaku sampai ${formatDate(seedCode('ARN-K7MX-Q4PB').expires_at)}`);
  });

  it('shows used vouchers with when they were used, and expired ones with their date', async () => {
    renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    await screen.findByRole('tablist', { name: 'Voucher saya' });
    await userEvent.click(tab(/Terpakai/));
    expect(tab(/Terpakai/)).toHaveAttribute('aria-selected', 'true');
    expect(panel(/Terpakai/)).toHaveTextContent(`Botol Minum Arena 750 ml`);
    expect(panel(/Terpakai/)).toHaveTextContent(`Dipakai ${formatDate(seedCode('ARN-3HZC-V9RN').used_at)}`);
    await userEvent.click(tab(/Kedaluwarsa/));
    expect(panel(/Kedaluwarsa/)).toHaveTextContent('Gratis Kaos Kaki Sport');
    expect(panel(/Kedaluwarsa/)).toHaveTextContent(`Kedaluwarsa ${formatDate(seedCode('ARN-6TFY-D2WG').expires_at)}`);
    expect(panelOf(/Aktif/)).not.toBeVisible();
  });

  it('moves between tabs with the arrow keys (wrapping), Home and End; one tab stop for the list', async () => {
    renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    await screen.findByRole('tablist', { name: 'Voucher saya' });
    const user = userEvent.setup();
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(tab(/Aktif/)).toHaveFocus();

    const expectSelected = (name: RegExp) => {
      expect(tab(name)).toHaveFocus();
      expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      expect(tab(name).tabIndex).toBe(0);
      expect(panel(name)).toBeVisible();
    };
    await user.keyboard('{ArrowRight}');
    expectSelected(/Terpakai/);
    await user.keyboard('{ArrowRight}');
    expectSelected(/Kedaluwarsa/);
    await user.keyboard('{ArrowRight}');
    expectSelected(/Aktif/);
    await user.keyboard('{ArrowLeft}');
    expectSelected(/Kedaluwarsa/);
    await user.keyboard('{Home}');
    expectSelected(/Aktif/);
    await user.keyboard('{End}');
    expectSelected(/Kedaluwarsa/);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    // Tab leaves the list for the open panel.
    await user.tab();
    expect(panel(/Kedaluwarsa/)).toHaveFocus();
  });

  it('opens a voucher in the My-Deals variant with the QR of its code', async () => {
    const { ui } = renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    await userEvent.click(await screen.findByRole('button', { name: /Gratis Ongkir Belanja Online/ }));
    expect(ui().modalView).toBe('DEAL_DETAIL_VIEW');
    expect(ui().modalData).toMatchObject({ variant: 'my-deals', deal: { uid: 'voucher-ongkir', codes: [{ code: 'ARN-8WQ2-L5TD' }] } });
    const dialog = await screen.findByRole('dialog', { name: 'Detail deal' });
    expect(await within(dialog).findByRole('img', { name: 'Kode QR voucher ARN-8WQ2-L5TD' })).toBeInTheDocument();
    expect(within(dialog).getByText('ARN-8WQ2-L5TD')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(`Berlaku sampai ${formatDate(seedCode('ARN-8WQ2-L5TD').expires_at)}`);
  });

  it('opening a used voucher says it was used', async () => {
    renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    await screen.findByRole('tablist', { name: 'Voucher saya' });
    await userEvent.click(tab(/Terpakai/));
    await userEvent.click(within(panel(/Terpakai/)).getByRole('button', { name: /Botol Minum/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail deal' });
    expect(
      await within(dialog).findByText(`Voucher ini sudah dipakai pada ${formatDate(seedCode('ARN-3HZC-V9RN').used_at)}.`),
    ).toBeInTheDocument();
  });

  it('shows the empty state with a link to the deals', async () => {
    getDemoStore().vouchers.length = 0;
    renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    expect(await screen.findByText('Belum ada voucher. Tukar poin anda dengan deal menarik!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat deal' })).toHaveAttribute('href', '/deals');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows an error with a retry that loads the wallet', async () => {
    server.use(http.get(MY_DEALS_URL, () => HttpResponse.json({ detail: 'Server sibuk' }, { status: 503 }), { once: true }));
    renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    expect(await screen.findByText('Voucher tidak dapat dimuat.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('tablist', { name: 'Voucher saya' })).toBeInTheDocument();
    expect(screen.queryByText('Voucher tidak dapat dimuat.')).toBeNull();
  });

  it('lists a voucher just redeemed among the active ones (the wallet refreshes after a redeem)', async () => {
    const { ui, session } = renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    await screen.findByRole('tablist', { name: 'Voucher saya' });
    await waitForMember(session);
    act(() => ui().openModal('DEAL_DETAIL_VIEW', { data: { deal: seedDeal('cuci-sepatu') } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Now' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await screen.findByText(/Redeem Cuci Sepatu Premium berhasil/);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(tab(/Aktif/)).toHaveTextContent('Aktif 3'));
    // Valid for 30 days: after the two that expire sooner.
    expect(cardNames(panel(/Aktif/))).toEqual(['Gratis Ongkir Belanja Online', 'Voucher Belanja Rp50.000', 'Cuci Sepatu Premium']);
  });
});

describe('My Voucher reached from a redeem (?deal=)', () => {
  /** A voucher of Budi's made now (as a redeem makes it), valid for `days`; newest first, as the demo lists them. */
  const redeemed = (dealUid: string, code: string, days: number) =>
    getDemoStore().vouchers.unshift({
      uid: `rdm-${code}`,
      member_uid: 'mbr-budi',
      deal_uid: dealUid,
      codes: [{ code, expires_at: new Date(Date.now() + days * 86_400_000).toISOString() }],
      created_at: new Date().toISOString(),
    });
  const arrive = (dealUid: string, code: string | undefined) => {
    noteRedeemedCode(dealUid, code);
    nav.search = new URLSearchParams({ deal: dealUid });
    window.history.replaceState(null, '', `/my-voucher?deal=${dealUid}`);
  };
  afterEach(() => {
    nav.search = new URLSearchParams();
    noteRedeemedCode('', undefined);
    window.history.replaceState(null, '', '/');
  });

  it("opens the voucher with the answer's code, marks its card Baru, gives the card the focus when the dialog closes, and takes the parameter off the address", async () => {
    // Budi's Gratis Ongkir voucher expires first; the new one of the same deal is listed besides.
    redeemed('voucher-ongkir', 'ARN-NEWW-0001', 30);
    arrive('voucher-ongkir', 'ARN-NEWW-0001');
    const { ui } = renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    const dialog = await screen.findByRole('dialog', { name: 'Detail deal' });
    expect(await within(dialog).findByRole('img', { name: 'Kode QR voucher ARN-NEWW-0001' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/my-voucher');
    const marked = within(panel(/Aktif/))
      .getAllByRole('button', { name: /Gratis Ongkir Belanja Online/ })
      .filter((card) => within(card).queryByText('Baru'));
    expect(marked).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(ui().displayModal).toBe(false));
    await waitFor(() => expect(marked[0]).toHaveFocus());
    // Opened once: the wallet loading again does not open it again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(ui().displayModal).toBe(false);
  });

  it("without a code in the redeem's answer, opens the deal's active voucher valid longest", async () => {
    redeemed('voucher-ongkir', 'ARN-LONG-0002', 30);
    arrive('voucher-ongkir', undefined);
    renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    const dialog = await screen.findByRole('dialog', { name: 'Detail deal' });
    expect(await within(dialog).findByRole('img', { name: 'Kode QR voucher ARN-LONG-0002' })).toBeInTheDocument();
  });

  it('opens nothing, and marks nothing, while the wallet does not list the code yet', async () => {
    arrive('voucher-ongkir', 'ARN-NOTY-ET00');
    const { ui } = renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    await screen.findByRole('tablist', { name: 'Voucher saya' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(ui().displayModal).toBe(false);
    expect(screen.queryByText('Baru')).toBeNull();
  });
});

describe('VoucherWallet (presentational)', () => {
  const NOW = Date.parse('2026-11-22T12:00:00+07:00');
  const deal = (uid: string, codes: Deal['codes']): Deal => ({ ...seedDeal('voucher-ongkir'), uid, name: `Deal ${uid}`, codes });

  it('judges each code on its own fields: no field active, used_at used, a passed expires_at expired', () => {
    renderWithProviders(
      <VoucherWallet
        now={NOW}
        deals={[
          deal('a', [{ code: 'NO-FIELDS' }, { code: 'USED', usedAt: '2026-11-01T10:00:00+07:00', expiresAt: '2027-01-31' }]),
          deal('b', [
            { code: 'LATE', expiresAt: '2027-01-31T23:59:59+07:00' },
            { code: 'SOON', expiresAt: '2026-11-30' },
          ]),
          deal('c', [
            { code: 'GONE', expiresAt: '2026-11-21' },
            { code: 'TODAY', expiresAt: '2026-11-22' },
          ]),
          deal('d', []),
        ]}
      />,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Aktif 5', 'Terpakai 1', 'Kedaluwarsa 1']);
    const active = within(panel(/Aktif/)).getAllByRole('listitem');
    // Soonest first (a bare date lasts to the end of that day); without an expiry last, in the order sent.
    expect(active.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Berlaku sampai 22 November 2026'),
      expect.stringContaining('Berlaku sampai 30 November 2026'),
      expect.stringContaining('Berlaku sampai 31 Januari 2027'),
      expect.stringContaining('Lihat kode QR'),
      expect.stringContaining('Lihat kode QR'),
    ]);
    expect(panelOf(/Terpakai/)).toHaveTextContent('Dipakai 1 November 2026');
    expect(panelOf(/Kedaluwarsa/)).toHaveTextContent('Kedaluwarsa 21 November 2026');
  });

  it('opens the voucher with only its own code', async () => {
    const { ui } = renderWithProviders(
      <VoucherWallet now={NOW} deals={[deal('a', [{ code: 'ONE', usedAt: '2026-11-01' }, { code: 'TWO' }])]} />,
    );
    await userEvent.click(within(panel(/Aktif/)).getByRole('button'));
    expect(ui().modalData).toMatchObject({ deal: { uid: 'a', codes: [{ code: 'TWO' }] }, variant: 'my-deals' });
  });

  it('draws its vouchers again only when the deals change, not on each render of the wallet', () => {
    // Each voucher's card reads its deal's first picture once a drawing.
    let drawn = 0;
    const counted = (uid: string, code: string): Deal => {
      const shown = deal(uid, [{ code }]);
      const images = [...shown.images];
      Object.defineProperty(images, 0, {
        get: () => {
          drawn += 1;
          return shown.images[0];
        },
      });
      return { ...shown, images };
    };
    const deals = [counted('a', 'ONE'), counted('b', 'TWO')];
    const { rerender } = render(<VoucherWallet now={NOW} deals={deals} />, {
      wrapper: ({ children }) => <UIProvider initialWidth={1280}>{children}</UIProvider>,
    });
    expect(drawn).toBe(2);

    // The same deals again (a session step after hydration): nothing is drawn again.
    rerender(<VoucherWallet now={NOW} deals={deals} />);
    expect(drawn).toBe(2);

    // Other deals are drawn.
    rerender(<VoucherWallet now={NOW} deals={[...deals, counted('c', 'THREE')]} />);
    expect(drawn).toBe(5);
    expect(within(panel(/Aktif/)).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says so in a tab that has nothing, with a way to the deals from Aktif', async () => {
    renderWithProviders(<VoucherWallet now={NOW} deals={[deal('a', [{ code: 'USED', usedAt: '2026-11-01' }])]} />);
    expect(panel(/Aktif/)).toHaveTextContent('Tidak ada voucher aktif.');
    expect(within(panel(/Aktif/)).getByRole('link', { name: 'Lihat deal' })).toHaveAttribute('href', '/deals');
    await userEvent.click(tab(/Kedaluwarsa/));
    expect(panel(/Kedaluwarsa/)).toHaveTextContent('Tidak ada voucher yang kedaluwarsa.');
  });
});
