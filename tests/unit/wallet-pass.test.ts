// @vitest-environment node
// What a pass says: the card's and a voucher's fields, the barcodes (the number the card page encodes),
// a voucher's expiry, and the Google objects; nothing empty or undefined for a member without optional fields.
import { afterAll, describe, expect, it } from 'vitest';
import type { Deal, Member, User } from '@/lib/api/types';
import { passJson } from '@/lib/wallet/apple-pass';
import type { Brand } from '@/lib/wallet/brand';
import { loadWalletCredentials } from '@/lib/wallet/credentials';
import { saveClaims } from '@/lib/wallet/google-pass';
import { cardContent, passSerial, voucherContent } from '@/lib/wallet/pass-content';
import { chooseMemberNumber } from '@/lib/rules/member-number';
import type { ReadMember } from '@/lib/wallet/session';
import { makeTestWalletKeys } from '../wallet-keys';

const keys = makeTestWalletKeys();
afterAll(() => keys.remove());
const { apple, google } = loadWalletCredentials(keys.env);

const brand: Brand = {
  organization: 'Arena Sport Rewards',
  origin: 'https://rewards.example',
  logoUrl: 'https://rewards.example/icons/icon-192.png',
  background: '#0f3d91',
  foreground: '#ffffff',
  label: '#c9d7f2',
};

const budiUser: User = { first_name: 'Budi', last_name: 'Santoso', email: 'budi@example.com', mobile_no: '081234567890' };
const budi: ReadMember = {
  uid: 'mbr-budi',
  level: { uid: 'lvl-gold', name: 'Gold', iconUrl: '/demo/levels/gold.svg' } as Member['level'],
  balance: 24750,
  expiringPoints: [],
  cardNumber: '8800 2408 1700 0024',
};
/** Siti as the contract's required fields alone give her: no card number, no level, no name. */
const sitiUser: User = { first_name: '', last_name: '', email: '', mobile_no: '0812-9876-5432' };
const siti: ReadMember = { uid: 'mbr-siti', level: null, balance: 0, expiringPoints: [] };

/** Every value in a pass: no undefined, null, NaN, empty text, empty list or the words of one. */
function expectNothingEmpty(value: unknown, path = 'pass'): void {
  expect(value, path).not.toBeUndefined();
  expect(value, path).not.toBeNull();
  if (typeof value === 'number') expect(Number.isFinite(value), path).toBe(true);
  if (typeof value === 'string') {
    expect(value.trim(), path).not.toBe('');
    expect(value, path).not.toMatch(/undefined|null|NaN|\[object/);
  }
  if (Array.isArray(value)) {
    expect(value.length, path).toBeGreaterThan(0);
    value.forEach((item, i) => expectNothingEmpty(item, `${path}[${i}]`));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) expectNothingEmpty(item, `${path}.${key}`);
  }
}

/** Either payload, read by key (the card's has loyalty lists, a voucher's offer lists). */
type Loose = Record<string, Record<string, unknown>[]>;

const fields = (group: { key: string; value: string }[] | undefined) => Object.fromEntries((group ?? []).map((f) => [f.key, f.value]));

