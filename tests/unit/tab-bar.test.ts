// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currentOf, TABS } from '@/components/layout/tab-bar';

describe('the tab bar: which tab is current', () => {
  it.each([
    ['/', ['page', undefined, undefined, undefined]],
    // The server guard's per-request variants render under their own path: they are the pages they stand in for.
    ['/home-for-members', ['page', undefined, undefined, undefined]],
    ['/deals', [undefined, 'page', undefined, undefined]],
    ['/deals-for-members', [undefined, 'page', undefined, undefined]],
    ['/deals/voucher-ongkir', [undefined, 'true', undefined, undefined]],
    ['/deals-for-members/voucher-ongkir', [undefined, 'true', undefined, undefined]],
    ['/my-voucher', [undefined, undefined, 'page', undefined]],
    ['/member', [undefined, undefined, undefined, 'page']],
    ['/member/profile', [undefined, undefined, undefined, 'true']],
    ['/blog', [undefined, undefined, undefined, undefined]],
    ['/search', [undefined, undefined, undefined, undefined]],
    // A path that only begins like a tab's is not under it.
    ['/dealsy', [undefined, undefined, undefined, undefined]],
    ['/membership', [undefined, undefined, undefined, undefined]],
  ] as const)('%s', (pathname, expected) => {
    expect(TABS.map(({ href }) => currentOf(href, pathname))).toEqual(expected);
  });
});
