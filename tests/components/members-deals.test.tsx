import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DealsResult } from '@/components/deals/deals-result';
import { useDeal } from '@/hooks/use-deal';
import { isRefused, listDeals } from '@/lib/api/member';
import { getDemoStore } from '@/lib/demo-api/store';
import { server } from '../msw-server';
import { countRequests, DEMO_MEMBER_TOKEN, renderWithProviders, waitForMember } from './deal-test-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

const DEALS_URL = '*/v1/member/api/deal/';
const DEAL_URL = '*/v1/member/api/deal/:uid/';
const DEALS_PATH = /\/v1\/member\/api\/deal\/$/;

/** The members' deals as the server renders them where the backend refused its call without a token. */
const membersDeals = (layout: 'grid' | 'carousel') => <DealsResult deals={{ ok: false, status: 401, data: undefined }} layout={layout} />;

/** A backend that keeps deals for members: the list and a deal answer 401 without a token. */
function guardDeals() {
  const seen: (string | null)[] = [];
  const guard = ({ request }: { request: Request }) => {
    const auth = request.headers.get('authorization');
    seen.push(auth);
    // Falls through to the demo handler for a caller with a token.
    return auth ? undefined : HttpResponse.json({ detail: 'Silakan masuk terlebih dahulu.' }, { status: 401 });
  };
  server.use(http.get(DEALS_URL, guard), http.get(DEAL_URL, guard));
  return seen;
}

describe('deals on a guarded backend', () => {
  beforeEach(() => {
    guardDeals();
  });

  it('reads the refusal as such (401 or 403), and nothing else', async () => {
    expect(isRefused(await listDeals())).toBe(true);
    expect(isRefused({ ok: false, status: 403, data: undefined })).toBe(true);
    for (const status of [200, 404, 500, 502]) expect(isRefused({ ok: status < 400, status, data: undefined })).toBe(false);
  });

  it('invites a guest to sign in where the deals would be, without asking for them', async () => {
    const calls = countRequests('GET', DEALS_PATH);
    const { ui } = renderWithProviders(membersDeals('grid'));
    expect(await screen.findByRole('heading', { name: 'Deal khusus member', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Masuk dengan nomor WhatsApp Anda untuk melihat deal dan menukarkan poin Anda.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(ui().modalView).toBe('LOGIN_VIEW');
    expect(calls()).toBe(0);
  });

  it('loads the deals with the token once signed in, and a member redeems one', async () => {
    const { session } = renderWithProviders(membersDeals('carousel'));
    await screen.findByRole('heading', { name: 'Deal khusus member' });
    await act(() => session().signIn(DEMO_MEMBER_TOKEN));
    await waitForMember(session);
    const carousel = await screen.findByRole('region', { name: 'Deal' });
    expect(within(carousel).getByRole('heading', { name: 'Botol Minum Arena 750 ml', level: 3 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Deal khusus member' })).toBeNull();

    await userEvent.click(within(carousel).getByRole('button', { name: 'Botol Minum Arena 750 ml' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail deal' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Redeem Now' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(/Redeem Botol Minum Arena 750 ml berhasil/)).toBeInTheDocument();
    expect(getDemoStore().vouchers[0].deal_uid).toBe('botol-minum');
    // The balance is asked for again after the redeem: it drops as that answer comes.
    await waitFor(() => expect(session().member?.balance).toBe(24750 - 1500));
  });

  it('lays them out as a grid with h2 cards on /deals', async () => {
    renderWithProviders(membersDeals('grid'), { token: DEMO_MEMBER_TOKEN });
    expect(screen.getByRole('status', { name: 'Memuat deal' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tas Gym Eksklusif Arena', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('offers a retry when the deals cannot be loaded, and says when there are none', async () => {
    server.use(http.get(DEALS_URL, () => HttpResponse.json({ detail: 'sibuk' }, { status: 503 }), { once: true }));
    const { unmount } = renderWithProviders(membersDeals('grid'), { token: DEMO_MEMBER_TOKEN });
    expect(await screen.findByRole('heading', { name: 'Deal belum dapat dimuat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Tas Gym Eksklusif Arena' })).toBeInTheDocument();
    unmount();

    server.use(http.get(DEALS_URL, () => HttpResponse.json([])));
    renderWithProviders(membersDeals('grid'), { token: DEMO_MEMBER_TOKEN });
    expect(await screen.findByRole('heading', { name: 'Belum ada deal' })).toBeInTheDocument();
  });

  it('loads one deal the same way (for a deal page whose server call was refused)', async () => {
    function OneDeal() {
      const { deal, error } = useDeal('botol-minum');
      return <p>{deal ? deal.name : error ? 'gagal' : 'menunggu'}</p>;
    }
    const calls = countRequests('GET', /\/deal\/botol-minum\/$/);
    const { session } = renderWithProviders(<OneDeal />);
    await screen.findByText('menunggu');
    expect(calls()).toBe(0);
    await act(() => session().signIn(DEMO_MEMBER_TOKEN));
    expect(await screen.findByText('Botol Minum Arena 750 ml')).toBeInTheDocument();
    expect(calls()).toBe(1);
  });
});
