/**
 * Unknown is not zero, on screen: a number the backend sends in a shape no number can be read from (an
 * object, an array, text, a boolean) is never shown as 0 Pts, Free, Rp 0 or +0. The balance says it
 * cannot be read, with a way to try again (the header, Akun Saya, Kartu Member, a page rendered for the
 * session); a deal without a known price shows none and cannot be redeemed; a product, a history entry,
 * a reward or a referral without a readable amount shows none. The answers come from the demo API with
 * one field changed.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/components/catalog/product-card';
import { ProductPrice } from '@/components/catalog/product-price';
import { DealCards } from '@/components/deals/deal-cards';
import { ExpiringPointsNotice } from '@/components/member/expiring-points';
import { LevelCard } from '@/components/member/level-card';
import { MemberArea } from '@/components/member/member-area';
import { PointsHistoryList } from '@/components/member/points-history';
import { ReferralResults } from '@/components/member/referral-card';
import { RewardsList } from '@/components/member/rewards-card';
import { MemberCardView } from '@/components/member-card/member-card-view';
import { PRICE_UNREADABLE_REASON } from '@/hooks/use-redeem';
import { SessionHandOver } from '@/hooks/use-session';
import { toDeal, toMember, toProduct, toReferralSummary, toReward, toTransaction } from '@/lib/api/normalize';
import type { User } from '@/lib/api/types';
import { saveToken } from '@/lib/browser/storage';
import { getDemoStore } from '@/lib/demo-api/store';
import { POINTS_UNREADABLE } from '@/lib/format/display';
import { SEED_TOKEN, renderApp, resetAuthStorage } from './auth-harness';
import { countRequests, DEMO_MEMBER_TOKEN, renderWithProviders, seedDeal, waitForMember } from './deal-test-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }), usePathname: () => '/member' }));

/** The demo member's record, whose balance a test makes unreadable (the demo store is reset before each test). */
const budi = () => getDemoStore().members.find((m) => m.uid === 'mbr-budi')!;
/** What an unreadable number must never turn into. */
const ZERO = /(^|\D)0 Pts|\bFree\b|gratis|Rp 0\b|\+0\b/;

