import { describe, expect, it } from 'vitest';
import { getAuthToken, setAuthToken } from '@/lib/api/http';
import {
  getDeal,
  getMember,
  getReferralSummary,
  getScheme,
  listDeals,
  listMyDeals,
  listRewards,
  listStores,
  listTransactions,
  redeemDeal,
  registerMember,
} from '@/lib/api/member';
import { register, requestRegisterOtp } from '@/lib/api/auth';
import { WELCOME_BONUS_POINTS, getDemoStore } from '@/lib/demo-api/store';
import { API, BUDI, DEWI, KEY, SITI, signInAs } from './helpers';

async function registerNewUser(phone: string, name: string): Promise<string> {
  const otp = await requestRegisterOtp(phone);
  const token = await register({ email: '', otp_code: otp.data!.otpCode!, mobile_no: phone, first_name: name });
  expect(token.status).toBe(201);
  setAuthToken(token.data!);
  return token.data!;
}

describe('scheme', () => {
  it('is public and has three levels and a referral level', async () => {
    const scheme = await getScheme();
    expect(scheme.ok).toBe(true);
    expect(scheme.data?.referralLevel).toEqual({ uid: 'lvl-silver', name: 'Silver' });
    expect(scheme.data?.levels.map((l) => l.name)).toEqual(['Silver', 'Gold', 'Platinum']);
    expect(scheme.data?.levels.every((l) => l.iconUrl.startsWith('/demo/levels/'))).toBe(true);
  });
});

describe('member', () => {
  it('answers the demo member: Gold, 24750 points, BUDI24', async () => {
    await signInAs(BUDI);
    const member = await getMember();
    expect(member.data).toEqual({
      uid: 'mbr-budi',
      level: { uid: 'lvl-gold', name: 'Gold', iconUrl: '/demo/levels/gold.svg' },
      balance: 24750,
      referralCode: 'BUDI24',
    });
    const raw = await fetch(`${API}/member/api/member/0/`, { headers: { ...KEY, Authorization: `Jwt ${getAuthToken()}` } });
    expect(((await raw.json()) as { account: { balance: string } }).account.balance).toBe('24750.00');
  });

  it('answers the second member: Silver, 1200 points', async () => {
    await signInAs(SITI);
    const member = await getMember();
    expect(member.data).toMatchObject({ level: { name: 'Silver' }, balance: 1200 });
  });

  it('answers 404 Member not found for a user who has not joined', async () => {
    await signInAs(DEWI);
    const member = await getMember();
    expect(member.status).toBe(404);
    expect(member.problem).toEqual({ detail: 'Member not found.' });
  });

  it('registers a new member at Silver with 0 points, a new code, and keeps the referral code it was given', async () => {
    await registerNewUser('081355551234', 'Andi');
    expect((await getMember()).status).toBe(404);

    const joined = await registerMember('BUDI24');
    expect(joined.status).toBe(201);
    expect(joined.data).toMatchObject({ level: { name: 'Silver' }, balance: WELCOME_BONUS_POINTS, referralCode: expect.stringMatching(/^ANDI\d{2}$/) });
    expect(joined.data?.referralCode).not.toBe('BUDI24');

    const stored = getDemoStore().members.find((m) => m.uid === joined.data!.uid);
    expect(stored?.referred_by).toBe('BUDI24');
    expect((await getMember()).data).toEqual(joined.data);

    // A second registration is refused.
    expect((await registerMember('')).status).toBe(400);
  });

  it('keeps no referral when none was given', async () => {
    await signInAs(DEWI);
    const joined = await registerMember('');
    expect(joined.status).toBe(201);
    expect(getDemoStore().members.find((m) => m.uid === joined.data!.uid)?.referred_by).toBeNull();
  });

  it('counts referrals in the referral summary', async () => {
    await signInAs(BUDI);
    expect((await getReferralSummary()).data).toEqual({ referralCode: 'BUDI24', totalReferrals: 1, totalPoints: 500 });

    await signInAs(DEWI);
    await registerMember('budi24');
    await signInAs(BUDI);
    expect((await getReferralSummary()).data).toEqual({ referralCode: 'BUDI24', totalReferrals: 2, totalPoints: 1000 });
  });
});

