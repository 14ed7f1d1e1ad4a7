// @vitest-environment node
// .env.example lists every variable the portal reads: those of lib/config.ts, and the build's own.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');

/** Names read as `env.NAME` or named as `'NAME'` for readUrl in lib/config.ts. */
const configVariables = () =>
  [
    ...new Set([...read('lib/config.ts').matchAll(/\benv\.([A-Z][A-Z0-9_]+)|['"]([A-Z][A-Z0-9_]{3,})['"]/g)].map((m) => m[1] ?? m[2])),
  ].filter((name) => name !== 'NODE_ENV');

const exampleVariables = () => [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);

describe('.env.example', () => {
  it('names every variable of lib/config.ts', () => {
    const config = configVariables();
    expect(config).toEqual(expect.arrayContaining(['API_HOST', 'AUTH_HOST', 'API_KEY', 'SITE_URL', 'REDIS_URL', 'REVALIDATE_SECRET']));
    expect(config.filter((name) => !exampleVariables().includes(name))).toEqual([]);
  });

  it('names the variables the build reads (next.config.ts)', () => {
    const build = [...read('next.config.ts').matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)]
      .map((m) => m[1])
      .filter((name) => name !== 'NODE_ENV');
    expect(build.length).toBeGreaterThan(0);
    expect(build.filter((name) => !exampleVariables().includes(name))).toEqual([]);
  });
});
