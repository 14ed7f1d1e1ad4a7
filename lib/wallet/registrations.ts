/**
 * The passes that can be kept up to date and the devices that hold them, in Redis (REDIS_URL, the
 * connection the page cache uses). Without Redis, passes are issued without updates.
 *
 * Keys (no build id in them: a pass outlives deployments), each written with a TTL, and each bounded:
 *   wallet:pass:<serial>            hash: kind; `auth`, the SHA-256 digests of the pass's last
 *                                   MAX_TOKENS_PER_PASS authentication tokens (never a token); `session`,
 *                                   the member's session sealed (./seal.ts), and `sessionDigest`, its
 *                                   SHA-256; `content`, the pass as last issued (member uid, name, number,
 *                                   points, voucher code: at most MAX_CONTENT_CHARS), sealed; when it last
 *                                   changed (ms)
 *   wallet:member:<uid>             set: the serials of that member's passes
 *   wallet:session:<digest>         set: the serials issued with the session of that SHA-256 (logout)
 *   wallet:pass:<serial>:devices    hash: device → the push token it registered for this pass
 *   wallet:device:<id>:passes       set: the serials that device registered
 * Only a request with the pass's authentication token registers a device for it, so requesters cannot add
 * keys beyond the passes they hold; a pass has at most MAX_DEVICES_PER_PASS devices, checked and added in
 * one script; a device's keys go with its last pass. A push token is the one registered for that pass, so
 * registering a device id for one pass changes nothing another pass pushes to.
 *
 * A pass is recorded by a script that checks in the same step that its member is not deleted
 * (`account:deleted:<uid>`, lib/server/deleted-members.ts), and later writes to a pass touch only a pass
 * still kept, so a deletion leaves nothing of the member behind whatever arrives during it.
 *
 * The scripts name keys they compute (an old session's index): one Redis, as the page cache's, not a cluster.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { sharedCache, type SharedCacheState } from '@/lib/page-cache/shared-store.mjs';
import { deletedMemberKey } from '@/lib/server/deleted-members';
import { RedisScript, callRedis, type RedisClient } from '@/lib/server/redis-call';
import { matchesDigest, secretDigest } from '@/lib/server/request-body';
import type { PassContent } from './pass-content';
import { seal, unseal } from './seal';

/** The most devices one pass is kept up to date on: a member's phones and watches, not a flood of ids. */
export const MAX_DEVICES_PER_PASS = 10;
/**
 * Each issue of a pass carries a new authentication token (only its digest is kept, so an earlier one cannot
 * be put in it again); a device holding one of the last this many still updates.
 */
export const MAX_TOKENS_PER_PASS = 10;
/** A pass's content as JSON is a few hundred characters; a larger one is not kept up to date. */
export const MAX_CONTENT_CHARS = 64 * 1024;

/** A pass not added, updated or asked for in this long is forgotten. */
export const WALLET_TTL_SECONDS = 400 * 24 * 60 * 60;
const TIMEOUT_MS = 1000;

export interface PassRecord {
  serial: string;
  kind: PassContent['kind'];
  /** The voucher's code, '' for a card. */
  code: string;
  /** The member's session, opened; '' once it ended here (logout, or sealed by a key this server lacks). */
  session: string;
  content: PassContent;
  /** When the pass last changed, epoch ms: its Last-Modified, and the tag the devices ask from. */
  updated: number;
}

/** Redis did not answer in time, or is not connected: the route answers 503. */
export class WalletStoreDown extends Error {
  constructor(message = 'The registrations store (Redis) is unreachable.') {
    super(message);
    this.name = 'WalletStoreDown';
  }
}

/** The member's account is being deleted (lib/server/deleted-members.ts): no pass of theirs is kept. */
export class MemberDeleted extends Error {
  constructor() {
    super("The member's account is being deleted: no pass of theirs is kept.");
    this.name = 'MemberDeleted';
  }
}

/** Content over MAX_CONTENT_CHARS: the store does not keep it (a pass is then issued without updates). */
export class PassTooLarge extends WalletStoreDown {
  constructor() {
    super(`A pass's content is over ${MAX_CONTENT_CHARS} characters: it is not kept for updates.`);
    this.name = 'PassTooLarge';
  }
}

