// @vitest-environment node
// The bench's client-side navigations (scripts/bench-navigation.mjs) are the requests Chromium's Next
// client router sent on this portal: the same headers and `_rsc` (a wrong `_rsc` is Next's 307, not a page).
import { describe, expect, it } from 'vitest';
import { ENCODINGS, benchRequest, navigation } from '@/scripts/bench-navigation.mjs';

/** What Chromium sent navigating from /blog to /, and from / to /blog (Playwright's request headers). */
const SENT = {
  '/': {
    url: '/?_rsc=tF2_XEMw_X_vop2U',
    tree: '%5B%22%22%2C%7B%22children%22%3A%5B%22blog%22%2C%7B%22children%22%3A%5B%22(list)%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2Cnull%2C512%5D%7D%2Cnull%2Cnull%2C512%5D%7D%2Cnull%2Cnull%2C512%5D%7D%2Cnull%2Cnull%2C528%5D',
    from: '/blog',
  },
  '/blog': {
    url: '/blog?_rsc=BeljweZgoMrheI2R',
    tree: '%5B%22%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2Cnull%2C128%5D%7D%2Cnull%2Cnull%2C16%5D',
    from: '/',
  },
};

describe('bench navigation', () => {
  it.each(Object.entries(SENT))('asks for %s as the client router does', async (path, sent) => {
    const { path: asked, headers } = await navigation(path);
    expect(asked).toBe(sent.url);
    expect(headers).toEqual({ 'accept-encoding': 'gzip', rsc: '1', 'next-router-state-tree': sent.tree, 'next-url': sent.from });
  });

  it('names the pages it can navigate to', async () => {
    await expect(navigation('/search')).rejects.toThrow('no navigation to /search (/, /blog)');
  });

  it('asks in each encoding the bench measures: gzip as browsers, none without compression, rsc as a navigation', async () => {
    expect(ENCODINGS).toEqual(['gzip', 'none', 'rsc']);
    expect(await benchRequest('gzip', '/blog')).toEqual({ path: '/blog', headers: { 'accept-encoding': 'gzip' } });
    expect(await benchRequest('none', '/blog')).toEqual({ path: '/blog', headers: {} });
    expect(await benchRequest('rsc', '/blog')).toEqual(await navigation('/blog'));
    await expect(benchRequest('br', '/')).rejects.toThrow('no encoding "br" (gzip, none, rsc)');
  });
});
