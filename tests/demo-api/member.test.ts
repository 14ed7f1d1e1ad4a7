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
    // Thresholds in ascending order: the demo member (Gold, 31.200 tier points) is 18.800 from Platinum.
    expect(scheme.data?.levels.map((l) => l.minPoints)).toEqual([0, 25000, 50000]);
    expect(scheme.data?.levels.every((l) => l.description?.startsWith('<p>'))).toBe(true);
  });
});

describe('member', () => {
  it('answers the demo member: Gold, 24750 points, BUDI24', async () => {
    await signInAs(BUDI);
    const member = await getMember();
    const year = new Date(Date.now() + 7 * 3600_000).getUTCFullYear();
    expect(member.data).toEqual({
      uid: 'mbr-budi',
      level: expect.objectContaining({ uid: 'lvl-gold', name: 'Gold', iconUrl: '/demo/levels/gold.svg', minPoints: 25000 }),
      balance: 24750,
      referralCode: 'BUDI24',
      tierPoints: 31200,
      // Points expire at the end of the current year, whenever the demo runs.
      expiringPoints: [
        { points: 500, expiresAt: `${year}-12-31T23:59:59+07:00` },
        { points: 2000, expiresAt: `${year + 1}-06-30T23:59:59+07:00` },
      ],
      cardNumber: '8800 2408 1700 0024',
    });
    const raw = await fetch(`${API}/member/api/member/0/`, { headers: { ...KEY, Authorization: `Jwt ${getAuthToken()}` } });
    expect(((await raw.json()) as { account: { balance: string } }).account.balance).toBe('24750.00');
  });

  it('answers the second member: Silver, 1200 points, and none of the optional fields', async () => {
    await signInAs(SITI);
    const member = await getMember();
    expect(member.data).toMatchObject({ level: { name: 'Silver' }, balance: 1200, expiringPoints: [] });
    expect(member.data).not.toHaveProperty('tierPoints');
    expect(member.data).not.toHaveProperty('cardNumber');
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
    expect(joined.data).toMatchObject({
      level: { name: 'Silver' },
      balance: WELCOME_BONUS_POINTS,
      tierPoints: WELCOME_BONUS_POINTS,
      referralCode: expect.stringMatching(/^ANDI\d{2}$/),
    });
    // Joined online: no card yet (the member card shows the WhatsApp number).
    expect(joined.data).not.toHaveProperty('cardNumber');
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

  it('counts referrals in the referral summary and lists the friends, newest first', async () => {
    await signInAs(BUDI);
    const before = (await getReferralSummary()).data!;
    expect(before).toMatchObject({ referralCode: 'BUDI24', totalReferrals: 3, totalPoints: 1500 });
    expect(before.referrals?.map((r) => r.name)).toEqual(['Rina Wijaya', 'Andi Pratama', 'Siti Rahayu']);
    expect(before.referrals?.every((r) => r.points === 500 && /^\d{4}-\d{2}-\d{2}T/.test(r.joinedAt))).toBe(true);

    await signInAs(DEWI);
    await registerMember('budi24');
    await signInAs(BUDI);
    const after = (await getReferralSummary()).data!;
    expect(after).toMatchObject({ totalReferrals: 4, totalPoints: 2000 });
    expect(after.referrals?.[0].name).toBe('Dewi Lestari');
  });
});

describe('deals', () => {
  it('lists at least 6 deals as a page, with one free and one above the demo balance', async () => {
    await signInAs(BUDI);
    const raw = await fetch(`${API}/member/api/deal/`, { headers: { ...KEY, Authorization: `Jwt ${getAuthToken()}` } });
    expect(await raw.json()).toMatchObject({ count: expect.any(Number), next: null, previous: null, results: expect.any(Array) });

    const deals = await listDeals();
    expect(deals.data!.length).toBeGreaterThanOrEqual(6);
    const prices = deals.data!.map((d) => d.price);
    // Every demo deal has a price that reads.
    expect(prices).not.toContain(null);
    expect(prices.filter((price) => price === 0)).toHaveLength(1);
    expect(prices.some((price) => price! > 24750)).toBe(true);
    for (const price of prices.filter((p) => p! > 0 && p! <= 24750)) {
      expect(price).toBeGreaterThanOrEqual(500);
      expect(price).toBeLessThanOrEqual(5000);
    }
    for (const deal of deals.data!) {
      expect(deal.images[0]?.url).toMatch(/^\/demo\/deals\/.+\.webp$/);
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

  it('starts the demo member with vouchers in every state: two active, one used, one expired', async () => {
    await signInAs(BUDI);
    const mine = (await listMyDeals()).data!;
    expect(mine.map((d) => d.uid)).toEqual(['voucher-belanja-50rb', 'voucher-ongkir', 'botol-minum', 'kaos-kaki-gratis']);
    const now = Date.now();
    const codes = mine.flatMap((d) => d.codes);
    const active = codes.filter((c) => !c.usedAt && Date.parse(c.expiresAt!) > now);
    const used = codes.filter((c) => c.usedAt);
    const expired = codes.filter((c) => !c.usedAt && Date.parse(c.expiresAt!) <= now);
    expect(active.map((c) => c.code)).toEqual(['ARN-K7MX-Q4PB', 'ARN-8WQ2-L5TD']);
    expect(used.map((c) => c.code)).toEqual(['ARN-3HZC-V9RN']);
    expect(expired.map((c) => c.code)).toEqual(['ARN-6TFY-D2WG']);
  });

  it('redeems: deducts the price, adds a voucher with a code and a negative transaction', async () => {
    await signInAs(BUDI);
    const redeemed = await redeemDeal('diskon-sepatu-lari');
    expect(redeemed.status).toBe(201);
    expect(redeemed.data?.uid).toBeTruthy();
    expect(redeemed.data?.deal?.uid).toBe('diskon-sepatu-lari');
    // Valid for 30 days, as the deal's terms say.
    expect(redeemed.data?.codes).toEqual([{ code: expect.stringMatching(/^ARN-[A-Z2-9]{4}-[A-Z2-9]{4}$/), expiresAt: expect.any(String) }]);
    const validDays = (Date.parse(redeemed.data!.codes[0].expiresAt!) - Date.now()) / 86_400_000;
    expect(validDays).toBeGreaterThan(29);
    expect(validDays).toBeLessThan(31.1);

    expect((await getMember()).data?.balance).toBe(20750);
    expect(getDemoStore().members.find((m) => m.uid === 'mbr-budi')?.balance).toBe('20750.00');

    const mine = (await listMyDeals()).data!;
    expect(mine[0].uid).toBe('diskon-sepatu-lari');
    expect(mine[0].codes).toEqual(redeemed.data!.codes);

    const transactions = (await listTransactions()).data!.transactions;
    expect(transactions[0]).toMatchObject({ description: 'Tukar poin: Diskon 20% Sepatu Lari', points: -4000, type: 'redeem' });
  });

  it('redeems the free deal without touching the balance, and groups repeated redemptions', async () => {
    await signInAs(BUDI);
    expect((await redeemDeal('kaos-kaki-gratis')).status).toBe(201);
    expect((await redeemDeal('kaos-kaki-gratis')).status).toBe(201);
    expect((await getMember()).data?.balance).toBe(24750);
    const mine = (await listMyDeals()).data!;
    expect(mine[0].uid).toBe('kaos-kaki-gratis');
    // The two new codes and the seed's expired one.
    expect(mine[0].codes).toHaveLength(3);
    expect(mine.filter((d) => d.uid === 'kaos-kaki-gratis')).toHaveLength(1);
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

    const first = (await listTransactions()).data!;
    const second = (await listTransactions(2)).data!;
    // 27 transactions over months: 20 a page, newest first.
    expect(first).toMatchObject({ count: 27, hasMore: true });
    expect(first.transactions).toHaveLength(20);
    expect(second).toMatchObject({ count: 27, hasMore: false });
    expect(second.transactions).toHaveLength(7);
    const all = [...first.transactions, ...second.transactions];
    const times = all.map((t) => Date.parse(t.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((t) => t.createdAt.slice(0, 7))).size).toBeGreaterThanOrEqual(8);
    const points = all.map((t) => t.points!);
    expect(points).not.toContain(null);
    expect(points.some((p) => p < 0)).toBe(true);
    expect(points.reduce((sum, p) => sum + p, 0)).toBe(24750);
    // Tier points count what was earned; redeeming and expiry do not lower them.
    expect(points.filter((p) => p > 0).reduce((sum, p) => sum + p, 0)).toBe(31200);
    expect(new Set(all.map((t) => t.type))).toEqual(new Set(['earn', 'redeem', 'referral', 'expire', 'adjust']));
    expect(all.filter((t) => t.store).length).toBeGreaterThan(10);
    // No transaction lies in the future, and the newest is recent: the demo never looks stale.
    expect(Math.max(...times)).toBeLessThan(Date.now());
    expect(Date.now() - Math.max(...times)).toBeLessThan(7 * 86_400_000);
  });

  it('lists stores, filtered by a known channel', async () => {
    await signInAs(BUDI);
    const all = (await listStores('')).data!;
    const online = (await listStores('online')).data!;
    const offline = (await listStores('offline')).data!;
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(online).toHaveLength(1);
    expect(offline.length).toBe(all.length - 1);
    expect(offline[0]).toEqual({
      uid: expect.any(String),
      name: expect.any(String),
      address: expect.any(String),
      city: expect.any(String),
      phone: expect.any(String),
    });
  });
});
