/**
 * The members' push subscriptions, in Redis (REDIS_URL, the connection the page cache uses). Seen by the
 * portal's server only: nothing here is ever sent to a browser but a device's own topics.
 *
 * Keys (no build id in them: a subscription outlives deployments), each with a TTL:
 *   push:device:<id>          hash: member uid, endpoint, its two keys, topics, when subscribed (ms);
 *                             <id> is a digest of the endpoint (lib/push/subscription.ts deviceId)
 *   push:member:<uid>         sorted set: that member's device ids by when subscribed, at most
 *                             MAX_DEVICES_PER_MEMBER (the oldest goes)
 *   push:topic:new_deals      set: the devices subscribed to new deals (sent to all at once)
 *   push:deal:<key>           a deal announced as new (once per deal, whichever server sees it first)
 *   push:marketing:<id>       the device had its marketing push of the day
 * A device is written only for the member of the session that sends it, a member holds at most 10, and
 * every field is bounded (the endpoint's length, the keys' sizes, two topics), so no requester grows
 * Redis beyond that. A device is written by a script that checks in the same step whose it is, and that
 * its member is not deleted (`account:deleted:<uid>`, lib/server/deleted-members.ts).
 *
 * Not marked `server-only`, which throws outside React's server layer: the fan-out starts with the Node
 * server (lib/server/server-start.ts). Client code never reaches it (tests/unit/server-code-boundary.test.ts).
 */
import { sharedCache } from '@/lib/page-cache/shared-store.mjs';
import { deletedMemberKey } from '@/lib/server/deleted-members';
import { RedisScript, callRedis, type RedisClient } from '@/lib/server/redis-call';
import { deviceId, type DeviceSubscription } from './subscription';
import { isPushTopic, type PushTopic } from './topics';

/** A member's phones, tablets and browsers; a new one past this replaces the one subscribed longest ago. */
export const MAX_DEVICES_PER_MEMBER = 10;
/** A device neither written nor sent to in this long is forgotten (its push service has long dropped it). */
export const PUSH_TTL_SECONDS = 400 * 24 * 60 * 60;
/** A deal is announced once; after this, its key may be announced again (a deal re-run a year on). */
export const DEAL_ANNOUNCED_SECONDS = 400 * 24 * 60 * 60;
/** At most one marketing push a device in this long. */
export const MARKETING_INTERVAL_SECONDS = 24 * 60 * 60;
/** Devices read at a time when sending to everyone on a topic. */
const SCAN_BATCH = 100;
const TIMEOUT_MS = 1000;

export interface PushDevice {
  id: string;
  member: string;
  subscription: DeviceSubscription;
  topics: PushTopic[];
}

/** Redis did not answer in time, or is not connected: the route answers 503. */
export class PushStoreDown extends Error {
  constructor() {
    super('The reminders store (Redis) is unreachable.');
    this.name = 'PushStoreDown';
  }
}

const deviceKey = (id: string) => `push:device:${id}`;
const memberKey = (uid: string) => `push:member:${uid}`;
const topicKey = (topic: PushTopic) => `push:topic:${topic}`;
const dealKey = (key: string) => `push:deal:${key}`;
const marketingKey = (id: string) => `push:marketing:${id}`;
/** The topic sent to every device that has it (not to one member's): it keeps an index of its devices. */
const NEW_DEALS = topicKey('new_deals');

export type SubscribeOutcome =
  /** Kept; `dropped` devices of the member's went to make room. */
  | { kept: true; dropped: number }
  /**
   * Nothing changed: the endpoint is `another member`'s device (the browser subscribes afresh), or the
   * member is `deleted` (their account's deletion was accepted).
   */
  | { kept: false; refused: 'another member' | 'deleted' };

const TTL = String(PUSH_TTL_SECONDS);

/** Lua: the device ARGV[2] in the new deals' set KEYS[3] when `flag` is '1', else out of it. */
const onNewDeals = (flag: string) => `if ${flag} == '1' then
  redis.call('SADD', KEYS[3], ARGV[2])
  redis.call('EXPIRE', KEYS[3], ${TTL})
else
  redis.call('SREM', KEYS[3], ARGV[2])
end`;

/**
 * KEYS device, member's devices, new deals' devices, the member's deletion mark; ARGV member, id, endpoint,
 * p256dh, auth, topics, now (ms), '1' when on new deals. -1 the member is deleted, 0 another member's
 * device, 1 kept.
 */
