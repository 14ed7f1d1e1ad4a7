/**
 * Not marked `server-only`, which throws outside React's server layer: run by next.config.ts after the
 * build compiles. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_MANIFEST } from './next-cache-internals.mjs';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that opens with this comment has all its
 * functions compiled while it streams in, on a background thread, instead of each one on the main thread
 * the first time it is called. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Start-up scripts smaller than this are left as they are: the compiling that held start-up up is in the
 * two large ones (React DOM's, about 230 KB, and Next's client, about 160 KB), while a small one compiles
 * in a millisecond or two and each hint adds about 22 bytes gzip to a first load that is at its budget.
 */
export const MIN_HINTED_BYTES = 64 * 1024;

/**
 * Opens the framework's large start-up scripts with the compile hint: those of the build manifest's
 * `rootMainFiles` (loaded first by every page, and nearly all run before the page answers a tap) from
 * MIN_HINTED_BYTES up. Lazily compiled, they are most of start-up's one long main-thread task on a
 * phone-speed CPU (decision 0011). The portal's own chunks stay
 * lazy: much of their code runs only when a member opens something. Runs after Next's compile
 * (next.config.ts, `compiler.runAfterProductionCompile`), before anything copies or lists the files; a
 * second run changes nothing. Returns the files that open with the hint.
 */
export function addCompileHints(distDir: string): string[] {
  const manifestPath = join(distDir, BUILD_MANIFEST);
  if (!existsSync(manifestPath)) {
    console.warn(`compile hints: ${manifestPath} not found; scripts left as built`);
    return [];
  }
  const { rootMainFiles } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { rootMainFiles?: unknown };
  if (!Array.isArray(rootMainFiles)) {
    console.warn('compile hints: the build manifest lists no rootMainFiles; scripts left as built');
    return [];
  }
  const hinted: string[] = [];
  for (const file of rootMainFiles) {
    if (typeof file !== 'string' || !file.endsWith('.js')) continue;
    const path = join(distDir, file);
    const code = readFileSync(path, 'utf8');
    if (Buffer.byteLength(code) < MIN_HINTED_BYTES) continue;
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(path, COMPILE_HINT + code);
    hinted.push(file);
  }
  return hinted;
}
