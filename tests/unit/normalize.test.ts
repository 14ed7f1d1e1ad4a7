import { describe, expect, it } from 'vitest';
import { asList, toContentItem, toImages, toPage, toProduct, toCategory, toAppSettings, num } from '@/lib/api/normalize';

describe('tolerant readers', () => {
  it.each([
    [[1, 2], [1, 2]],
    [{ count: 2, next: null, previous: null, results: [1, 2] }, [1, 2]],
    [{ detail: 'x' }, []],
    [null, []],
    ['text', []],
  ])('asList(%o)', (answer, list) => expect(asList(answer)).toEqual(list));

  it.each([
    [{ image: { image_url: '/a.svg' } }, [{ url: '/a.svg' }]],
    [{ image: '/a.svg' }, [{ url: '/a.svg' }]],
    [{ images: [{ image_url: '/a.svg' }, { image_url: '/b.svg' }] }, [{ url: '/a.svg' }, { url: '/b.svg' }]],
    [{ image: '/a.svg', images: [{ image_url: '/a.svg' }, { image_url: '/b.svg' }] }, [{ url: '/a.svg' }, { url: '/b.svg' }]],
    [{ images: [{ image_url: '/a.svg', width: 800, height: 400 }] }, [{ url: '/a.svg', width: 800, height: 400 }]],
    [{ image: null, images: [null, {}, { image_url: '' }] }, []],
  ])('toImages(%o)', (raw, images) => expect(toImages(raw)).toEqual(images));

  it.each([
    [{ title: 'T', body: 'B' }, 'T', 'B'],
    [{ name: 'N', description: 'D' }, 'N', 'D'],
    [{ title: '', name: 'N', body: null, description: 'D' }, 'N', 'D'],
    [{}, '', ''],
  ])('toContentItem reads title or name, body or description: %o', (raw, title, body) => {
    const item = toContentItem(raw);
    expect(item.title).toBe(title);
    expect(item.body).toBe(body);
  });

  it('keeps unknown content fields aside and reads tags', () => {
    expect(toContentItem({ key: 'k', category: 'tips', tags: ['lari', { name: 'sehat' }] })).toMatchObject({
      key: 'k',
      tags: ['lari', 'sehat'],
      extra: { category: 'tips' },
    });
  });

  it('reads a page with sections, and one without', () => {
    expect(toPage({ key: 'home', title: 'Beranda', sections: [{ key: 's', name: 'S', description: '<p>x</p>', images: [{ image_url: '/s.svg' }] }] })).toEqual({
      key: 'home',
      title: 'Beranda',
      sections: [{ key: 's', title: 'S', body: '<p>x</p>', images: [{ url: '/s.svg' }] }],
    });
    expect(toPage({ key: 'x' })).toEqual({ key: 'x', title: '', sections: [] });
  });

  it('reads products, categories and settings', () => {
    expect(toProduct({ id: 7, name: 'Sepatu', price: '899000', sale_price: 699000, brand: { key: 'nike', value: 'Nike' } })).toEqual({
      id: '7', name: 'Sepatu', price: 899000, salePrice: 699000, images: [], brand: 'Nike', category: '',
    });
    expect(toCategory({ key: 'sepatu', child_categories: [{ key: 'lari', parent: 'sepatu' }] })).toEqual({
      key: 'sepatu', parent: null, brand: null, childCategories: [{ key: 'lari', parent: 'sepatu', brand: null, childCategories: [] }],
    });
    expect(toAppSettings({ 'app.title': 'Arena', 'app.logo_url': '/l.svg' })).toEqual({
      title: 'Arena', logoUrl: '/l.svg', hideGoappLabel: false, googleFont: '',
    });
    expect(toAppSettings(undefined).title).toBe('');
  });

  it.each([['24750.00', 24750], [12, 12], ['', 0], ['abc', 0], [null, 0]])('num(%o)', (v, n) => expect(num(v)).toBe(n));
});
