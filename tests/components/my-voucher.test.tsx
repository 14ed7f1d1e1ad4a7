import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MyVoucher } from '@/components/member/my-voucher';
import { getDemoStore } from '@/lib/demo-api/store';
import { server } from '../msw-server';
import { countRequests, DEMO_MEMBER_TOKEN, renderWithProviders, seedDeal, waitForMember } from './deal-test-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const MY_DEALS_URL = '*/v1/member/api/deal/my_deals/';
const MY_DEALS_PATH = /\/deal\/my_deals\/$/;

describe('My Voucher', () => {
  it('asks a guest to sign in, without asking the server, and loads the list once signed in', async () => {
    const count = countRequests('GET', MY_DEALS_PATH);
    const { ui, auth } = renderWithProviders(<MyVoucher />);
    expect(await screen.findByText('Masuk untuk melihat voucher hasil penukaran poin anda.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(ui().modalView).toBe('LOGIN_VIEW');
    expect(ui().displayModal).toBe(true);
    expect(count()).toBe(0);

    await act(() => auth().signIn(DEMO_MEMBER_TOKEN));
    const list = await screen.findByRole('list', { name: 'Voucher saya' });
    expect(within(list).getByRole('button', { name: /Gratis Ongkir Belanja Online/ })).toBeInTheDocument();
    expect(count()).toBe(1);
  });

  it('shows a loading skeleton, then the deals the member owns', async () => {
    renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    expect(screen.getByRole('status', { name: 'Memuat voucher' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Voucher saya' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Gratis Ongkir Belanja Online');
    expect(items[0]).toHaveTextContent('500 Pts');
    expect(screen.queryByRole('status', { name: 'Memuat voucher' })).toBeNull();
  });

  it('opens a voucher in the My-Deals variant with the QR of its first code', async () => {
    const { ui } = renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    await userEvent.click(await screen.findByRole('button', { name: /Gratis Ongkir Belanja Online/ }));
    expect(ui().modalView).toBe('DEAL_DETAIL_VIEW');
    expect(ui().modalData).toMatchObject({ variant: 'my-deals', deal: { uid: 'voucher-ongkir' } });
    const dialog = await screen.findByRole('dialog', { name: 'Detail deal' });
    expect(await within(dialog).findByRole('img', { name: 'Kode QR voucher ARN-8WQ2-L5TD' })).toBeInTheDocument();
    expect(within(dialog).getByText('ARN-8WQ2-L5TD')).toBeInTheDocument();
  });

  it('shows the empty state with a link to the deals', async () => {
    getDemoStore().vouchers.length = 0;
    renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    expect(await screen.findByText('Belum ada voucher. Tukar poin anda dengan deal menarik!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat deal' })).toHaveAttribute('href', '/deals');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows an error with a retry that loads the list', async () => {
    server.use(http.get(MY_DEALS_URL, () => HttpResponse.json({ detail: 'Server sibuk' }, { status: 503 }), { once: true }));
    renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    expect(await screen.findByText('Voucher tidak dapat dimuat.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('list', { name: 'Voucher saya' })).toBeInTheDocument();
    expect(screen.queryByText('Voucher tidak dapat dimuat.')).toBeNull();
  });

  it('lists a voucher just redeemed (the list refreshes after a redeem)', async () => {
    const { ui, member } = renderWithProviders(<MyVoucher />, { token: DEMO_MEMBER_TOKEN });
    await screen.findByRole('list', { name: 'Voucher saya' });
    await waitForMember(member);
    act(() => ui().openModal('DEAL_DETAIL_VIEW', { data: { deal: seedDeal('botol-minum') } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Now' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await screen.findByText(/Redeem Botol Minum Arena 750 ml berhasil/);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    const list = screen.getByRole('list', { name: 'Voucher saya' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    // Newest first.
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Botol Minum Arena 750 ml');
  });
});
