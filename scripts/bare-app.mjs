// The bare Next.js page the bench compares the portal with (bench/bare: one static <h1>), built with the
// repository's own Next the way the portal is (`next build`, production) and served the way `npm start`
// serves the portal (one `next start` process, the same heap cap). Its build is reused while its sources
// and Next's version are those it was built from.
//
// Its ISR twin (`bare-isr`): the same app, its page with `revalidate` as the portal's home page, copied
// to bench-results/bare-isr (git-ignored) and built there. Next's own cost of serving a page from its
// cache once it has rendered one, which a static page never does
// (docs/decisions/0028-no-async-context-on-the-cached-path.md).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT, startPortal } from './servers.mjs';

export const BARE_DIR = `${ROOT}bench/bare`;
/** Two levels below the repository, as bench/bare: its next.config.ts finds the repository's root there. */
export const BARE_ISR_DIR = `${ROOT}bench-results/bare-isr`;
/** As the portal's home page (app/page.tsx). */
export const BARE_ISR_REVALIDATE_SECONDS = 60;
/** What Next writes into the app's folder (next-env.d.ts, the build, TypeScript's cache) is not a source. */
const NOT_SOURCES = new Set(['.next', 'next-env.d.ts', 'tsconfig.tsbuildinfo']);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !NOT_SOURCES.has(entry.name))
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

function sourcesHash(dir) {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(`${ROOT}node_modules/next/package.json`, 'utf8')).version);
  for (const file of sourceFiles(dir)) hash.update(`\0${relative(dir, file)}\0`).update(readFileSync(file));
  return hash.digest('hex');
}

/** Builds the app in `dir` unless its build is of the current sources. */
function buildApp(dir, env, label) {
  const stamp = `${dir}/.next/bench-sources.sha256`;
  const hash = sourcesHash(dir);
  if (existsSync(`${dir}/.next/BUILD_ID`) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`\n▶ ${label}: reusing its build (sources unchanged)`);
    return;
  }
  console.log(`\n▶ next build (${label})`);
  const result = spawnSync(`${ROOT}node_modules/.bin/next`, ['build'], { cwd: dir, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`next build (${label}) failed`);
  writeFileSync(stamp, hash);
}

/** Builds the bare page unless its build is of the current sources. */
export function buildBare(env) {
  buildApp(BARE_DIR, env, 'bare Next page');
}

export function startBare(port, env, options = {}) {
  return startPortal(port, env, 'bare', { ...options, cwd: BARE_DIR });
}

/** Copies bench/bare with `revalidate` on its page, then builds the copy unless its build is of those sources. */
export function buildBareIsr(env) {
  mkdirSync(BARE_ISR_DIR, { recursive: true });
  for (const entry of readdirSync(BARE_ISR_DIR)) if (!NOT_SOURCES.has(entry)) rmSync(join(BARE_ISR_DIR, entry), { recursive: true });
  for (const file of sourceFiles(BARE_DIR)) {
    const copy = join(BARE_ISR_DIR, relative(BARE_DIR, file));
    mkdirSync(dirname(copy), { recursive: true });
    cpSync(file, copy);
  }
  const page = join(BARE_ISR_DIR, 'app', 'page.tsx');
  writeFileSync(page, `export const revalidate = ${BARE_ISR_REVALIDATE_SECONDS};\n\n${readFileSync(page, 'utf8')}`);
  buildApp(BARE_ISR_DIR, env, 'bare Next page with revalidate');
}

/**
 * Serves the ISR twin with its prerender dated a period back, so that its first request finds the page
 * stale and renders it once in the background, as a running server does every period (the portal's home
 * page is rendered again on its first request after a start; docs/decisions/0006-page-cache-rules.md).
 */
export function startBareIsr(port, env, options = {}) {
  const past = (Date.now() - 2 * BARE_ISR_REVALIDATE_SECONDS * 1000) / 1000;
  const app = join(BARE_ISR_DIR, '.next', 'server', 'app');
  for (const file of readdirSync(app)) if (file.startsWith('index.')) utimesSync(join(app, file), past, past);
  return startPortal(port, env, 'bare-isr', { ...options, cwd: BARE_ISR_DIR });
}

/**
 * Makes the ISR twin render its page once: its first answer is the stale prerender (`x-nextjs-cache:
 * STALE`, a render begun beside it), then the render's (`HIT`). Throws if it never renders.
 */
export async function renderBareIsrOnce(url) {
  const first = (await fetch(url)).headers.get('x-nextjs-cache');
  if (first !== 'STALE') throw new Error(`bare-isr: its first answer was ${first}, not STALE: nothing rendered`);
  for (let i = 0; i < 50; i += 1) {
    if ((await fetch(url)).headers.get('x-nextjs-cache') === 'HIT') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('bare-isr: its render was not stored within 5 s');
}