describe('a balance that cannot be read: said so, with a way to try again, never 0 Pts', () => {
  it('the header: the chip says so, and the menu loads the member again', async () => {
    resetAuthStorage();
    budi().balance = { amount: '24750.00' } as unknown as string;
    saveToken(SEED_TOKEN);
    const { user } = renderApp();
    const chip = await screen.findByRole('button', { name: /Budi Santoso/ });
    await within(chip).findByText(POINTS_UNREADABLE);
    expect(chip).not.toHaveTextContent(ZERO);

    budi().balance = '24750.00';
    await user.click(chip);
    const menu = document.getElementById(chip.getAttribute('aria-controls') ?? '')!;
    await user.click(within(menu).getByRole('button', { name: 'Muat ulang poin' }));
    expect(await within(chip).findByText('24.750 Pts')).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Muat ulang poin' })).toBeNull();
  });

  it('Akun Saya: the level card says so, and Coba lagi loads the member again', async () => {
    budi().balance = [24750] as unknown as string;
    renderWithProviders(<MemberArea />, { token: DEMO_MEMBER_TOKEN });
    const card = (await screen.findByRole('heading', { name: 'Level Gold' })).closest('section')!;
    expect(card).toHaveTextContent(`Saldo poin${POINTS_UNREADABLE}`);
    expect(card).not.toHaveTextContent(ZERO);
    // Known tier points still tell the distance to the next level.
    expect(card).toHaveTextContent('18.800 poin lagi menuju Platinum');

    const members = countRequests('GET', /\/member\/0\/$/);
    budi().balance = '24750.00';
    await userEvent.click(within(card).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(card).toHaveTextContent('24.750 Pts'));
    expect(within(card).queryByText(POINTS_UNREADABLE)).toBeNull();
    expect(members()).toBe(1);
  });

  it('Kartu Member: the card says so beside the codes, and Coba lagi loads the member again', async () => {
    budi().balance = 'dua puluh ribu';
    renderWithProviders(<MemberCardView />, { token: DEMO_MEMBER_TOKEN });
    const card = await screen.findByRole('region', { name: 'Budi Santoso' });
    expect(card).toHaveTextContent(POINTS_UNREADABLE);
    expect(card).not.toHaveTextContent(ZERO);
    // The till still gets the member number.
    expect(within(card).getByRole('img', { name: 'Kode QR nomor member 8800 2408 1700 0024' })).toBeInTheDocument();

    budi().balance = '24750.00';
    await userEvent.click(within(card).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(card).toHaveTextContent('24.750 Pts'));
  });

  it('Akun Saya rendered for the session: the same words, and Coba lagi loads the member in the browser', async () => {
    const member = toMember({ uid: 'mbr-budi', level: { uid: 'lvl-gold', name: 'Gold' }, account: { balance: true } });
    const user: User = { first_name: 'Budi', last_name: 'Santoso', email: '', mobile_no: '' };
    const { session } = renderWithProviders(
      <SessionHandOver answer={{ status: 'member', user, member }}>
        <MemberArea scheme={{ uid: 's', name: 'Skema', referralLevel: null, levels: [] }} />
      </SessionHandOver>,
      { token: DEMO_MEMBER_TOKEN },
    );
    const card = screen.getByRole('heading', { name: 'Level Gold' }).closest('section')!;
    expect(card).toHaveTextContent(POINTS_UNREADABLE);
    expect(card).not.toHaveTextContent(ZERO);
    await waitFor(() => expect(session().status).toBe('member'));
    await userEvent.click(within(card).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(card).toHaveTextContent('24.750 Pts'));
  });

  it('Redeem Now is disabled, with the same words, whatever the price', async () => {
    budi().balance = { value: 1 } as unknown as string;
    const { ui, session } = renderWithProviders(null, { token: DEMO_MEMBER_TOKEN });
    await waitForMember(session);
    act(() => ui().openModal('DEAL_DETAIL_VIEW', { data: { deal: seedDeal('kaos-kaki-gratis') } }));
    const button = await screen.findByRole('button', { name: 'Redeem Now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(`${POINTS_UNREADABLE}.`);
  });
});

describe('a deal whose price cannot be read: no price, never Free, not redeemable', () => {
  const deal = toDeal({ uid: 'botol-minum', name: 'Botol Minum', price: { points: 500 } });

  it('its card shows no price', () => {
    const { container } = renderWithProviders(<DealCards deals={[deal]} layout="grid" />);
    expect(container).toHaveTextContent('Botol Minum');
    expect(container).not.toHaveTextContent(/Pts|Free/);
    expect(screen.getByRole('button', { name: 'Botol Minum' })).not.toHaveAttribute('aria-describedby');
  });

  it('its dialog: no price, and Redeem Now disabled with the reason, for a member with points enough', async () => {
    const redeems = countRequests('POST', /\/redeem\/$/);
    const { ui, session } = renderWithProviders(null, { token: DEMO_MEMBER_TOKEN });
    await waitForMember(session);
    act(() => ui().openModal('DEAL_DETAIL_VIEW', { data: { deal } }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail deal' });
    await within(dialog).findByRole('heading', { name: 'Botol Minum' });
    expect(dialog).not.toHaveTextContent(/Pts|Free|gratis/);
    const button = within(dialog).getByRole('button', { name: 'Redeem Now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(PRICE_UNREADABLE_REASON);
    await userEvent.click(button);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(redeems()).toBe(0);
  });

  it('a guest is not led to sign in for it either', async () => {
    const { ui } = renderWithProviders(null);
    act(() => ui().openModal('DEAL_DETAIL_VIEW', { data: { deal } }));
    const button = await screen.findByRole('button', { name: 'Redeem Now' });
    // Once the session is known to be a guest's (no token kept).
    await waitFor(() => expect(button).toHaveAccessibleDescription(PRICE_UNREADABLE_REASON));
    expect(button).toBeDisabled();
  });
});

describe('amounts that cannot be read are left out', () => {
  it('a product: no price, also when only its sale price cannot be read', () => {
    for (const raw of [{ price: 'sembilan ratus ribu' }, { price: 899000, sale_price: { rp: 699000 } }]) {
      const product = toProduct({ id: 1, name: 'Sepatu Lari', ...raw });
      const { container, unmount } = render(<ProductCard product={product} brandName="" />);
      expect(container).not.toHaveTextContent(/Rp/);
      unmount();
      expect(render(<ProductPrice price={product.price} salePrice={product.salePrice} />).container).toBeEmptyDOMElement();
    }
  });

  it('a points history entry: no amount, never +0', () => {
    const transactions = [
      toTransaction({ uid: 't1', description: 'Belanja tanpa angka', points: { earned: 1850 }, created_at: '2026-11-01T10:00:00+07:00' }),
      toTransaction({ uid: 't2', description: 'Belanja', points: '1850.00', created_at: '2026-11-01T11:00:00+07:00' }),
    ];
    renderWithProviders(<PointsHistoryList transactions={transactions} />);
    const [unread, read] = screen.getAllByRole('listitem');
    expect(unread).toHaveTextContent(/^Belanja tanpa angka1 November 2026$/);
    expect(read).toHaveTextContent('+1.850 poin');
  });

  it('a reward, and a referral: no amount; totals not known are left out', () => {
    renderWithProviders(<RewardsList rewards={[toReward({ uid: 'r', name: 'Bonus', points: ['500'] })]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Bonus$/);

    const summary = toReferralSummary({ total_referrals: { n: 3 }, total_points: '1500', referrals: [{ name: 'Siti', points: true }] });
    renderWithProviders(<ReferralResults code="BUDI24" summary={summary} />);
    const panel = screen.getByRole('heading', { name: 'Hasil Referral' }).closest('section')!;
    expect(panel).not.toHaveTextContent('Teman bergabung');
    expect(panel).toHaveTextContent('Poin dari referral1.500');
    expect(within(panel).getByRole('list', { name: 'Teman yang bergabung' })).toHaveTextContent(/^Siti$/);
  });

  it('points expiring on a day, how many not readable: the day, without a number', () => {
    const { expiringPoints } = toMember({
      account: {
        balance: '1',
        expiring_points: [
          { points: 500, expires_at: '2099-12-31' },
          { points: 'lima ratus', expires_at: '2099-12-31' },
        ],
      },
    });
    renderWithProviders(<ExpiringPointsNotice expiring={expiringPoints} now={Date.now()} />);
    expect(screen.getByRole('region', { name: 'Poin akan kedaluwarsa' })).toHaveTextContent(
      'Sebagian poin Anda akan kedaluwarsa pada 31 Desember 2099',
    );
  });

  it('tier points that cannot be read: left out, and the balance does not stand in for them', () => {
    const gold = { uid: 'g', name: 'Gold', iconUrl: '', minPoints: 25000 };
    const platinum = { uid: 'p', name: 'Platinum', iconUrl: '', minPoints: 50000 };
    const member = toMember({ account: { balance: '49000' }, tier_points: 'banyak', level: { uid: 'g', name: 'Gold' } });
    renderWithProviders(
      <LevelCard
        member={member}
        name=""
        scheme={{ uid: 's', name: '', referralLevel: null, levels: [gold, platinum] }}
        reload={async () => undefined}
      />,
    );
    const card = screen.getByRole('heading', { name: 'Level Gold' }).closest('section')!;
    expect(card).toHaveTextContent('49.000 Pts');
    expect(card).not.toHaveTextContent('Poin level');
    expect(card).not.toHaveTextContent(/poin lagi|sudah cukup/);
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });
});
