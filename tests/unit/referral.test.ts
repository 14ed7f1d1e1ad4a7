import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  captureReferralFromUrl,
  clearPendingReferral,
  getPendingReferral,
  isValidReferralCode,
  setPendingReferral,
  withReferral,
} from '@/lib/browser/referral';
import { REFERRAL_COOKIE } from '@/lib/browser/storage';

/** Straight through document.cookie, so it works while a test has js-cookie mocked. */
function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(clearCookies);
afterEach(clearCookies);

describe('isValidReferralCode', () => {
  it.each<[unknown, boolean]>([
    ['BUDI24', true],
    ['budi-24_x', true],
    ['a', true],
    ['A'.repeat(32), true],
    ['A'.repeat(33), false],
    ['', false],
    [' BUDI24', false],
    ['BUDI 24', false],
    ['BUDI24!', false],
    ['<script>', false],
    ['BUDI%2024', false],
    ['BÜDI', false],
    ['BUDI\n', false],
    [null, false],
    [undefined, false],
    [24, false],
    [['BUDI24'], false],
  ])('%o → %s', (code, expected) => expect(isValidReferralCode(code)).toBe(expected));
});

describe('pending referral', () => {
  it('is set, read and cleared', () => {
    expect(getPendingReferral()).toBeNull();
    setPendingReferral('BUDI24');
    expect(Cookies.get(REFERRAL_COOKIE)).toBe('BUDI24');
    expect(getPendingReferral()).toBe('BUDI24');
    clearPendingReferral();
    expect(getPendingReferral()).toBeNull();
  });

  it('ignores an invalid code', () => {
    setPendingReferral('BUDI24');
    setPendingReferral('bad code!');
    expect(getPendingReferral()).toBe('BUDI24');
  });

  it('reads a tampered cookie as none', () => {
    Cookies.set(REFERRAL_COOKIE, '<img src=x>', { path: '/' });
    expect(getPendingReferral()).toBeNull();
  });
});

describe('captureReferralFromUrl', () => {
  it.each<[string, string | null]>([
    ['?referral=BUDI24', 'BUDI24'],
    ['referral=BUDI24', 'BUDI24'],
    ['?utm_source=wa&referral=budi_24&x=1', 'budi_24'],
    ['?referral=%20BUDI24%20', 'BUDI24'], // stray spaces from a pasted link
    ['?referral=BUDI24&referral=OTHER', 'BUDI24'], // the first one
    ['', null],
    ['?', null],
    ['?ref=BUDI24', null],
    ['?referral=', null],
    ['?referral=BUDI%2024', null],
    ['?referral=%3Cscript%3E', null],
    [`?referral=${'A'.repeat(33)}`, null],
  ])('%o → %o', (search, expected) => {
    expect(captureReferralFromUrl(search)).toBe(expected);
    expect(getPendingReferral()).toBe(expected);
  });

  it('leaves an earlier code in place when the new one is invalid or absent', () => {
    captureReferralFromUrl('?referral=BUDI24');
    expect(captureReferralFromUrl('?referral=<x>')).toBeNull();
    expect(captureReferralFromUrl('?q=sepatu')).toBeNull();
    expect(getPendingReferral()).toBe('BUDI24');
  });

  it('replaces an earlier code with a newer valid one', () => {
    captureReferralFromUrl('?referral=BUDI24');
    captureReferralFromUrl('?referral=SITI7');
    expect(getPendingReferral()).toBe('SITI7');
  });
});

describe('withReferral', () => {
  it.each<[string, string | null | undefined, string]>([
    ['https://portal.test/', 'BUDI24', 'https://portal.test/?referral=BUDI24'],
    ['https://portal.test/about', 'BUDI24', 'https://portal.test/about?referral=BUDI24'],
    ['https://portal.test/search?q=sepatu', 'BUDI24', 'https://portal.test/search?q=sepatu&referral=BUDI24'],
    ['https://portal.test/?referral=OLD', 'BUDI24', 'https://portal.test/?referral=BUDI24'],
    ['https://portal.test/?a=1&referral=OLD&b=2', 'BUDI24', 'https://portal.test/?a=1&b=2&referral=BUDI24'],
    ['https://portal.test/?referral=OLD&referral=OLDER', 'BUDI24', 'https://portal.test/?referral=BUDI24'],
    ['https://portal.test/blog#top', 'BUDI24', 'https://portal.test/blog?referral=BUDI24#top'],
    ['https://portal.test/?q=a%20b+c#x?y', 'BUDI24', 'https://portal.test/?q=a%20b+c&referral=BUDI24#x?y'],
    ['https://portal.test/?', 'BUDI24', 'https://portal.test/?referral=BUDI24'],
    ['/blog?tag=lari', 'BUDI24', '/blog?tag=lari&referral=BUDI24'],
    ['/', 'b-2_x', '/?referral=b-2_x'],
    // no valid code: unchanged
    ['https://portal.test/?q=1', null, 'https://portal.test/?q=1'],
    ['https://portal.test/?q=1', undefined, 'https://portal.test/?q=1'],
    ['https://portal.test/?q=1', '', 'https://portal.test/?q=1'],
    ['https://portal.test/?q=1', 'bad code', 'https://portal.test/?q=1'],
    ['https://portal.test/?q=1', '"><script>', 'https://portal.test/?q=1'],
    ['', 'BUDI24', ''],
  ])('(%o, %o) → %o', (url, code, expected) => expect(withReferral(url, code)).toBe(expected));
});
