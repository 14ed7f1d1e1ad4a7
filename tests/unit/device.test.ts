// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appleMobileHasWebPush, isAppleMobile } from '@/lib/rules/device';

const iphone = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1`;
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('an Apple phone or tablet', () => {
  it('is told by its name, or by a Mac that has a touch screen', () => {
    expect(isAppleMobile(iphone('17_4'))).toBe(true);
    expect(isAppleMobile(IPAD_AS_MAC, 5)).toBe(true);
    expect(isAppleMobile(IPAD_AS_MAC, 0)).toBe(false);
    expect(isAppleMobile(ANDROID, 5)).toBe(false);
  });

  it.each([
    ['16_3', false],
    ['16_4', true],
    ['16_4_1', true],
    ['17_0', true],
    ['15_8', false],
  ])('on iOS %s gets web push from the Home Screen: %s', (version, expected) => {
    expect(appleMobileHasWebPush(iphone(version))).toBe(expected);
  });

  it('asking as a Mac names no version: a recent iPad', () => {
    expect(appleMobileHasWebPush(IPAD_AS_MAC)).toBe(true);
  });
});
