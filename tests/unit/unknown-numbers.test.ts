// @vitest-environment node
// Unknown is not zero: every number of the contract read by the one rule (readNumber in
// lib/api/normalize.ts). A value that is there but no number (an object, an array, a boolean, text that is
// no decimal, NaN or Infinity) never reads as 0, nor as the field's default: each field's reader turns it
// into "not known", and absent or null into what the contract says for that field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toOtpChallenge } from '@/lib/api/auth';
import {
  readNumber,
  toDeal,
  toImage,
  toLevel,
  toMember,
  toProduct,
  toReferralSummary,
  toReward,
  toStore,
  toTransaction,
  totalOf,
} from '@/lib/api/normalize';
import { levelProgress } from '@/lib/rules/level';
import { FUZZ } from '../hostile-values';

/** A decimal as the contract allows one in a string: what a malformed text is not. */
const DECIMAL_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/;

/** Values that are there, but no number can be read from. */
const malformed: fc.Arbitrary<unknown> = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.boolean(),
  fc.string({ maxLength: 12 }).filter((text) => !DECIMAL_TEXT.test(text)),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -Infinity, '', ' ', 'NaN', 'Infinity', '0x10', '1e3', '1,5', '12.500.000', '0 Pts'),
);

const FUTURE = '2099-12-31';

/**
 * Every numeric field of the contract (contract/openapi.yaml), each with what its reader makes of a value
 * `v` in it, and what a value that cannot be read must become there.
 */
const FIELDS: { field: string; read: (v: unknown) => unknown; unknown: unknown }[] = [
  { field: 'Member.account.balance', read: (v) => toMember({ account: { balance: v } }).balance, unknown: null },
  { field: 'Member.tier_points', read: (v) => toMember({ account: { balance: 1 }, tier_points: v }).tierPoints, unknown: null },
  {
    field: 'Member.account.expiring_points[].points',
    read: (v) => toMember({ account: { balance: 1, expiring_points: [{ points: v, expires_at: FUTURE }] } }).expiringPoints[0]?.points,
    unknown: null,
  },
  { field: 'Level.min_points', read: (v) => toLevel({ uid: 'g', name: 'Gold', min_points: v })?.minPoints, unknown: null },
  { field: 'ReferralSummary.total_referrals', read: (v) => toReferralSummary({ total_referrals: v }).totalReferrals, unknown: null },
  { field: 'ReferralSummary.total_points', read: (v) => toReferralSummary({ total_points: v }).totalPoints, unknown: null },
  {
    field: 'ReferralSummary.referrals[].points',
    read: (v) => toReferralSummary({ referrals: [{ points: v }] }).referrals?.[0].points,
    unknown: null,
  },
  { field: 'Deal.price', read: (v) => toDeal({ uid: 'd', price: v }).price, unknown: null },
  { field: 'Reward.points', read: (v) => toReward({ points: v }).points, unknown: null },
  { field: 'Transaction.points', read: (v) => toTransaction({ points: v }).points, unknown: null },
  { field: 'Product.price', read: (v) => toProduct({ id: 1, price: v }).price, unknown: null },
  { field: 'Product.sale_price', read: (v) => toProduct({ id: 1, price: 1000, sale_price: v }).salePrice, unknown: null },
  // A total that cannot be read is not told (the catalog then counts what it lists).
  { field: 'Paged.count, ProductSearch.count', read: (v) => totalOf(v), unknown: undefined },
  // No position rather than one at 0: a store in the sea off Africa.
  { field: 'Store.latitude', read: (v) => toStore({ latitude: v, longitude: 106.8 }).latitude, unknown: undefined },
  { field: 'Store.longitude', read: (v) => toStore({ latitude: -6.2, longitude: v }).longitude, unknown: undefined },
  // A size is a layout hint: none rather than 0 wide.
  { field: 'Image.width', read: (v) => toImage({ image_url: '/a.svg', width: v, height: 10 })?.width, unknown: undefined },
  { field: 'Image.height', read: (v) => toImage({ image_url: '/a.svg', width: 10, height: v })?.height, unknown: undefined },
  // A code entry must draw boxes: the usual six, never none.
  { field: 'OtpChallenge.length', read: (v) => toOtpChallenge({ length: v }).length, unknown: 6 },
];