const passKey = (serial: string) => `wallet:pass:${serial}`;
const memberKey = (uid: string) => `wallet:member:${uid}`;
const SESSION_PREFIX = 'wallet:session:';
const passDevicesKey = (serial: string) => `wallet:pass:${serial}:devices`;
const devicePassesKey = (device: string) => `wallet:device:${device}:passes`;
const TTL = String(WALLET_TTL_SECONDS);
/** Where a sealed field opens: its pass and its name, so no sealed text can be moved to another. */
const place = (serial: string, field: 'session' | 'content') => `${serial}:${field}`;

/**
 * KEYS pass, member, session index, the member's deletion mark; ARGV kind, token digest, sealed session, its
 * digest, sealed content, now, serial. -1: the member is deleted, nothing written.
 */
const ISSUE = new RedisScript(`
if redis.call('EXISTS', KEYS[4]) == 1 then return -1 end
local old = redis.call('HMGET', KEYS[1], 'auth', 'updated', 'sessionDigest')
local digests = {ARGV[2]}
if old[1] then
  local ok, list = pcall(cjson.decode, old[1])
  if ok and type(list) == 'table' then
    for _, digest in ipairs(list) do
      if #digests >= ${MAX_TOKENS_PER_PASS} then break end
      if type(digest) == 'string' and digest ~= ARGV[2] then table.insert(digests, digest) end
    end
  end
end
local updated = math.max(tonumber(ARGV[6]), (tonumber(old[2]) or 0) + 1)
if old[3] and old[3] ~= ARGV[4] then redis.call('SREM', '${SESSION_PREFIX}' .. old[3], ARGV[7]) end
redis.call('HDEL', KEYS[1], 'authenticationToken', 'member', 'code')
redis.call('HSET', KEYS[1], 'kind', ARGV[1], 'auth', cjson.encode(digests), 'session', ARGV[3], 'sessionDigest', ARGV[4],
  'content', ARGV[5], 'updated', string.format('%.0f', updated))
redis.call('EXPIRE', KEYS[1], ${TTL})
redis.call('SADD', KEYS[2], ARGV[7])
redis.call('EXPIRE', KEYS[2], ${TTL})
redis.call('SADD', KEYS[3], ARGV[7])
redis.call('EXPIRE', KEYS[3], ${TTL})
return string.format('%.0f', updated)
`);

/** KEYS pass; ARGV field, value, …: written only while the pass is kept (never making one of a pass forgotten). */
const WRITE_KEPT = new RedisScript(`
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV))
redis.call('EXPIRE', KEYS[1], ${TTL})
return 1
`);

/** KEYS pass, its devices, the device's passes; ARGV device, push token, serial. -1 no pass, 2 full, 1 known, 0 added. */
const REGISTER = new RedisScript(`
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
local known = redis.call('HEXISTS', KEYS[2], ARGV[1])
if known == 0 and redis.call('HLEN', KEYS[2]) >= ${MAX_DEVICES_PER_PASS} then return 2 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('EXPIRE', KEYS[2], ${TTL})
redis.call('SADD', KEYS[3], ARGV[3])
redis.call('EXPIRE', KEYS[3], ${TTL})
return known
`);

/** KEYS the pass's devices, the device's passes; ARGV device, serial, push token: forgotten if still that token. */
const FORGET_PUSH_TOKEN = new RedisScript(`
if redis.call('HGET', KEYS[1], ARGV[1]) ~= ARGV[3] then return 0 end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('SREM', KEYS[2], ARGV[2])
return 1
`);

/** KEYS pass, session index; ARGV session digest, serial: the pass keeps no session if it still had that one. */
const FORGET_SESSION = new RedisScript(`
local forgotten = 0
if redis.call('HGET', KEYS[1], 'sessionDigest') == ARGV[1] then
  forgotten = redis.call('HDEL', KEYS[1], 'session', 'sessionDigest')
end
redis.call('SREM', KEYS[2], ARGV[2])
return forgotten
`);