describe('deals', () => {
  it('lists at least 6 deals as a page, with one free and one above the demo balance', async () => {
    await signInAs(BUDI);
    const raw = await fetch(`${API}/member/api/deal/`, { headers: { ...KEY, Authorization: `Jwt ${getAuthToken()}` } });
    expect(await raw.json()).toMatchObject({ count: expect.any(Number), next: null, previous: null, results: expect.any(Array) });

    const deals = await listDeals();
    expect(deals.data!.length).toBeGreaterThanOrEqual(6);
    expect(deals.data!.filter((d) => d.price === 0)).toHaveLength(1);
    expect(deals.data!.some((d) => d.price > 24750)).toBe(true);
    for (const deal of deals.data!.filter((d) => d.price > 0 && d.price <= 24750)) {
      expect(deal.price).toBeGreaterThanOrEqual(500);
      expect(deal.price).toBeLessThanOrEqual(5000);
    }
    for (const deal of deals.data!) {
      expect(deal.images[0]?.url).toMatch(/^\/demo\/deals\/.+\.svg$/);
      expect(deal.description).toMatch(/<p>.*<strong>.*<ul>/s);
    }
  });

  it('answers one deal, or 404 for an unknown uid', async () => {
    await signInAs(BUDI);
    expect((await getDeal('diskon-sepatu-lari')).data).toMatchObject({ name: 'Diskon 20% Sepatu Lari', price: 4000 });
    const missing = await getDeal('tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.problem).toEqual({ detail: 'Not found.' });
  });

  it('starts the demo member with one voucher', async () => {
    await signInAs(BUDI);
    const mine = await listMyDeals();
    expect(mine.data).toEqual([expect.objectContaining({ uid: 'voucher-ongkir', codes: [{ code: 'ARN-8WQ2-L5TD' }] })]);
  });

  it('redeems: deducts the price, adds a voucher with a code and a negative transaction', async () => {
    await signInAs(BUDI);
    const redeemed = await redeemDeal('diskon-sepatu-lari');
    expect(redeemed.status).toBe(201);
    expect(redeemed.data?.uid).toBeTruthy();
    expect(redeemed.data?.deal?.uid).toBe('diskon-sepatu-lari');
    expect(redeemed.data?.codes).toEqual([{ code: expect.stringMatching(/^ARN-[A-Z2-9]{4}-[A-Z2-9]{4}$/) }]);

    expect((await getMember()).data?.balance).toBe(20750);
    expect(getDemoStore().members.find((m) => m.uid === 'mbr-budi')?.balance).toBe('20750.00');

    const mine = (await listMyDeals()).data!;
    expect(mine.map((d) => d.uid)).toEqual(['diskon-sepatu-lari', 'voucher-ongkir']);
    expect(mine[0].codes).toEqual(redeemed.data!.codes);

    const transactions = (await listTransactions()).data!;
    expect(transactions[0]).toMatchObject({ description: 'Tukar poin: Diskon 20% Sepatu Lari', points: -4000 });
  });

  it('redeems the free deal without touching the balance, and groups repeated redemptions', async () => {
    await signInAs(BUDI);
    expect((await redeemDeal('kaos-kaki-gratis')).status).toBe(201);
    expect((await redeemDeal('kaos-kaki-gratis')).status).toBe(201);
    expect((await getMember()).data?.balance).toBe(24750);
    const mine = (await listMyDeals()).data!;
    expect(mine.map((d) => d.uid)).toEqual(['kaos-kaki-gratis', 'voucher-ongkir']);
    expect(mine[0].codes).toHaveLength(2);
  });

  it('refuses a deal priced above the balance', async () => {
    await signInAs(BUDI);
    const refused = await redeemDeal('tas-gym-eksklusif');
    expect(refused.status).toBe(400);
    expect(refused.error).toBe('Poin anda tidak cukup untuk menukar deal ini.');
    expect((await getMember()).data?.balance).toBe(24750);
  });

  it('refuses an unknown deal and a user who is not a member', async () => {
    await signInAs(BUDI);
    expect((await redeemDeal('tidak-ada')).status).toBe(404);
    await signInAs(DEWI);
    expect((await redeemDeal('kaos-kaki-gratis')).status).toBe(404);
    expect((await listMyDeals()).status).toBe(404);
  });
});

describe('rewards, transactions and stores', () => {
  it('lists rewards and signed transactions that add up to the balance', async () => {
    await signInAs(BUDI);
    const rewards = (await listRewards()).data!;
    expect(rewards.length).toBeGreaterThan(0);
    expect(rewards[0]).toMatchObject({ name: expect.any(String), points: expect.any(Number), createdAt: expect.any(String) });

    const transactions = (await listTransactions()).data!;
    expect(transactions.some((t) => t.points < 0)).toBe(true);
    expect(transactions.reduce((sum, t) => sum + t.points, 0)).toBe(24750);
  });

  it('lists stores, filtered by a known channel', async () => {
    await signInAs(BUDI);
    const all = (await listStores('')).data!;
    const online = (await listStores('online')).data!;
    const offline = (await listStores('offline')).data!;
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(online).toHaveLength(1);
    expect(offline.length).toBe(all.length - 1);
    expect(offline[0]).toEqual({ uid: expect.any(String), name: expect.any(String), address: expect.any(String), city: expect.any(String), phone: expect.any(String) });
  });
});
