// @vitest-environment node
// The bench's BENCH_PIN=1 (scripts/cpu-pin.mjs): a server's every thread on the CPUs it is given.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_CPUS, cpusOf, pinProcess } from '@/scripts/cpu-pin.mjs';

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill()));

/** A Node process running, with the threads of its own (V8's, libuv's) a server has. */
async function nodeProcess() {
  const child = spawn(process.execPath, ['-e', "process.stdout.write('up'); setInterval(() => {}, 1000)"], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(child);
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  return child.pid!;
}

const threadsOf = (pid: number) => readdirSync(`/proc/${pid}/task`).map(Number);

describe('pinProcess', () => {
  it.skipIf(cpus().length < 2)('moves every thread of a process onto the CPUs given, and back onto all', async () => {
    const pid = await nodeProcess();
    expect(threadsOf(pid).length).toBeGreaterThan(1);
    pinProcess(pid, '1');
    expect(threadsOf(pid).map((thread) => cpusOf(pid, thread))).toEqual(threadsOf(pid).map(() => '1'));
    pinProcess(pid, ALL_CPUS);
    expect(threadsOf(pid).map((thread) => cpusOf(pid, thread))).toEqual(threadsOf(pid).map(() => ALL_CPUS));
  });

  it('says which process it could not pin', () => {
    expect(() => pinProcess(2 ** 22 + 1, '0')).toThrow(/taskset -a -p -c 0 4194305: no such process/);
  });
});
