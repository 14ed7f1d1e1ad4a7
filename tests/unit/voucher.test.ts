// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Deal } from '@/lib/api/types';
import { expiryInstant, soonestExpiring } from '@/lib/rules/expiry';
import { newVoucherOf, VOUCHER_STATES, voucherState, walletOf } from '@/lib/rules/voucher';

const NOW = Date.parse('2026-11-22T12:00:00+07:00');

describe('voucherState', () => {
  it.each([
    ['no field', { code: 'A' }, 'active'],
    ['a future expiry', { code: 'A', expiresAt: '2026-12-01T00:00:00+07:00' }, 'active'],
    ['a bare date of today (valid to the end of the day)', { code: 'A', expiresAt: '2026-11-22' }, 'active'],
    ['a bare date of yesterday', { code: 'A', expiresAt: '2026-11-21' }, 'expired'],
    ['a passed expiry', { code: 'A', expiresAt: '2026-11-22T11:59:59+07:00' }, 'expired'],
    ['used_at', { code: 'A', usedAt: '2026-11-20T10:00:00+07:00' }, 'used'],
    ['used_at and a passed expiry: used wins', { code: 'A', usedAt: '2026-10-01', expiresAt: '2026-10-02' }, 'used'],
    ['an unreadable expiry (treated as none)', { code: 'A', expiresAt: 'segera' }, 'active'],
  ] as const)('%s → %s', (_, code, state) => expect(voucherState(code, NOW)).toBe(state));

  it('a deal without a code is one active voucher', () => {
    expect(voucherState(null, NOW)).toBe('active');
  });
});

