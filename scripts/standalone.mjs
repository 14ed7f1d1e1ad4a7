// The standalone server (<distDir>/standalone/server.js), as a deployment gets and runs it.
//
// After `next build` and the service worker (scripts/build.mjs): completes that folder with what Next
// leaves out of it, the public folder and the built static files (the worker among them), so that folder
// alone can be deployed and run: `node --max-old-space-size=256 server.js` (see docs/deployment.md).
//
// For the tests: a copy of that folder alone, outside the repository (as the Dockerfile's last stage
// copies it), and the command that runs it as a deployment does where this machine allows: as the
// Dockerfile's non-root user, with the repository out of sight, so a server reading the source tree fails.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The service worker in the build's static files (serwist.config.mjs), served at /serwist/sw.js. */
export const WORKER_FILE = join('static', 'serwist', 'sw.js');

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

/**
 * The user a deployment's server runs as, when this process is root and can both switch to it and hide
 * the repository from it (a private mount namespace): the Dockerfile's `node`, else `nobody`. Null where
 * the machine does not allow it: the server then runs as this process does.
 */
export function deploymentUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  for (const name of ['node', 'nobody']) {
    const entry = spawnSync('getent', ['passwd', name], { encoding: 'utf8' });
    if (entry.status !== 0) continue;
    const [, , uid, gid] = entry.stdout.trim().split(':');
    const tools = ['setpriv', 'unshare'].every((tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0);
    const namespaces = spawnSync('unshare', ['--mount', '--propagation', 'private', 'true'], { stdio: 'ignore' }).status === 0;
    return tools && namespaces ? { name, uid: Number(uid), gid: Number(gid) } : null;
  }
  return null;
}

/**
 * A copy of a standalone folder in a new temporary folder outside the repository, owned by `user` when
 * given (the Dockerfile's `COPY --chown`). The caller removes it (removeCopy).
 */
export function copyStandalone(standalone, name, user = null) {
  const folder = mkdtempSync(join(tmpdir(), `portal-${name}-`));
  // Symbolic links as they are (relative), as Docker's COPY keeps them: Node would point them back at the source.
  cpSync(standalone, folder, { recursive: true, verbatimSymlinks: true });
  if (user) {
    const owned = spawnSync('chown', ['-R', `${user.uid}:${user.gid}`, folder], { encoding: 'utf8' });
    if (owned.status !== 0) throw new Error(`chown ${folder}: ${owned.stderr.trim()}`);
  }
  return folder;
}

export function removeCopy(folder) {
  rmSync(folder, { recursive: true, force: true });
}

/**
 * The command (program and arguments) that runs the standalone server in `folder` with the heap cap
 * (`heapMb`): as `user` with the repository hidden behind an empty folder when a user is given (the
 * process keeps its PID: unshare, sh and setpriv each hand over to the next), else plainly.
 */
export function standaloneCommand(folder, heapMb, user = null) {
  const server = [process.execPath, `--max-old-space-size=${heapMb}`, join(folder, 'server.js')];
  if (!user) return server;
  const hide = 'mount -t tmpfs -o size=64k,mode=0755 none "$0" && exec setpriv --reuid="$1" --regid="$2" --clear-groups -- "${@:3}"';
  return [
    'unshare',
    '--mount',
    '--propagation',
    'private',
    '--',
    'bash',
    '-c',
    hide,
    ROOT.replace(/\/$/, ''),
    String(user.uid),
    String(user.gid),
    ...server,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = completeStandalone();
  console.log(`standalone server ready: ${folder.replace(ROOT, '')}/server.js`);
}