/** KEYS pass, its devices; ARGV serial: the pass, its devices' registrations of it and its session's index go. */
const FORGET_PASS = new RedisScript(`
local digest = redis.call('HGET', KEYS[1], 'sessionDigest')
if digest then redis.call('SREM', '${SESSION_PREFIX}' .. digest, ARGV[1]) end
for _, device in ipairs(redis.call('HKEYS', KEYS[2])) do
  redis.call('SREM', 'wallet:device:' .. device .. ':passes', ARGV[1])
end
return redis.call('DEL', KEYS[1], KEYS[2])
`);

function checkedContent(content: PassContent): string {
  const json = JSON.stringify(content);
  if (json.length > MAX_CONTENT_CHARS) throw new PassTooLarge();
  return json;
}

export class WalletStore {
  constructor(private readonly state: SharedCacheState) {}

  private run<T>(call: (client: RedisClient) => Promise<T>): Promise<T> {
    return callRedis(this.state.client, call, WalletStoreDown, TIMEOUT_MS);
  }

  /** The pass, its session opened; null when there is none (or it cannot be read). */
  async pass(serial: string): Promise<PassRecord | null> {
    const { record } = (await this.stored(serial)) ?? {};
    return record ?? null;
  }

  /** The pass when `authenticationToken` is one of its own (compared by digest, in constant time); else null. */
  async authorizedPass(serial: string, authenticationToken: string): Promise<PassRecord | null> {
    const stored = await this.stored(serial);
    if (!stored) return null;
    let known = false;
    // Every digest is compared: the time taken says nothing about which one matched.
    for (const digest of stored.digests) known = matchesDigest(authenticationToken, digest) || known;
    return known ? stored.record : null;
  }

  private async stored(serial: string): Promise<{ record: PassRecord; digests: string[] } | null> {
    let fields = await this.run((client) => client.hGetAll(passKey(serial)));
    if (fields?.authenticationToken) fields = await this.upgraded(serial, fields);
    if (!fields?.auth) return null;
    try {
      const digests = (JSON.parse(fields.auth) as unknown[]).filter((digest): digest is string => typeof digest === 'string');
      // Sealed by a key this server no longer has: as good as gone (the devices keep the pass they hold).
      const content = unseal(fields.content ?? '', place(serial, 'content'));
      if (!content) return null;
      const session = fields.session ? unseal(fields.session, place(serial, 'session')) : null;
      if (!content.current || (session && !session.current)) {
        // Sealed by an earlier key (a rotation): sealed again with the one that seals now.
        const again = {
          content: seal(content.text, place(serial, 'content')),
          ...(session ? { session: seal(session.text, place(serial, 'session')) } : {}),
        };
        await this.run((client) => WRITE_KEPT.run(client, [passKey(serial)], Object.entries(again).flat()));
      }
      const pass = JSON.parse(content.text) as PassContent;
      const record: PassRecord = {
        serial,
        kind: pass.kind,
        code: pass.kind === 'voucher' ? pass.code : '',
        session: session?.text ?? '',
        content: pass,
        updated: Number(fields.updated) || 0,
      };
      return { record, digests };
    } catch (error) {
      // Redis failing is its own answer (503); a record that cannot be read is no pass.
      if (error instanceof WalletStoreDown) throw error;
      return null;
    }
  }

