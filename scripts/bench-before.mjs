// `BENCH_BEFORE=<git ref> npm run bench`: the code at that ref, built and served beside the current code,
// so one run measures both on the same machine at the same time. The ref is checked out in a temporary
// git worktree (its node_modules a hard-linked copy of this one's: no install, no space), built there
// once with no build cache, and served by its own `next start`. The worktree goes when the process ends,
// however it ends.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, builtOnce, demoEnv, startPortal } from './servers.mjs';

/** The temporary worktree while it exists. */
let worktree;

function git(args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** Removes the temporary worktree (and only it), if there is one. Synchronous: it also runs on exit. */
export function removeBefore() {
  if (!worktree) return;
  const dir = worktree;
  worktree = undefined;
  const removed = spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, encoding: 'utf8' });
  if (removed.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    console.error(`git worktree remove ${dir}: ${removed.stderr.trim()}; its folder is deleted, \`git worktree prune\` forgets it`);
  }
}
process.on('exit', removeBefore);

/**
 * Checks out `ref` in a temporary worktree, with this checkout's node_modules hard-linked in, and builds
 * it on the demo API. Returns its commit and a `start(port)` that serves it with its own Next.
 */
export function buildBefore(ref) {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-before-'));
  git(['worktree', 'add', '--detach', dir, commit]);
  worktree = dir;
  console.log(`\n▶ before: ${ref} (${commit.slice(0, 10)}) in ${dir}`);
  // Hard links: the same files, no copy of their bytes (the two folders must share a file system).
  const copied = spawnSync('cp', ['-al', `${ROOT}node_modules`, `${dir}/node_modules`], { encoding: 'utf8' });
  if (copied.status !== 0) throw new Error(`cp -al node_modules: ${copied.stderr.trim()}`);
  console.log(`\n▶ next build (before, ${ref})`);
  const built = spawnSync(`${dir}/node_modules/.bin/next`, ['build'], { cwd: dir, env: builtOnce(demoEnv()), stdio: 'inherit' });
  if (built.status !== 0 || !existsSync(`${dir}/.next/BUILD_ID`)) throw new Error(`next build of ${ref} failed`);
  return {
    ref,
    commit,
    start: (port) => startPortal(port, demoEnv(), 'before', { cwd: dir, next: `${dir}/node_modules/next/dist/bin/next` }),
  };
}
