// A page rendered on the server for the session (<SessionHandOver>, hooks/use-session.tsx): what the server
// found is shown at once and is the browser's session, with nothing asked again; the page gives way when
// the browser's session ends or is another member's.
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MemberArea, PointsHistorySection, ReferralSection, RewardsSection } from '@/components/member/member-area';
import { MyVoucher } from '@/components/member/my-voucher';
import { SessionHandOver } from '@/hooks/use-session';
import type { SessionAnswer } from '@/lib/api/session';
import type { Deal, Member, Scheme, TransactionPage, User } from '@/lib/api/types';
import { requestLoginOtp, signIn } from '@/lib/api/auth';
import { listMyDeals } from '@/lib/api/member';
import { SECOND_MEMBER_PHONE } from '@/lib/demo-api/seed';
import { server } from '../msw-server';
import { countRequests, DEMO_MEMBER_TOKEN, renderWithProviders, seedDeal } from './deal-test-providers';

const { router } = vi.hoisted(() => ({ router: { refresh: vi.fn(), push: vi.fn() } }));
// One router for the page, as Next gives.
vi.mock('next/navigation', () => ({ useRouter: () => router, useSearchParams: () => new URLSearchParams() }));

const USER: User = { first_name: 'Rendra', last_name: 'Server', email: '', mobile_no: '0812' };
const MEMBER: Member = {
  uid: 'm-rendered',
  level: { uid: 'l', name: 'Perunggu', iconUrl: '' },
  balance: 1234,
  expiringPoints: [],
  referralCode: 'RENDRA1',
};
const RENDERED: SessionAnswer = { status: 'member', user: USER, member: MEMBER };
const SCHEME: Scheme = { uid: 's', name: 'Skema', referralLevel: null, levels: [] };
const HISTORY: TransactionPage = {
  transactions: [
    { uid: 't1', type: 'earn', points: 700, description: 'Belanja dari server', store: '', createdAt: '2026-11-01T10:00:00+07:00' },
  ],
  hasMore: false,
};

/** Akun Saya as app/member/page.tsx renders it for the session, with the slower cards' data. */
const akunSaya = (history = HISTORY) => (
  <SessionHandOver answer={RENDERED}>
    <MemberArea
      scheme={SCHEME}
      referral={<ReferralSection rendered={{ referralCode: 'RENDRA1', totalReferrals: 4, totalPoints: 800, referrals: [] }} />}
      rewards={<RewardsSection rendered={[{ uid: 'r', name: 'Hadiah dari server', description: '', points: 50, createdAt: '' }]} />}
      history={<PointsHistorySection rendered={history} />}
    />
  </SessionHandOver>
);

/** The calls a member page could make, by name. */
function countCalls() {
  const asked = {
    session: countRequests('GET', /^\/api\/session$/),
    tokenInfo: countRequests('POST', /\/token-info\/$/),
    member: countRequests('GET', /\/member\/api\/member\/0\/$/),
    summary: countRequests('GET', /\/referral_summary\/$/),
    rewards: countRequests('GET', /\/reward\/$/),
    history: countRequests('GET', /\/transaction\/$/),
    vouchers: countRequests('GET', /\/my_deals\/$/),
  };
  return () => Object.fromEntries(Object.entries(asked).map(([name, count]) => [name, count()]));
}
const NONE = { session: 0, tokenInfo: 0, member: 0, summary: 0, rewards: 0, history: 0, vouchers: 0 };