  /**
   * A pass recorded before this layout (a plain `authenticationToken`, `session`, `member`, `code` and
   * `content`, the devices a set beside a `wallet:device:<id>` hash of their push token): rewritten to it
   * when first read, keeping its devices.
   */
  private async upgraded(serial: string, fields: Record<string, string>): Promise<Record<string, string>> {
    const session = fields.session ?? '';
    const sessionDigest = session ? secretDigest(session) : '';
    const { authenticationToken, member: _member, code: _code, ...kept } = fields;
    const next: Record<string, string> = {
      ...kept,
      auth: JSON.stringify([secretDigest(authenticationToken)]),
      content: seal(fields.content ?? '', place(serial, 'content')),
    };
    if (session) Object.assign(next, { session: seal(session, place(serial, 'session')), sessionDigest });
    const devices = await this.run(async (client) => {
      if ((await client.type(passDevicesKey(serial))) !== 'set') return [];
      const ids = await client.sMembers(passDevicesKey(serial));
      return Promise.all(ids.map(async (id) => [id, (await client.hGet(`wallet:device:${id}`, 'pushToken')) ?? ''] as const));
    });
    await this.run((client) => {
      const multi = client
        .multi()
        .hDel(passKey(serial), ['authenticationToken', 'member', 'code'])
        .hSet(passKey(serial), next)
        .expire(passKey(serial), WALLET_TTL_SECONDS);
      if (sessionDigest) multi.sAdd(SESSION_PREFIX + sessionDigest, serial).expire(SESSION_PREFIX + sessionDigest, WALLET_TTL_SECONDS);
      if (devices.length > 0) {
        multi.del(passDevicesKey(serial));
        const known = devices.filter(([, pushToken]) => pushToken);
        if (known.length > 0)
          multi.hSet(passDevicesKey(serial), Object.fromEntries(known)).expire(passDevicesKey(serial), WALLET_TTL_SECONDS);
      }
      return multi.exec();
    });
    return next;
  }

  /**
   * Records a pass as issued now for this session: a new authentication token (the one to put in this pass;
   * devices holding one of the pass's last MAX_TOKENS_PER_PASS keep theirs), and its devices are told to
   * fetch it again.
   */
  async issued(content: PassContent, session: string): Promise<{ authenticationToken: string; updated: number }> {
    const json = checkedContent(content);
    const authenticationToken = randomBytes(32).toString('base64url');
    const sessionDigest = secretDigest(session);
    const updated = await this.run((client) =>
      ISSUE.run(
        client,
        [passKey(content.serial), memberKey(content.memberUid), SESSION_PREFIX + sessionDigest, deletedMemberKey(content.memberUid)],
        [
          content.kind,
          secretDigest(authenticationToken),
          seal(session, place(content.serial, 'session')),
          sessionDigest,
          seal(json, place(content.serial, 'content')),
          String(Date.now()),
          content.serial,
        ],
      ),
    );
    if (Number(updated) === -1) throw new MemberDeleted();
    return { authenticationToken, updated: Number(updated) };
  }

  /** The content as issued again (fresh points), keeping when it changed unless `changed`. */
  async refreshed(serial: string, content: PassContent, changed: boolean): Promise<number> {
    const json = checkedContent(content);
    const updated = Date.now();
    const fields = ['content', seal(json, place(serial, 'content')), ...(changed ? ['updated', String(updated)] : [])];
    await this.run((client) => WRITE_KEPT.run(client, [passKey(serial)], fields));
    return updated;
  }

  /**
   * 'created' when the device was not registered for the pass before (201), 'exists' when it was (200; its
   * push token for this pass replaced), 'full' when the pass already has MAX_DEVICES_PER_PASS others (the
   * device ids are the requester's choice), 'gone' when the pass is no longer kept.
   */
  async register(device: string, serial: string, pushToken: string): Promise<'created' | 'exists' | 'full' | 'gone'> {
    const outcome = await this.run((client) =>
      REGISTER.run(client, [passKey(serial), passDevicesKey(serial), devicePassesKey(device)], [device, pushToken, serial]),
    );
    return ({ '-1': 'gone', '0': 'created', '1': 'exists', '2': 'full' } as const)[String(outcome) as '-1' | '0' | '1' | '2'] ?? 'gone';
  }

  /** The device no longer updates the pass; its keys go with its last pass (Redis drops an emptied set). */
  async unregister(device: string, serial: string): Promise<void> {
    await this.run((client) => client.multi().hDel(passDevicesKey(serial), device).sRem(devicePassesKey(device), serial).exec());
  }

  /** A push token APNs says is gone (410): the device's registrations with it are forgotten. */
  async forgetDevice(device: string, pushToken: string): Promise<void> {
    const serials = await this.run((client) => client.sMembers(devicePassesKey(device)));
    for (const serial of serials) {
      await this.run((client) =>
        FORGET_PUSH_TOKEN.run(client, [passDevicesKey(serial), devicePassesKey(device)], [device, serial, pushToken]),
      );
    }
  }

