// Pins a process to CPUs with util-linux's `taskset`: the bench's BENCH_PIN=1 gives each server one core
// and its load generator another, so a server's capacity is measured on the core it would have in a
// deployment of one server per core, and the load generator's work on the answers it receives does not
// run on the server's core (docs/decisions/0030-no-async-context-on-the-cached-path.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Every CPU of the machine, as taskset reads a list (`0-1`). */
export const ALL_CPUS = `0-${cpus().length - 1}`;

/**
 * Moves every thread of `pid` onto `list` (as taskset reads it: `0`, `1`, `0-1`). A thread started later
 * (libuv's pool, at a server's first compression) takes its creator's CPUs, so pin again before measuring.
 */
export function pinProcess(pid, list) {
  // taskset -a on a process that is gone moves no thread and says nothing.
  if (!existsSync(`/proc/${pid}/task`)) throw new Error(`taskset -a -p -c ${list} ${pid}: no such process`);
  const result = spawnSync('taskset', ['-a', '-p', '-c', list, String(pid)], { encoding: 'utf8' });
  if (result.error || result.status !== 0)
    throw new Error(`taskset -a -p -c ${list} ${pid}: ${result.error?.message ?? result.stderr.trim()}`);
}

/** The CPUs a thread of `pid` may run on, as the kernel lists them (`0`, `0-1`); its main thread by default. */
export function cpusOf(pid, thread = pid) {
  const status = readFileSync(`/proc/${pid}/task/${thread}/status`, 'utf8');
  return /^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1] ?? '';
}
