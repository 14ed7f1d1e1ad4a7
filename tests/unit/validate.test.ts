import { describe, expect, it } from 'vitest';
import {
  EMAIL_INPUT_PATTERN,
  EMAIL_INVALID,
  PHONE_INVALID,
  REGISTER_EMAIL_INVALID,
  isValidEmail,
  isValidPhone,
  normalizePhone,
  validateLogin,
  validateRegister,
} from '@/lib/rules/validate';

/** A domain of exactly `length` characters: labels of at most 63, the last one letters only. */
function domainOf(length: number): string {
  const labels: string[] = [];
  let rest = length;
  while (rest > 63) {
    const size = Math.min(63, rest - 3); // leave room for a dot and a 2-letter top-level part
    labels.push('b'.repeat(size));
    rest -= size + 1;
  }
  labels.push('c'.repeat(rest));
  return labels.join('.');
}

/** An address of exactly `total` characters with a `localLength`-character local part. */
function emailOf(localLength: number, total: number): string {
  return `${'a'.repeat(localLength)}@${domainOf(total - localLength - 1)}`;
}

describe('messages', () => {
  it('use the spec wording', () => {
    expect(PHONE_INVALID).toBe('Your phone number is invalid');
    expect(EMAIL_INVALID).toBe('Your email is invalid');
    expect(REGISTER_EMAIL_INVALID).toBe('Email anda tidak valid');
  });
});

describe('normalizePhone', () => {
  it.each([
    ['0812 3456 7890', '081234567890'],
    ['0812-3456-7890', '081234567890'],
    ['  0812 - 3456\t7890  ', '081234567890'],
    ['0812\u00a03456', '08123456'], // pasted non-breaking space
    ['+62 812 3456', '+628123456'], // only spaces and dashes go
    ['(0812) 3456', '(0812)3456'],
    ['0812.345', '0812.345'],
    ['', ''],
  ])('%o → %o', (input, expected) => expect(normalizePhone(input)).toBe(expected));
});

describe('isValidPhone (after normalizePhone)', () => {
  it.each<[string, boolean]>([
    ['081234567890', true],
    ['628123456789', true],
    ['0', true],
    ['#081234', true],
    ['081234#', true],
    ['#081234#', true],
    ['12.5', true],
    ['#12.5#', true],
    ['', false],
    ['#', false],
    ['##123', false],
    ['123##', false],
    ['12#34', false],
    ['12.', false],
    ['.5', false],
    ['1.2.3', false],
    ['+6281234', false],
    ['0812 3456', false], // not normalised
    ['0812-3456', false],
    ['abc', false],
    ['０８１２', false], // full-width digits
    ['0812\n', false],
  ])('%o → %s', (value, expected) => expect(isValidPhone(value)).toBe(expected));
});

describe('isValidEmail', () => {
  it.each<[string, boolean]>([
    ['budi@example.com', true],
    ['budi.santoso@mail.example.co.id', true],
    ['budi+promo@example.id', true],
    ["o'neil_x-y@sub-domain.example.org", true],
    ['b@x.io', true],
    ['BUDI@EXAMPLE.COM', true],
    ['budi@example.online', true], // longer top-level parts are fine here (the input pattern is stricter)
    ['', false],
    ['budi', false],
    ['budi@', false],
    ['@example.com', false],
    ['budi@example', false],
    ['budi@example.c', false],
    ['budi@example.c0m', false],
    ['budi@example.123', false],
    ['budi@@example.com', false],
    ['bu di@example.com', false],
    [' budi@example.com', false],
    ['budi@example.com ', false],
    ['.budi@example.com', false],
    ['budi.@example.com', false],
    ['bu..di@example.com', false],
    ['budi@-example.com', false],
    ['budi@example-.com', false],
    ['budi@exa_mple.com', false],
    ['budi@example..com', false],
    ['budi@.example.com', false],
    ['budi@example.com.', false],
    ['budi<script>@example.com', false],
  ])('%o → %s', (value, expected) => expect(isValidEmail(value)).toBe(expected));

  it.each<[string, string, boolean]>([
    ['total 254', emailOf(10, 254), true],
    ['total 255', emailOf(10, 255), false],
    ['total 254 with a 64-character local part', emailOf(64, 254), true],
    ['local part 64', `${'a'.repeat(64)}@example.com`, true],
    ['local part 65', `${'a'.repeat(65)}@example.com`, false],
    ['domain label 63', `budi@${'b'.repeat(63)}.com`, true],
    ['domain label 64', `budi@${'b'.repeat(64)}.com`, false],
    ['inner domain label 64', `budi@mail.${'b'.repeat(64)}.example.com`, false],
    ['top-level label 63', `budi@example.${'c'.repeat(63)}`, true],
    ['top-level label 64', `budi@example.${'c'.repeat(64)}`, false],
  ])('%s → %s', (_label, value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });

  it('builds the boundary addresses at the intended length', () => {
    expect(emailOf(10, 254)).toHaveLength(254);
    expect(emailOf(10, 255)).toHaveLength(255);
    expect(emailOf(64, 254)).toHaveLength(254);
    // every label within 63, so only the total decides
    for (const label of emailOf(10, 255).split('@')[1].split('.')) expect(label.length).toBeLessThanOrEqual(63);
  });
});

