import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_QUALITY, DEFAULT_IMAGE_SIZE, imageSrcSet, imageUrl } from '@/lib/rules/image';

describe('constants', () => {
  it("are quality 85 (the contract's default) and a 600 px square", () => {
    expect(DEFAULT_IMAGE_QUALITY).toBe(85);
    expect(DEFAULT_IMAGE_SIZE).toEqual({ width: 600, height: 600 });
  });
});

describe('imageUrl', () => {
  it.each<[string, number, number | undefined, string]>([
    ['https://cdn.test/a.jpg', 600, undefined, 'https://cdn.test/a.jpg?w=600&q=85'],
    ['https://cdn.test/a.jpg', 300, 70, 'https://cdn.test/a.jpg?w=300&q=70'],
    ['/media/a.jpg', 600, undefined, '/media/a.jpg?w=600&q=85'],
    ['media/a.jpg', 600, undefined, 'media/a.jpg?w=600&q=85'],
    ['//cdn.test/a.jpg', 600, undefined, '//cdn.test/a.jpg?w=600&q=85'],
    // other parameters kept as they were, w and q replaced
    ['https://cdn.test/a.jpg?v=2', 600, undefined, 'https://cdn.test/a.jpg?v=2&w=600&q=85'],
    ['https://cdn.test/a.jpg?w=100&q=10&v=2', 600, undefined, 'https://cdn.test/a.jpg?v=2&w=600&q=85'],
    ['https://cdn.test/a.jpg?w=1&w=2', 600, undefined, 'https://cdn.test/a.jpg?w=600&q=85'],
    ['https://cdn.test/a.jpg?ww=1&sig=a%2Fb+c', 600, undefined, 'https://cdn.test/a.jpg?ww=1&sig=a%2Fb+c&w=600&q=85'],
    ['https://cdn.test/a.jpg?', 600, undefined, 'https://cdn.test/a.jpg?w=600&q=85'],
    // the hash stays last
    ['/a.jpg#frag', 600, undefined, '/a.jpg?w=600&q=85#frag'],
    ['/a.jpg?v=1#frag?w=5', 600, undefined, '/a.jpg?v=1&w=600&q=85#frag?w=5'],
    // awkward numbers
    ['/a.jpg', 599.6, undefined, '/a.jpg?w=600&q=85'],
    ['/a.jpg', 0, undefined, '/a.jpg?q=85'],
    ['/a.jpg', Number.NaN, undefined, '/a.jpg?q=85'],
    ['/a.jpg?w=100', -5, undefined, '/a.jpg?q=85'],
    ['/a.jpg', 600, 150, '/a.jpg?w=600&q=100'],
    ['/a.jpg', 600, 0, '/a.jpg?w=600&q=1'],
    ['/a.jpg', 600, Number.NaN, '/a.jpg?w=600&q=85'],
    // nothing to size
    ['', 600, undefined, ''],
    ['data:image/png;base64,iVBORw0KGgo=', 600, undefined, 'data:image/png;base64,iVBORw0KGgo='],
    ['blob:https://portal.test/1234', 600, undefined, 'blob:https://portal.test/1234'],
  ])('(%o, %o, %o) → %o', (url, width, quality, expected) => {
    expect(quality === undefined ? imageUrl(url, width) : imageUrl(url, width, quality)).toBe(expected);
  });

  it('gives a URL that parses back to the intended parameters', () => {
    const url = new URL(imageUrl('https://cdn.test/a b.jpg?x=1&w=9#h', 480, 60));
    expect(url.searchParams.get('w')).toBe('480');
    expect(url.searchParams.get('q')).toBe('60');
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.hash).toBe('#h');
  });
});

describe('imageSrcSet', () => {
  it.each<[string, number[], number | undefined, string]>([
    ['/a.jpg', [300, 600], undefined, '/a.jpg?w=300&q=85 300w, /a.jpg?w=600&q=85 600w'],
    ['/a.jpg', [1200, 300, 600, 600], 70, '/a.jpg?w=300&q=70 300w, /a.jpg?w=600&q=70 600w, /a.jpg?w=1200&q=70 1200w'],
    ['https://cdn.test/a.jpg?v=1', [320], undefined, 'https://cdn.test/a.jpg?v=1&w=320&q=85 320w'],
    ['/my image.jpg', [300], undefined, '/my%20image.jpg?w=300&q=85 300w'],
    ['/a.jpg', [0, -1, Number.NaN, 300], undefined, '/a.jpg?w=300&q=85 300w'],
    ['/a.jpg', [], undefined, ''],
    ['', [300], undefined, ''],
    ['data:image/png;base64,AAA', [300], undefined, ''],
    // A vector image is drawn from its src at every width, whatever its query or case.
    ['/demo/logo.svg', [300, 600], undefined, ''],
    ['https://cdn.test/icon.SVG?v=2#top', [300], undefined, ''],
    // Only the path says "vector": an .svg in the query or the hash does not.
    ['/a.jpg?fallback=b.svg', [300], undefined, '/a.jpg?fallback=b.svg&w=300&q=85 300w'],
    ['/a.jpg#b.svg', [300], undefined, '/a.jpg?w=300&q=85#b.svg 300w'],
  ])('(%o, %o, %o) → %o', (url, widths, quality, expected) => {
    expect(quality === undefined ? imageSrcSet(url, widths) : imageSrcSet(url, widths, quality)).toBe(expected);
  });

  it('is read back by the browser as the same candidates', () => {
    const img = document.createElement('img');
    img.srcset = imageSrcSet('/a.jpg', [300, 600]);
    expect(img.getAttribute('srcset')).toBe('/a.jpg?w=300&q=85 300w, /a.jpg?w=600&q=85 600w');
  });
});
