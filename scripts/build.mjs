// `npm run build`: the whole production build, in <distDir> (PORTAL_DIST_DIR, default .next):
//   1. `next build`;
//   2. the service worker, `serwist build` (serwist.config.mjs), written into the build's static files
//      (<distDir>/static/serwist/sw.js, served at /serwist/sw.js): made once here, never by a server;
//   3. the standalone server completed (scripts/standalone.mjs), so that folder alone runs anywhere.
// Every build of the portal goes through here: the Dockerfile, `npm test` and the end-to-end suite.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { completeStandalone } from './standalone.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => `${ROOT}node_modules/.bin/${name}`;

function run(label, command, args, env) {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.error) throw new Error(`${label} could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${label} failed${result.status === null ? ` (${result.signal})` : ''}`);
}

/** Builds the portal with `env` (its PORTAL_DIST_DIR names the folder); returns the standalone folder. */
export function buildPortal(env = process.env) {
  const buildEnv = { ...env, NEXT_TELEMETRY_DISABLED: '1' };
  run('next build', bin('next'), ['build'], buildEnv);
  // No check for a newer @serwist/cli: a build asks no registry (the machine may be offline).
  run('serwist build', bin('serwist'), ['build', 'serwist.config.mjs'], { ...buildEnv, NO_UPDATE_NOTIFIER: '1' });
  return completeStandalone(env.PORTAL_DIST_DIR || '.next');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const folder = buildPortal();
    console.log(`standalone server ready: ${folder.replace(ROOT, '')}/server.js`);
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
