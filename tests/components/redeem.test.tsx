import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/hooks/use-session';
import type { Deal } from '@/lib/api/types';
import { redeemedCode } from '@/lib/browser/new-voucher';
import { depthOf } from '@/lib/browser/dialog-history';
import { getDemoStore } from '@/lib/demo-api/store';
import { formatPointsLabel } from '@/lib/format/display';
import { server } from '../msw-server';
import { countRequests, DEMO_MEMBER_TOKEN, renderWithProviders, seedDeal, waitForMember } from './deal-test-providers';

const { router } = vi.hoisted(() => ({ router: { push: vi.fn() } }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/' }));

const REDEEM_PATH = /\/v1\/member\/api\/deal\/[^/]+\/redeem\/$/;
const REDEEM_URL = '*/v1/member/api/deal/:uid/redeem/';
const MEMBER_URL = '*/v1/member/api/member/0/';

/** What a header would show: the balance, so a test sees it drop. */
function Balance() {
  const { member } = useSession();
  return <p data-testid="balance">{member ? (member.balance === null ? 'unreadable' : formatPointsLabel(member.balance)) : '…'}</p>;
}

async function openDeal(deal: Deal, token: string | null = DEMO_MEMBER_TOKEN) {
  const rendered = renderWithProviders(<Balance />, { token: token ?? undefined });
  if (token) await waitForMember(rendered.session);
  act(() => rendered.ui().openModal('DEAL_DETAIL_VIEW', { data: { deal } }));
  const dialog = await screen.findByRole('dialog', { name: 'Detail deal' });
  await within(dialog).findByRole('heading', { name: deal.name });
  const button = within(dialog).getByRole('button', { name: 'Redeem Now' });
  return { ...rendered, dialog, button };
}

/** A gate that holds a request until released. */
function gate() {
  let release = () => {};
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}

async function answer(dialogText: string | RegExp, buttonName: 'OK' | 'Batal' | 'Lihat Voucher') {
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(dialogText);
  await userEvent.click(within(dialog).getByRole('button', { name: buttonName }));
}

beforeEach(() => {
  router.push.mockReset();
  // On the page's own history entry: an earlier test's dialog may have left one of its own on top.
  window.history.replaceState(null, '', '/');
});

// The dialog's view loads on first open: loaded here, so a busy machine's first compile of it is not
// counted against the first test's wait for the dialog.
beforeAll(() => import('@/components/modals/deal-detail-view'), 30_000);

describe('redeem: when Redeem Now can be pressed', () => {
  it('is disabled while the member (and so the balance) is not loaded yet, and says so', async () => {
    const held = gate();
    server.use(http.get(MEMBER_URL, async () => void (await held.wait)));
    const { ui } = renderWithProviders(null, { token: DEMO_MEMBER_TOKEN });
    act(() => ui().openModal('DEAL_DETAIL_VIEW', { data: { deal: seedDeal('botol-minum') } }));
    const button = await screen.findByRole('button', { name: 'Redeem Now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Memuat saldo poin…');
    held.release();
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText('Memuat saldo poin…')).toBeNull();
  });

  it('is disabled while the stored session is still being checked', async () => {
    const held = gate();
    server.use(http.post('*/auth/token-info/', async () => void (await held.wait)));
    const { ui, session } = renderWithProviders(null, { token: DEMO_MEMBER_TOKEN });
    act(() => ui().openModal('DEAL_DETAIL_VIEW', { data: { deal: seedDeal('kaos-kaki-gratis') } }));
    const button = await screen.findByRole('button', { name: 'Redeem Now' });
    expect(session().status).toBe('unknown');
    expect(button).toBeDisabled();
    held.release();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('is disabled when the price exceeds the balance, with the reason next to it', async () => {
    const count = countRequests('POST', REDEEM_PATH);
    const { button, dialog } = await openDeal(seedDeal('tas-gym-eksklusif'));
    const reason = 'Poin anda belum cukup: butuh 30.000 Pts, saldo 24.750 Pts';
    expect(within(dialog).getByText(reason)).toBeVisible();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    fireEvent.click(button);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(count()).toBe(0);
  });

  it('allows a price equal to the balance', async () => {
    const { button } = await openDeal({ ...seedDeal('tas-gym-eksklusif'), price: 24750 });
    expect(button).toBeEnabled();
  });

  it('is disabled with a message when the member cannot be loaded', async () => {
    server.use(http.get(MEMBER_URL, () => HttpResponse.json({ detail: 'Server sibuk' }, { status: 503 })));
    const { ui, session } = renderWithProviders(null, { token: DEMO_MEMBER_TOKEN });
    await waitFor(() => expect(session().error).toBeDefined());
    act(() => ui().openModal('DEAL_DETAIL_VIEW', { data: { deal: seedDeal('botol-minum') } }));
    const button = await screen.findByRole('button', { name: 'Redeem Now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Poin tidak dapat dimuat.');
  });
});

describe('redeem: confirmation, loading, outcome', () => {
  it('asks with the formatted price, redeems once, shows the success alert and drops the balance at once', async () => {
    const count = countRequests('POST', REDEEM_PATH);
    const { button, ui } = await openDeal(seedDeal('voucher-belanja-50rb'));
    expect(screen.getByTestId('balance')).toHaveTextContent('24.750 Pts');
    await userEvent.click(button);
    await answer('Apakah anda ingin menukar 2.500 point anda dengan Voucher Belanja Rp50.000?', 'OK');
    const success = await screen.findByRole('alertdialog');
    expect(success).toHaveTextContent(
      'Redeem Voucher Belanja Rp50.000 berhasil. Silakan cek My Voucher untuk informasi cara pemakaian voucher.',
    );
    // Refreshed while the alert is still open.
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('22.250 Pts'));
    expect(count()).toBe(1);
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(ui().displayModal).toBe(false));
    expect(getDemoStore().vouchers[0].deal_uid).toBe('voucher-belanja-50rb');
  });

  it("the success alert leads to the new voucher: Lihat Voucher opens My Voucher at its deal, once both dialogs' history entries are gone", async () => {
    // Where the history stood when the portal navigated: the page's own entry, not a dialog's.
    const depthsAtPush: number[] = [];
    router.push.mockImplementation(() => depthsAtPush.push(depthOf(window.history.state)));
    const { button, ui } = await openDeal(seedDeal('voucher-belanja-50rb'));
    await userEvent.click(button);
    await answer(/menukar 2\.500 point/, 'OK');
    const success = await screen.findByRole('alertdialog');
    expect(success).toHaveTextContent(
      'Redeem Voucher Belanja Rp50.000 berhasil. Silakan cek My Voucher untuk informasi cara pemakaian voucher.',
    );
    const view = within(success).getByRole('button', { name: 'Lihat Voucher' });
    // The way on has the focus; OK is still there.
    expect(view).toHaveFocus();
    expect(within(success).getByRole('button', { name: 'OK' })).toBeEnabled();
    expect(depthOf(window.history.state)).toBe(2);
    await userEvent.click(view);
    await waitFor(() => expect(router.push).toHaveBeenCalledExactlyOnceWith('/my-voucher?deal=voucher-belanja-50rb'));
    expect(depthsAtPush).toEqual([0]);
    expect(ui().displayModal).toBe(false);
    // The answer's code, kept in the tab for My Voucher to pick the voucher by: the one the server made.
    const made = getDemoStore().vouchers[0];
    expect(made.deal_uid).toBe('voucher-belanja-50rb');
    expect(redeemedCode('voucher-belanja-50rb')).toBe(made.codes[0].code);
  });

  it('OK on the success alert only closes: no way to My Voucher is taken', async () => {
    const { button, ui } = await openDeal(seedDeal('botol-minum'));
    await userEvent.click(button);
    await answer(/menukar 1\.500 point/, 'OK');
    await answer(/Redeem Botol Minum Arena 750 ml berhasil/, 'OK');
    await waitFor(() => expect(ui().displayModal).toBe(false));
    await waitFor(() => expect(depthOf(window.history.state)).toBe(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('an answer without its optional fields (no codes, no deal) still leads to My Voucher at the deal, with no code noted', async () => {
    server.use(http.post(REDEEM_URL, () => HttpResponse.json({}, { status: 201 })));
    const { button } = await openDeal(seedDeal('botol-minum'));
    await userEvent.click(button);
    await answer(/menukar 1\.500 point/, 'OK');
    await answer(/Redeem Botol Minum Arena 750 ml berhasil/, 'Lihat Voucher');
    await waitFor(() => expect(router.push).toHaveBeenCalledExactlyOnceWith('/my-voucher?deal=botol-minum'));
    expect(redeemedCode('botol-minum')).toBeUndefined();
  });

  it('asks "secara gratis" for a free deal', async () => {
    const count = countRequests('POST', REDEEM_PATH);
    const { button } = await openDeal(seedDeal('kaos-kaki-gratis'));
    await userEvent.click(button);
    await answer('Redeem Gratis Kaos Kaki Sport secara gratis?', 'OK');
    await answer('Redeem Gratis Kaos Kaki Sport berhasil. Silakan cek My Voucher untuk informasi cara pemakaian voucher.', 'OK');
    expect(count()).toBe(1);
    expect(screen.getByTestId('balance')).toHaveTextContent('24.750 Pts');
  });

  it('sends nothing when the member answers Batal', async () => {
    const count = countRequests('POST', REDEEM_PATH);
    const { button, ui } = await openDeal(seedDeal('botol-minum'));
    await userEvent.click(button);
    await answer('Apakah anda ingin menukar 1.500 point anda dengan Botol Minum Arena 750 ml?', 'Batal');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(count()).toBe(0);
    expect(ui().displayModal).toBe(true);
    expect(button).toBeEnabled();
    expect(screen.getByTestId('balance')).toHaveTextContent('24.750 Pts');
  });

  it('sends one request for a double press, and nothing for a press while loading', async () => {
    const count = countRequests('POST', REDEEM_PATH);
    const held = gate();
    server.use(http.post(REDEEM_URL, async () => void (await held.wait)));
    const { button } = await openDeal(seedDeal('botol-minum'));
    await userEvent.dblClick(button);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await answer(/menukar 1\.500 point/, 'OK');
    // The loading state: the request is on its way, the button is busy and ignores presses.
    await waitFor(() => expect(count()).toBe(1));
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Memproses penukaran…');
    fireEvent.click(button);
    await userEvent.click(button);
    held.release();
    await answer(/Redeem Botol Minum Arena 750 ml berhasil/, 'OK');
    expect(count()).toBe(1);
    // One new voucher beside the one the demo member already had.
    expect(getDemoStore().vouchers.filter((v) => v.deal_uid === 'botol-minum')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows the server's detail when the redeem is refused", async () => {
    const { button } = await openDeal(seedDeal('cuci-sepatu'));
    // The balance was spent elsewhere after it was loaded: the server refuses.
    getDemoStore().members.find((m) => m.uid === 'mbr-budi')!.balance = '100.00';
    await userEvent.click(button);
    await answer(/menukar 5\.000 point/, 'OK');
    await answer('Poin anda tidak cukup untuk menukar deal ini.', 'OK');
    // The balance is asked for again: the member sees the real one, and why the button is now disabled.
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('100 Pts'));
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Poin anda belum cukup: butuh 5.000 Pts, saldo 100 Pts');
  });

  it('shows Terjadi Kesalahan! when the failure has no detail', async () => {
    server.use(http.post(REDEEM_URL, () => new HttpResponse(null, { status: 500 })));
    const { button, ui } = await openDeal(seedDeal('botol-minum'));
    await userEvent.click(button);
    await answer(/menukar/, 'OK');
    await answer('Terjadi Kesalahan!', 'OK');
    expect(ui().displayModal).toBe(true);
  });

  it('when the answer is lost after the server redeemed, the balance is asked for again', async () => {
    // The server takes the points and makes the voucher; the connection drops before its answer arrives.
    server.use(
      http.post(REDEEM_URL, () => {
        getDemoStore().members.find((m) => m.uid === 'mbr-budi')!.balance = '23250.00';
        return HttpResponse.error();
      }),
    );
    const { button } = await openDeal(seedDeal('botol-minum'));
    await userEvent.click(button);
    await answer(/menukar 1\.500 point/, 'OK');
    await screen.findByText('Terjadi Kesalahan!');
    // Before the member presses again, the header shows what the server holds.
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('23.250 Pts'));
  });

  it('shows Terjadi Kesalahan! rather than a technical message when the connection fails', async () => {
    server.use(http.post(REDEEM_URL, () => HttpResponse.error()));
    const { button } = await openDeal(seedDeal('botol-minum'));
    await userEvent.click(button);
    await answer(/menukar/, 'OK');
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(/^Terjadi Kesalahan!OK$/);
  });
});

describe('redeem: a guest signs in first', () => {
  it('opens the login view with a callback that continues to the confirmation once signed in', async () => {
    const count = countRequests('POST', REDEEM_PATH);
    const deal = seedDeal('botol-minum');
    const { button, ui, session } = await openDeal(deal, null);
    // The token store is read once it has loaded: a guest is known a moment after the first render.
    await waitFor(() => expect(session().status).toBe('guest'));
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription('Masuk terlebih dahulu untuk menukar poin anda.');
    await userEvent.click(button);
    expect(ui().modalView).toBe('LOGIN_VIEW');
    expect(ui().displayModal).toBe(true);
    expect(ui().callback).toBeTypeOf('function');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(count()).toBe(0);

    // What the login view does after a successful sign-in.
    await act(() => session().signIn(DEMO_MEMBER_TOKEN));
    act(() => ui().callback!());
    expect(ui().modalView).toBe('DEAL_DETAIL_VIEW');
    await screen.findByRole('heading', { name: deal.name });
    await answer('Apakah anda ingin menukar 1.500 point anda dengan Botol Minum Arena 750 ml?', 'OK');
    await answer(/Redeem Botol Minum Arena 750 ml berhasil/, 'OK');
    expect(count()).toBe(1);
    await waitFor(() => expect(session().member?.balance).toBe(23250));
  });

  it('does not confirm after sign-in when the balance turns out too low', async () => {
    const deal = seedDeal('tas-gym-eksklusif');
    const { button, ui, session } = await openDeal(deal, null);
    await userEvent.click(button);
    await act(() => session().signIn(DEMO_MEMBER_TOKEN));
    act(() => ui().callback!());
    const again = await screen.findByRole('button', { name: 'Redeem Now' });
    await waitFor(() => expect(again).toHaveAccessibleDescription('Poin anda belum cukup: butuh 30.000 Pts, saldo 24.750 Pts'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('forgets the pending redeem when the re-opened view is closed before the member loads', async () => {
    const held = gate();
    const deal = seedDeal('botol-minum');
    const { button, ui, session } = await openDeal(deal, null);
    await userEvent.click(button);
    server.use(http.get(MEMBER_URL, async () => void (await held.wait)));
    let signedIn = Promise.resolve();
    act(() => void (signedIn = session().signIn(DEMO_MEMBER_TOKEN)));
    act(() => ui().callback!());
    await screen.findByRole('heading', { name: deal.name });
    act(() => ui().closeModal());
    held.release();
    await act(() => signedIn);
    await waitForMember(session);
    act(() => ui().openModal('DEAL_DETAIL_VIEW', { data: { deal } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redeem Now' })).toBeEnabled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
