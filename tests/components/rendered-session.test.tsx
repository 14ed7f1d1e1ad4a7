// The client side of a member page the server rendered for the session (components/member/rendered-session.tsx):
// the server's data is shown at once and not asked for again, and gives way when the session changes.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MemberSummary, PointsHistorySection, ReferralSection, RewardsSection } from '@/components/member/member-area';
import { MyVoucher } from '@/components/member/my-voucher';
import { RenderedSession } from '@/components/member/rendered-session';
import type { Deal, Member, Scheme, TransactionPage, User } from '@/lib/api/types';
import { CHECK_STANDS_MS, tokenTag } from '@/lib/rules/session-check';
import { server } from '../msw-server';
import { countRequests, DEMO_MEMBER_TOKEN, renderWithProviders, seedDeal } from './deal-test-providers';

const { router } = vi.hoisted(() => ({ router: { refresh: vi.fn(), push: vi.fn() } }));
// One router for the page, as Next gives.
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const USER: User = { first_name: 'Rendra', last_name: 'Server', email: '', mobile_no: '0812' };
const MEMBER: Member = {
  uid: 'm-rendered',
  level: { uid: 'l', name: 'Perunggu', iconUrl: '' },
  balance: 1234,
  expiringPoints: [],
  referralCode: 'RENDRA1',
};
const SCHEME: Scheme = { uid: 's', name: 'Skema', referralLevel: null, levels: [] };
const HISTORY: TransactionPage = {
  transactions: [
    { uid: 't1', type: 'earn', points: 700, description: 'Belanja dari server', store: '', createdAt: '2026-11-01T10:00:00+07:00' },
  ],
  hasMore: false,
};

/**
 * `checkedAt`: when the server checked the token (now: a page that has just arrived); `checkedFor`: the
 * token it checked (the demo member's, the cookie the tests keep).
 */
function rendered(children: React.ReactNode, checkedAt = Date.now(), checkedFor = DEMO_MEMBER_TOKEN) {
  return (
    <RenderedSession member={MEMBER} user={USER} checkedAt={checkedAt} checkedFor={tokenTag(checkedFor)}>
      {children}
    </RenderedSession>
  );
}