describe('the member card pass', () => {
  const card = cardContent(budiUser, budi);
  const json = passJson(card, brand, apple!.config, null);

  it('is a storeCard with the name, level, points and member number', () => {
    expect(json).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.id.arenasport.demo',
      teamIdentifier: 'DEMOTEAM00',
      serialNumber: passSerial('card', 'mbr-budi'),
      organizationName: 'Arena Sport Rewards',
      backgroundColor: 'rgb(15, 61, 145)',
      foregroundColor: 'rgb(255, 255, 255)',
    });
    expect(fields(json.storeCard?.headerFields)).toEqual({ points: '24.750 Pts' });
    expect(fields(json.storeCard?.primaryFields)).toEqual({ name: 'Budi Santoso' });
    expect(fields(json.storeCard?.secondaryFields)).toEqual({ level: 'Gold', number: '8800 2408 1700 0024' });
    expect(fields(json.storeCard?.backFields)).toMatchObject({
      portal: 'https://rewards.example/member/card',
      terms: 'https://rewards.example/syarat-dan-ketentuan',
      contact: expect.stringContaining('halo@arenasport.co.id'),
    });
    expect(json).not.toHaveProperty('webServiceURL');
    expectNothingEmpty(json);
  });

  it('carries the number the card page encodes, as a QR code and as Code 128', () => {
    const encoded = chooseMemberNumber({ cardNumber: budi.cardNumber, mobileNo: budiUser.mobile_no })!.value;
    expect(encoded).toBe('8800240817000024');
    expect(json.barcodes).toEqual([
      { format: 'PKBarcodeFormatQR', message: encoded, messageEncoding: 'iso-8859-1', altText: '8800 2408 1700 0024' },
      { format: 'PKBarcodeFormatCode128', message: encoded, messageEncoding: 'iso-8859-1', altText: '8800 2408 1700 0024' },
    ]);
  });

  it('for a member without optional fields: the WhatsApp number, "Member", no level line, nothing empty', () => {
    const plain = passJson(cardContent(sitiUser, siti), brand, apple!.config, null);
    expect(plain.barcodes?.map((b) => b.message)).toEqual(['081298765432', '081298765432']);
    expect(fields(plain.storeCard?.primaryFields)).toEqual({ name: 'Member' });
    expect(fields(plain.storeCard?.secondaryFields)).toEqual({ number: '0812 9876 5432' });
    expect(plain.storeCard?.secondaryFields?.[0]).toMatchObject({ label: 'Nomor WhatsApp' });
    expect(fields(plain.storeCard?.headerFields)).toEqual({ points: '0 Pts' });
    expectNothingEmpty(plain);
  });

  it('without any usable number: no barcode, and the back says why', () => {
    const none = passJson(cardContent({ ...sitiUser, mobile_no: '' }, siti), brand, apple!.config, null);
    expect(none).not.toHaveProperty('barcodes');
    expect(fields(none.storeCard?.backFields).number).toMatch(/belum tersedia/);
    expectNothingEmpty(none);
  });

  it('names its web service and token when it can be kept up to date', () => {
    const kept = passJson(card, brand, apple!.config, { url: 'https://rewards.example/api/wallet', authenticationToken: 'x'.repeat(43) });
    expect(kept).toMatchObject({ webServiceURL: 'https://rewards.example/api/wallet', authenticationToken: 'x'.repeat(43) });
  });
});

