// @vitest-environment node
// The pure rules of the member's own account: the profile form (lib/rules/profile.ts), the CSV of the
// points history (lib/rules/csv.ts), a backend's error body as the account routes pass it on
// (lib/api/account.ts) and the brand's contact where a call is not offered (lib/rules/contact.ts).
import { describe, expect, it } from 'vitest';
import { accountProblemBody } from '@/lib/api/account';
import { csvOf } from '@/lib/rules/csv';
import { brandContact } from '@/lib/rules/contact';
import { FIRST_NAME_REQUIRED, NAME_TOO_LONG, profileChanges, profileProblems } from '@/lib/rules/profile';
import { SITE } from '@/lib/site';
import { REGISTER_EMAIL_INVALID } from '@/lib/rules/validate';

const form = (first_name: string, last_name = '', email = '') => ({ first_name, last_name, email });
const user = { first_name: 'Budi', last_name: 'Santoso', email: 'budi@example.com', mobile_no: '0812' };

describe('the profile form', () => {
  it.each([
    [form('Budi'), {}],
    [form('  '), { first_name: FIRST_NAME_REQUIRED }],
    [form('B'.repeat(151)), { first_name: NAME_TOO_LONG }],
    [form('Budi', 'S'.repeat(151)), { last_name: NAME_TOO_LONG }],
    [form('Budi', '', 'budi@example'), { email: REGISTER_EMAIL_INVALID }],
    [form('Budi', '', 'budi@@example.com'), { email: REGISTER_EMAIL_INVALID }],
    [form('Budi', '', `${'a'.repeat(65)}@example.com`), { email: REGISTER_EMAIL_INVALID }],
    [form('Budi', '', ' budi@example.com '), {}],
    [form('', '', 'x'), { first_name: FIRST_NAME_REQUIRED, email: REGISTER_EMAIL_INVALID }],
  ])('%j → %j', (given, problems) => {
    expect(profileProblems(given)).toEqual(problems);
  });

  it('sends only what differs from the user now, trimmed; an e-mail may be emptied', () => {
    expect(profileChanges(form(' Budi ', 'Santoso', 'budi@example.com'), user)).toEqual({});
    expect(profileChanges(form('Budiman', 'Santoso', ' BUDI2@example.com '), user)).toEqual({
      first_name: 'Budiman',
      email: 'BUDI2@example.com',
    });
    expect(profileChanges(form('Budi', 'Santoso', ''), user)).toEqual({ email: '' });
  });
});

describe('CSV', () => {
  it('quotes what needs it, keeps a formula as text, writes numbers and nothing as they are', () => {
    expect(
      csvOf(
        ['a', 'b', 'c'],
        [
          ['x, y', 'say "hi"', 3],
          ['=1+1', '-2500', -2500],
          ['@SUM(A1)', null, undefined],
          ['line\nbreak', '\tTab', Number.NaN],
        ],
      ),
    ).toBe('a,b,c\r\n"x, y","say ""hi""",3\r\n\'=1+1,\'-2500,-2500\r\n\'@SUM(A1),,\r\n"line\nbreak",\'\tTab,\r\n');
  });
});

describe("a backend's error body passed on", () => {
  it("keeps its words field by field, the coded field's code, and its detail; bounded", () => {
    expect(accountProblemBody({ email: ['Email sudah digunakan', 'lagi'], first_name: 'Wajib' })).toEqual({
      fields: { email: 'Email sudah digunakan', first_name: 'Wajib' },
    });
    expect(accountProblemBody({ address: { code: 'exists', message: 'Nomor sudah terdaftar.' } })).toEqual({
      fields: { address: 'Nomor sudah terdaftar.' },
      code: 'exists',
    });
    expect(accountProblemBody({ detail: 'Tidak bisa sekarang.' })).toEqual({ detail: 'Tidak bisa sekarang.' });
    expect(accountProblemBody({ non_field_errors: ['Salah.'] })).toEqual({ detail: 'Salah.' });
    expect(accountProblemBody(undefined, 'Request timed out')).toEqual({ detail: 'Request timed out' });
    expect(accountProblemBody({ 'bad key!': ['x'], nested: { deep: { er: 1 } }, long: ['x'.repeat(900)] })).toEqual({
      fields: { long: 'x'.repeat(500) },
    });
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, ['x']]));
    expect(Object.keys(accountProblemBody(many).fields ?? {})).toHaveLength(20);
  });
});

describe("the brand's contact", () => {
  it("is the business's where the directory sends it, else the site's", () => {
    expect(brandContact()).toEqual({
      email: SITE.contact.email,
      phone: { text: SITE.contact.phone, href: SITE.contact.phoneHref },
      hours: SITE.contact.hours,
    });
    expect(brandContact({ uid: 'b', name: 'B', email: 'cs@toko.example', phone: '021-555-0101', address: 'Jl. Mawar 1' })).toEqual({
      email: 'cs@toko.example',
      phone: { text: '021-555-0101', href: 'tel:0215550101' },
      address: 'Jl. Mawar 1',
      hours: SITE.contact.hours,
    });
    expect(brandContact({ uid: 'b', name: 'B', phone: 'n/a' }).phone.href).toBe(SITE.contact.phoneHref);
  });
});
