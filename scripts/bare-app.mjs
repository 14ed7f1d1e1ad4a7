// The bare Next.js page the bench compares the portal with (bench/bare: one static <h1>), built with the
// repository's own Next the way the portal is (`next build`, production) and served the way `npm start`
// serves the portal (one `next start` process, the same heap cap). Its build is reused while its sources
// and Next's version are those it was built from.
//
// Its ISR twins, copies of it under bench-results/ (git-ignored), each built there: `bare-isr`, its page
// with `revalidate` as the portal's home page, and `bare-isr-handler`, the same with a `cacheHandler` that
// is Next's own file-system cache, as the portal names its page cache. Next's own cost of serving a page
// from its cache once it has rendered one, which a static page never does, and of a cache handler
// (docs/decisions/0030-no-async-context-on-the-cached-path.md).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT, startPortal } from './servers.mjs';

export const BARE_DIR = `${ROOT}bench/bare`;
/** As the portal's home page (app/page.tsx). */
export const BARE_ISR_REVALIDATE_SECONDS = 60;
/** Next's file-system cache, as a cache handler (the portal's, lib/page-cache/handler.mjs, wraps the same class). */
const PASS_THROUGH_HANDLER = `import * as fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

export default typeof fileSystemCache.default === 'function' ? fileSystemCache.default : fileSystemCache.default.default;
`;
/** The ISR twins: each one's folder, two levels below the repository as bench/bare (its next.config.ts finds the root there). */
export const BARE_ISR_TWINS = {
  'bare-isr': { dir: `${ROOT}bench-results/bare-isr`, cacheHandler: false },
  'bare-isr-handler': { dir: `${ROOT}bench-results/bare-isr-handler`, cacheHandler: true },
};
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

/** Copies bench/bare as the twin `name`, then builds the copy unless its build is of those sources. */
export function buildBareIsr(name, env) {
  const { dir, cacheHandler } = BARE_ISR_TWINS[name];
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir)) if (!NOT_SOURCES.has(entry)) rmSync(join(dir, entry), { recursive: true });
  for (const file of sourceFiles(BARE_DIR)) {
    const copy = join(dir, relative(BARE_DIR, file));
    mkdirSync(dirname(copy), { recursive: true });
    cpSync(file, copy);
  }
  const page = join(dir, 'app', 'page.tsx');
  writeFileSync(page, `export const revalidate = ${BARE_ISR_REVALIDATE_SECONDS};\n\n${readFileSync(page, 'utf8')}`);
  if (cacheHandler) {
    writeFileSync(join(dir, 'cache-handler.mjs'), PASS_THROUGH_HANDLER);
    const config = join(dir, 'next.config.ts');
    const text = readFileSync(config, 'utf8');
    const at = text.indexOf('const config: NextConfig = {');
    if (at === -1) throw new Error(`${config}: no \`const config: NextConfig = {\` to add the cache handler to`);
    const opening = 'const config: NextConfig = {'.length;
    // The portal's memory copy's bound too (next.config.ts, PAGE_CACHE_MEMORY_BYTES).
    const added = "\n  cacheHandler: require.resolve('./cache-handler.mjs'),\n  cacheMaxMemorySize: 32 * 1024 * 1024,";
    writeFileSync(config, text.slice(0, at + opening) + added + text.slice(at + opening));
  }
  buildApp(dir, env, `bare Next page with revalidate${cacheHandler ? ' and a cache handler' : ''}`);
}

/**
 * Serves the twin `name` with its prerender dated a period back, so that its first request finds the
 * page stale and renders it once in the background, as a running server does every period (the portal's
 * home page is rendered again on its first request after a start; docs/decisions/0006-page-cache-rules.md).
 */
export function startBareIsr(name, port, env, options = {}) {
  const { dir } = BARE_ISR_TWINS[name];
  // What an earlier run rendered and stored goes: Next would serve it before the prerender.
  rmSync(join(dir, '.next', 'server', 'route-cache'), { recursive: true, force: true });
  const past = (Date.now() - 2 * BARE_ISR_REVALIDATE_SECONDS * 1000) / 1000;
  const app = join(dir, '.next', 'server', 'app');
  for (const file of readdirSync(app)) if (file.startsWith('index.')) utimesSync(join(app, file), past, past);
  return startPortal(port, env, name, { ...options, cwd: dir });
}

/**
 * Makes the ISR twin render its page once: its first answer is the stale prerender (`x-nextjs-cache:
 * STALE`, a render begun beside it), then the render's (`HIT`). Throws if it never renders.
 */
export async function renderBareIsrOnce(url) {
  const first = (await fetch(url)).headers.get('x-nextjs-cache');
  if (first !== 'STALE') throw new Error(`ISR twin: its first answer was ${first}, not STALE: nothing rendered`);
  for (let i = 0; i < 50; i += 1) {
    if ((await fetch(url)).headers.get('x-nextjs-cache') === 'HIT') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('ISR twin: its render was not stored within 5 s');
}