  /**
   * Logout: no pass keeps this session any more (each stays as last issued; the member adds it again to
   * resume updates). Answers how many passes had it.
   */
  async forgetSession(session: string): Promise<number> {
    const digest = secretDigest(session);
    const serials = await this.run((client) => client.sMembers(SESSION_PREFIX + digest));
    let forgotten = 0;
    for (const serial of serials) {
      const outcome = await this.run((client) => FORGET_SESSION.run(client, [passKey(serial), SESSION_PREFIX + digest], [digest, serial]));
      if (Number(outcome) > 0) forgotten += 1;
    }
    return forgotten;
  }

  /** How many passes of the member's this server keeps up to date (the deletion screen's count). */
  async passCount(uid: string): Promise<number> {
    const serials = await this.run((client) => client.sMembers(memberKey(uid)));
    let kept = 0;
    for (const serial of serials) kept += await this.run((client) => client.exists(passKey(serial)));
    return kept;
  }

  /**
   * The account is deleted: every pass of the member's is forgotten, with its devices' registrations and
   * sessions (each stays on its device as last issued, and never updates again). Answers how many went.
   */
  async forgetMember(uid: string): Promise<number> {
    const serials = await this.run((client) => client.sMembers(memberKey(uid)));
    let forgotten = 0;
    for (const serial of serials) {
      const deleted = await this.run((client) => FORGET_PASS.run(client, [passKey(serial), passDevicesKey(serial)], [serial]));
      if (Number(deleted) > 0) forgotten += 1;
    }
    await this.run((client) => client.del(memberKey(uid)));
    return forgotten;
  }

  /** The serials this device registered that changed after `since` (ms; all without), and the newest change. */
  async changedFor(device: string, since: number | null): Promise<{ serials: string[]; lastUpdated: number }> {
    const serials = await this.run((client) => client.sMembers(devicePassesKey(device)));
    let lastUpdated = 0;
    const changed: string[] = [];
    for (const serial of serials) {
      const updated = Number(await this.run((client) => client.hGet(passKey(serial), 'updated'))) || 0;
      if (!updated) continue;
      lastUpdated = Math.max(lastUpdated, updated);
      if (since === null || updated > since) changed.push(serial);
    }
    // The device is still there: its registrations are kept as long as its passes.
    if (serials.length > 0) await this.run((client) => client.expire(devicePassesKey(device), WALLET_TTL_SECONDS));
    return { serials: changed.sort(), lastUpdated };
  }

  /**
   * A member changed: each of their passes that still has a session and is still `readable`
   * (lib/wallet/notify.ts) is marked changed now (one without a session would come back as last issued);
   * answers the devices to tell, each with the push token it registered for that pass (each device and
   * token once).
   */
  async memberChanged(
    uid: string,
    readable: (pass: PassRecord) => Promise<boolean>,
  ): Promise<{ passes: number; devices: { device: string; pushToken: string }[] }> {
    const serials = await this.run((client) => client.sMembers(memberKey(uid)));
    const now = String(Date.now());
    const devices = new Map<string, { device: string; pushToken: string }>();
    let passes = 0;
    for (const serial of serials) {
      const pass = await this.pass(serial);
      if (!pass?.session || !(await readable(pass))) continue;
      passes += 1;
      const registered = await this.run(async (client) => {
        const [, , tokens] = await client
          .multi()
          .hSet(passKey(serial), { updated: now })
          .expire(passKey(serial), WALLET_TTL_SECONDS)
          .hGetAll(passDevicesKey(serial))
          .exec();
        return (tokens ?? {}) as unknown as Record<string, string>;
      });
      for (const [device, pushToken] of Object.entries(registered)) devices.set(`${device} ${pushToken}`, { device, pushToken });
    }
    return { passes, devices: [...devices.values()] };
  }
}

/** The store of this server, or null without REDIS_URL (passes are then issued without updates). */
export function walletStore(): WalletStore | null {
  const state = sharedCache();
  return state ? new WalletStore(state) : null;
}
