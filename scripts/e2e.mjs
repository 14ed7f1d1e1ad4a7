// Runs Playwright against production builds, each server started as a deployment runs it:
//   demo      the portal on its built-in demo API (the build `npm run build` made, in .next), run as its
//             standalone server from a copy of that folder alone outside the repository; a second copy
//             has the members' reminders on (Web Push keys and a Redis of its own)
//   external  a build whose API_HOST/AUTH_HOST/API_KEY name another server (a logging, fault-injecting
//             proxy in front of the demo portal) and whose SITE_URL names its public URL, in .next-external,
//             served by `next start` (as `npm start` does)
//   down      a build made and started with API_HOST on a closed port, in .next-down (`next start`)
//   cluster   one build (.next-cluster) run as two standalone servers, each from its own copy outside the
//             repository, as the Dockerfile's non-root user with the repository hidden where this machine
//             allows (scripts/standalone-copy.mjs), sharing a real Redis (Debian's redis-server, started here by
//             PID on its own port) and the members' reminders, behind a backend proxy of their own (so
//             content can change on "the backend" under both at once)
// Extra arguments go to `playwright test`.
//
// Run by scripts/test.mjs (npm test), which has just made and checked the demo build in .next, this
// serves that build (E2E_DEMO_DIST) instead of making it again, and makes its own builds and starts its
// servers while Vitest runs: it says `ready` over the IPC channel and starts Playwright on `go`.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { findChromium, findTestChromium } from './chromium.mjs';
import { makePushDemoKeys } from './push-demo-keys.mjs';
import { makeWalletDemoKeys } from './wallet-demo-keys.mjs';
import {
  DEMO_API_KEY,
  EXTERNAL_API_KEY,
  ROOT,
  backendEnv,
  build,
  buildBeside,
  builtOnce,
  demoEnv,
  hasBuild,
  startNode,
  startPortal,
  SERVER_HEAP_MB,
  startRedis,
  startStandalone,
  stopAll,
  waitFor,
  waitForPort,
} from './servers.mjs';
import { completeStandalone } from './standalone.mjs';
import { copyStandalone, deploymentUser, removeCopy, standaloneCommand } from './standalone-copy.mjs';

// E2E_SLOT=N gives a run its own ports and build folders, so several runs can share a machine.
const slot = Number(process.env.E2E_SLOT ?? 0);
const at = (port) => port + slot * 20;
const PORTS = {
  demo: at(3100),
  demoPush: at(3102),
  external: at(3200),
  externalSpare: at(3201),
  down: at(3300),
  clusterA: at(3400),
  clusterB: at(3401),
  clusterSpare: at(3402),
  proxy: at(4010),
  control: at(4011),
  clusterProxy: at(4012),
  clusterControl: at(4013),
  closed: at(4999),
  redis: at(6400),
  pushRedis: at(6401),
};
/** The webhook secrets of the cluster, of the external build and of the push server (test only). */
const CLUSTER_SECRET = 'e2e-revalidate-secret-0123456789';
const EXTERNAL_SECRET = 'e2e-external-webhook-secret-0123';
const PUSH_SECRET = 'e2e-push-notify-secret-0123456789';
const dist = (name) => (slot ? `${name}-slot${slot}` : name);
/** The demo build: the one npm test made in this run (E2E_DEMO_DIST), else this slot's own. */
const demoDist = process.env.E2E_DEMO_DIST || dist('.next');
const reuse = process.env.E2E_REUSE_BUILDS === '1';
const EXTERNAL_SITE_URL = 'https://portal.example';

/** The full browser, for what the headless shell lacks (notifications: e2e/push.spec.ts); else the tests' own. */
function fullChromium(fallback) {
  try {
    return findChromium();
  } catch {
    return fallback;
  }
}

