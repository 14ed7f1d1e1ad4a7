// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paramName, replaceParams } from '@/lib/rules/url-params';

describe('query parameters edited in place', () => {
  it('drops the named parameters and appends the new ones, keeping the others byte for byte and the hash', () => {
    expect(replaceParams('https://x.test/a?b=%7e&w=1&c=d+e#top', (name) => name === 'w', ['w=2'])).toBe(
      'https://x.test/a?b=%7e&c=d+e&w=2#top',
    );
  });

  it('leaves no `?` when nothing is left, and a link without a query as it is', () => {
    expect(replaceParams('/a?referral=X#h', (name) => name === 'referral')).toBe('/a#h');
    expect(replaceParams('/a#h', () => true)).toBe('/a#h');
    expect(replaceParams('//cdn.test/a.png', () => false, ['q=85'])).toBe('//cdn.test/a.png?q=85');
  });

  it('reads a name as a server would: `+` is a space, escapes decoded, a malformed one as written', () => {
    expect(paramName('refer%72al=1')).toBe('referral');
    expect(paramName('a+b=1')).toBe('a b');
    expect(paramName('%E0%A4%A=1')).toBe('%E0%A4%A');
    expect(replaceParams('/a?refer%72al=Y&x=1', (name) => name === 'referral')).toBe('/a?x=1');
  });
});
