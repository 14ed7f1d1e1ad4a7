/**
 * Fan-out (docs/push.md#fan-out): one message to many devices, shared by every server through a Redis
 * stream and its consumer group. The devices are first copied into a sorted set (one step, so a later
 * subscription neither joins nor shifts it), then queued as jobs of JOB_SIZE positions in it. Every server
 * reads jobs (XREADGROUP); a job held by a server that stopped renewing it for CLAIM_IDLE_MS is taken over
 * by another (XAUTOCLAIM), and its first server, if alive, sends no more of it. Each device done is marked in the fan-out's set of done devices in the same step as
 * its count, so a job taken over skips them: only pushes on the wire at a crash can go twice.
 *
 * Keys (each with a TTL, renewed by each fan-out; the copy and the done set go once the last job is done):
 *   push:jobs                      stream of jobs {ref, from, to}; group `senders`; a job is deleted once done
 *   push:fanout:<ref>              hash: the message, devices, jobs, jobsDone, sent, removed, failed, limited
 *   push:fanout:<ref>:devices      sorted set: the devices' ids, copied when queued
 *   push:fanout:<ref>:done         set: the ids done (sent, removed, failed, held back, or not on the topic)
 * No server keeps a device past the job under way: its memory holds ⌈concurrency / JOB_SIZE⌉ + 1 jobs at most.
 *
 * Not marked `server-only`, which throws outside React's server layer: the fan-out starts with the Node
 * server (lib/server/server-start.ts). Client code never reaches it (tests/unit/server-code-boundary.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { readPushConcurrency } from '@/lib/config';
import { sharedCache } from '@/lib/page-cache/shared-store.mjs';
import { RedisScript, callRedis, type RedisClient } from '@/lib/server/redis-call';
import { pushSender, type PushSender, type SendOutcome } from './send';
import { PushStore, PushStoreDown, type PushDevice } from './store';
import { isMarketing, readPushMessage, type PushMessage, type PushTopic } from './topics';
import { observer } from '@/lib/observability/observer.mjs';

/** Devices a job: a few hundred, so a fan-out is shared by every server and a job taken over is small. */
export const JOB_SIZE = 250;
/** A job whose server has not touched it for this long is taken over (its server renews it every HEARTBEAT_MS). */
export const CLAIM_IDLE_MS = 10_000;
const HEARTBEAT_MS = 1000;
/** How long a server's read waits for a job before it looks for jobs to take over. */
const BLOCK_MS = 1000;
/** A job taken over this many times (a job that crashes its server) is given up: its devices count as failed. */
const MAX_DELIVERIES = 5;
/** A job's Redis calls wait this long: a server busy sending answers its Redis replies late. */
const JOB_REDIS_MS = 5000;
/** A fan-out's progress is readable this long. */
export const FANOUT_TTL_SECONDS = 2 * 24 * 60 * 60;
/** Jobs waiting in the stream at most (2.5 million devices): past it, a new fan-out is refused. */
export const MAX_QUEUED_JOBS = 10_000;

const STREAM = 'push:jobs';
const GROUP = 'senders';
const fanoutKey = (ref: string) => `push:fanout:${ref}`;
const copyKey = (ref: string) => `push:fanout:${ref}:devices`;
const doneKey = (ref: string) => `push:fanout:${ref}:done`;
const REFERENCE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isReference = (value: string) => REFERENCE.test(value);

/** The stream is full: the route answers 503. */
export class FanoutBusy extends Error {
  constructor() {
    super(`More than ${MAX_QUEUED_JOBS} jobs are waiting: try again later.`);
    this.name = 'FanoutBusy';
  }
}

/**
 * KEYS fan-out, copy, stream, then the sets of devices to copy (a topic's set, or members' sorted sets);
 * ARGV ref, job size, message, TTL, now, most queued jobs. The devices copied, or -1 when the stream is full.
 */
const ENQUEUE = new RedisScript(`
local n = redis.call('ZUNIONSTORE', KEYS[2], #KEYS - 3, unpack(KEYS, 4))
local size = tonumber(ARGV[2])
local jobs = math.ceil(n / size)
if redis.call('XLEN', KEYS[3]) + jobs > tonumber(ARGV[6]) then
  redis.call('DEL', KEYS[2])
  return -1
end
redis.call('HSET', KEYS[1], 'message', ARGV[3], 'devices', n, 'jobs', jobs, 'jobsDone', 0,
  'sent', 0, 'removed', 0, 'failed', 0, 'limited', 0, 'queuedAt', ARGV[5])
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[4])
for i = 0, jobs - 1 do
  redis.call('XADD', KEYS[3], '*', 'ref', ARGV[1], 'from', i * size, 'to', math.min(n, (i + 1) * size) - 1)
end
if jobs > 0 then redis.call('EXPIRE', KEYS[3], ARGV[4]) end
return n
`);

