// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDealPrice,
  formatFullName,
  formatMemberName,
  formatMonth,
  formatPeriod,
  formatPoints,
  formatPointsLabel,
  formatRupiah,
  formatSignedPoints,
  instantOf,
  yearInJakarta,
} from '@/lib/format/display';
import { hasEnded } from '@/lib/rules/expiry';

describe('formatPoints', () => {
  it.each<[number | string, string]>([
    ['24750.00', '24.750'],
    [2000, '2.000'],
    [0, '0'],
    ['0', '0'],
    [999, '999'],
    [1000, '1.000'],
    [12345678, '12.345.678'],
    [1234567890123, '1.234.567.890.123'],
    [1e21, '1.000.000.000.000.000.000.000'],
    [24750.99, '24.750'], // cut off, never rounded up
    ['99.6', '99'],
    [-1500, '-1.500'],
    ['-1500.7', '-1.500'],
    [-0.5, '0'], // no "-0"
    ['+42', '42'],
    [' 12500.00 ', '12.500'],
    ['.5', '0'],
    ['abc', '0'],
    ['', '0'],
    ['1,000', '0'],
    ['12.500.000', '0'],
    ['0x10', '0'],
    ['1e3', '0'],
    ['Infinity', '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%o → %s', (value, expected) => expect(formatPoints(value)).toBe(expected));

  it('takes garbage of other types without throwing', () => {
    expect(formatPoints(null as unknown as number)).toBe('0');
    expect(formatPoints(undefined as unknown as number)).toBe('0');
    expect(formatPoints({} as unknown as number)).toBe('0');
  });

  it.runIf(Intl.NumberFormat.supportedLocalesOf(['id-ID']).length > 0)('agrees with Intl id-ID where the runtime has it', () => {
    for (const n of [0, 7, 999, 1000, 24750, 1234567, -98765]) {
      expect(formatPoints(n)).toBe(new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(n));
    }
  });
});

describe('formatPointsLabel', () => {
  it.each<[number | string, string]>([
    ['24750.00', '24.750 Pts'],
    [0, '0 Pts'],
    ['x', '0 Pts'],
  ])('%o → %s', (value, expected) => expect(formatPointsLabel(value)).toBe(expected));
});

describe('formatDealPrice', () => {
  it.each<[number | string | null, string]>([
    [2000, '2.000 Pts'],
    [500, '500 Pts'],
    [1, '1 Pts'],
    [0, 'Free'],
    ['0.00', 'Free'],
    [0.4, 'Free'],
    ['2000.00', '2.000 Pts'],
    // Not known: no price at all, never Free.
    [null, ''],
  ])('%o → %s', (value, expected) => expect(formatDealPrice(value)).toBe(expected));
});

describe('formatRupiah', () => {
  it.each<[number | string, string]>([
    [899000, 'Rp 899.000'],
    [899000.75, 'Rp 899.000'],
    [899999.99, 'Rp 899.999'],
    ['699000.00', 'Rp 699.000'],
    [0, 'Rp 0'],
    [500, 'Rp 500'],
    [1250000, 'Rp 1.250.000'],
    [-15000, '-Rp 15.000'],
    ['garbage', 'Rp 0'],
    ['', 'Rp 0'],
    [Number.NaN, 'Rp 0'],
  ])('%o → %s', (value, expected) => expect(formatRupiah(value)).toBe(expected));
});

describe("yearInJakarta (the footer's copyright year)", () => {
  it.each<[string, number]>([
    ['2026-12-31T16:59:59Z', 2026],
    // 17.00 UTC on 31 December is midnight in Jakarta: the new year there, still the old one in UTC.
    ['2026-12-31T17:00:00Z', 2027],
    ['2027-01-01T00:00:00Z', 2027],
  ])('%s → %i', (iso, year) => {
    expect(yearInJakarta(Date.parse(iso))).toBe(year);
  });
});

describe('formatDate (calendar date in Asia/Jakarta, UTC+7)', () => {
  it.each<[string, string]>([
    ['2026-11-21', '21 November 2026'],
    ['2026-01-01', '1 Januari 2026'],
    ['2026-02-05', '5 Februari 2026'],
    ['2026-03-31', '31 Maret 2026'],
    ['2026-04-10', '10 April 2026'],
    ['2026-05-10', '10 Mei 2026'],
    ['2026-06-10', '10 Juni 2026'],
    ['2026-07-10', '10 Juli 2026'],
    ['2026-08-17', '17 Agustus 2026'],
    ['2026-09-10', '10 September 2026'],
    ['2026-10-10', '10 Oktober 2026'],
    ['2026-12-25', '25 Desember 2026'],
    ['2028-02-29', '29 Februari 2028'],
    // zoned times: the date in Jakarta
    ['2026-11-21T03:00:00Z', '21 November 2026'],
    ['2026-11-21T16:59:59Z', '21 November 2026'],
    ['2026-11-21T17:00:00Z', '22 November 2026'],
    ['2026-11-21T17:30:00.123456Z', '22 November 2026'],
    ['2026-12-31T18:00:00z', '1 Januari 2027'],
    ['2026-11-21T00:30:00+07:00', '21 November 2026'],
    ['2026-11-21T00:30:00+0700', '21 November 2026'],
    ['2026-11-21 00:30:00+07:00', '21 November 2026'],
    ['2026-11-21T20:00:00-05:00', '22 November 2026'],
    ['2026-11-21T23:00:00+09:00', '21 November 2026'],
    // naive times: the wall-clock date as written
    ['2026-11-21T23:59:59', '21 November 2026'],
    ['2026-11-21 08:00', '21 November 2026'],
    // invalid
    ['', ''],
    ['not a date', ''],
    ['2026-02-30', ''],
    ['2026-13-01', ''],
    ['2026-00-10', ''],
    ['2026-11-21T25:00:00Z', ''],
    ['21/11/2026', ''],
    ['2026-11-21T03:00:00+07:00 extra', ''],
  ])('%s → %o', (iso, expected) => expect(formatDate(iso)).toBe(expected));

  it('takes null and undefined', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatSignedPoints: a points change with its sign', () => {
  it.each([
    [2500, '+2.500'],
    [-2000, '\u22122.000'],
    ['-1200.00', '\u22121.200'],
    [500, '+500'],
    [1234567, '+1.234.567'],
    [0, '0'],
    [-0.4, '0'],
    [0.9, '0'],
    ['abc', '0'],
    [Number.NaN, '0'],
  ])('%o → %o', (value, expected) => expect(formatSignedPoints(value)).toBe(expected));

  it('uses a real minus sign, not a hyphen', () => {
    expect(formatSignedPoints(-2000).codePointAt(0)).toBe(0x2212);
  });
});

describe('formatMonth: month and year in Jakarta', () => {
  it.each([
    ['2026-11-21T03:00:00Z', 'November 2026'],
    ['2026-11-30T17:00:00Z', 'Desember 2026'],
    ['2026-01-01', 'Januari 2026'],
    ['2026-05-31 23:00', 'Mei 2026'],
    ['', ''],
    ['2026-02-30', ''],
  ])('%s → %o', (iso, expected) => expect(formatMonth(iso)).toBe(expected));

  it('takes null and undefined', () => {
    expect(formatMonth(null)).toBe('');
    expect(formatMonth(undefined)).toBe('');
  });
});

describe('instantOf: the instant an ISO time names', () => {
  it.each([
    ['2026-11-21T03:00:00Z', Date.UTC(2026, 10, 21, 3)],
    ['2026-11-21T10:00:00+07:00', Date.UTC(2026, 10, 21, 3)],
    ['2026-11-21T10:00:00+0700', Date.UTC(2026, 10, 21, 3)],
    ['2026-11-20T22:00:00-05:00', Date.UTC(2026, 10, 21, 3)],
    // No zone: Jakarta wall-clock time; a bare date is its midnight.
    ['2026-11-21 10:00', Date.UTC(2026, 10, 21, 3)],
    ['2026-11-21', Date.UTC(2026, 10, 20, 17)],
  ])('%s', (iso, expected) => expect(instantOf(iso)).toBe(expected));

  it.each(['', 'kemarin', '2026-02-30', '2026-11-21T24:00:00Z'])('%o is NaN', (iso) => expect(instantOf(iso)).toBeNaN());

  it('takes null and undefined', () => {
    expect(instantOf(null)).toBeNaN();
    expect(instantOf(undefined)).toBeNaN();
  });
});

describe('formatDateTime (date and time in Asia/Jakarta, "Terakhir diperbarui …")', () => {
  it.each<[string, string]>([
    ['2026-11-22T12:05:00Z', '22 November 2026 19.05'],
    ['2026-11-22T19:05:00+07:00', '22 November 2026 19.05'],
    ['2026-11-22T19:05:42.123+0700', '22 November 2026 19.05'],
    ['2026-12-31T17:30:00Z', '1 Januari 2027 00.30'], // past midnight in Jakarta: the next day
    ['2026-11-22T09:05:00-05:00', '22 November 2026 21.05'],
    ['2026-11-22 08:00', '22 November 2026 08.00'], // no zone: Jakarta wall-clock time as written
    ['2026-11-22', '22 November 2026 00.00'],
    ['2026-02-30T10:00:00Z', ''],
    ['2026-11-22T24:00:00Z', ''],
    ['kemarin', ''],
    ['', ''],
  ])('%s → %o', (iso, expected) => expect(formatDateTime(iso)).toBe(expected));

  it('takes null and undefined', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('formatFullName', () => {
  it.each<[Parameters<typeof formatFullName>[0], string]>([
    [{ first_name: 'Budi', last_name: 'Santoso' }, 'Budi Santoso'],
    [{ first_name: 'Siti', last_name: '' }, 'Siti'],
    [{ first_name: '', last_name: 'Santoso' }, 'Santoso'],
    [{ first_name: ' Budi ', last_name: '  ' }, 'Budi'],
    [{ first_name: ' ', last_name: '\n' }, ''],
    [{}, ''],
    [null, ''],
    [undefined, ''],
  ])('%o → %o', (user, expected) => expect(formatFullName(user)).toBe(expected));
});

describe('formatMemberName', () => {
  it('the full name, else the name kept on the device, else Member', () => {
    expect(formatMemberName({ first_name: 'Budi', last_name: 'Santoso' }, 'Budi S.')).toBe('Budi Santoso');
    expect(formatMemberName({ first_name: ' ' }, 'Budi S.')).toBe('Budi S.');
    expect(formatMemberName(null)).toBe('Member');
  });
});

describe('formatPeriod (a promotion period, shared parts said once)', () => {
  it.each<[string | undefined, string | undefined, string]>([
    ['2026-11-01', '2026-12-31', '1 November – 31 Desember 2026'],
    ['2026-11-01', '2026-11-30', '1 – 30 November 2026'],
    ['2026-12-20', '2027-01-05', '20 Desember 2026 – 5 Januari 2027'],
    ['2026-11-23', '2026-11-23', '23 November 2026'],
    // Calendar dates in Jakarta: 17:00 UTC on 31 October is 1 November there.
    ['2026-10-31T17:00:00Z', '2026-12-31T16:59:59Z', '1 November – 31 Desember 2026'],
    ['2026-11-01', undefined, 'Mulai 1 November 2026'],
    [undefined, '2026-12-31', 'Sampai 31 Desember 2026'],
    ['bukan tanggal', '2026-12-31', 'Sampai 31 Desember 2026'],
    [undefined, undefined, ''],
    ['', 'x', ''],
  ])('%s, %s → %s', (start, end, text) => expect(formatPeriod(start, end)).toBe(text));
});

describe('hasEnded (lib/expiry) and instantOf', () => {
  const at = (iso: string) => Date.parse(iso);

  it('lets a date alone last to the end of that day in Jakarta', () => {
    expect(hasEnded('2026-12-31', at('2026-12-31T16:59:59Z'))).toBe(false);
    expect(hasEnded('2026-12-31', at('2026-12-31T17:00:00Z'))).toBe(true);
  });

  it('ends a time at that instant; a time without a zone is Jakarta time', () => {
    expect(hasEnded('2026-12-31T10:00:00+07:00', at('2026-12-31T02:59:59Z'))).toBe(false);
    expect(hasEnded('2026-12-31T10:00:00+07:00', at('2026-12-31T03:00:01Z'))).toBe(true);
    expect(hasEnded('2026-12-31T10:00:00', at('2026-12-31T03:00:01Z'))).toBe(true);
    expect(hasEnded('2026-12-31T10:00:00Z', at('2026-12-31T09:59:00Z'))).toBe(false);
  });

  it('never ends without a readable end', () => {
    for (const end of [undefined, null, '', 'besok', '2026-02-30']) expect(hasEnded(end, at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('reads the start of a day, and offsets written with or without a colon', () => {
    expect(instantOf('2026-11-01')).toBe(at('2026-10-31T17:00:00Z'));
    expect(instantOf('2026-11-01T08:00:00+0700')).toBe(at('2026-11-01T01:00:00Z'));
    expect(instantOf('2026-11-01 08:00:00-05:00')).toBe(at('2026-11-01T13:00:00Z'));
    expect(instantOf('nope')).toBeNaN();
  });
});
