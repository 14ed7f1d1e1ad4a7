import { formatFullName } from '@/lib/format/display';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpiringPointsNotice } from '@/components/member/expiring-points';
import { LevelCard } from '@/components/member/level-card';
import { MemberArea } from '@/components/member/member-area';
import { ReferralResults } from '@/components/member/referral-card';
import { RewardsList } from '@/components/member/rewards-card';
import { useRewards } from '@/hooks/use-rewards';
import type { Level, Member, Scheme, User } from '@/lib/api/types';
import { formatDate } from '@/lib/format/display';
import { getDemoStore } from '@/lib/demo-api/store';
import { getScheme } from '@/lib/api/member';
import { server } from '../msw-server';
import { countRequests, DEMO_MEMBER_TOKEN, renderWithProviders } from './deal-test-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const MEMBER_URL = '*/v1/member/api/member/0/';
const REWARDS_URL = '*/v1/member/api/reward/';
const SUMMARY_URL = '*/v1/member/api/member/0/referral_summary/';
const YEAR = new Date(Date.now() + 7 * 3600_000).getUTCFullYear();

const silver: Level = { uid: 's', name: 'Silver', iconUrl: '/silver.svg', minPoints: 0 };
const gold: Level = {
  uid: 'g',
  name: 'Gold',
  iconUrl: '/gold.svg',
  minPoints: 25000,
  description: '<p>Gratis <strong>ongkir</strong><img src=x onerror="alert(1)"></p>',
};
const platinum: Level = { uid: 'p', name: 'Platinum', iconUrl: '/platinum.svg', minPoints: 50000 };
const scheme = (levels: Level[]): Scheme => ({ uid: 'sc', name: 'Rewards', referralLevel: null, levels });
const USER: User = { first_name: 'Budi', last_name: 'Santoso', email: '', mobile_no: '0812' };
const member = (extra: Partial<Member> = {}): Member => ({ uid: 'm', level: gold, balance: 24750, expiringPoints: [], ...extra });
/** Loads the member again: a card drawn alone has nothing to load. */
const reload = async () => undefined;

