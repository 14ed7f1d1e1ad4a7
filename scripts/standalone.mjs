// The standalone server (<distDir>/standalone/server.js), as a deployment gets and runs it.
//
// After `next build` and the service worker (scripts/build.mjs): completes that folder with what Next
// leaves out of it, the public folder and the built static files (the worker among them), so that folder
// alone can be deployed and run: `node --max-old-space-size=256 server.js` (see docs/deployment.md).
// Copies of it run by the tests: scripts/standalone-copy.mjs.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WORKER_FILE } from './standalone-copy.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Copies public/ and <distDir>/static into <distDir>/standalone; returns the standalone folder. */
export function completeStandalone(distDir = process.env.PORTAL_DIST_DIR || '.next') {
  const standalone = join(ROOT, distDir, 'standalone');
  if (!existsSync(join(standalone, 'server.js'))) throw new Error(`${standalone}/server.js not found: run next build first`);
  if (!existsSync(join(ROOT, distDir, WORKER_FILE))) {
    throw new Error(`${distDir}/${WORKER_FILE} not found: build with npm run build (next build, then serwist build)`);
  }
  rmSync(join(standalone, 'public'), { recursive: true, force: true });
  cpSync(join(ROOT, 'public'), join(standalone, 'public'), { recursive: true });
  rmSync(join(standalone, distDir, 'static'), { recursive: true, force: true });
  cpSync(join(ROOT, distDir, 'static'), join(standalone, distDir, 'static'), { recursive: true });
  return standalone;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = completeStandalone();
  console.log(`standalone server ready: ${folder.replace(ROOT, '')}/server.js`);
}
