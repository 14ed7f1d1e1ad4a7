// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeCode128, QUIET_MODULES } from '@/components/member-card/code-128';
import { chooseMemberNumber, cleanMemberNumber, groupInFours } from '@/lib/rules/member-number';

describe('chooseMemberNumber', () => {
  it.each([
    [
      'the card number, without its spaces',
      { cardNumber: '8800 2408 1700 0024', mobileNo: '081234567890' },
      { value: '8800240817000024', source: 'card' },
    ],
    ['a card number sent with dashes', { cardNumber: '7788-1200-4556-0011' }, { value: '7788120045560011', source: 'card' }],
    ['a card number with letters, kept as sent', { cardNumber: 'ARN 0042 77' }, { value: 'ARN004277', source: 'card' }],
    ['no card number: the WhatsApp number', { mobileNo: '081298765432' }, { value: '081298765432', source: 'whatsapp' }],
    [
      'an empty card number: the WhatsApp number',
      { cardNumber: '', mobileNo: '081298765432' },
      { value: '081298765432', source: 'whatsapp' },
    ],
    [
      'a card number of spaces only: the WhatsApp number',
      { cardNumber: '   ', mobileNo: '0812 9876 5432' },
      { value: '081298765432', source: 'whatsapp' },
    ],
    [
      'null card number: the WhatsApp number',
      { cardNumber: null, mobileNo: '+62 812-9876-5432' },
      { value: '+6281298765432', source: 'whatsapp' },
    ],
    [
      'a card number no till can take (not ASCII): the WhatsApp number',
      { cardNumber: 'kartu №12345', mobileNo: '081298765432' },
      { value: '081298765432', source: 'whatsapp' },
    ],
  ] as const)('%s', (_, numbers, expected) => expect(chooseMemberNumber(numbers)).toEqual(expected));

  it.each([
    ['neither', {}],
    ['both empty', { cardNumber: '', mobileNo: '' }],
    ['both null', { cardNumber: null, mobileNo: null }],
    ['separators only', { cardNumber: ' - ', mobileNo: '()' }],
    ['too short to be a number', { cardNumber: '12', mobileNo: '' }],
  ] as const)('nothing usable (%s): null, never an empty code', (_, numbers) => expect(chooseMemberNumber(numbers)).toBeNull());
});

describe('cleanMemberNumber', () => {
  it.each([
    ['8800 2408 1700 0024', '8800240817000024'],
    ['  0812.9876.5432 ', '081298765432'],
    ['(021) 555/1234', '0215551234'],
    ['12+34', ''],
    ['x'.repeat(41), ''],
    [undefined, ''],
  ])('%j → %j', (raw, clean) => expect(cleanMemberNumber(raw)).toBe(clean));
});

describe('groupInFours', () => {
  it.each([
    ['8800240817000024', '8800 2408 1700 0024'],
    ['7788120045560011', '7788 1200 4556 0011'],
    ['081298765432', '0812 9876 5432'],
    ['08129876543', '0812 9876 543'],
    ['ARN004277', 'ARN0 0427 7'],
    ['', ''],
  ])('%s → %s', (value, grouped) => expect(groupInFours(value)).toBe(grouped));
});

describe('encodeCode128', () => {
  /** The symbol's modules as a string of 1 (bar) and 0 (space), quiet zones included. */
  const modulesOf = (value: string) => {
    const symbol = encodeCode128(value)!;
    const row = Array<string>(symbol.modules).fill('0');
    for (const [x, width] of symbol.bars) row.fill('1', x, x + width);
    return row.join('');
  };

  // Patterns from the Code 128 table (ISO/IEC 15417), as ZXing's reader has them too.
  it('draws a run of digits in code set C: start C, two digits a character, checksum, stop, quiet zones', () => {
    const row = modulesOf('8800240817000024');
    // 10 quiet + start + 8 digit pairs + checksum (11 modules each) + stop (13) + 10 quiet.
    expect(row).toHaveLength(10 + 11 * 10 + 13 + 10);
    expect(row.slice(0, QUIET_MODULES)).toBe('0'.repeat(10));
    expect(row.slice(-QUIET_MODULES)).toBe('0'.repeat(10));
    expect(row.slice(10, 21)).toBe('11010011100'); // Start C
    expect(row.slice(21, 32)).toBe('11110010010'); // "88": value 88
    expect(row.slice(-23, -10)).toBe('1100011101011'); // Stop
    // Checksum: (105 + Σ position × value) mod 103, the pairs 88 00 24 08 17 00 00 24.
    const pairs = [88, 0, 24, 8, 17, 0, 0, 24];
    expect((105 + pairs.reduce((sum, v, i) => sum + (i + 1) * v, 0)) % 103).toBe(59);
    expect(row.slice(-34, -23)).toBe('11100011010'); // value 59
  });

  it('the WhatsApp fallback (a leading zero) and letters encode too; what Code 128 cannot carry does not', () => {
    expect(modulesOf('081298765432')).toHaveLength(10 + 11 * 8 + 13 + 10);
    expect(encodeCode128('ARN004277')).not.toBeNull();
    expect(encodeCode128('')).toBeNull();
    expect(encodeCode128('kartu №1')).toBeNull();
  });
});