describe('EMAIL_INPUT_PATTERN', () => {
  it('is the spec pattern', () => {
    expect(EMAIL_INPUT_PATTERN).toBe('[a-zA-Z0-9._%+\\-]+@[a-zA-Z0-9.\\-]+\\.[a-zA-Z]{2,4}');
  });

  // Browsers compile pattern="…" as ^(?:…)$ with the v flag (older ones with u).
  it.each(['v', 'u'])('compiles with the %s flag', (flag) => {
    expect(() => new RegExp(`^(?:${EMAIL_INPUT_PATTERN})$`, flag)).not.toThrow();
  });

  it.each<[string, boolean]>([
    ['budi@example.com', true],
    ['budi.santoso_1%x+y-z@mail-server.example.co.id', true],
    ['b@x.io', true],
    ['budi@example.info', true],
    ['budi@example.online', false], // 2 to 4 letters at the end
    ['budi@example.c', false],
    ['budi@example', false],
    ['budi example@x.com', false],
    ['budi@exa_mple.com', false],
    ['budi@example.com1', false],
    ['', false],
  ])('%o → %s', (value, expected) => {
    expect(new RegExp(`^(?:${EMAIL_INPUT_PATTERN})$`, 'v').test(value)).toBe(expected);
  });

  it('puts the same meaning on the string in an HTML input', () => {
    const input = document.createElement('input');
    input.type = 'email';
    input.pattern = EMAIL_INPUT_PATTERN;
    input.value = 'budi@example.com';
    expect(input.validity.patternMismatch).toBe(false);
    input.value = 'budi@example.online';
    expect(input.validity.patternMismatch).toBe(true);
  });
});

describe('validateLogin', () => {
  it.each<[string, string | undefined, string | null]>([
    ['081234567890', undefined, null],
    ['0812 3456-7890', undefined, null], // judged after normalising
    ['081234567890', '', null], // no e-mail given
    ['081234567890', '   ', null],
    ['081234567890', 'budi@example.com', null],
    ['081234567890', ' budi@example.com ', null],
    ['081234567890', 'not-an-email', EMAIL_INVALID],
    ['', undefined, PHONE_INVALID],
    ['abc', undefined, PHONE_INVALID],
    ['+6281234', undefined, PHONE_INVALID],
    // the phone is checked first: a bad e-mail is not reached
    ['abc', 'not-an-email', PHONE_INVALID],
    ['abc', 'budi@example.com', PHONE_INVALID],
  ])('(%o, %o) → %o', (phone, email, expected) => expect(validateLogin(phone, email)).toBe(expected));
});

describe('validateRegister', () => {
  it.each<[string, string | undefined, string | null]>([
    ['081234567890', undefined, null],
    ['081234567890', '', null], // e-mail checked only if filled
    ['081234567890', 'budi@example.com', null],
    ['081234567890', 'budi@', REGISTER_EMAIL_INVALID],
    ['08x', 'budi@', PHONE_INVALID],
  ])('(%o, %o) → %o', (phone, email, expected) => expect(validateRegister(phone, email)).toBe(expected));
});