/**
 * KEYS done set, fan-out; ARGV device id, the count to add to ('sent', 'removed', 'failed', 'limited', or
 * 'skipped': not one of the fan-out's devices any more), TTL. 1 when counted now, 0 when done before.
 */
const MARK = new RedisScript(`
if redis.call('SADD', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('EXPIRE', KEYS[1], ARGV[3])
if ARGV[2] == 'skipped' then redis.call('HINCRBY', KEYS[2], 'devices', -1)
else redis.call('HINCRBY', KEYS[2], ARGV[2], 1) end
return 1
`);

/**
 * KEYS stream; ARGV group, job id, consumer. Renews the job for its consumer: 1, or 0 when another server
 * took it over meanwhile (this one was too slow to renew it), which then sends what is left.
 */
const RENEW = new RedisScript(`
local pending = redis.call('XPENDING', KEYS[1], ARGV[1], ARGV[2], ARGV[2], 1)
if #pending == 0 or pending[1][2] ~= ARGV[3] then return 0 end
redis.call('XCLAIM', KEYS[1], ARGV[1], ARGV[3], 0, ARGV[2], 'JUSTID')
return 1
`);

/** KEYS stream, fan-out, copy, done set; ARGV group, job id, now. 1 for the server that finished it first. */
const FINISH = new RedisScript(`
local acked = redis.call('XACK', KEYS[1], ARGV[1], ARGV[2])
redis.call('XDEL', KEYS[1], ARGV[2])
if acked == 0 or redis.call('EXISTS', KEYS[2]) == 0 then return 0 end
local finished = redis.call('HINCRBY', KEYS[2], 'jobsDone', 1)
if finished >= tonumber(redis.call('HGET', KEYS[2], 'jobs')) then
  redis.call('DEL', KEYS[3], KEYS[4])
  redis.call('HSET', KEYS[2], 'doneAt', ARGV[3])
end
return 1
`);

export interface FanoutProgress {
  reference: string;
  status: 'queued' | 'sending' | 'done';
  /** Devices on the topic (known ones once their job ran), and those not yet tried. */
  devices: number;
  queued: number;
  sent: number;
  removed: number;
  failed: number;
  limited: number;
}

type Outcome = 'sent' | 'removed' | 'failed' | 'limited' | 'skipped';

interface Job {
  id: string;
  ref: string;
  from: number;
  to: number;
}

const readJob = (id: string, fields: Record<string, string>): Job => ({
  id,
  ref: fields.ref ?? '',
  from: Number(fields.from),
  to: Number(fields.to),
});

/** The fan-outs of every server: queue one, read its progress, and (`start`) send this server's share. */
export class PushFanout {
  private running = false;
  private readonly jobs = new Set<Promise<void>>();
  private reader: RedisClient | undefined;
  private readonly consumer = `${process.pid}-${randomUUID().slice(0, 8)}`;
  /** Jobs this server sends at once: enough that its sender always has pushes to make. */
  private readonly jobsAtOnce: number;
  private readonly claimIdleMs: number;

  /** `claimIdleMs`: CLAIM_IDLE_MS unless given (tests). */
  constructor(
    private readonly state: { client: RedisClient },
    private readonly store: PushStore,
    private readonly sender: PushSender,
    concurrency: number,
    { claimIdleMs = CLAIM_IDLE_MS } = {},
  ) {
    this.jobsAtOnce = Math.ceil(concurrency / JOB_SIZE) + 1;
    this.claimIdleMs = claimIdleMs;
  }

  private run<T>(call: (client: RedisClient) => Promise<T>, ms = JOB_REDIS_MS): Promise<T> {
    return callRedis(this.state.client, call, PushStoreDown, ms);
  }

  /** Queues `message` to the devices of `sources` (Redis sets of device ids); answers the reference and the devices. */
  private async enqueue(sources: string[], message: PushMessage): Promise<{ reference: string; devices: number }> {
    const reference = randomUUID();
    const devices = Number(
      await this.run(
        (client) =>
          ENQUEUE.run(
            client,
            [fanoutKey(reference), copyKey(reference), STREAM, ...sources],
            [reference, String(JOB_SIZE), JSON.stringify(message), String(FANOUT_TTL_SECONDS), String(Date.now()), String(MAX_QUEUED_JOBS)],
          ),
        5000,
      ),
    );
    if (devices < 0) throw new FanoutBusy();
    return { reference, devices };
  }

  /** Every device on a broadcast topic (a new deal): one fan-out, sent by every server. */
  toTopic(topic: PushTopic, message: PushMessage) {
    return this.enqueue([`push:topic:${topic}`], message);
  }

