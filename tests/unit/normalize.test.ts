import { describe, expect, it } from 'vitest';
import {
  asList, toContentItem, toImages, toPage, toProduct, toCategory, toAppSettings, num, toStore, toPromotion, toHelpArticle, toHelpCategory,
  toHelpTopic,
} from '@/lib/api/normalize';

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

  it('reads a product\'s description (HTML) when there is one', () => {
    expect(toProduct({ id: 1, name: 'S', price: 1, description: '<p>d</p>' }).description).toBe('<p>d</p>');
    expect(toProduct({ id: 1, name: 'S', price: 1, description: null })).not.toHaveProperty('description');
  });

  it('reads a store from either source, keeping the optional fields only when usable', () => {
    expect(
      toStore({ key: 'pvj', name: 'PVJ', address: 'Jl. Sukajadi', city: ' Bandung ', phone: '022', latitude: '-6.889', longitude: 107.596, opening_hours: ['10-21', ' ', '10-22'] }),
    ).toEqual({ uid: 'pvj', name: 'PVJ', address: 'Jl. Sukajadi', city: 'Bandung', phone: '022', latitude: -6.889, longitude: 107.596, openingHours: '10-21; 10-22' });
    // Half a position, an impossible one, or 0,0 (unset) is no position.
    for (const position of [{ latitude: -6.2 }, { latitude: 95, longitude: 10 }, { latitude: 0, longitude: 0 }, { latitude: 'x', longitude: 'y' }]) {
      const store = toStore({ uid: 's', name: 'S', ...position });
      expect(store).not.toHaveProperty('latitude');
      expect(store).not.toHaveProperty('longitude');
    }
    expect(toStore({})).toEqual({ uid: '', name: '', address: '', city: '', phone: '' });
  });

  it('reads a promotion with its dates', () => {
    expect(toPromotion({ key: 'p', name: 'P', description: '<p>x</p>', image: '/a.svg', start_at: '2026-11-01', end_at: null })).toEqual({
      key: 'p', title: 'P', body: '<p>x</p>', images: [{ url: '/a.svg' }], startAt: '2026-11-01',
    });
  });

  it('reads help categories, topics and articles, with references as keys or objects', () => {
    expect(toHelpCategory({ key: 'akun', title: 'Akun' })).toEqual({ key: 'akun', name: 'Akun' });
    expect(toHelpTopic({ key: 't', name: 'T', category: { key: 'akun', name: 'Akun' } })).toEqual({ key: 't', name: 'T', category: 'akun' });
    expect(toHelpArticle({ key: 'a', name: 'A', description: '<p>b</p>', topic: 't', tags: ['x', { name: 'y' }] })).toEqual({
      key: 'a', title: 'A', body: '<p>b</p>', topic: 't', category: '', tags: ['x', 'y'],
    });
  });
});