describe('a page rendered for the session', () => {
  beforeEach(() => router.refresh.mockClear());

  it("shows the server's member and cards at once, and is the browser's session: nothing is asked again", async () => {
    const calls = countCalls();
    const { session } = renderWithProviders(akunSaya(), { token: DEMO_MEMBER_TOKEN });
    // Before the browser has read its token: the server's answer stands.
    expect(session().status).toBe('unknown');
    expect(screen.getByRole('heading', { name: 'Level Perunggu' })).toBeInTheDocument();
    expect(screen.getByText('Rendra Server')).toBeInTheDocument();
    expect(screen.getByText('Belanja dari server')).toBeInTheDocument();
    expect(screen.getByText('Hadiah dari server')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hasil Referral' }).closest('section')).toHaveTextContent('Teman bergabung4');
    // Then the browser's own session, from the page's answer.
    await waitFor(() => expect(session().status).toBe('member'));
    expect(session().user).toEqual(USER);
    expect(session().member).toEqual(MEMBER);
    expect(session().token).toBe(DEMO_MEMBER_TOKEN);
    // SWR would revalidate a frame later: give it time to (not) ask.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('Belanja dari server')).toBeInTheDocument();
    expect(calls()).toEqual(NONE);
  });

  it('offline, the page is a copy the service worker kept: the session is asked for', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => online.mockRestore());
    const calls = countCalls();
    renderWithProviders(akunSaya(), { token: DEMO_MEMBER_TOKEN });
    await waitFor(() => expect(calls().session).toBe(1));
  });

  it('a member call the backend refuses (401) still ends the session', async () => {
    const { session } = renderWithProviders(akunSaya(), { token: DEMO_MEMBER_TOKEN });
    await waitFor(() => expect(session().member).toEqual(MEMBER));
    server.use(http.get(/\/my_deals\/$/, () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    await act(() => listMyDeals());
    await waitFor(() => expect(session().status).toBe('guest'));
    expect(screen.queryByText('Rendra Server')).not.toBeInTheDocument();
  });

  it("Muat lebih banyak after the server's first page asks for the second page only", async () => {
    const pages: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (/\/transaction\/$/.test(url.pathname)) pages.push(url.searchParams.get('page'));
    });
    onTestFinished(() => server.events.removeAllListeners('request:start'));
    const { session } = renderWithProviders(akunSaya({ ...HISTORY, hasMore: true, count: 30 }), { token: DEMO_MEMBER_TOKEN });
    await waitFor(() => expect(session().status).toBe('member'));
    await userEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() => expect(screen.getAllByText(/^Belanja di Arena Sport/).length).toBeGreaterThan(0));
    expect(pages).toEqual(['2']);
    // The server's first page stays as it came, with the second under it.
    expect(screen.getByText('Belanja dari server')).toBeInTheDocument();
  });

  it("My Voucher shows the server's vouchers without asking for them", async () => {
    const calls = countCalls();
    const deal: Deal = { ...seedDeal('kaos-kaki-gratis'), codes: [{ code: 'SERVER-CODE-1' }] };
    const { session } = renderWithProviders(
      <SessionHandOver answer={RENDERED}>
        <MyVoucher rendered={[deal]} />
      </SessionHandOver>,
      { token: DEMO_MEMBER_TOKEN },
    );
    expect(screen.getByText(deal.name)).toBeInTheDocument();
    await waitFor(() => expect(session().status).toBe('member'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText(deal.name)).toBeInTheDocument();
    expect(calls()).toEqual(NONE);
  });

  it('gives way when the session ends in the browser: nothing of the member stays, and the page is asked for again', async () => {
    const { session } = renderWithProviders(akunSaya(), { token: DEMO_MEMBER_TOKEN });
    await waitFor(() => expect(session().status).toBe('member'));
    await act(() => session().endSession());
    expect(screen.queryByText('Rendra Server')).not.toBeInTheDocument();
    expect(screen.queryByText('Level Perunggu')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Memuat' })).toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('gives way when another tab signs in as another member', async () => {
    const otp = await requestLoginOtp(SECOND_MEMBER_PHONE, 'whatsapp');
    const siti = (await signIn(SECOND_MEMBER_PHONE, otp.data?.otpCode ?? '')).data!;
    const { session } = renderWithProviders(akunSaya(), { token: DEMO_MEMBER_TOKEN });
    await waitFor(() => expect(session().status).toBe('member'));
    window.dispatchEvent(new StorageEvent('storage', { key: '_authToken', newValue: siti }));
    await waitFor(() => expect(session().member?.uid).toBe('mbr-siti'));
    expect(screen.queryByText('Rendra Server')).not.toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('a page rendered for a refused token signs the device out quietly, without asking again', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const calls = countCalls();
    const { session } = renderWithProviders(
      <SessionHandOver answer={{ status: 'guest' }}>
        <MemberArea scheme={SCHEME} />
      </SessionHandOver>,
      { token: 'demo.expired-or-unknown' },
    );
    expect(screen.getByText('Masuk untuk melihat level, poin, riwayat poin dan hasil referral Anda.')).toBeInTheDocument();
    await waitFor(() => expect(session().status).toBe('guest'));
    expect(window.localStorage.getItem('_authToken')).toBeNull();
    expect(document.cookie).not.toContain('__goapp_token');
    expect(calls()).toEqual(NONE);
    expect(toastError).not.toHaveBeenCalled();
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