const SUBSCRIBE = new RedisScript(`
if redis.call('EXISTS', KEYS[4]) == 1 then return -1 end
local owner = redis.call('HGET', KEYS[1], 'member')
if owner and owner ~= ARGV[1] then return 0 end
-- Later than the member's newest device, so "the oldest goes" holds within a millisecond too.
local newest = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
local since = string.format('%.0f', math.max(tonumber(ARGV[7]), (tonumber(newest[2]) or 0) + 1))
redis.call('HSET', KEYS[1], 'member', ARGV[1], 'endpoint', ARGV[3], 'p256dh', ARGV[4], 'auth', ARGV[5], 'topics', ARGV[6], 'since', since)
redis.call('EXPIRE', KEYS[1], ${TTL})
redis.call('ZADD', KEYS[2], since, ARGV[2])
redis.call('EXPIRE', KEYS[2], ${TTL})
${onNewDeals('ARGV[8]')}
return 1
`);

/** KEYS device, member's devices, new deals' devices; ARGV member, id, topics, '1' when on new deals. 0: not the member's device. */
const SET_TOPICS = new RedisScript(`
if redis.call('HGET', KEYS[1], 'member') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'topics', ARGV[3])
redis.call('EXPIRE', KEYS[1], ${TTL})
redis.call('EXPIRE', KEYS[2], ${TTL})
${onNewDeals('ARGV[4]')}
return 1
`);

export class PushStore {
  /** `timeoutMs`: a route's member waits 1 s at most; a fan-out's job, on a busy server, longer. */
  constructor(
    private readonly state: { client: RedisClient },
    private readonly timeoutMs = TIMEOUT_MS,
  ) {}

  private run<T>(call: (client: RedisClient) => Promise<T>): Promise<T> {
    return callRedis(this.state.client, call, PushStoreDown, this.timeoutMs);
  }

  /** The device of this endpoint, whoever's it is; null when unknown. */
  private async byId(id: string): Promise<PushDevice | null> {
    const fields = await this.run((client) => client.hGetAll(deviceKey(id)));
    if (!fields?.member || !fields.endpoint || !fields.p256dh || !fields.auth) return null;
    return {
      id,
      member: fields.member,
      subscription: { endpoint: fields.endpoint, keys: { p256dh: fields.p256dh, auth: fields.auth } },
      topics: (fields.topics ?? '').split(',').filter(isPushTopic),
    };
  }

  /** The devices of these ids, read at once (null for one gone meanwhile). */
  devicesById(ids: readonly string[]): Promise<(PushDevice | null)[]> {
    return Promise.all(ids.map((id) => this.byId(id)));
  }

  /** This member's device of this endpoint, or null (unknown, or another member's). */
  async device(member: string, endpoint: string): Promise<PushDevice | null> {
    const device = await this.byId(deviceId(endpoint));
    return device?.member === member ? device : null;
  }

  /**
   * Keeps `subscription` as a device of `member` with `topics`, its TTL renewed. `replaces`, the endpoint
   * the browser held before (the worker's `pushsubscriptionchange`): that device of the member's goes, and
   * its topics carry over unless `topics` is given.
   */
  async subscribe(
    member: string,
    subscription: DeviceSubscription,
    topics: readonly PushTopic[] | undefined,
    fallback: readonly PushTopic[],
    replaces?: string,
  ): Promise<SubscribeOutcome> {
    const id = deviceId(subscription.endpoint);
    const existing = await this.byId(id);
    const previous = replaces && replaces !== subscription.endpoint ? await this.device(member, replaces) : null;
    const kept = topics ?? previous?.topics ?? existing?.topics ?? fallback;
    const outcome = await this.run((client) =>
      SUBSCRIBE.run(
        client,
        [deviceKey(id), memberKey(member), NEW_DEALS, deletedMemberKey(member)],
        [
          member,
          id,
          subscription.endpoint,
          subscription.keys.p256dh,
          subscription.keys.auth,
          kept.join(','),
          String(Date.now()),
          kept.includes('new_deals') ? '1' : '0',
        ],
      ),
    );
    if (Number(outcome) === -1) return { kept: false, refused: 'deleted' };
    if (Number(outcome) !== 1) return { kept: false, refused: 'another member' };
    if (previous) await this.forget(previous.id);
    // Past the limit, the devices subscribed longest ago go (never the one just kept: it is the newest).
    const extra = await this.run((client) => client.zRange(memberKey(member), 0, -(MAX_DEVICES_PER_MEMBER + 1)));
    for (const old of extra) await this.forget(old, member);
    return { kept: true, dropped: extra.length };
  }

  /** Sets the topics of this member's device; false when it is not theirs (or unknown, or gone meanwhile). */
  async setTopics(member: string, endpoint: string, topics: readonly PushTopic[]): Promise<boolean> {
    const id = deviceId(endpoint);
    const outcome = await this.run((client) =>
      SET_TOPICS.run(
        client,
        [deviceKey(id), memberKey(member), NEW_DEALS],
        [member, id, topics.join(','), topics.includes('new_deals') ? '1' : '0'],
      ),
    );
    return Number(outcome) === 1;
  }

