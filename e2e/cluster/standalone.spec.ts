// The standalone folder alone, as the Dockerfile's last stage gets it: the cluster build's
// <distDir>/standalone copied to a temporary folder outside the repository, run as the Dockerfile's
// non-root user with the repository hidden where this machine allows (scripts/standalone.mjs), with
// REDIS_URL (a redis-server of this test's own). One request of each kind, the service worker's first.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, relative } from 'node:path';
import { createClient } from 'redis';
import { WORKER_FILE, copyStandalone, deploymentUser, removeCopy, standaloneCommand } from '../../scripts/standalone-copy.mjs';
import { freePort, startRedisServer } from '../../tests/redis-server';
import { expect, test } from '../support/fixtures';
import { memberPage } from '../support/member-pages';

const ROOT = join(__dirname, '..', '..');
const STANDALONE = process.env.CLUSTER_STANDALONE;
/** The cluster build's environment (its backend, secret and push keys), as scripts/e2e.mjs runs it. */
const BUILD_ENV = (JSON.parse(process.env.CLUSTER_SPARE ?? '{}') as { env?: Record<string, string> }).env;
const BUDI_TOKEN = 'demo.seed-budi-santoso';

/** Resolves once something takes connections on `port`: nothing is asked of the server over HTTP. */
async function listening(port: number) {
  await expect
    .poll(
      () =>
        new Promise<boolean>((resolve) => {
          const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true))).on('error', () => resolve(false));
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

test.use({ serviceWorkers: 'allow' });

test('a copy of the standalone folder alone, on Redis: every kind of answer, the service worker from the first request, registered by a browser', async ({
  page,
}, testInfo) => {
  test.skip(!STANDALONE || !BUILD_ENV, "CLUSTER_STANDALONE names the cluster build's standalone folder (set by scripts/e2e.mjs)");
  test.setTimeout(90_000);
  const distDir = BUILD_ENV!.PORTAL_DIST_DIR;
  const user = deploymentUser();
  testInfo.annotations.push({
    type: 'server',
    description: user ? `run as ${user.name}, the repository hidden` : 'run as this process: the machine cannot switch users',
  });
  const folder = copyStandalone(STANDALONE!, 'standalone-test', user);
  expect(relative(ROOT, folder).startsWith('..'), 'the copy is outside the repository').toBe(true);
  const redis = await startRedisServer();
  const port = await freePort();
  const [command, ...args] = standaloneCommand(folder, 256, user, ROOT);
  const server = spawn(command, args, {
    cwd: folder,
    env: { ...process.env, ...BUILD_ENV, REDIS_URL: redis.url, PORT: String(port), HOSTNAME: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  try {
    await listening(port);
    if (user) {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      expect(/^Uid:\s+(\d+)/m.exec(status)?.[1], `the server runs as ${user.name}`).toBe(String(user.uid));
    }

    // The service worker, the server's very first request: the build's file, as a worker must be served.
    const worker = await fetch(`${base}/serwist/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^application\/javascript\b/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('service-worker-allowed')).toBe('/');
    const built = readFileSync(join(STANDALONE!, distDir, WORKER_FILE), 'utf8');
    expect((await worker.text()) === built, "the build's worker").toBe(true);
    // Whole even to a browser holding a later copy's date (another server's, or the build before a rollback).
    const checked = await fetch(`${base}/serwist/sw.js`, {
      headers: { 'If-Modified-Since': new Date(Date.now() + 86_400_000).toUTCString() },
    });
    expect(checked.status).toBe(200);
    expect((await checked.text()) === built).toBe(true);

    // A cached page: rendered once, then answered from the page cache in Redis.
    const first = await fetch(`${base}/about`);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('Tentang');
    const again = await fetch(`${base}/about`);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const keys: string[] = [];
      for await (const batch of client.scanIterator({ COUNT: 500 })) keys.push(...batch);
      expect(
        keys.some((key) => key.endsWith('/about')),
        'the page is in Redis',
      ).toBe(true);
    } finally {
      await client.quit();
    }

    // A member page, rendered for the session; an API route, which reaches the backend and Redis.
    const member = await memberPage(base, '/member', BUDI_TOKEN);
    expect(member.status).toBe(200);
    expect(member.cacheControl).toMatch(/\bprivate\b.*\bno-store\b/);
    expect(member.html).toContain('Budi Santoso');
    const ready = await fetch(`${base}/api/health?ready=1`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', backend: 'ok', redis: 'ok' });

    // The manifest, a static chunk of the page above, a picture of public/: the build's own bytes.
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(await manifest.json()).toMatchObject({ name: 'Arena Sport Rewards', start_url: '/' });
    const chunk = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(html)?.[0];
    expect(chunk, 'the page names its scripts').toBeTruthy();
    const script = await fetch(`${base}${chunk}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript\b/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await script.arrayBuffer()).equals(readFileSync(join(ROOT, distDir, chunk!.replace('/_next/', ''))))).toBe(true);
    const icon = await fetch(`${base}/icons/icon-192.png`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await icon.arrayBuffer()).equals(readFileSync(join(ROOT, 'public', 'icons', 'icon-192.png')))).toBe(true);

    // No image library in the folder (the portal does not optimise images): Next's optimiser says 404.
    expect(['sharp', '@img'].filter((name) => existsSync(join(folder, 'node_modules', name)))).toEqual([]);
    const optimised = await fetch(`${base}/_next/image?url=%2Ficons%2Ficon-192.png&w=64&q=75`);
    expect(optimised.status).toBe(404);

    // A browser registers the worker, which then controls the page.
    await page.goto(`${base}/`);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toBe(
      `${base}/serwist/sw.js`,
    );

    expect(output, 'no bundling at run time').not.toMatch(/esbuild/i);
    expect(output).not.toMatch(/Error|^\s+at /m);
    server.kill('SIGTERM');
    expect(await exited, 'a clean stop').toBe(0);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    await exited;
    redis.stop();
    removeCopy(folder);
  }
});