  /** The devices of these members that are on the message's topic (a batch of reminders). */
  toMembers(members: readonly string[], message: PushMessage) {
    return this.enqueue(
      [...new Set(members)].map((uid) => `push:member:${uid}`),
      message,
    );
  }

  /** A fan-out's progress, or null when the reference is unknown (or older than FANOUT_TTL_SECONDS). */
  async progress(reference: string): Promise<FanoutProgress | null> {
    if (!isReference(reference)) return null;
    const fields = await this.run((client) => client.hGetAll(fanoutKey(reference)), 1000);
    if (!fields?.jobs) return null;
    const count = (name: string) => Number(fields[name] ?? 0);
    const tried = count('sent') + count('removed') + count('failed') + count('limited');
    const done = count('jobsDone') >= count('jobs');
    return {
      reference,
      status: done ? 'done' : tried > 0 || count('jobsDone') > 0 ? 'sending' : 'queued',
      devices: count('devices'),
      queued: done ? 0 : Math.max(0, count('devices') - tried),
      sent: count('sent'),
      removed: count('removed'),
      failed: count('failed'),
      limited: count('limited'),
    };
  }

  /** Starts taking this server's share of every fan-out (idempotent). */
  start(): void {
    if (this.running) return;
    this.running = true;
    void this.loop();
  }

  /** Takes no more jobs; resolves once those under way are done. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.allSettled([...this.jobs]);
    const reader = this.reader;
    this.reader = undefined;
    await reader?.close().catch(() => reader.destroy());
  }

  private async loop(): Promise<void> {
    while (this.running) {
      try {
        await this.ensureGroup();
        if (this.jobs.size >= this.jobsAtOnce) {
          await Promise.race(this.jobs);
          continue;
        }
        const free = this.jobsAtOnce - this.jobs.size;
        const found = [...(await this.takeOver(free))];
        if (!found.length) found.push(...(await this.readNew(free)));
        for (const { job, deliveries } of found) {
          const task = this.runJob(job, deliveries).finally(() => this.jobs.delete(task));
          this.jobs.add(task);
        }
        this.lastProblem = '';
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        // The stream or its group gone (Redis emptied): made again on the next round.
        if (String((error as Error).cause ?? error).includes('NOGROUP')) this.groupMade = false;
        // Said once while it lasts (Redis away, or still connecting at start), not every second.
        else if (this.running && problem !== this.lastProblem) console.warn(`[push] fan-out: ${problem}`);
        this.lastProblem = problem;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  private groupMade = false;
  private lastProblem = '';
  private async ensureGroup(): Promise<void> {
    if (this.groupMade) return;
    try {
      // From the stream's start: jobs queued before any server made the group are read too.
      await this.run((client) => client.xGroupCreate(STREAM, GROUP, '0', { MKSTREAM: true }));
      // Gone after FANOUT_TTL_SECONDS without a fan-out (each renews it); made again then.
      await this.run((client) => client.expire(STREAM, FANOUT_TTL_SECONDS, 'NX'));
    } catch (error) {
      if (!String((error as Error).cause ?? error).includes('BUSYGROUP')) throw error;
    }
    this.groupMade = true;
  }

  /** Jobs held by a server that stopped renewing them, now this server's, with how often each was handed out. */
  private async takeOver(count: number): Promise<{ job: Job; deliveries: number }[]> {
    const claimed = await this.run((client) => client.xAutoClaim(STREAM, GROUP, this.consumer, this.claimIdleMs, '0-0', { COUNT: count }));
    const jobs = claimed.messages.filter((m): m is NonNullable<typeof m> => m !== null).map((m) => readJob(m.id, m.message));
    return Promise.all(
      jobs.map(async (job) => {
        const [pending] = await this.run((client) => client.xPendingRange(STREAM, GROUP, job.id, job.id, 1));
        return { job, deliveries: Number(pending?.deliveriesCounter ?? 1) };
      }),
    );
  }

  /** New jobs, waiting up to BLOCK_MS on this server's own connection (a blocking read holds its connection). */
  private async readNew(count: number): Promise<{ job: Job; deliveries: number }[]> {
    if (!this.reader) {
      const reader = this.state.client.duplicate();
      reader.on('error', () => {});
      await reader.connect();
      this.reader = reader;
    }
    const reader = this.reader;
    const answer = await callRedis(
      reader,
      (client) => client.xReadGroup(GROUP, this.consumer, { key: STREAM, id: '>' }, { COUNT: count, BLOCK: BLOCK_MS }),
      PushStoreDown,
      BLOCK_MS + 2000,
    );
    const streams = (answer ?? []) as { messages: { id: string; message: Record<string, string> }[] }[];
    return streams.flatMap((stream) => stream.messages.map((m) => ({ job: readJob(m.id, m.message), deliveries: 1 })));
  }

