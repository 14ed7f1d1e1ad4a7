/**
 * Values a backend might send in any field, for property tests (fast-check): JSON of every kind, numbers as
 * strings, huge and negative numbers, impossible dates, text too long for a QR code or outside a barcode's
 * characters, and ids that repeat. With the check that a page shows none of the words garbage turns into.
 */
import fc from 'fast-check';
import { HttpResponse, type JsonBodyType } from 'msw';
import { expect } from 'vitest';

/**
 * Runs per property test, and the seed: fixed, so the suite checks the same cases on every run and CI
 * is never red by chance. `FUZZ_SEED=random` (or a number) explores others. A failure is reported at
 * once with its case and seed (no shrinking, whose every step would wait out a page that never loads);
 * `FUZZ_SHRINK=1` shrinks it to the smallest case, to study it locally.
 */
export const FUZZ = {
  numRuns: Number(process.env.FUZZ_RUNS ?? 25),
  seed: process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261125),
  endOnFailure: !process.env.FUZZ_SHRINK,
};

const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.constantFrom(1e21, -1e21, 1e308, 0.1 + 0.2, -0, 2 ** 53 + 1, 12.5, -3.75),
  fc.constantFrom(
    '',
    ' ',
    '1.000',
    '1,5',
    '12e400',
    '-5',
    'NaN',
    'Infinity',
    '0x10',
    '2026-13-45',
    '2026-02-30T25:00:00Z',
    'not a date',
    '2026-12-31',
    '2026-11-30T10:00:00+07:00',
    '<b>x</b>',
    'undefined',
  ),
  // Beyond what a QR code or a barcode can hold, outside their character sets, wider than a phone.
  fc.constantFrom(
    'x'.repeat(3000),
    '🎟️🎟️',
    'ÄÖÜ-ß',
    '1234 5678 9012',
    '\u0000\u001f',
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  ),
);
export const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('v'), { maxKeys: 3 }),
  ),
})).v;
/** Ids and codes: often the same few, so that lists repeat them (and collide with positions: "0", "1"). */
const ID_FIELDS = new Set(['uid', 'id', 'code', 'referral_code']);
const id = fc.oneof(fc.constantFrom('', '0', '1', 'A'), value);
/** A record with the fields a reader knows, each holding anything. */
export const shaped = (fields: Record<string, fc.Arbitrary<unknown>>) => fc.record(fields, { requiredKeys: [] });
export const any = (...names: string[]) => Object.fromEntries(names.map((n) => [n, ID_FIELDS.has(n) ? id : value]));
export const list = (item: fc.Arbitrary<unknown>) =>
  fc.oneof(fc.array(item, { maxLength: 4 }), fc.record({ results: fc.array(item, { maxLength: 4 }), count: value }), value);

export const image = fc.oneof(shaped(any('image_url', 'url', 'width', 'height')), value);

export const GARBAGE = /undefined|NaN|Infinity|\[object Object\]|\bnull\b|Invalid Date/;

/** The page's text, less the strings the backend itself sent (a referral code may well read "Infinity"). */
export function shownBeyondAnswers(text: string, a: unknown): string {
  const sent: string[] = [];
  (function walk(v: unknown) {
    if (typeof v === 'string') sent.push(v);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        walk(k);
        walk(x);
      }
    }
  })(a);
  return sent
    .filter((s) => GARBAGE.test(s))
    .sort((x, y) => y.length - x.length)
    .reduce((t, s) => t.split(s).join(''), text);
}

/** Headings that say nothing: a card or a page drawn around an empty name. */
export const emptyHeadings = (root: ParentNode) =>
  [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((h) => !h.textContent?.trim());

/**
 * Texts drawn from a value of spaces: an element whose whole text is whitespace (not none, as a drawn
 * shape has) and that shows nothing else, where a trimmed value would have let a fallback say something.
 */
export const blankTexts = (root: ParentNode) =>
  [...root.querySelectorAll('p, li, dd, dt, a, button, span, td, th, label, figcaption')]
    .filter((el) => el.textContent !== '' && !el.textContent?.trim() && !el.querySelector('img, svg, input, canvas'))
    .map((el) => el.outerHTML.slice(0, 200));

/** Links and buttons with nothing to call them by: a chip or a link drawn around an empty label. */
export const namelessControls = (root: ParentNode) =>
  [...root.querySelectorAll('a[href], button')]
    .filter(
      (el) =>
        !el.textContent?.trim() &&
        !el.getAttribute('aria-label')?.trim() &&
        !el.hasAttribute('aria-labelledby') &&
        ![...el.querySelectorAll('img')].some((img) => img.getAttribute('alt')?.trim()),
    )
    .map((el) => el.outerHTML.slice(0, 200));

/** The attributes a member or a screen reader meets: links, images, labels, times. */
const SHOWN_ATTRIBUTES = ['href', 'src', 'alt', 'aria-label', 'title', 'datetime', 'aria-valuetext'];

/** Those attributes' values, as one text to check like the page's. */
export const attributeText = (root: ParentNode) =>
  [...root.querySelectorAll(SHOWN_ATTRIBUTES.map((name) => `[${name}]`).join(', '))]
    .flatMap((el) => SHOWN_ATTRIBUTES.map((name) => el.getAttribute(name) ?? ''))
    .filter(Boolean)
    .join('\n');

/**
 * Everything a page drawn from answers `sent` must not show: a garbage word the backend did not send (in
 * the text or the attributes a member or a screen reader meets), an empty heading, a text of spaces, a
 * link or button without a name.
 */
export function expectNothingBroken(root: HTMLElement, sent: unknown) {
  expect(shownBeyondAnswers(`${root.textContent}\n${attributeText(root)}`, sent)).not.toMatch(GARBAGE);
  expect(emptyHeadings(root)).toEqual([]);
  expect(blankTexts(root)).toEqual([]);
  expect(namelessControls(root)).toEqual([]);
}

/** A backend's answer to one call, drawn at random: one of `statuses` (0 is a dropped connection), `body`, and a Retry-After of anything. */
export const reply = (statuses: number[], body: fc.Arbitrary<unknown>) =>
  fc.record({
    status: fc.constantFrom(...statuses),
    body,
    retryAfter: fc.option(fc.constantFrom('3', '0', '-1', 'abc', '99999999', 'Wed, 21 Oct 2099 07:28:00 GMT'), { nil: undefined }),
  });
export type Reply = { status: number; body: unknown; retryAfter?: string };

/** An MSW resolver that gives `r`. */
export const answerWith = (r: Reply) => () =>
  r.status === 0
    ? HttpResponse.error()
    : r.status === 204
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json(r.body as JsonBodyType, {
          status: r.status,
          headers: r.retryAfter === undefined ? {} : { 'Retry-After': r.retryAfter },
        });
