import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PointsHistory, PointsHistoryList } from '@/components/member/points-history';
import { usePointsHistory } from '@/hooks/use-points-history';
import type { Transaction } from '@/lib/api/types';
import { getDemoStore } from '@/lib/demo-api/store';
import { formatDate, formatMonth } from '@/lib/format/display';
import { server } from '../msw-server';
import { countRequests, DEMO_MEMBER_TOKEN, renderWithProviders } from './deal-test-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const TRANSACTIONS_URL = '*/v1/member/api/transaction/';
const panel = () => screen.getByRole('heading', { name: 'Riwayat Poin', level: 2 }).closest('section')!;
const rows = () => within(panel()).queryAllByRole('listitem');
const seedTransactions = () => getDemoStore().members.find((m) => m.uid === 'mbr-budi')!.transactions;

/** The card with the hook that loads it, as Akun Saya pairs them. */
function LoadedPointsHistory() {
  return <PointsHistory history={usePointsHistory()} />;
}

describe('PointsHistory (with its hook, on the demo API)', () => {
  it('shows the first 20, newest first by month, and loads the rest with Muat lebih banyak, which then goes', async () => {
    const pages = countRequests('GET', /\/transaction\/$/);
    renderWithProviders(<LoadedPointsHistory />, { token: DEMO_MEMBER_TOKEN });
    expect(screen.getByRole('status', { name: 'Memuat riwayat poin' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(20));
    const seed = seedTransactions();
    expect(rows()[0]).toHaveTextContent(seed[0].description);
    expect(panel()).toHaveTextContent('20 dari 27 transaksi');

    // Month headings in order, each once.
    const months = within(panel())
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    const expected = [...new Set(seed.slice(0, 20).map((t) => formatMonth(t.created_at)))];
    expect(months).toEqual(expected);

    await userEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() => expect(rows()).toHaveLength(27));
    expect(rows()[26]).toHaveTextContent(seed[26].description);
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
    expect(pages()).toBe(2);
  });

  it('shows each row with date, store, a type label and a signed amount, green or red', async () => {
    renderWithProviders(<LoadedPointsHistory />, { token: DEMO_MEMBER_TOKEN });
    await waitFor(() => expect(rows()).toHaveLength(20));
    const seed = seedTransactions();
    const earned = seed.findIndex((t) => t.points > 0 && t.store);
    const spent = seed.findIndex((t) => t.type === 'redeem');
    const earnRow = rows()[earned];
    expect(earnRow).toHaveTextContent(`${formatDate(seed[earned].created_at)} · ${seed[earned].store}`);
    expect(earnRow).toHaveTextContent('Dapat poin');
    const earnAmount = within(earnRow).getByText(/^\+[\d.]+/);
    expect(earnAmount).toHaveTextContent('+1.850 poin');
    expect(earnAmount).toHaveClass('text-emerald-700');
    const spentAmount = within(rows()[spent]).getByText(/^\u2212/);
    expect(spentAmount).toHaveTextContent('\u22122.500 poin');
    expect(spentAmount).toHaveClass('text-red-700');
    expect(rows()[spent]).toHaveTextContent('Tukar poin');
  });

  it('reads a bare list (no paging) as the whole history, with no button', async () => {
    server.use(
      http.get(TRANSACTIONS_URL, () =>
        HttpResponse.json([
          { uid: 'a', created_at: '2026-11-20T10:00:00+07:00', description: 'Belanja', points: 1000 },
          { uid: 'b', created_at: '2026-10-02T10:00:00+07:00', description: 'Tukar poin', points: -500 },
        ]),
      ),
    );
    renderWithProviders(<LoadedPointsHistory />, { token: DEMO_MEMBER_TOKEN });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(
      within(panel())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['November 2026', 'Oktober 2026']);
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    server.use(http.get(TRANSACTIONS_URL, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })));
    renderWithProviders(<LoadedPointsHistory />, { token: DEMO_MEMBER_TOKEN });
    expect(await screen.findByText('Belum ada riwayat poin. Poin dari belanja dan penukaran akan tercatat di sini.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    server.use(http.get(TRANSACTIONS_URL, () => HttpResponse.json({ detail: 'sibuk' }, { status: 503 }), { once: true }));
    renderWithProviders(<LoadedPointsHistory />, { token: DEMO_MEMBER_TOKEN });
    expect(await screen.findByText('Riwayat poin tidak dapat dimuat.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.queryByText('Riwayat poin tidak dapat dimuat.')).toBeNull();
  });

  it('keeps the rows shown when the next page fails, and loads it on retry', async () => {
    renderWithProviders(<LoadedPointsHistory />, { token: DEMO_MEMBER_TOKEN });
    await waitFor(() => expect(rows()).toHaveLength(20));
    server.use(http.get(TRANSACTIONS_URL, () => HttpResponse.json({ detail: 'sibuk' }, { status: 502 }), { once: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect(await screen.findByText('Riwayat berikutnya tidak dapat dimuat.')).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(rows()).toHaveLength(27));
    expect(screen.queryByText('Riwayat berikutnya tidak dapat dimuat.')).toBeNull();
  });

  it('shows a transaction once when a new one pushed it onto the next page', async () => {
    renderWithProviders(<LoadedPointsHistory />, { token: DEMO_MEMBER_TOKEN });
    await waitFor(() => expect(rows()).toHaveLength(20));
    const history = seedTransactions();
    history.unshift({ uid: 'trx-new', created_at: new Date().toISOString(), description: 'Belanja baru', points: 100, type: 'earn' });
    await userEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull());
    const uids = rows().map((row) => row.textContent);
    expect(uids).toHaveLength(27);
    expect(new Set(uids).size).toBe(27);
  });

  it('ends the history when a further page brings nothing new: a backend that ignores ?page, or sends an empty page with more to come', async () => {
    const row = (uid: string) => ({ uid, created_at: '2026-11-01T10:00:00+07:00', description: `Belanja ${uid}`, points: 100 });
    for (const second of [[row('t1'), row('t2')], []]) {
      const pages = countRequests('GET', /\/transaction\/$/);
      server.use(
        http.get(TRANSACTIONS_URL, ({ request }) =>
          HttpResponse.json({
            count: 40,
            next: 'https://api.example/v1/member/api/transaction/?page=2',
            previous: null,
            results: new URL(request.url).searchParams.has('page') ? second : [row('t1'), row('t2')],
          }),
        ),
      );
      const { unmount } = renderWithProviders(<LoadedPointsHistory />, { token: DEMO_MEMBER_TOKEN });
      await waitFor(() => expect(rows()).toHaveLength(2));
      await userEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
      await waitFor(() => expect(pages()).toBe(2));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull());
      expect(rows()).toHaveLength(2);
      unmount();
      server.resetHandlers();
    }
  });
});

describe('PointsHistoryList (presentational)', () => {
  it('reads rows without store, type, description or date', () => {
    const transactions: Transaction[] = [
      { uid: '1', createdAt: '2026-11-02T10:00:00+07:00', description: 'Belanja', points: 2500 },
      { uid: '2', createdAt: '', description: '', points: -300, type: 'expire' },
      { uid: '3', createdAt: 'kemarin', description: '', points: 0 },
    ];
    renderWithProviders(<PointsHistoryList transactions={transactions} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['November 2026', 'Tanpa tanggal']);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Belanja2 November 2026\+2\.500 poin$/);
    expect(items[1]).toHaveTextContent(/^Kedaluwarsa\u2212300 poin$/);
    expect(items[2]).toHaveTextContent(/^Transaksi poin0 poin$/);
    expect(document.body).not.toHaveTextContent(/undefined|NaN/);
  });

  it('draws a row again only when its transaction changes, not on each render of the list', () => {
    // Each read of a row's description is one drawing of that row.
    const drawn = new Map<string, number>();
    const counted = (uid: string, description: string, points: number): Transaction => ({
      uid,
      createdAt: '2026-11-02T10:00:00+07:00',
      points,
      get description() {
        drawn.set(uid, (drawn.get(uid) ?? 0) + 1);
        return description;
      },
    });
    const first = counted('1', 'Belanja', 2500);
    const second = counted('2', 'Tukar deal', -500);
    const { rerender } = render(<PointsHistoryList transactions={[first, second]} />);
    const once = new Map(drawn);
    expect(once.get('1')).toBeGreaterThan(0);

    // A new list of the same transactions (a session step after hydration): no row is drawn again.
    rerender(<PointsHistoryList transactions={[first, second]} />);
    expect(drawn).toEqual(once);

    // A changed transaction is drawn again, the other is not.
    rerender(<PointsHistoryList transactions={[first, counted('2', 'Tukar deal lain', -700)]} />);
    expect(drawn.get('1')).toBe(once.get('1'));
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Tukar deal lain');
  });
});