  /** Sends one job; left pending (taken over later) when Redis fails meanwhile. */
  private async runJob(job: Job, deliveries: number): Promise<void> {
    const held = { lost: false };
    // Renewed while under way, so nobody takes it over; once another server has, no more of it is sent here.
    const heartbeat = setInterval(() => {
      void this.run((client) => RENEW.run(client, [STREAM], [GROUP, job.id, this.consumer]))
        .then((renewed) => (held.lost ||= Number(renewed) !== 1))
        .catch(() => {});
    }, HEARTBEAT_MS);
    try {
      const raw = await this.run((client) => client.hGet(fanoutKey(job.ref), 'message'));
      const message = raw ? readPushMessage(JSON.parse(raw)) : null;
      if (message) await this.sendJob(job, message, deliveries > MAX_DELIVERIES, held);
      if (held.lost) return console.warn(`[push] fan-out job ${job.id} taken over by another server: left to it.`);
      await this.run((client) =>
        FINISH.run(client, [STREAM, fanoutKey(job.ref), copyKey(job.ref), doneKey(job.ref)], [GROUP, job.id, String(Date.now())]),
      );
    } catch (error) {
      console.warn(`[push] fan-out job ${job.id} left for another try: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async sendJob(job: Job, message: PushMessage, givenUp: boolean, held: { lost: boolean }): Promise<void> {
    const ids = await this.run((client) => client.zRange(copyKey(job.ref), job.from, job.to));
    if (!ids.length) return;
    const done = await this.run((client) => client.smIsMember(doneKey(job.ref), ids));
    const todo = ids.filter((_, i) => !Number(done[i]));
    const devices = await this.store.devicesById(todo);
    const mark = (id: string, outcome: Outcome) => {
      if (outcome !== 'skipped') observer()?.push?.(message.topic, outcome);
      return this.run((client) => MARK.run(client, [doneKey(job.ref), fanoutKey(job.ref)], [id, outcome, String(FANOUT_TTL_SECONDS)]));
    };
    const reached: PushDevice[] = [];
    // Every device's task ends before the job is let go: none still sends while another server takes it over.
    const tasks = await Promise.allSettled(
      todo.map(async (id, i) => {
        const device = devices[i];
        if (!device?.topics.includes(message.topic)) return mark(id, 'skipped');
        if (givenUp) return mark(id, 'failed');
        const outcome = await this.deliverOne(device, message, job.ref, () => !held.lost);
        if (outcome === 'dropped') return;
        // Marked as soon as answered: a job taken over sends again only what was on the wire.
        await mark(id, outcome === 'gone' ? 'removed' : outcome);
        if (outcome === 'gone') await this.store.forget(device.id, device.member);
        if (outcome === 'sent') reached.push(device);
      }),
    );
    const failed = tasks.find((task) => task.status === 'rejected');
    if (failed) throw failed.reason;
    // In use: kept as long again, for the whole job in one step.
    await this.store.reachedAll(reached).catch(() => {});
    if (givenUp) console.warn(`[push] fan-out job ${job.id} given up after ${MAX_DELIVERIES} tries: its devices count as failed.`);
  }

  /** One device of a fan-out: at most one marketing push a day; `gone` when its push service forgot it, or it is no push service's. */
  private async deliverOne(
    device: PushDevice,
    message: PushMessage,
    ref: string,
    wanted: () => boolean,
  ): Promise<'sent' | 'gone' | 'failed' | 'limited' | 'dropped'> {
    if (isMarketing(message.topic) && !(await this.store.claimMarketing(device.id, ref))) return 'limited';
    const outcome: SendOutcome = await this.sender.send(device.subscription, message, wanted);
    return outcome === 'refused' ? 'gone' : outcome;
  }
}

const FANOUT = Symbol.for('portal.pushFanout');
type WithFanout = typeof globalThis & { [FANOUT]?: { sender: PushSender; fanout: PushFanout } };

/**
 * This server's fan-out, taking its share of every one from now on; null when push is off (no keys or no
 * REDIS_URL). One a process, whichever bundle asks (kept on globalThis).
 */
export function pushFanout(): PushFanout | null {
  const sender = pushSender();
  const state = sender && sharedCache();
  if (!sender || !state) return null;
  const kept = (globalThis as WithFanout)[FANOUT];
  if (kept?.sender === sender) return kept.fanout;
  void kept?.fanout.stop();
  const fanout = new PushFanout(state, new PushStore(state, JOB_REDIS_MS), sender, readPushConcurrency());
  (globalThis as WithFanout)[FANOUT] = { sender, fanout };
  fanout.start();
  return fanout;
}

/** On shutdown: no more jobs taken; those under way end (a job left is taken over by another server). */
export async function stopPushFanout(): Promise<void> {
  await (globalThis as WithFanout)[FANOUT]?.fanout.stop();
}