describe('Akun Saya (the container, on the demo API)', () => {
  it('invites a guest to sign in without asking for member data, and shows every card once signed in', async () => {
    const transactions = countRequests('GET', /\/transaction\/$/);
    const { ui, session } = renderWithProviders(<MemberArea />);
    expect(await screen.findByText('Masuk untuk melihat level, poin, riwayat poin dan hasil referral Anda.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(ui().modalView).toBe('REGISTER_VIEW');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(ui().modalView).toBe('LOGIN_VIEW');
    expect(transactions()).toBe(0);

    await act(() => session().signIn(DEMO_MEMBER_TOKEN));
    expect(await screen.findByRole('heading', { name: 'Level Gold' })).toBeInTheDocument();
    expect(screen.getByText('18.800 poin lagi menuju Platinum')).toBeInTheDocument();
    expect(screen.getByText(`500 poin akan kedaluwarsa pada 31 Desember ${YEAR}`)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Riwayat Poin' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hasil Referral' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Reward Anda' })).toBeInTheDocument();
    expect(transactions()).toBe(1);
  });

  it('shows the level card with the scheme the page was rendered with, without asking for it', async () => {
    const demo = (await getScheme()).data!;
    // Named apart from the demo's, so the card can only have it from the page.
    const rendered = {
      ...demo,
      levels: demo.levels.map((level, i, all) => (i === all.length - 1 ? { ...level, name: 'Platinum Plus' } : level)),
    };
    const schemeCalls = countRequests('GET', /\/scheme\/0\/$/);
    renderWithProviders(<MemberArea scheme={rendered} />, { token: DEMO_MEMBER_TOKEN });
    expect(await screen.findByRole('heading', { name: 'Level Gold' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tingkatan level' })).toHaveTextContent('Platinum Plus');
    expect(schemeCalls()).toBe(0);
  });

  it('shows the demo member: level card with progress, expiring points, referral results, rewards and history', async () => {
    renderWithProviders(<MemberArea />, { token: DEMO_MEMBER_TOKEN });
    expect(screen.getByRole('status', { name: 'Memuat data member' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Level Gold' })).closest('section')!;
    expect(card).toHaveTextContent('Budi Santoso');
    expect(card).toHaveTextContent('24.750 Pts');
    expect(card).toHaveTextContent('Poin level31.200');
    const bar = within(card).getByRole('progressbar', { name: 'Menuju level Platinum' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '18.800 poin lagi menuju Platinum');

    const referral = screen.getByRole('heading', { name: 'Hasil Referral' }).closest('section')!;
    expect(within(referral).getByText('BUDI24')).toBeInTheDocument();
    const friends = await within(referral).findByRole('list', { name: 'Teman yang bergabung' });
    expect(
      within(friends)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Rina Wijaya', 'Andi Pratama', 'Siti Rahayu']);
    expect(referral).toHaveTextContent('Teman bergabung3');
    expect(referral).toHaveTextContent('Poin dari referral1.500');

    const rewards = (await screen.findByRole('heading', { name: 'Reward Anda' })).closest('section')!;
    expect(within(rewards).getAllByRole('listitem')).toHaveLength(4);
    expect(rewards).toHaveTextContent('Bonus Naik Level Gold');
    expect(await screen.findAllByText(/^Belanja di Arena Sport/)).not.toHaveLength(0);
  });

  it('says so when the member cannot be loaded, and loads again on Coba lagi', async () => {
    server.use(http.get(MEMBER_URL, () => HttpResponse.json({ detail: 'sibuk' }, { status: 503 }), { once: true }));
    renderWithProviders(<MemberArea />, { token: DEMO_MEMBER_TOKEN });
    expect(await screen.findByText('Data member tidak dapat dimuat.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Level Gold' })).toBeInTheDocument();
  });

  it('hides the rewards when there are none, or when they cannot be loaded', async () => {
    // Tells when the rewards call has settled, whatever it answered.
    function Settled() {
      const { rewards, error } = useRewards();
      return rewards || error ? <p>settled</p> : null;
    }
    server.use(http.get(REWARDS_URL, () => HttpResponse.json([])));
    const { unmount } = renderWithProviders(
      <>
        <MemberArea />
        <Settled />
      </>,
      { token: DEMO_MEMBER_TOKEN },
    );
    await screen.findByText('settled');
    expect(await screen.findByRole('heading', { name: 'Riwayat Poin' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reward Anda' })).toBeNull();
    unmount();

    server.use(http.get(REWARDS_URL, () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    renderWithProviders(
      <>
        <MemberArea />
        <Settled />
      </>,
      { token: DEMO_MEMBER_TOKEN },
    );
    await screen.findByText('settled');
    expect(await screen.findByRole('heading', { name: 'Riwayat Poin' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reward Anda' })).toBeNull();
  });

  it('a member with none of the optional fields still reads naturally (Siti: no tier points, nothing expiring)', async () => {
    const siti = getDemoStore().members.find((m) => m.uid === 'mbr-siti')!;
    const budi = getDemoStore().members.find((m) => m.uid === 'mbr-budi')!;
    budi.tier_points = undefined;
    budi.expiring_points = undefined;
    budi.balance = siti.balance;
    budi.level_uid = siti.level_uid;
    renderWithProviders(<MemberArea />, { token: DEMO_MEMBER_TOKEN });
    const card = (await screen.findByRole('heading', { name: 'Level Silver' })).closest('section')!;
    expect(card).toHaveTextContent('1.200 Pts');
    expect(card).not.toHaveTextContent('Poin level');
    expect(card).toHaveTextContent('23.800 poin lagi menuju Gold');
    expect(screen.queryByText(/akan kedaluwarsa/)).toBeNull();
  });
});

describe('LevelCard', () => {
  it('with thresholds: ladder with the position, thresholds, progress toward the next level in tier points', () => {
    renderWithProviders(
      <LevelCard
        reload={reload}
        member={member({ tierPoints: 31200 })}
        name={formatFullName(USER)}
        scheme={scheme([silver, gold, platinum])}
      />,
    );
    const ladder = screen.getByRole('list', { name: 'Tingkatan level' });
    const rungs = within(ladder).getAllByRole('listitem');
    expect(rungs.map((r) => r.textContent)).toEqual(['Silver0 poin', 'Gold25.000 poin(level Anda)', 'Platinum50.000 poin']);
    expect(rungs[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('18.800 poin lagi menuju Platinum')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it('counts the balance when tier points are absent, and says nothing of them', () => {
    renderWithProviders(
      <LevelCard
        reload={reload}
        member={member({ level: silver, balance: 1200 })}
        name={formatFullName(USER)}
        scheme={scheme([silver, gold, platinum])}
      />,
    );
    expect(screen.getByText('23.800 poin lagi menuju Gold')).toBeInTheDocument();
    expect(screen.queryByText('Poin level')).toBeNull();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
  });

  it('at the top level says so, without a bar', () => {
    renderWithProviders(
      <LevelCard
        reload={reload}
        member={member({ level: platinum, tierPoints: 61000 })}
        name={formatFullName(USER)}
        scheme={scheme([silver, gold, platinum])}
      />,
    );
    expect(screen.getByText('Anda sudah di level tertinggi.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('with enough points for the next level (not yet moved up) says so', () => {
    renderWithProviders(
      <LevelCard
        reload={reload}
        member={member({ tierPoints: 52000 })}
        name={formatFullName(USER)}
        scheme={scheme([silver, gold, platinum])}
      />,
    );
    expect(screen.getByText('Poin Anda sudah cukup untuk naik ke Platinum.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('without thresholds: the ladder and the current level, no numbers', () => {
    const bare = [silver, gold, platinum].map(({ minPoints: _m, description: _d, ...level }) => level);
    renderWithProviders(
      <LevelCard
        reload={reload}
        member={member({ level: bare[1], tierPoints: 31200 })}
        name={formatFullName(USER)}
        scheme={scheme(bare)}
      />,
    );
    const rungs = within(screen.getByRole('list', { name: 'Tingkatan level' })).getAllByRole('listitem');
    expect(rungs.map((r) => r.textContent)).toEqual(['Silver', 'Gold(level Anda)', 'Platinum']);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/poin lagi/)).toBeNull();
  });

  it('without a scheme, or with a level the scheme does not list: level and balance only', () => {
    const { unmount } = renderWithProviders(<LevelCard reload={reload} member={member()} name="" scheme={null} />);
    expect(screen.getByRole('heading', { name: 'Level Gold' })).toBeInTheDocument();
    expect(screen.getByText('24.750 Pts')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    renderWithProviders(
      <LevelCard reload={reload} member={member({ level: null })} name={formatFullName(USER)} scheme={scheme([silver, gold])} />,
    );
    expect(screen.getByRole('heading', { name: 'Level member' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.body).not.toHaveTextContent(/undefined|NaN/);
  });

  it("shows the level's benefits, sanitised, once opened (not sanitised before)", async () => {
    renderWithProviders(
      <LevelCard reload={reload} member={member()} name={formatFullName(USER)} scheme={scheme([silver, gold, platinum])} />,
    );
    expect(screen.queryByText('ongkir')).toBeNull();
    await userEvent.click(screen.getByText('Keuntungan level Gold'));
    // The sanitiser's code loads as the panel opens.
    expect((await screen.findByText('ongkir')).tagName).toBe('STRONG');
    expect(document.querySelector('[onerror]')).toBeNull();
  });
});

describe('ExpiringPointsNotice', () => {
  const NOW = Date.parse('2026-11-22T12:00:00+07:00');

  it('names the soonest points to expire, and the date in Indonesian', () => {
    renderWithProviders(
      <ExpiringPointsNotice
        now={NOW}
        expiring={[
          { points: 2000, expiresAt: '2027-06-30T23:59:59+07:00' },
          { points: 500, expiresAt: '2026-12-31T23:59:59+07:00' },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Poin akan kedaluwarsa' })).toHaveTextContent(
      '500 poin akan kedaluwarsa pada 31 Desember 2026',
    );
  });

  it('shows nothing when nothing will expire', () => {
    const { container } = renderWithProviders(
      <div data-testid="host">
        <ExpiringPointsNotice now={NOW} expiring={[]} />
        <ExpiringPointsNotice now={NOW} expiring={[{ points: 500, expiresAt: '2026-11-01' }]} />
      </div>,
    );
    expect(within(container).getByTestId('host')).toBeEmptyDOMElement();
  });
});

describe('RewardsList', () => {
  it('lists rewards with their points and date; nothing at all when empty', () => {
    const { unmount } = renderWithProviders(
      <RewardsList
        rewards={[
          { uid: 'r', name: 'Bonus Referral', description: 'Siti bergabung.', points: 500, createdAt: '2026-05-20T10:05:00+07:00' },
        ]}
      />,
    );
    const item = within(screen.getByRole('heading', { name: 'Reward Anda' }).closest('section')!).getByRole('listitem');
    expect(item).toHaveTextContent('Bonus Referral');
    expect(item).toHaveTextContent('Siti bergabung.');
    expect(item).toHaveTextContent('+500 poin');
    expect(item).toHaveTextContent('20 Mei 2026');
    unmount();
    renderWithProviders(<RewardsList rewards={[]} />);
    expect(screen.queryByRole('heading', { name: 'Reward Anda' })).toBeNull();
  });
});

describe('ReferralResults', () => {
  let clipboard: { writeText: ReturnType<typeof vi.fn> } | undefined;
  afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

  it('copies the code with a toast, counts friends and points, lists the friends, and opens the share view', async () => {
    clipboard = { writeText: vi.fn(async () => {}) };
    Object.defineProperty(navigator, 'clipboard', { configurable: true, get: () => clipboard });
    const { ui } = renderWithProviders(
      <ReferralResults
        code="BUDI24"
        summary={{
          referralCode: 'BUDI24',
          totalReferrals: 2,
          totalPoints: 1000,
          referrals: [
            { name: 'Rina Wijaya', joinedAt: '2026-11-13T10:05:00+07:00', points: 500 },
            { name: '', joinedAt: '', points: 500 },
          ],
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salin kode referral BUDI24' }));
    expect(clipboard.writeText).toHaveBeenCalledWith('BUDI24');
    expect(await screen.findByText('Berhasil menyalin!')).toBeInTheDocument();

    const friends = within(screen.getByRole('list', { name: 'Teman yang bergabung' })).getAllByRole('listitem');
    expect(friends[0]).toHaveTextContent('Rina Wijaya');
    expect(friends[0]).toHaveTextContent(`Bergabung ${formatDate('2026-11-13T10:05:00+07:00')}`);
    expect(friends[0]).toHaveTextContent('+500 poin');
    // A friend sent without name or date still reads.
    expect(friends[1]).toHaveTextContent('Teman');
    expect(friends[1]).not.toHaveTextContent('Bergabung');

    await userEvent.click(screen.getByRole('button', { name: 'Bagikan tautan referral' }));
    expect(ui().modalView).toBe('SHARE_VIEW');
  });

  it('shows the totals only, when the backend sends no friends', () => {
    renderWithProviders(<ReferralResults code="BUDI24" summary={{ referralCode: 'BUDI24', totalReferrals: 0, totalPoints: 0 }} />);
    expect(screen.getByText('Teman bergabung').nextSibling).toHaveTextContent('0');
    expect(screen.queryByRole('list', { name: 'Teman yang bergabung' })).toBeNull();
  });

  it('keeps the code and offers a retry when the summary fails; the container loads it again', async () => {
    server.use(http.get(SUMMARY_URL, () => HttpResponse.json({ detail: 'sibuk' }, { status: 503 }), { once: true }));
    renderWithProviders(<MemberArea />, { token: DEMO_MEMBER_TOKEN });
    expect(await screen.findByText('Hasil referral tidak dapat dimuat.')).toBeInTheDocument();
    // The member's own code, while the summary is missing.
    expect(screen.getByText('BUDI24')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('list', { name: 'Teman yang bergabung' })).toBeInTheDocument();
  });
});
