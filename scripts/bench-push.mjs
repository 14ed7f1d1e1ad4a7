// `npm run bench:push`: how fast a new deal reaches every device, with one server and with two on one
// Redis (docs/push.md#fan-out). A redis-server of its own (stopped by PID), a push service on this machine
// (HTTPS, each push answered after BENCH_PUSH_ANSWER_MS, 50), BENCH_PUSH_DEVICES devices (100,000; 10 a
// member) subscribed through the portal's store, and servers running the portal's push modules
// (tests/push-fanout-server.ts, PUSH_CONCURRENCY from BENCH_PUSH_CONCURRENCY, 64). For each server count
// (BENCH_PUSH_SERVERS, "1,2"): devices reached per second, pushes twice, the servers' CPU per push, and
// their largest memory (RSS, heap) during the fan-out, sampled every 250 ms. The push service shares the
// machine's cores with the servers, as it would not in production: its CPU is printed too.
import { spawn } from 'node:child_process';
import { rmSync, mkdtempSync, writeFileSync } from 'node:fs';
import * as https from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createClient } from 'redis';
import { makePushDemoKeys } from './push-demo-keys.mjs';
import { bundlePushServer } from './push-fanout-bundle.mjs';
import { makeTlsServer } from './wallet-demo-keys.mjs';

const DEVICES = Number(process.env.BENCH_PUSH_DEVICES ?? 100_000);
const ANSWER_MS = Number(process.env.BENCH_PUSH_ANSWER_MS ?? 50);
const CONCURRENCY = process.env.BENCH_PUSH_CONCURRENCY ?? '64';
const SERVER_COUNTS = (process.env.BENCH_PUSH_SERVERS ?? '1,2').split(',').map(Number);
const SECRET = 'bench-push-secret-0123456789';
const DEAL = 'botol-minum';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer()
      .on('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
  });

const children = [];
function stopAll() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function startRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  children.push(child);
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    const client = createClient({ url });
    client.on('error', () => {});
    try {
      await client.connect();
      return { url, client };
    } catch {
      await sleep(100);
    }
  }
  throw new Error('redis-server did not start');
}

/** The push service: counts pushes per device, answers each after ANSWER_MS. */
async function startPushService() {
  const tls = makeTlsServer(['push.test']);
  const seen = new Map();
  let total = 0;
  const server = https.createServer({ cert: tls.certPem, key: tls.keyPem }, (request, response) => {
    request.resume();
    request.on('end', () => {
      total += 1;
      seen.set(request.url, (seen.get(request.url) ?? 0) + 1);
      setTimeout(() => response.writeHead(201).end(), ANSWER_MS);
    });
  });
  server.keepAliveTimeout = 60_000;
  let connections = 0;
  server.on('secureConnection', () => (connections += 1));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    caPem: tls.caPem,
    port,
    origin: `https://push.test:${port}`,
    reached: () => seen.size,
    connections: () => connections,
    total: () => total,
    reset: () => (seen.clear(), (total = 0), (connections = 0)),
    close: () => (server.closeAllConnections(), new Promise((resolve) => server.close(resolve))),
  };
}

