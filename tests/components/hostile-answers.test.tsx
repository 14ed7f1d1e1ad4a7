/**
 * Property tests: the member pages (Akun Saya, Voucher Saya, Kartu member) against answers drawn at random
 * in the shapes contract/openapi.yaml gives, every field holding anything JSON can (numbers as strings, huge and negative
 * numbers, impossible dates, codes too long for a QR code, repeated ids). FUZZ_RUNS and FUZZ_SEED: tests/hostile-values.ts.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealsSkeleton } from '@/components/deals/deals-skeleton';
import { MembersDeals } from '@/components/deals/members-deals';
import { MemberArea } from '@/components/member/member-area';
import { MyVoucher } from '@/components/member/my-voucher';
import { CARD_ERROR, MemberCardView } from '@/components/member-card/member-card-view';
import { isRecord, toMember } from '@/lib/api/normalize';
import { POINTS_UNREADABLE } from '@/lib/format/display';
import { FUZZ, any, expectNothingBroken, image, list, shaped, value } from '../hostile-values';
import { server } from '../msw-server';
import { DEMO_MEMBER_TOKEN, renderWithProviders } from './deal-test-providers';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/member',
  useSearchParams: () => new URLSearchParams(),
}));

const level = shaped({ ...any('uid', 'name', 'min_points', 'description'), icon: fc.oneof(shaped(any('image_url')), value) });
const member = shaped({
  ...any('uid', 'tier_points'),
  level: fc.oneof(level, value),
  account: fc.oneof(
    shaped({ ...any('balance', 'referral_code', 'card_number'), expiring_points: list(shaped(any('points', 'expires_at'))) }),
    value,
  ),
});
const scheme = shaped({ ...any('uid', 'name'), referral_level: fc.oneof(shaped(any('uid', 'name')), value), levels: list(level) });
const summary = shaped({
  ...any('referral_code', 'total_referrals', 'total_points'),
  referrals: list(shaped(any('name', 'joined_at', 'points'))),
});
const transactions = list(shaped(any('uid', 'id', 'created_at', 'description', 'points', 'type', 'store')));
const deals = list(
  shaped({
    ...any('uid', 'id', 'name', 'title', 'price', 'description', 'body'),
    image,
    images: list(image),
    codes: list(fc.oneof(shaped(any('code', 'used_at', 'expires_at')), value)),
  }),
);
const rewards = list(shaped({ ...any('uid', 'name', 'title', 'description', 'points', 'expires_at', 'created_at'), image }));
const user = shaped(any('first_name', 'last_name', 'email', 'mobile_no'));

const answers = fc.record({ member, scheme, summary, transactions, deals, rewards, user, dealList: deals });
type Answers = typeof answers extends fc.Arbitrary<infer T> ? T : never;

/** Every member call answers with its part of `a`, however it is shaped. */
function serve(a: Answers) {
  const answer = (body: unknown) => () => HttpResponse.json(body as JsonBodyType);
  server.use(
    http.post('*/token-info/', answer({ user: a.user })),
    http.get('*/v1/member/api/member/0/', answer(a.member)),
    http.get('*/v1/member/api/scheme/0/', answer(a.scheme)),
    http.get('*/v1/member/api/member/0/referral_summary/', answer(a.summary)),
    http.get('*/v1/member/api/transaction/', answer(a.transactions)),
    http.get('*/v1/member/api/deal/my_deals/', answer(a.deals)),
    http.get('*/v1/member/api/reward/', answer(a.rewards)),
    http.get('*/v1/member/api/deal/', answer(a.dealList)),
  );
}

afterEach(() => server.resetHandlers());

/** A member answer whose balance cannot be read (or is missing) is said to be so, never shown as a number. */
function expectBalanceUnreadable(a: Answers) {
  if (toMember(isRecord(a.member) ? a.member : {}).balance !== null) return;
  expect(document.body).toHaveTextContent(POINTS_UNREADABLE);
  expect(document.body).not.toHaveTextContent(/\bPts\b/);
}

/**
 * Renders a member page signed in against answers drawn at random, and checks what it shows once it has
 * loaded: no garbage word the backend did not send, no React error (the setup fails a test on any), and
 * whatever `then` checks further.
 */
async function property(page: React.ReactNode, then: (a: Answers, container: HTMLElement) => Promise<void> | void = () => {}) {
  await fc.assert(
    fc.asyncProperty(answers, async (a) => {
      serve(a);
      const { container } = renderWithProviders(page, { token: DEMO_MEMBER_TOKEN });
      try {
        // Generous: on a loaded machine (the suite's two workers) a page may take seconds to settle.
        await waitFor(() => expect(screen.queryAllByRole('status', { name: /Memuat/ })).toHaveLength(0), { timeout: 10_000 });
        await then(a, container);
        expectNothingBroken(document.body, a);
      } finally {
        cleanup();
        server.resetHandlers();
      }
    }),
    FUZZ,
  );
}

describe('whatever a backend answers, the member pages show no garbage and never break', () => {
  it('Akun Saya: level card, expiring points, referral results, rewards and points history', async () => {
    await property(<MemberArea />, async (a) => {
      await screen.findByRole('heading', { name: /^Level / }, { timeout: 10_000 });
      expectBalanceUnreadable(a);
    });
  }, 120_000);

  it('Voucher Saya: every voucher has a name, and the first opens with its code', async () => {
    await property(<MyVoucher />, async () => {
      const vouchers = screen.queryAllByRole('button').filter((b) => b.closest('[role="tabpanel"] li'));
      for (const v of vouchers) expect(v.querySelector('.font-semibold')?.textContent?.trim()).not.toBe('');
      if (vouchers[0]) {
        await userEvent.click(vouchers[0]);
        await screen.findByRole('dialog', { name: 'Detail deal' });
      }
    });
  }, 120_000);

  it("the members' deals, loaded with the token from a backend that keeps them for members", async () => {
    await property(<MembersDeals layout="grid" loading={<DealsSkeleton layout="grid" />} />, async () => {
      // Once loaded (no skeleton left): the deals, or that there are none, or that they cannot be loaded.
      await waitFor(() =>
        expect(screen.queryAllByRole('heading').length + screen.queryAllByRole('button', { name: 'Coba lagi' }).length).toBeGreaterThan(0),
      );
    });
  }, 120_000);

  it('Kartu member', async () => {
    // The card, or (a member answer that is no member at all) the notice that it cannot be loaded.
    await property(<MemberCardView />, async (a, container) => {
      await waitFor(() => expect(container.querySelector('[data-member-card]') ?? screen.queryByText(CARD_ERROR)).not.toBeNull());
      if (container.querySelector('[data-member-card]')) expectBalanceUnreadable(a);
    });
  }, 120_000);
});