async function main() {
  const chrome = findTestChromium();
  const demo = demoEnv(demoDist !== '.next' ? { PORTAL_DIST_DIR: demoDist } : {});
  if (!hasBuild(demoDist) || (slot && !reuse && !process.env.E2E_DEMO_DIST)) build(demo, 'demo');

  const output = `${ROOT}${slot ? `test-results/slot${slot}` : 'test-results'}`;
  const demoLog = `${output}/server-demo.log`;
  // Each server runs from its own copy of its build's standalone folder, outside the repository (removed
  // at the end), as a deployment's machine gets it: whatever it would still read from the source tree fails.
  const copies = [];
  process.on('exit', () => copies.forEach(removeCopy));
  const copyOf = (standalone, name, owner = null) => {
    const folder = copyStandalone(standalone, `${slot ? `slot${slot}-` : ''}${name}`, owner);
    copies.push(folder);
    return folder;
  };
  const demoStandalone = completeStandalone(demoDist);
  const demoFolder = copyOf(demoStandalone, 'demo');
  // The demo server issues wallet passes with keys made now (the wallets are read when serving, not
  // building: the same build serves with them); the other servers have none, so their buttons stay hidden.
  const { env: walletEnv } = makeWalletDemoKeys(`${output}/wallet-keys`);
  const demoServer = startStandalone(demoFolder, PORTS.demo, { ...demo, ...walletEnv }, 'demo', { logFile: demoLog });
  await waitFor(`http://127.0.0.1:${PORTS.demo}/`, { child: demoServer });
  // The reminders need Web Push keys and Redis (read when serving): a second server of the same build has
  // both, so the demo server above shows push off. Its Redis is its own: the cluster's tests stop theirs.
  startRedis(PORTS.pushRedis);
  await waitForPort(PORTS.pushRedis);
  const demoPush = startStandalone(
    copyOf(demoStandalone, 'demo-push'),
    PORTS.demoPush,
    { ...demo, ...makePushDemoKeys(), REDIS_URL: `redis://127.0.0.1:${PORTS.pushRedis}`, REVALIDATE_SECRET: PUSH_SECRET },
    'demo-push',
  );

  // Deals guarded from the start: the external build's prerendered pages meet a backend that refuses guests.
  const proxy = startNode(
    'e2e/support/backend-proxy.mjs',
    [
      '--port',
      String(PORTS.proxy),
      '--control',
      String(PORTS.control),
      '--target',
      `http://127.0.0.1:${PORTS.demo}`,
      '--key',
      EXTERNAL_API_KEY,
      '--upstream-key',
      DEMO_API_KEY,
      '--guard-deals',
    ],
    'backend',
  );
  await waitFor(`http://127.0.0.1:${PORTS.control}/health`, { child: proxy });

  // This build also names its public URL (SITE_URL), so absolute links are checked there; the demo build has none.
  const externalEnv = backendEnv(`http://127.0.0.1:${PORTS.proxy}`, {
    PORTAL_DIST_DIR: dist('.next-external'),
    SITE_URL: EXTERNAL_SITE_URL,
    REVALIDATE_SECRET: EXTERNAL_SECRET,
  });
  // Fresh build folders: a cached fetch from an earlier build must not stand in for the backend. Nothing
  // builds in them again (builtOnce).
  const fresh = (dir) => rmSync(`${ROOT}${dir}`, { recursive: true, force: true });
  // The three builds run side by side, in the time they take in series (decision 0029).
  const builds = [];
  if (!(reuse && hasBuild(dist('.next-external')))) {
    fresh(dist('.next-external'));
    builds.push(buildBeside(builtOnce(externalEnv), 'external backend'));
  }
  const downEnv = backendEnv(`http://127.0.0.1:${PORTS.closed}`, { PORTAL_DIST_DIR: dist('.next-down') });
  if (!(reuse && hasBuild(dist('.next-down')))) {
    fresh(dist('.next-down'));
    builds.push(buildBeside(builtOnce(downEnv), 'backend down'));
  }

  // The cluster: its own backend proxy, a Redis, one build, two standalone servers.
  const clusterProxy = startNode(
    'e2e/support/backend-proxy.mjs',
    [
      '--port',
      String(PORTS.clusterProxy),
      '--control',
      String(PORTS.clusterControl),
      '--target',
      `http://127.0.0.1:${PORTS.demo}`,
      '--key',
      EXTERNAL_API_KEY,
      '--upstream-key',
      DEMO_API_KEY,
    ],
    'cluster backend',
  );
  const redis = startRedis(PORTS.redis);
  await waitForPort(PORTS.redis);
  const clusterDist = dist('.next-cluster');
  // The members' reminders on too (keys read when serving): the cluster's journeys include them.
  const clusterEnv = backendEnv(`http://127.0.0.1:${PORTS.clusterProxy}`, {
    PORTAL_DIST_DIR: clusterDist,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    REVALIDATE_SECRET: CLUSTER_SECRET,
    ...makePushDemoKeys(),
  });
  await waitFor(`http://127.0.0.1:${PORTS.clusterControl}/health`, { child: clusterProxy });
  if (!(reuse && hasBuild(clusterDist))) {
    fresh(clusterDist);
    builds.push(buildBeside(builtOnce(clusterEnv), 'cluster'));
  }
  // Every build ends before any fails the run: none is left building behind it.
  const failed = (await Promise.allSettled(builds)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  // Each instance gets its own copy of the standalone server, as each machine of a deployment would, owned
  // by and run as the Dockerfile's non-root user with the repository out of sight where this machine allows.
  const clusterStandalone = completeStandalone(clusterDist);
  const user = deploymentUser();
  const [folderA, folderB, folderSpare] = ['cluster-a', 'cluster-b', 'cluster-spare'].map((name) => copyOf(clusterStandalone, name, user));
  const clusterLogs = ['a', 'b'].map((name) => `${output}/server-cluster-${name}.log`);
  const clusterA = startStandalone(folderA, PORTS.clusterA, clusterEnv, 'cluster-a', { user, logFile: clusterLogs[0] });
  const clusterB = startStandalone(folderB, PORTS.clusterB, clusterEnv, 'cluster-b', { user, logFile: clusterLogs[1] });

  const external = startPortal(PORTS.external, externalEnv, 'external');
  const down = startPortal(PORTS.down, downEnv, 'down');
  await waitFor(`http://127.0.0.1:${PORTS.external}/`, { child: external });
  await waitFor(`http://127.0.0.1:${PORTS.down}/`, { child: down });
  await waitFor(`http://127.0.0.1:${PORTS.clusterA}/api/health`, { child: clusterA });
  await waitFor(`http://127.0.0.1:${PORTS.clusterB}/api/health`, { child: clusterB });
  await waitFor(`http://127.0.0.1:${PORTS.demoPush}/api/push`, { child: demoPush });

  // Under npm test: ready, and Playwright waits for Vitest to end (the browsers need both cores).
  if (process.send) {
    const go = new Promise((resolve) => process.once('message', resolve));
    process.on('disconnect', () => {
      stopAll();
      process.exit(1);
    });
    process.send('ready');
    await go;
  }

  // Not spawnSync: this process must keep reading the servers' output (their logs, which tests read)
  // while Playwright runs, or nothing is logged until the end and a chatty server blocks on a full pipe.
  const playwright = spawn(`${ROOT}node_modules/.bin/playwright`, ['test', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROME_PATH: chrome,
      FULL_CHROME_PATH: fullChromium(chrome),
      DEMO_URL: `http://127.0.0.1:${PORTS.demo}`,
      EXTERNAL_URL: `http://127.0.0.1:${PORTS.external}`,
      DOWN_URL: `http://127.0.0.1:${PORTS.down}`,
      PUSH_URL: `http://127.0.0.1:${PORTS.demoPush}`,
      PUSH_SECRET,
      BACKEND_CONTROL_URL: `http://127.0.0.1:${PORTS.control}`,
      EXTERNAL_SITE_URL,
      EXTERNAL_SECRET,
      // A second server of the external build that a test starts afresh (the first rebuild after a start).
      EXTERNAL_SPARE: JSON.stringify({
        port: PORTS.externalSpare,
        env: Object.fromEntries(
          ['API_HOST', 'AUTH_HOST', 'API_KEY', 'SITE_URL', 'PORTAL_DIST_DIR', 'REVALIDATE_SECRET'].map((k) => [k, externalEnv[k]]),
        ),
      }),
      // What the hostile-traffic tests inspect: the build folder the demo server serves (and writes its
      // cache into), the demo server's log, and the build's standalone folder, for servers of their own.
      DEMO_DIST_DIR: `${demoFolder}/${demoDist}`,
      DEMO_SERVER_LOG: demoLog,
      DEMO_STANDALONE: demoStandalone,
      EXTERNAL_DIST_DIR: `${ROOT}${dist('.next-external')}`, // its route table, read by e2e/external/route-caching.spec.ts
      CLUSTER_A_URL: `http://127.0.0.1:${PORTS.clusterA}`,
      CLUSTER_B_URL: `http://127.0.0.1:${PORTS.clusterB}`,
      CLUSTER_CONTROL_URL: `http://127.0.0.1:${PORTS.clusterControl}`,
      CLUSTER_SECRET,
      REDIS_PORT: String(PORTS.redis),
      REDIS_PID: String(redis.pid),
      // What the shutdown test needs to start a third instance of its own (its own copy, run as A and B
      // are), and the standalone test to copy and run the build's folder itself.
      CLUSTER_SPARE: JSON.stringify({
        folder: folderSpare,
        port: PORTS.clusterSpare,
        command: standaloneCommand(folderSpare, SERVER_HEAP_MB, user, ROOT),
        env: Object.fromEntries(
          [
            'API_HOST',
            'AUTH_HOST',
            'API_KEY',
            'PORTAL_DIST_DIR',
            'REDIS_URL',
            'REVALIDATE_SECRET',
            'WEB_PUSH_PUBLIC_KEY',
            'WEB_PUSH_PRIVATE_KEY',
            'WEB_PUSH_SUBJECT',
          ].map((k) => [k, clusterEnv[k]]),
        ),
      }),
      CLUSTER_STANDALONE: clusterStandalone,
      CLUSTER_LOGS: JSON.stringify(clusterLogs),
      // Who the cluster's servers run as: a user's name, or empty where the machine does not allow it.
      DEPLOYMENT_USER: user?.name ?? '',
      ...(slot ? { E2E_OUTPUT: `test-results/slot${slot}` } : {}),
    },
  });
  const status = await new Promise((resolve) => playwright.on('exit', (code) => resolve(code)));
  stopAll();
  process.exit(status ?? 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
