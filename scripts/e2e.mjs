// Runs Playwright against production builds:
//   demo      the portal on its built-in demo API (the build `npm run build` made, in .next)
//   external  a build whose API_HOST/AUTH_HOST/API_KEY name another server (a logging, fault-injecting
//             proxy in front of the demo portal), in .next-external
//   down      a build made and started with API_HOST on a closed port, in .next-down
// Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { findChromium } from './chromium.mjs';
import { DEMO_API_KEY, EXTERNAL_API_KEY, ROOT, backendEnv, build, demoEnv, hasBuild, startNode, startPortal, stopAll, waitFor } from './servers.mjs';

// E2E_SLOT=N gives a run its own ports and build folders, so several runs can share a machine.
const slot = Number(process.env.E2E_SLOT ?? 0);
const at = (port) => port + slot * 20;
const PORTS = { demo: at(3100), external: at(3200), down: at(3300), proxy: at(4010), control: at(4011), closed: at(4999) };
const dist = (name) => (slot ? `${name}-slot${slot}` : name);
const reuse = process.env.E2E_REUSE_BUILDS === '1';

async function main() {
  const chrome = findChromium();
  const demo = demoEnv(slot ? { PORTAL_DIST_DIR: dist('.next') } : {});
  if (!hasBuild(dist('.next')) || (slot && !reuse)) build(demo, 'demo');

  const output = `${ROOT}${slot ? `test-results/slot${slot}` : 'test-results'}`;
  const demoLog = `${output}/server-demo.log`;
  const demoServer = startPortal(PORTS.demo, demo, 'demo', { logFile: demoLog });
  await waitFor(`http://127.0.0.1:${PORTS.demo}/`, { child: demoServer });

  const proxy = startNode('e2e/support/backend-proxy.mjs', [
    '--port', String(PORTS.proxy), '--control', String(PORTS.control), '--target', `http://127.0.0.1:${PORTS.demo}`,
    '--key', EXTERNAL_API_KEY, '--upstream-key', DEMO_API_KEY,
  ], 'backend');
  await waitFor(`http://127.0.0.1:${PORTS.control}/health`, { child: proxy });

  const externalEnv = backendEnv(`http://127.0.0.1:${PORTS.proxy}`, { PORTAL_DIST_DIR: dist('.next-external') });
  // Fresh build folders: a cached fetch from an earlier build must not stand in for the backend.
  const fresh = (dir) => rmSync(`${ROOT}${dir}`, { recursive: true, force: true });
  if (!(reuse && hasBuild(dist('.next-external')))) {
    fresh(dist('.next-external'));
    build(externalEnv, 'external backend');
  }
  const downEnv = backendEnv(`http://127.0.0.1:${PORTS.closed}`, { PORTAL_DIST_DIR: dist('.next-down') });
  if (!(reuse && hasBuild(dist('.next-down')))) {
    fresh(dist('.next-down'));
    build(downEnv, 'backend down');
  }

  const external = startPortal(PORTS.external, externalEnv, 'external');
  const down = startPortal(PORTS.down, downEnv, 'down');
  await waitFor(`http://127.0.0.1:${PORTS.external}/`, { child: external });
  await waitFor(`http://127.0.0.1:${PORTS.down}/`, { child: down });

  const result = spawnSync(`${ROOT}node_modules/.bin/playwright`, ['test', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROME_PATH: chrome,
      DEMO_URL: `http://127.0.0.1:${PORTS.demo}`,
      EXTERNAL_URL: `http://127.0.0.1:${PORTS.external}`,
      DOWN_URL: `http://127.0.0.1:${PORTS.down}`,
      BACKEND_CONTROL_URL: `http://127.0.0.1:${PORTS.control}`,
      // What the hostile-traffic tests inspect: the demo build's cache folder and the demo server's log.
      DEMO_DIST_DIR: `${ROOT}${dist('.next')}`,
      DEMO_SERVER_LOG: demoLog,
      ...(slot ? { E2E_OUTPUT: `test-results/slot${slot}` } : {}),
    },
  });
  stopAll();
  process.exit(result.status ?? 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