describe('a voucher pass', () => {
  const deals: Deal[] = [
    {
      uid: 'voucher-ongkir',
      name: 'Gratis Ongkir',
      price: 0,
      description: '<p>Gratis ongkir <strong>ke seluruh Indonesia</strong>.</p>',
      images: [],
      codes: [
        { code: 'ARN-8WQ2-L5TD', expiresAt: '2099-12-31T23:59:00+07:00' },
        { code: 'ARN-USED', usedAt: '2026-01-02T10:00:00+07:00' },
      ],
    },
    { uid: 'no-extra', name: '', price: 0, description: '', images: [], codes: [{ code: 'ARN-PLAIN' }] },
  ];

  it('is a coupon with the code as its QR, the deal name, and expires_at as its expiration date', () => {
    const voucher = voucherContent('mbr-budi', deals, 'ARN-8WQ2-L5TD')!;
    const json = passJson(voucher, brand, apple!.config, null);
    expect(json.expirationDate).toBe('2099-12-31T16:59:00.000Z');
    expect(new Date(json.expirationDate!).getTime()).toBe(new Date('2099-12-31T23:59:00+07:00').getTime());
    expect(json.barcodes).toEqual([
      { format: 'PKBarcodeFormatQR', message: 'ARN-8WQ2-L5TD', messageEncoding: 'iso-8859-1', altText: 'ARN-8WQ2-L5TD' },
    ]);
    expect(fields(json.coupon?.primaryFields)).toEqual({ deal: 'Gratis Ongkir' });
    expect(fields(json.coupon?.secondaryFields)).toEqual({ code: 'ARN-8WQ2-L5TD', expires: '2099-12-31T16:59:00.000Z' });
    expect(fields(json.coupon?.backFields).description).toBe('Gratis ongkir ke seluruh Indonesia.');
    expect(json.serialNumber).toBe(passSerial('voucher', 'mbr-budi', 'ARN-8WQ2-L5TD'));
    expect(json).not.toHaveProperty('voided');
    expectNothingEmpty(json);
  });

  it('a used code is voided; a code without expiry or description leaves those lines out; an unknown code is none', () => {
    expect(passJson(voucherContent('mbr-budi', deals, 'ARN-USED')!, brand, apple!.config, null).voided).toBe(true);
    const plain = passJson(voucherContent('mbr-budi', deals, 'ARN-PLAIN')!, brand, apple!.config, null);
    expect(plain).not.toHaveProperty('expirationDate');
    expect(fields(plain.coupon?.primaryFields)).toEqual({ deal: 'Voucher' });
    expectNothingEmpty(plain);
    expect(voucherContent('mbr-budi', deals, 'ARN-NOT-MINE')).toBeNull();
  });
});

describe('the Google Wallet objects', () => {
  it('a loyalty class and object: issuer, points, level, and the same barcode', () => {
    const claims = saveClaims(cardContent(budiUser, budi), brand, google!);
    expect(claims).toMatchObject({ iss: keys.clientEmail, aud: 'google', typ: 'savetowallet', origins: ['https://rewards.example'] });
    const [klass] = (claims.payload as Loose).loyaltyClasses;
    const [object] = (claims.payload as Loose).loyaltyObjects;
    expect(klass).toMatchObject({ id: `${keys.env.GOOGLE_WALLET_ISSUER_ID}.kartu-member`, issuerName: 'Arena Sport Rewards' });
    expect(object).toMatchObject({
      id: `${keys.env.GOOGLE_WALLET_ISSUER_ID}.${passSerial('card', 'mbr-budi')}`,
      classId: klass.id,
      state: 'ACTIVE',
      accountName: 'Budi Santoso',
      accountId: '8800 2408 1700 0024',
      loyaltyPoints: { label: 'Poin', balance: { int: 24750 } },
      barcode: { type: 'QR_CODE', value: '8800240817000024', alternateText: '8800 2408 1700 0024' },
      textModulesData: [{ id: 'level', header: 'Level', body: 'Gold' }],
    });
    expectNothingEmpty(claims);
    expectNothingEmpty(saveClaims(cardContent(sitiUser, siti), brand, google!));
  });

  it('an offer class and object for a voucher: the code as QR, its end as the valid time', () => {
    const deal: Deal = {
      uid: 'd',
      name: 'Voucher Belanja',
      price: 500,
      description: '',
      images: [],
      codes: [{ code: 'ARN-K7MX', expiresAt: '2099-01-01T00:00:00Z' }],
    };
    const claims = saveClaims(voucherContent('mbr-budi', [deal], 'ARN-K7MX')!, brand, google!);
    const [klass] = (claims.payload as Loose).offerClasses;
    const [object] = (claims.payload as Loose).offerObjects;
    expect(klass).toMatchObject({ title: 'Voucher Belanja', provider: 'Arena Sport Rewards', redemptionChannel: 'INSTORE' });
    expect(object).toMatchObject({
      classId: klass.id,
      state: 'ACTIVE',
      barcode: { type: 'QR_CODE', value: 'ARN-K7MX' },
      validTimeInterval: { end: { date: '2099-01-01T00:00:00.000Z' } },
    });
    expectNothingEmpty(claims);
  });
});