describe('walletOf', () => {
  const deal = (uid: string, codes: Deal['codes']): Deal => ({ uid, name: uid, price: 0, description: '', images: [], codes });

  it('splits codes into states and sorts each: active soonest first, used and expired most recent first', () => {
    const wallet = walletOf(
      [
        deal('a', [
          { code: 'A-LATE', expiresAt: '2027-03-01' },
          { code: 'A-USED-OLD', usedAt: '2026-09-01' },
          { code: 'A-GONE-OLD', expiresAt: '2026-08-01' },
        ]),
        deal('b', [
          { code: 'B-NONE' },
          { code: 'B-SOON', expiresAt: '2026-11-25' },
          { code: 'B-USED-NEW', usedAt: '2026-11-20' },
          { code: 'B-GONE-NEW', expiresAt: '2026-11-01' },
        ]),
      ],
      NOW,
    );
    expect(wallet.active.map((v) => v.code?.code)).toEqual(['B-SOON', 'A-LATE', 'B-NONE']);
    expect(wallet.used.map((v) => v.code?.code)).toEqual(['B-USED-NEW', 'A-USED-OLD']);
    expect(wallet.expired.map((v) => v.code?.code)).toEqual(['B-GONE-NEW', 'A-GONE-OLD']);
  });

  it('gives each voucher its deal with only its own code, and a unique key', () => {
    const wallet = walletOf([deal('a', [{ code: 'X' }, { code: 'Y' }]), deal('', [])], NOW);
    expect(wallet.active.map((v) => v.deal.codes)).toEqual([[{ code: 'X' }], [{ code: 'Y' }], []]);
    expect(new Set(wallet.active.map((v) => v.key)).size).toBe(3);
  });

  it('counts a code once however often the backend lists it; copies of a deal without codes stay apart', () => {
    const wallet = walletOf(
      [
        deal('a', [{ code: 'X' }, { code: 'X' }]),
        deal('a', [{ code: 'X', usedAt: '2026-11-20' }, { code: 'Y' }]),
        deal('b', [{ code: 'X' }]),
        deal('c', []),
        deal('c', []),
        // Keys that a separator-joined key would confuse: uid "d:1" with code "2", uid "d" with code "1:2".
        deal('d:1', [{ code: '2' }]),
        deal('d', [{ code: '1:2' }]),
      ],
      NOW,
    );
    // The copy of a/X that says it was used wins: a code used at the till is never shown as usable.
    expect(wallet.active.map((v) => `${v.deal.uid}/${v.code?.code ?? '-'}`)).toEqual(['a/Y', 'b/X', 'c/-', 'c/-', 'd:1/2', 'd/1:2']);
    expect(wallet.used.map((v) => `${v.deal.uid}/${v.code?.code}`)).toEqual(['a/X']);
    const keys = wallet.active.map((v) => v.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads a code listed twice in different states as its strictest copy: used, then expired, then active', () => {
    const states = (...copies: Deal['codes']) =>
      VOUCHER_STATES.filter(
        (state) =>
          walletOf(
            copies.map((code) => deal('a', [code])),
            NOW,
          )[state].length,
      );
    expect(states({ code: 'X' }, { code: 'X', usedAt: '2026-11-20' })).toEqual(['used']);
    expect(states({ code: 'X', expiresAt: '2026-11-01' }, { code: 'X' })).toEqual(['expired']);
    expect(states({ code: 'X', expiresAt: '2026-11-01' }, { code: 'X', usedAt: '2026-10-20' }, { code: 'X' })).toEqual(['used']);
  });
});

describe('expiry', () => {
  it('a bare date lasts to the end of that day in Jakarta', () => {
    expect(expiryInstant('2026-11-22')).toBe(Date.parse('2026-11-23T00:00:00+07:00'));
    expect(expiryInstant('2026-11-22T10:00:00Z')).toBe(Date.parse('2026-11-22T10:00:00Z'));
    expect(expiryInstant(undefined)).toBeNaN();
  });

  it('soonestExpiring: the first still to come, with the points of that day added up', () => {
    const entries = [
      { points: 2000, expiresAt: '2027-06-30T23:59:59+07:00' },
      { points: 300, expiresAt: '2026-12-31T10:00:00+07:00' },
      { points: 200, expiresAt: '2026-12-31T23:59:59+07:00' },
      { points: 999, expiresAt: '2026-11-01T00:00:00+07:00' },
      { points: 5, expiresAt: 'nanti' },
    ];
    expect(soonestExpiring(entries, NOW)).toEqual({ points: 500, expiresAt: '2026-12-31T10:00:00+07:00' });
    expect(soonestExpiring(entries.slice(3), NOW)).toBeNull();
    expect(soonestExpiring([], NOW)).toBeNull();
  });
});

describe('newVoucherOf: the voucher a redeem just made', () => {
  const deal = (uid: string, codes: Deal['codes']): Deal => ({ uid, name: uid, price: 0, description: '', images: [], codes });
  const wallet = walletOf(
    [
      deal('botol', [
        { code: 'OLD-SOON', expiresAt: '2026-12-01' },
        { code: 'NEW-LATE', expiresAt: '2026-12-22' },
        { code: 'USED', usedAt: '2026-11-20', expiresAt: '2027-01-31' },
      ]),
      deal('kaos', [{ code: 'KAOS', expiresAt: '2027-02-01' }]),
      deal('bare', [{ code: 'BARE-1' }, { code: 'BARE-2' }]),
    ],
    NOW,
  );
  const codeOf = (dealUid: string, code?: string) => newVoucherOf(wallet, dealUid, code)?.code?.code;

  it("is the voucher with the answer's code, in whatever state the wallet has it", () => {
    expect(codeOf('botol', 'OLD-SOON')).toBe('OLD-SOON');
    expect(codeOf('botol', 'USED')).toBe('USED');
  });

  it('is none while the wallet does not list that code yet (never an older voucher of the deal)', () => {
    expect(codeOf('botol', 'NOT-YET')).toBeUndefined();
    // A code of another deal is not this deal's voucher.
    expect(codeOf('botol', 'KAOS')).toBeUndefined();
  });

  it("without a code in the answer, is the deal's active voucher valid longest, never a used one nor another deal's", () => {
    expect(codeOf('botol')).toBe('NEW-LATE');
  });

  it('without a code and without expiries, is the first listed; without a voucher of the deal, none', () => {
    expect(codeOf('bare')).toBe('BARE-1');
    expect(codeOf('unknown')).toBeUndefined();
  });
});