describe('a member page rendered for the session', () => {
  beforeEach(() => router.refresh.mockClear());

  it("shows the server's member, history, referral results and rewards at once, and asks for none of them again", async () => {
    const asked = {
      tokenInfo: countRequests('POST', /\/token-info\/$/),
      member: countRequests('GET', /\/member\/api\/member\/0\/$/),
      summary: countRequests('GET', /\/referral_summary\/$/),
      rewards: countRequests('GET', /\/reward\/$/),
      history: countRequests('GET', /\/transaction\/$/),
    };
    const { auth, member } = renderWithProviders(
      rendered(
        <>
          <MemberSummary scheme={SCHEME} />
          <ReferralSection rendered={{ referralCode: 'RENDRA1', totalReferrals: 4, totalPoints: 800, referrals: [] }} />
          <RewardsSection rendered={[{ uid: 'r', name: 'Hadiah dari server', description: '', points: 50, createdAt: '' }]} />
          <PointsHistorySection rendered={HISTORY} />
        </>,
      ),
      { token: DEMO_MEMBER_TOKEN },
    );
    // Before the browser has checked the token: the server's word stands.
    expect(auth().status).toBe('restoring');
    expect(screen.getByRole('heading', { name: 'Level Perunggu' })).toBeInTheDocument();
    expect(screen.getByText('Rendra Server')).toBeInTheDocument();
    expect(screen.getByText('Belanja dari server')).toBeInTheDocument();
    expect(screen.getByText('Hadiah dari server')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hasil Referral' }).closest('section')).toHaveTextContent('Teman bergabung4');
    // Signed in from the server's check, moments old: its user and member are the browser's session.
    await vi.waitFor(() => expect(auth().status).toBe('signed-in'));
    expect(auth().user).toEqual(USER);
    await vi.waitFor(() => expect(member().member).toEqual(MEMBER));
    expect(screen.getByText('Rendra Server')).toBeInTheDocument();
    expect(screen.getByText('Belanja dari server')).toBeInTheDocument();
    // SWR would revalidate a frame later: give it time to (not) ask.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(asked.summary() + asked.rewards() + asked.history()).toBe(0);
    // Not even the token's check or the member: the server made both calls for this page.
    expect(asked.tokenInfo() + asked.member()).toBe(0);
  });

  it("checks the token again when the server's check is old (a copy the service worker kept)", async () => {
    const tokenInfo = countRequests('POST', /\/token-info\/$/);
    const { auth } = renderWithProviders(rendered(<MemberSummary scheme={SCHEME} />, Date.now() - CHECK_STANDS_MS - 1000), {
      token: DEMO_MEMBER_TOKEN,
    });
    expect(screen.getByText('Rendra Server')).toBeInTheDocument();
    // The member as the browser loads it (the demo's Budi) replaces the server's.
    await screen.findByText('Budi Santoso');
    await vi.waitFor(() => expect(auth().status).toBe('signed-in'));
    expect(tokenInfo()).toBe(1);
  });

  it('checks the token again when the cookie is no longer the token the server checked (another tab signed in since)', async () => {
    const tokenInfo = countRequests('POST', /\/token-info\/$/);
    const { auth } = renderWithProviders(rendered(<MemberSummary scheme={SCHEME} />, Date.now(), 'demo.seed-siti-rahma'), {
      token: DEMO_MEMBER_TOKEN,
    });
    await vi.waitFor(() => expect(auth().status).toBe('signed-in'));
    expect(tokenInfo()).toBe(1);
    // The cookie's own member and user, not the ones the page was rendered with.
    expect(auth().user).not.toEqual(USER);
  });

  it('checks the token again when the device is offline (the page is a kept copy)', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => online.mockRestore());
    const tokenInfo = countRequests('POST', /\/token-info\/$/);
    renderWithProviders(rendered(<MemberSummary scheme={SCHEME} />), { token: DEMO_MEMBER_TOKEN });
    await vi.waitFor(() => expect(tokenInfo()).toBe(1));
  });

  it("a session started from the server's check still ends on the first call the backend refuses", async () => {
    const { auth, member } = renderWithProviders(rendered(<MemberSummary scheme={SCHEME} />), { token: DEMO_MEMBER_TOKEN });
    await vi.waitFor(() => expect(member().member).toEqual(MEMBER));
    server.use(http.get(/\/member\/api\/member\/0\/$/, () => HttpResponse.json({ detail: 'expired' }, { status: 401 })));
    await act(async () => {
      await member().refresh();
    });
    await vi.waitFor(() => expect(auth().status).toBe('guest'));
    expect(screen.queryByText('Rendra Server')).not.toBeInTheDocument();
  });

  it("Muat lebih banyak after the server's first page asks for the second page only", async () => {
    const pages: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (/\/transaction\/$/.test(url.pathname)) pages.push(url.searchParams.get('page'));
    });
    onTestFinished(() => server.events.removeAllListeners('request:start'));
    const { auth } = renderWithProviders(rendered(<PointsHistorySection rendered={{ ...HISTORY, hasMore: true, count: 30 }} />), {
      token: DEMO_MEMBER_TOKEN,
    });
    await vi.waitFor(() => expect(auth().status).toBe('signed-in'));
    await userEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(1));
    expect(pages).toEqual(['2']);
    // The server's first page stays as it came, with the second under it.
    expect(screen.getByText('Belanja dari server')).toBeInTheDocument();
  });

  it("My Voucher shows the server's vouchers without asking for them", async () => {
    const vouchers = countRequests('GET', /\/my_deals\/$/);
    const deal: Deal = { ...seedDeal('kaos-kaki-gratis'), codes: [{ code: 'SERVER-CODE-1' }] };
    const { auth } = renderWithProviders(rendered(<MyVoucher rendered={[deal]} />), { token: DEMO_MEMBER_TOKEN });
    expect(screen.getByText(deal.name)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await screen.findByText(deal.name);
    await vi.waitFor(() => expect(auth().status).toBe('signed-in'));
    expect(vouchers()).toBe(0);
  });

  it('gives way when the session ends in the browser: nothing of the member stays on the page', async () => {
    const { auth } = renderWithProviders(rendered(<MemberSummary scheme={SCHEME} />), { token: DEMO_MEMBER_TOKEN });
    expect(screen.getByText('Rendra Server')).toBeInTheDocument();
    await vi.waitFor(() => expect(auth().status).toBe('signed-in'));
    await act(() => auth().dropSession());
    expect(screen.queryByText('Rendra Server')).not.toBeInTheDocument();
    expect(screen.queryByText('Level Perunggu')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Memuat' })).toBeInTheDocument();
    // ...and the server is asked for the page again, for the session there is now.
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });
});
