// Running a copy of a build's standalone folder as a deployment does (scripts/standalone.mjs completes the
// folder): a copy of that folder alone, outside the repository (as the Dockerfile's last stage copies it),
// and the command that runs it where this machine allows as the Dockerfile's non-root user, with the
// repository out of sight, so a server still reading the source tree fails. Used by scripts/e2e.mjs and
// by the end-to-end tests that start servers of their own (no import.meta here: Playwright loads it too).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The service worker in the build's static files (serwist.config.mjs), served at /serwist/sw.js. */
export const WORKER_FILE = join('static', 'serwist', 'sw.js');

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
  // Symbolic links as they are (relative) and files' times kept, as Docker's COPY keeps them: Node would point
  // the links back at the source, and the page cache tells the build's prerenders by their dates.
  cpSync(standalone, folder, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
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
 * (`heapMb`): when a user is given, as that user with the folder `repository` behind an empty one (the
 * process keeps its PID: unshare, bash and setpriv each hand over to the next); else plainly.
 */
export function standaloneCommand(folder, heapMb, user = null, repository = '') {
  const server = [process.execPath, `--max-old-space-size=${heapMb}`, join(folder, 'server.js')];
  if (!user) return server;
  if (!repository) throw new Error('standaloneCommand: name the repository to hide from the server');
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
    repository.replace(/(.)\/$/, '$1'),
    String(user.uid),
    String(user.gid),
    ...server,
  ];
}
