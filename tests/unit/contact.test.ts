// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mapsUrl, telHref } from '@/lib/rules/contact';

describe('telHref', () => {
  it.each<[string | undefined, string | undefined]>([
    ['021-7278-1101', 'tel:02172781101'],
    ['+62 21 5095 8800', 'tel:+622150958800'],
    ['(022) 820 6330', 'tel:0228206330'],
    ['0800-1-272-362', 'tel:08001272362'],
    ['123', undefined],
    ['', undefined],
    [undefined, undefined],
    ['1234567890123456', undefined],
  ])('%s → %s', (phone, href) => expect(telHref(phone)).toBe(href));
});

describe('mapsUrl', () => {
  const query = (url: string | undefined) => new URL(url!).searchParams.get('query');

  it('searches the coordinates when the store has them', () => {
    const url = mapsUrl({ address: 'Jl. Asia Afrika', city: 'Jakarta', latitude: -6.2272, longitude: 106.7972 });
    expect(url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(query(url)).toBe('-6.2272,106.7972');
  });

  it('searches the address otherwise, adding the city when the address does not name it', () => {
    expect(query(mapsUrl({ address: 'Jl. Basuki Rahmat 8, Surabaya', city: 'Surabaya' }))).toBe('Jl. Basuki Rahmat 8, Surabaya');
    expect(query(mapsUrl({ address: 'Jl. Sukajadi 131', city: 'Bandung' }))).toBe('Jl. Sukajadi 131, Bandung');
  });

  it('has nothing to search without coordinates or an address', () => {
    expect(mapsUrl({ address: ' ', city: 'Bandung' })).toBeUndefined();
  });
});