describe('the one rule for a number', () => {
  it('reads a number or a decimal in a string; absent is undefined; anything else there is unknown (null), never 0', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(readNumber(n)).toBe(n);
      }),
      FUZZ,
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        expect(readNumber(`${whole}.${String(cents).padStart(2, '0')}`)).toBeCloseTo(whole + Math.sign(whole || 1) * (cents / 100), 6);
      }),
      FUZZ,
    );
    expect(readNumber(undefined)).toBeUndefined();
    expect(readNumber(null)).toBeUndefined();
    fc.assert(
      fc.property(malformed, (v) => {
        expect(readNumber(v)).toBeNull();
      }),
      FUZZ,
    );
  });
});

describe('every numeric field of the contract: a value that cannot be read is unknown, never 0', () => {
  it.each(FIELDS)('$field', ({ read, unknown }) => {
    fc.assert(
      fc.property(malformed, (v) => {
        const read_ = read(v);
        expect(read_).not.toBe(0);
        expect(read_).toBe(unknown);
      }),
      FUZZ,
    );
    // The same field still reads a number that is there, as a number or as a decimal in a string.
    expect(read(7)).toBe(7);
    expect(read('7.00')).toBe(7);
  });
});

describe('absent or null means what the contract says for the field', () => {
  it.each([undefined, null])('%s', (v) => {
    // Required: a balance not sent is not known either.
    expect(toMember({ account: { balance: v } }).balance).toBeNull();
    expect(toMember({}).balance).toBeNull();
    // Optional: no tier points sent, the balance counts; none expiring.
    expect(toMember({ account: { balance: 1 }, tier_points: v })).not.toHaveProperty('tierPoints');
    expect(toMember({ account: { balance: 1, expiring_points: [{ points: v, expires_at: FUTURE }] } }).expiringPoints).toEqual([]);
    expect(toLevel({ uid: 'g', min_points: v })).not.toHaveProperty('minPoints');
    // No price sent: no known price, shown without one and not redeemable (never Free).
    expect(toDeal({ uid: 'd', price: v }).price).toBeNull();
    expect(toProduct({ id: 1, price: v }).price).toBeNull();
    expect(toProduct({ id: 1, price: 1000, sale_price: v })).not.toHaveProperty('salePrice');
    expect(toTransaction({ points: v }).points).toBeNull();
    expect(toReward({ points: v }).points).toBeNull();
    expect(toReferralSummary({ total_referrals: v, total_points: v })).toMatchObject({ totalReferrals: null, totalPoints: null });
    expect(totalOf(v)).toBeUndefined();
    expect(toOtpChallenge({ length: v }).length).toBe(6);
  });
});

describe('unknown tier points', () => {
  it('are not replaced by the balance: no progress is told from them', () => {
    const gold = { uid: 'g', name: 'Gold', iconUrl: '', minPoints: 25000 };
    const platinum = { uid: 'p', name: 'Platinum', iconUrl: '', minPoints: 50000 };
    fc.assert(
      fc.property(malformed, (v) => {
        const member = toMember({ account: { balance: '49000' }, tier_points: v, level: gold });
        const progress = levelProgress(member, [gold, platinum]);
        expect(progress.points).toBeNull();
        expect(progress.next).toBeUndefined();
      }),
      FUZZ,
    );
    // Absent, the balance counts.
    expect(levelProgress(toMember({ account: { balance: '49000' }, level: gold }), [gold, platinum]).next?.remaining).toBe(1000);
  });
});