  /** Removes this member's device of this endpoint; false when it is not theirs (or unknown). */
  async unsubscribe(member: string, endpoint: string): Promise<boolean> {
    const device = await this.device(member, endpoint);
    if (!device) return false;
    await this.forget(device.id, member);
    return true;
  }

  /** A device gone (its push service answered 404 or 410, or it was replaced): removed everywhere. */
  async forget(id: string, member?: string): Promise<void> {
    const owner = member ?? (await this.run((client) => client.hGet(deviceKey(id), 'member')));
    await this.run((client) => {
      const multi = client.multi().del(deviceKey(id)).del(marketingKey(id));
      if (owner) multi.zRem(memberKey(owner), id);
      return multi.sRem(NEW_DEALS, id).exec();
    });
  }

  /** Every device of the member's (the account deleted); answers how many went. */
  async forgetMember(member: string): Promise<number> {
    const ids = await this.run((client) => client.zRange(memberKey(member), 0, -1));
    for (const id of ids) await this.forget(id, member);
    await this.run((client) => client.del(memberKey(member)));
    return ids.length;
  }

  /** Takes `topic` off every device of the member's (a consent withdrawn); answers how many had it. */
  async dropTopic(member: string, topic: PushTopic): Promise<number> {
    let changed = 0;
    for (const device of await this.devicesOf(member)) {
      if (!device.topics.includes(topic)) continue;
      await this.setTopics(
        member,
        device.subscription.endpoint,
        device.topics.filter((t) => t !== topic),
      );
      changed += 1;
    }
    return changed;
  }

  /** The member's devices (those whose record expired are let go from the list). */
  async devicesOf(member: string): Promise<PushDevice[]> {
    const ids = await this.run((client) => client.zRange(memberKey(member), 0, -1));
    const devices: PushDevice[] = [];
    for (const id of ids) {
      const device = await this.byId(id);
      if (device?.member === member) devices.push(device);
      else await this.run((client) => client.zRem(memberKey(member), id));
    }
    return devices;
  }

  /** Every device on a broadcast topic, a batch at a time (a few hundred thousand never held at once). */
  async *devicesOn(topic: PushTopic): AsyncGenerator<PushDevice[]> {
    let cursor = '0';
    do {
      const page = await this.run((client) => client.sScan(topicKey(topic), cursor, { COUNT: SCAN_BATCH }));
      cursor = String(page.cursor);
      const devices: PushDevice[] = [];
      for (const id of page.members) {
        const device = await this.byId(id);
        if (device?.topics.includes(topic)) devices.push(device);
        else await this.run((client) => client.sRem(topicKey(topic), id));
      }
      if (devices.length) yield devices;
    } while (cursor !== '0');
  }

  /** True for the first server to announce this deal, false for every later one. */
  async claimDeal(key: string): Promise<boolean> {
    return (
      (await this.run((client) =>
        client.set(dealKey(key), '1', { condition: 'NX', expiration: { type: 'EX', value: DEAL_ANNOUNCED_SECONDS } }),
      )) === 'OK'
    );
  }

  /** The deal may be announced again (its fan-out could not be queued). */
  async releaseDeal(key: string): Promise<void> {
    await this.run((client) => client.del(dealKey(key)));
  }

  /**
   * True when the device may have a marketing push now (and it is counted); false within a day of the last.
   * `sending`, the fan-out's reference: the claim it made before a server crashed still holds for it.
   */
  async claimMarketing(id: string, sending = '1'): Promise<boolean> {
    const before = await this.run((client) =>
      client.sendCommand(['SET', marketingKey(id), sending, 'NX', 'GET', 'EX', String(MARKETING_INTERVAL_SECONDS)]),
    );
    return before === null || (sending !== '1' && String(before) === sending);
  }

  /** Pushes reached these devices' push services (a fan-out's job): each kept as long again, in one step. */
  async reachedAll(devices: readonly PushDevice[]): Promise<void> {
    if (!devices.length) return;
    await this.run((client) => {
      const multi = client.multi();
      for (const device of devices) multi.expire(deviceKey(device.id), PUSH_TTL_SECONDS).expire(memberKey(device.member), PUSH_TTL_SECONDS);
      return multi.exec();
    });
  }

  /** A push reached the device's push service: it is in use, so it is kept as long again. */
  async reached(device: PushDevice): Promise<void> {
    await this.run((client) =>
      client.multi().expire(deviceKey(device.id), PUSH_TTL_SECONDS).expire(memberKey(device.member), PUSH_TTL_SECONDS).exec(),
    );
  }
}

/** The store of this server, or null without REDIS_URL. */
export function pushStore(): PushStore | null {
  const state = sharedCache();
  return state ? new PushStore(state) : null;
}
