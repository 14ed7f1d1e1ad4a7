// The bare Next.js page the bench compares the portal with (bench/bare: one static <h1>), built with the
// repository's own Next the way the portal is (`next build`, production) and served the way `npm start`
// serves the portal (one `next start` process, the same heap cap). Its build is reused while its sources
// and Next's version are those it was built from.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, startPortal } from './servers.mjs';

export const BARE_DIR = `${ROOT}bench/bare`;
const STAMP = `${BARE_DIR}/.next/bench-sources.sha256`;
/** What Next writes into the app's folder (next-env.d.ts, the build, TypeScript's cache) is not a source. */
const NOT_SOURCES = new Set(['.next', 'next-env.d.ts', 'tsconfig.tsbuildinfo']);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !NOT_SOURCES.has(entry.name))
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

function sourcesHash() {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(`${ROOT}node_modules/next/package.json`, 'utf8')).version);
  for (const file of sourceFiles(BARE_DIR)) hash.update(`\0${relative(BARE_DIR, file)}\0`).update(readFileSync(file));
  return hash.digest('hex');
}

/** Builds the bare page unless its build is of the current sources. */
export function buildBare(env) {
  const hash = sourcesHash();
  if (existsSync(`${BARE_DIR}/.next/BUILD_ID`) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) {
    console.log('\n▶ bare Next page: reusing its build (sources unchanged)');
    return;
  }
  console.log('\n▶ next build (bare Next page)');
  const result = spawnSync(`${ROOT}node_modules/.bin/next`, ['build'], { cwd: BARE_DIR, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('next build (bare Next page) failed');
  writeFileSync(STAMP, hash);
}

export function startBare(port, env, options = {}) {
  return startPortal(port, env, 'bare', { ...options, cwd: BARE_DIR });
}
