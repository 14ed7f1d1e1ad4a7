// @vitest-environment node
import { RuleTester } from 'eslint';
import parser from '@typescript-eslint/parser';
import { describe, it } from 'vitest';
import oneTextRun from '../../eslint-rules/one-text-run.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

const split = { messageId: 'split' };
const afterToggle = { messageId: 'afterToggle' };

tester.run('portal/one-text-run', oneTextRun, {
  valid: [
    'const a = <p>{`Level ${name}`}</p>;',
    'const a = <p>Level <strong>{name}</strong></p>;',
    'const a = <button>{busy ? <Spinner /> : null}<span>Redeem Now</span></button>;',
    // A fixed space between fixed words, an element after text, a comment: nothing a translator breaks.
    'const a = <p>Tidak menemukan jawaban?{\' \'}<Link href="/help">Bantuan</Link></p>;',
    'const a = <p>Selengkapnya{title ? <span>{title}</span> : null}<span>→</span></p>;',
    'const a = <p>{/* why */}Saja</p>;',
    "const a = <p>Satu{'dua'}</p>;",
    'const a = <p>{ok && <b>ya</b>}{list.map((x) => <i key={x}>{x}</i>)}</p>;',
    'const a = <ul>\n  {items}\n</ul>;',
  ],
  invalid: [
    { code: 'const a = <p>Level {name}</p>;', errors: [split] },
    { code: 'const a = <p>Halaman {page} dari {count}</p>;', errors: [split, split, split] },
    { code: "const a = <button>Kirim ulang OTP{wait > 0 ? ` dalam ${wait} detik` : ''}</button>;", errors: [split] },
    { code: 'const a = <button>{busy ? <Spinner /> : null}Redeem Now</button>;', errors: [afterToggle] },
    { code: 'const a = <button>{busy && <Spinner />}{children}</button>;', errors: [afterToggle] },
    { code: 'const a = <>{count} produk</>;', errors: [split] },
  ],
});