/** BENCH_PUSH_PROFILE=<folder>: each server writes a CPU profile there as it stops. */
const PROFILE = process.env.BENCH_PUSH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PUSH_PROFILE}`] : [];

function run(bundle, args, env) {
  const child = spawn(process.execPath, [...(args.length ? [] : PROFILE), bundle, ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return child;
}

async function startServer(bundle, env) {
  const child = run(bundle, [], env);
  const port = await new Promise((resolve, reject) => {
    // Its `{"port"}` line; the page cache's info lines (Redis connected) come on stdout too.
    createInterface({ input: child.stdout }).on('line', (line) => line.startsWith('{"port"') && resolve(JSON.parse(line).port));
    child.once('exit', () => reject(new Error('a server exited')));
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

const usage = async (server) => (await fetch(`${server.origin}/usage`)).json();

async function fanOut(count, bundle, env, service, redis) {
  // The deal may be announced again, and every device may have its new deal of the day again.
  await redis.client.eval("for _, k in ipairs(redis.call('KEYS', 'push:marketing:*')) do redis.call('DEL', k) end return 0", {
    keys: [],
    arguments: [],
  });
  await redis.client.del(`push:deal:${DEAL}`);
  service.reset();
  const servers = await Promise.all(Array.from({ length: count }, () => startServer(bundle, env)));
  const before = await Promise.all(servers.map(usage));
  let peakRss = 0;
  let peakHeap = 0;
  const serviceCpu = process.cpuUsage();
  const started = Date.now();
  await fetch(`${servers[0].origin}/deal`, { method: 'POST', body: JSON.stringify({ key: DEAL }) });
  while (service.reached() < DEVICES) {
    if (Date.now() - started > 15 * 60_000) throw new Error(`only ${service.reached()} reached in 15 minutes`);
    await sleep(250);
    for (const { memory } of await Promise.all(servers.map(usage))) {
      peakRss = Math.max(peakRss, memory.rss);
      peakHeap = Math.max(peakHeap, memory.heapUsed);
    }
  }
  const seconds = (Date.now() - started) / 1000;
  const after = await Promise.all(servers.map(usage));
  const ownCpu = process.cpuUsage(serviceCpu);
  const cpuMs = after.reduce((sum, { cpu }, i) => sum + (cpu.user + cpu.system - before[i].cpu.user - before[i].cpu.system) / 1000, 0);
  for (const server of servers) server.child.kill('SIGTERM');
  await sleep(500);
  return {
    servers: count,
    devices: DEVICES,
    seconds: Number(seconds.toFixed(1)),
    perSecond: Math.round(DEVICES / seconds),
    twice: service.total() - DEVICES,
    connections: service.connections(),
    cpuMsPerPush: Number((cpuMs / DEVICES).toFixed(3)),
    serviceCpuMsPerPush: Number(((ownCpu.user + ownCpu.system) / 1000 / DEVICES).toFixed(3)),
    startRssMB: Math.round(Math.max(...before.map(({ memory }) => memory.rss)) / 2 ** 20),
    peakRssMB: Math.round(peakRss / 2 ** 20),
    peakHeapMB: Math.round(peakHeap / 2 ** 20),
  };
}

async function main() {
  const redis = await startRedis();
  const service = await startPushService();
  const folder = mkdtempSync(join(tmpdir(), 'bench-push-'));
  writeFileSync(join(folder, 'ca.pem'), service.caPem);
  const bundle = await bundlePushServer();
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    REDIS_URL: redis.url,
    ...makePushDemoKeys('mailto:it@example.com'),
    WEB_PUSH_SERVICES: `push.test:${service.port}`,
    PUSH_CONCURRENCY: CONCURRENCY,
    REVALIDATE_SECRET: SECRET,
    PUSH_TEST_HOSTS: 'push.test=127.0.0.1',
    NODE_EXTRA_CA_CERTS: join(folder, 'ca.pem'),
  };
  try {
    const seeding = Date.now();
    const seed = run(bundle, ['seed', String(DEVICES), service.origin], env);
    await new Promise((resolve, reject) => seed.once('exit', (code) => (code === 0 ? resolve() : reject(new Error('seeding failed')))));
    console.log(
      `${DEVICES} devices subscribed in ${((Date.now() - seeding) / 1000).toFixed(1)} s; pushes answered in ${ANSWER_MS} ms; PUSH_CONCURRENCY=${CONCURRENCY}`,
    );
    const results = [];
    for (const count of SERVER_COUNTS) {
      const result = await fanOut(count, bundle, env, service, redis);
      results.push(result);
      console.log(JSON.stringify(result));
    }
    console.table(results);
  } finally {
    await redis.client.quit().catch(() => {});
    await service.close();
    rmSync(folder, { recursive: true, force: true });
    rmSync(bundle, { force: true });
    stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
