// Starting, waiting for and stopping the servers the end-to-end suite and the bench drive.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { standaloneCommand } from './standalone-copy.mjs';

export const ROOT = new URL('..', import.meta.url).pathname;
/**
 * The server's V8 heap (old space) cap in MB, as `npm start` runs it (package.json): without one, V8
 * grows its heap under load to a share of the machine's memory and keeps it while idle.
 */
export const SERVER_HEAP_MB = 256;

/** The environment without the portal's backend and site settings: a demo build and start. */
export function demoEnv(extra = {}) {
  const { API_HOST: _a, AUTH_HOST: _b, API_KEY: _c, PORTAL_DIST_DIR: _d, SITE_URL: _e, ...env } = process.env;
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

/** The demo API's own key (lib/config.ts DEMO_API_KEY) and the one the "other server" expects. */
export const DEMO_API_KEY = 'demo-portal-key';
export const EXTERNAL_API_KEY = 'e2e-external-key';

export function backendEnv(apiOrigin, extra = {}) {
  return demoEnv({
    API_HOST: `${apiOrigin}/demo-api`,
    AUTH_HOST: `${apiOrigin}/demo-api/auth`,
    API_KEY: EXTERNAL_API_KEY,
    ...extra,
  });
}

/** The environment of a build whose folder nothing builds in again: no Turbopack cache written (next.config.ts). */
export const builtOnce = (env) => ({ ...env, PORTAL_BUILD_CACHE: '0' });

/** The whole build, as `npm run build` makes it (scripts/build.mjs): next build, the service worker, the standalone server. */
const BUILD = [`${ROOT}scripts/build.mjs`];

export function build(env, label) {
  console.log(`\n▶ npm run build (${label})`);
  const result = spawnSync(process.execPath, BUILD, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the build (${label}) failed`);
}

/**
 * The build beside other work (builds into different folders may run side by side): resolves once
 * built, rejects naming the build when it fails. Its output is printed whole when it ends.
 */
export function buildBeside(env, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, BUILD, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      process.stdout.write(`\n▶ npm run build (${label})\n`);
      process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else reject(new Error(`the build (${label}) failed`));
    });
  });
}

export function hasBuild(distDir = '.next') {
  return existsSync(`${ROOT}${distDir}/BUILD_ID`);
}

const children = new Set();

/**
 * Tracks a child process so stopAll() stops it by PID, echoes its errors (and, with E2E_VERBOSE, its
 * output) under `label`, and keeps everything it prints in `logFile` when given (tests read it).
 */
function track(child, label, logFile) {
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true });
    const log = createWriteStream(logFile);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  child.stdout.on('data', (d) => process.env.E2E_VERBOSE && process.stdout.write(`[${label}] ${d}`));
  child.stderr.on('data', (d) => process.stderr.write(`[${label}] ${d}`));
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

const PIPED = ['ignore', 'pipe', 'pipe'];

/**
 * One process per server (`next start`, as `npm start` runs it). `cwd` serves another Next app, with
 * this checkout's Next (the bench's bare page) or with `next`, another's (the bench's build before);
 * `nodeArgs` go to Node before Next's (the bench's `--cpu-prof`).
 */
export function startPortal(
  port,
  env,
  label,
  { logFile, cwd = ROOT, next = `${ROOT}node_modules/next/dist/bin/next`, nodeArgs = [] } = {},
) {
  const args = [...nodeArgs, `--max-old-space-size=${SERVER_HEAP_MB}`, next, 'start', '-p', String(port), '-H', '127.0.0.1'];
  return track(spawn(process.execPath, args, { cwd, env, stdio: PIPED }), label, logFile);
}

/**
 * The standalone server in `folder` (a copy, scripts/standalone-copy.mjs), as a deployment runs it; as `user`
 * with the repository hidden when given (standaloneCommand).
 */
export function startStandalone(folder, port, env, label, { logFile, user = null } = {}) {
  const [command, ...args] = standaloneCommand(folder, SERVER_HEAP_MB, user, ROOT);
  const serverEnv = { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' };
  return track(spawn(command, args, { cwd: folder, env: serverEnv, stdio: PIPED }), label, logFile);
}

/** Debian's redis-server, installed like Chromium when missing and running as root; else says how. */
function ensureRedisServer() {
  const present = () => !spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).error;
  if (present()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log("redis-server not found: installing Debian's redis-server package…");
    spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server'], {
      stdio: 'inherit',
    });
    if (present()) return;
  }
  throw new Error(
    'redis-server not found: run `sudo apt-get update && sudo apt-get install -y redis-server` (the cluster tests start one).',
  );
}

/**
 * A throwaway Redis (Debian's redis-server) on `port`: loopback only, nothing written to disk,
 * bounded memory with the policy docs/deployment.md gives for production.
 */
export function startRedis(port) {
  ensureRedisServer();
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--maxmemory',
    '64mb',
    '--maxmemory-policy',
    'allkeys-lru',
  ];
  return track(spawn('redis-server', args, { stdio: PIPED }), 'redis');
}

/** Resolves once something listens on `port` (a server with no HTTP to ask, like Redis). */
export async function waitForPort(port, { timeoutMs = 15_000 } = {}) {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}

export function startNode(script, args, label) {
  return track(spawn(process.execPath, [script, ...args], { cwd: ROOT, stdio: PIPED }), label);
}

export async function waitFor(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

export function stopAll() {
  for (const child of children) {
    try {
      child.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on('exit', stopAll);
