// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  asList,
  toContentItem,
  toImages,
  toPage,
  toProduct,
  toCategory,
  toAppSettings,
  readNumber,
  toDeal,
  toLevel,
  toMember,
  toReferralSummary,
  toScheme,
  toTransaction,
  toStore,
  toPromotion,
  toHelpArticle,
  toHelpCategory,
  toHelpTopic,
  toBrand,
} from '@/lib/api/normalize';

describe('tolerant readers', () => {
  it.each([
    [
      [1, 2],
      [1, 2],
    ],
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

  it('reads each tag once, trimmed; a blank tag is none', () => {
    expect(toContentItem({ tags: ['lari', ' lari ', { name: 'lari' }, ' ', { key: 'sehat' }, '', null] }).tags).toEqual(['lari', 'sehat']);
    expect(toHelpArticle({ tags: ['x', 'x'] }).tags).toEqual(['x']);
  });

  it('keeps unknown content fields aside and reads tags', () => {
    expect(toContentItem({ key: 'k', category: 'tips', tags: ['lari', { name: 'sehat' }] })).toMatchObject({
      key: 'k',
      tags: ['lari', 'sehat'],
      extra: { category: 'tips' },
    });
  });

  it('reads a page with sections, and one without', () => {
    expect(
      toPage({
        key: 'home',
        title: 'Beranda',
        sections: [{ key: 's', name: 'S', description: '<p>x</p>', images: [{ image_url: '/s.svg' }] }],
      }),
    ).toEqual({
      key: 'home',
      title: 'Beranda',
      sections: [{ key: 's', title: 'S', body: '<p>x</p>', images: [{ url: '/s.svg' }] }],
    });
    expect(toPage({ key: 'x' })).toEqual({ key: 'x', title: '', sections: [] });
  });

  it('reads products, categories and settings', () => {
    expect(toProduct({ id: 7, name: 'Sepatu', price: '899000', sale_price: 699000, brand: { key: 'nike', value: 'Nike' } })).toEqual({
      id: '7',
      name: 'Sepatu',
      price: 899000,
      salePrice: 699000,
      images: [],
      brand: 'Nike',
      category: '',
    });
    expect(toCategory({ key: 'sepatu', child_categories: [{ key: 'lari', parent: 'sepatu' }] })).toEqual({
      key: 'sepatu',
      parent: null,
      brand: null,
      childCategories: [{ key: 'lari', parent: 'sepatu', brand: null, childCategories: [] }],
    });
    expect(toAppSettings({ 'app.title': 'Arena', 'app.logo_url': '/l.svg' })).toEqual({
      title: 'Arena',
      logoUrl: '/l.svg',
      hideGoappLabel: false,
      googleFont: '',
    });
    expect(toAppSettings(undefined).title).toBe('');
    expect(toAppSettings({ 'app.title': '  ' }).title).toBe('');
    expect(toAppSettings({ 'app.title': ' Arena ' }).title).toBe('Arena');
  });

  it.each([
    ['24750.00', 24750],
    [' 12500.5 ', 12500.5],
    [12, 12],
    [-3, -3],
    [null, undefined],
    [undefined, undefined],
    ['', null],
    ['abc', null],
    ['0x10', null],
    ['1e3', null],
    ['Infinity', null],
    [Number.NaN, null],
    [{ amount: 1 }, null],
    [[1], null],
    [true, null],
  ])('readNumber(%o): a number, absent (undefined) or unknown (null)', (v, n) => expect(readNumber(v)).toBe(n));

  it("reads a product's description (HTML) when there is one", () => {
    expect(toProduct({ id: 1, name: 'S', price: 1, description: '<p>d</p>' }).description).toBe('<p>d</p>');
    expect(toProduct({ id: 1, name: 'S', price: 1, description: null })).not.toHaveProperty('description');
  });

  it('reads a store from either source, keeping the optional fields only when usable', () => {
    expect(
      toStore({
        key: 'pvj',
        name: 'PVJ',
        address: 'Jl. Sukajadi',
        city: ' Bandung ',
        phone: '022',
        latitude: '-6.889',
        longitude: 107.596,
        opening_hours: ['10-21', ' ', '10-22'],
      }),
    ).toEqual({
      uid: 'pvj',
      name: 'PVJ',
      address: 'Jl. Sukajadi',
      city: 'Bandung',
      phone: '022',
      latitude: -6.889,
      longitude: 107.596,
      openingHours: '10-21; 10-22',
    });
    // Half a position, an impossible one, or 0,0 (unset) is no position.
    for (const position of [
      { latitude: -6.2 },
      { latitude: 95, longitude: 10 },
      { latitude: 0, longitude: 0 },
      { latitude: 'x', longitude: 'y' },
    ]) {
      const store = toStore({ uid: 's', name: 'S', ...position });
      expect(store).not.toHaveProperty('latitude');
      expect(store).not.toHaveProperty('longitude');
    }
    expect(toStore({})).toEqual({ uid: '', name: '', address: '', city: '', phone: '' });
  });

  it('reads a promotion with its dates', () => {
    expect(toPromotion({ key: 'p', name: 'P', description: '<p>x</p>', image: '/a.svg', start_at: '2026-11-01', end_at: null })).toEqual({
      key: 'p',
      title: 'P',
      body: '<p>x</p>',
      images: [{ url: '/a.svg' }],
      startAt: '2026-11-01',
    });
  });

  it('reads help categories, topics and articles, with references as keys or objects', () => {
    expect(toHelpCategory({ key: 'akun', title: 'Akun' })).toEqual({ key: 'akun', name: 'Akun' });
    expect(toHelpTopic({ key: 't', name: 'T', category: { key: 'akun', name: 'Akun' } })).toEqual({
      key: 't',
      name: 'T',
      category: 'akun',
    });
    expect(toHelpArticle({ key: 'a', name: 'A', description: '<p>b</p>', topic: 't', tags: ['x', { name: 'y' }] })).toEqual({
      key: 'a',
      title: 'A',
      body: '<p>b</p>',
      topic: 't',
      category: '',
      tags: ['x', 'y'],
    });
  });
});

describe('optional member fields (contract/openapi.yaml): read when present, absent or empty when not', () => {
  it('reads a level threshold and description; garbage thresholds are dropped', () => {
    expect(toLevel({ uid: 'g', name: 'Gold', min_points: '25000', description: '<p>x</p>' })).toEqual({
      uid: 'g',
      name: 'Gold',
      iconUrl: '',
      minPoints: 25000,
      description: '<p>x</p>',
    });
    expect(toLevel({ uid: 'g', name: 'Gold' })).toEqual({ uid: 'g', name: 'Gold', iconUrl: '' });
    // Absent is no threshold; sent but unreadable (or below zero) is a threshold not known.
    for (const min_points of [null, undefined]) expect(toLevel({ uid: 'g', min_points })).not.toHaveProperty('minPoints');
    for (const min_points of ['banyak', -5, Number.NaN, {}]) expect(toLevel({ uid: 'g', min_points })?.minPoints).toBeNull();
    expect(toScheme({ levels: { results: [{ uid: 's', name: 'Silver', min_points: 0 }] } }).levels[0].minPoints).toBe(0);
  });

  it('keeps the levels a member can read, each once: a nameless level or a repeat is not a rung of the ladder', () => {
    const levels = toScheme({
      levels: [
        { uid: 's', name: 'Silver' },
        { uid: 'x', name: '' },
        { uid: 'x2' },
        null,
        'Gold',
        { uid: 's', name: 'Silver lagi' },
        { name: 'Gold' },
        { name: 'Gold' },
        { uid: 'p', name: 'Platinum' },
      ],
    }).levels;
    expect(levels.map((l) => l.name)).toEqual(['Silver', 'Gold', 'Platinum']);
  });

  it('trims a level name, so a blank one reads as no name: "Level " is never a heading', () => {
    expect(toLevel({ uid: 'g', name: ' Gold ' })?.name).toBe('Gold');
    expect(toLevel({ uid: '0', name: ' ' })?.name).toBe('');
    expect(toMember({ level: { uid: '0', name: '\n ' }, account: {} }).level?.name).toBe('');
    expect(
      toScheme({
        levels: [
          { uid: 's', name: '  ' },
          { uid: 'g', name: 'Gold' },
        ],
      }).levels.map((l) => l.name),
    ).toEqual(['Gold']);
  });

  it('trims a referral code, so a blank one is no code to share', () => {
    expect(toMember({ account: { referral_code: ' BUDI24 ' } }).referralCode).toBe('BUDI24');
    expect(toMember({ account: { referral_code: '  ' } })).not.toHaveProperty('referralCode');
    expect(toReferralSummary({ referral_code: ' \t' }).referralCode).toBe('');
  });

  it('reads tier points, expiring points and the card number of a member', () => {
    expect(
      toMember({
        uid: 'm',
        tier_points: '31200',
        account: {
          balance: '24750.00',
          card_number: ' 8800 1234 ',
          expiring_points: [
            { points: '500', expires_at: '2026-12-31' },
            { points: 0, expires_at: '2027-01-31' },
            { points: 100 },
            null,
            'x',
          ],
        },
      }),
    ).toEqual({
      uid: 'm',
      level: null,
      balance: 24750,
      tierPoints: 31200,
      cardNumber: '8800 1234',
      expiringPoints: [{ points: 500, expiresAt: '2026-12-31' }],
    });
  });

  it('reads a member without any of them', () => {
    const bare = toMember({ account: { balance: '1200.00', expiring_points: null, card_number: '' }, tier_points: null });
    expect(bare).toEqual({ uid: '', level: null, balance: 1200, expiringPoints: [] });
  });

  it('reads a category and its children, the two levels the portal shows; no nesting depth throws', () => {
    let deep: Record<string, unknown> = { key: 'bottom' };
    for (let i = 0; i < 100_000; i += 1) deep = { key: `c${i}`, child_categories: [deep] };
    const tree = toCategory({ key: 'top', child_categories: [deep] });
    expect(tree.childCategories.map((c) => c.key)).toEqual(['c99999']);
    expect(tree.childCategories[0].childCategories).toEqual([]);
  });

  it('names a product by its name, else its title, else "Produk": a card or a page never has a blank heading', () => {
    expect(toProduct({ name: ' Sepatu ' }).name).toBe('Sepatu');
    expect(toProduct({ name: '', title: 'Kaos' }).name).toBe('Kaos');
    for (const name of [undefined, null, ' ', {}]) expect(toProduct({ name }).name).toBe('Produk');
  });

  it('names a deal by its name, else its title, else "Deal": a card, a voucher or a question never has a blank', () => {
    expect(toDeal({ name: ' Botol Minum ', title: 'x' }).name).toBe('Botol Minum');
    expect(toDeal({ name: '  ', title: 'Kaos Kaki' }).name).toBe('Kaos Kaki');
    for (const name of [undefined, null, '', '   ', {}, []]) expect(toDeal({ name, title: null }).name).toBe('Deal');
  });

  it("reads a product's brand and category trimmed: a key of spaces is none, not an empty chip or breadcrumb link", () => {
    expect(toProduct({ name: 'S', brand: ' ', category: '  ' })).toMatchObject({ brand: '', category: '' });
    expect(toProduct({ name: 'S', brand: { value: ' Nike ' }, category: { key: ' sepatu ' } })).toMatchObject({
      brand: 'Nike',
      category: 'sepatu',
    });
  });

  it('trims the keys of CMS items and catalog filters: a key of spaces is none, so it is no chip, link or filter', () => {
    expect(toContentItem({ key: ' ', uid: ' tips ' }).key).toBe('tips');
    expect(toCategory({ key: '  ', parent: ' ', brand: ' ' })).toEqual({ key: '', childCategories: [], parent: null, brand: null });
    expect(toBrand({ key: ' nike ', value: 'Nike' })).toEqual({ key: 'nike', value: 'Nike' });
    expect(toHelpTopic({ key: ' t ', name: 'T', category: { key: ' ' } })).toEqual({ key: 't', name: 'T', category: '' });
  });

  it('trims a code, as a cashier reads it; a code of spaces is no code', () => {
    expect(toDeal({ codes: [{ code: ' ARN-1 ' }, { code: '  ' }, ' '] }).codes).toEqual([{ code: 'ARN-1' }]);
  });

  it('reads the state fields of a code; a bare code string still reads', () => {
    expect(
      toDeal({ codes: [{ code: 'A', used_at: '2026-11-01', expires_at: '2026-12-01' }, { code: 'B', used_at: null }, 'C', { code: '' }] })
        .codes,
    ).toEqual([{ code: 'A', usedAt: '2026-11-01', expiresAt: '2026-12-01' }, { code: 'B' }, { code: 'C' }]);
  });

  it('reads a transaction with a known type and a store (a name or an object); an unknown type reads as absent', () => {
    expect(
      toTransaction({ uid: 't', created_at: '2026-11-01', description: 'Belanja', points: '2500', type: 'EARN', store: 'Senayan' }),
    ).toEqual({
      uid: 't',
      createdAt: '2026-11-01',
      description: 'Belanja',
      points: 2500,
      type: 'earn',
      store: 'Senayan',
    });
    expect(toTransaction({ uid: 't', points: -500, type: 'bonus', store: { name: 'Online' } })).toEqual({
      uid: 't',
      createdAt: '',
      description: '',
      points: -500,
      store: 'Online',
    });
    expect(toTransaction({})).toEqual({ uid: '', createdAt: '', description: '', points: null });
  });

  it('trims the texts a member reads, so one of spaces falls back to its default words', () => {
    expect(toTransaction({ description: '  ', store: { name: ' ' }, type: ' Earn ' })).toEqual({
      uid: '',
      createdAt: '',
      description: '',
      points: null,
      type: 'earn',
    });
    expect(toTransaction({ description: ' Belanja ', store: ' Senayan ' })).toMatchObject({ description: 'Belanja', store: 'Senayan' });
    expect(toReferralSummary({ referrals: [{ name: '  ' }] }).referrals?.[0].name).toBe('');
    expect(toBrand({ key: 'nike', value: ' ' }).value).toBe('nike');
    expect(toStore({ name: 'Senayan', address: '  ' }).address).toBe('');
  });

  it('reads the referred friends of a referral summary only when sent', () => {
    expect(toReferralSummary({ referral_code: 'BUDI24', total_referrals: '3', total_points: 1500 })).toEqual({
      referralCode: 'BUDI24',
      totalReferrals: 3,
      totalPoints: 1500,
    });
    // A count below zero is garbage: not known, never 0; a fraction of one is cut off.
    expect(toReferralSummary({ total_referrals: -114006254, total_points: -10 })).toMatchObject({
      totalReferrals: null,
      totalPoints: null,
    });
    expect(toReferralSummary({ total_referrals: '2.7', total_points: 12.5 })).toMatchObject({ totalReferrals: 2, totalPoints: 12 });
    // Totals not sent are not known either.
    expect(toReferralSummary({})).toMatchObject({ totalReferrals: null, totalPoints: null });
    expect(toReferralSummary({ referrals: [{ name: 'Siti', joined_at: '2026-05-20', points: '500' }, null, {}] }).referrals).toEqual([
      { name: 'Siti', joinedAt: '2026-05-20', points: 500 },
      { name: '', joinedAt: '', points: null },
    ]);
  });
});
