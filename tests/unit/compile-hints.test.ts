// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCompileHints, COMPILE_HINT, MIN_HINTED_BYTES } from '@/lib/server/compile-hints';

let distDir: string;
const chunk = (name: string) => join(distDir, 'static', 'chunks', name);

beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  mkdirSync(join(distDir, 'static', 'chunks'), { recursive: true });
  for (const name of ['react-dom.js', 'next-client.js', 'layout.js']) writeFileSync(chunk(name), large(name));
  writeFileSync(chunk('runtime.js'), 'self.runtime=1;');
  writeFileSync(chunk('styles.css'), 'body{}');
});

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

/** A script of the size the hint is for. */
const large = (name: string) => `/* ${name} */ self.x=1;`.padEnd(MIN_HINTED_BYTES, ' ');
const manifest = (value: unknown) => writeFileSync(join(distDir, 'build-manifest.json'), JSON.stringify(value));

describe('addCompileHints', () => {
  it("opens the framework's large start-up scripts with V8's compile hint and leaves the rest as built", () => {
    const root = ['react-dom.js', 'next-client.js', 'runtime.js', 'styles.css'].map((name) => `static/chunks/${name}`);
    manifest({ rootMainFiles: root });
    expect(addCompileHints(distDir)).toEqual(['static/chunks/react-dom.js', 'static/chunks/next-client.js']);
    expect(readFileSync(chunk('react-dom.js'), 'utf8')).toBe(COMPILE_HINT + large('react-dom.js'));
    expect(readFileSync(chunk('next-client.js'), 'utf8')).toBe(COMPILE_HINT + large('next-client.js'));
    // A small start-up script, the portal's own chunks (not in rootMainFiles) and the stylesheet are unchanged.
    expect(readFileSync(chunk('runtime.js'), 'utf8')).toBe('self.runtime=1;');
    expect(readFileSync(chunk('layout.js'), 'utf8')).toBe(large('layout.js'));
    expect(readFileSync(chunk('styles.css'), 'utf8')).toBe('body{}');
  });

  it('is the first line, as V8 reads it, and a second run adds nothing', () => {
    manifest({ rootMainFiles: ['static/chunks/react-dom.js'] });
    addCompileHints(distDir);
    addCompileHints(distDir);
    const code = readFileSync(chunk('react-dom.js'), 'utf8');
    expect(code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(code.match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
  });

  it('leaves the build as it is, with a warning, when the manifest is missing or has no rootMainFiles', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(addCompileHints(distDir)).toEqual([]);
    manifest({ pages: {} });
    expect(addCompileHints(distDir)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(readFileSync(chunk('react-dom.js'), 'utf8')).toBe(large('react-dom.js'));
  });
});
