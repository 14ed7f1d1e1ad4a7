/**
 * The passes that can be kept up to date and the devices that hold them, in Redis (REDIS_URL, the
 * connection the page cache uses). Without Redis, passes are issued without updates.
 *
 * Keys (no build id in them: a pass outlives deployments), each with a TTL renewed on every write:
 *   wallet:pass:<serial>            hash: kind, member uid, voucher code, the pass's authentication token,
 *                                   the member's session token (to ask the backend for fresh points),
 *                                   the pass's content as last issued, when it last changed (ms)
 *   wallet:member:<uid>             set: the serials of that member's passes
 *   wallet:pass:<serial>:devices    set: the devices registered for that pass
 *   wallet:device:<id>              hash: the device's push token
 *   wallet:device:<id>:passes       set: the serials that device registered
 * Only a request with the pass's authentication token registers a device for it, so requesters cannot
 * add keys beyond the passes they hold, and a pass has at most MAX_DEVICES_PER_PASS devices.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { sharedCache, type SharedCacheState } from '@/lib/page-cache/shared-store.mjs';
import { callRedis, type RedisClient } from '@/lib/server/redis-call';
import type { PassContent } from './pass-content';

/** The most devices one pass is kept up to date on: a member's phones and watches, not a flood of ids. */
export const MAX_DEVICES_PER_PASS = 10;

/** A pass not added, updated or asked for in this long is forgotten. */
export const WALLET_TTL_SECONDS = 400 * 24 * 60 * 60;
const TIMEOUT_MS = 1000;

export interface PassRecord {
  serial: string;
  kind: PassContent['kind'];
  member: string;
  code: string;
  authenticationToken: string;
  session: string;
  content: PassContent;
  /** When the pass last changed, epoch ms: its Last-Modified, and the tag the devices ask from. */
  updated: number;
}

/** Redis did not answer in time, or is not connected: the route answers 503. */
export class WalletStoreDown extends Error {
  constructor() {
    super('The registrations store (Redis) is unreachable.');
    this.name = 'WalletStoreDown';
  }
}

const passKey = (serial: string) => `wallet:pass:${serial}`;
const memberKey = (uid: string) => `wallet:member:${uid}`;
const passDevicesKey = (serial: string) => `wallet:pass:${serial}:devices`;
const deviceKey = (device: string) => `wallet:device:${device}`;
const devicePassesKey = (device: string) => `wallet:device:${device}:passes`;

export class WalletStore {
  constructor(private readonly state: SharedCacheState) {}

  private run<T>(call: (client: RedisClient) => Promise<T>): Promise<T> {
    return callRedis(this.state.client, call, WalletStoreDown, TIMEOUT_MS);
  }

  async pass(serial: string): Promise<PassRecord | null> {
    const fields = await this.run((client) => client.hGetAll(passKey(serial)));
    if (!fields?.authenticationToken) return null;
    try {
      return {
        serial,
        kind: fields.kind === 'voucher' ? 'voucher' : 'card',
        member: fields.member ?? '',
        code: fields.code ?? '',
        authenticationToken: fields.authenticationToken,
        session: fields.session ?? '',
        content: JSON.parse(fields.content ?? 'null') as PassContent,
        updated: Number(fields.updated) || 0,
      };
    } catch {
      return null;
    }
  }

  /**
   * Records a pass as issued now for this session: its authentication token is kept (a device holding the
   * pass keeps asking with it), and its devices are told to fetch it again.
   */
  async issued(content: PassContent, session: string): Promise<{ authenticationToken: string; updated: number }> {
    const existing = await this.pass(content.serial);
    const authenticationToken = existing?.authenticationToken ?? randomBytes(32).toString('base64url');
    const updated = Math.max(Date.now(), (existing?.updated ?? 0) + 1);
    await this.run((client) =>
      client
        .multi()
        .hSet(passKey(content.serial), {
          kind: content.kind,
          member: content.memberUid,
          code: content.kind === 'voucher' ? content.code : '',
          authenticationToken,
          session,
          content: JSON.stringify(content),
          updated: String(updated),
        })
        .expire(passKey(content.serial), WALLET_TTL_SECONDS)
        .sAdd(memberKey(content.memberUid), content.serial)
        .expire(memberKey(content.memberUid), WALLET_TTL_SECONDS)
        .exec(),
    );
    return { authenticationToken, updated };
  }

  /** The content as issued again (fresh points), keeping when it changed unless `changed`. */
  async refreshed(serial: string, content: PassContent, changed: boolean): Promise<number> {
    const updated = Date.now();
    await this.run((client) =>
      client
        .multi()
        .hSet(passKey(serial), { content: JSON.stringify(content), ...(changed ? { updated: String(updated) } : {}) })
        .expire(passKey(serial), WALLET_TTL_SECONDS)
        .exec(),
    );
    return updated;
  }

  /**
   * 'created' when the device was not registered for the pass before (201), 'exists' when it was (200),
   * 'full' when the pass already has MAX_DEVICES_PER_PASS others (the device ids are the requester's choice).
   */
  async register(device: string, serial: string, pushToken: string): Promise<'created' | 'exists' | 'full'> {
    const [known, count] = await this.run((client) =>
      Promise.all([client.sIsMember(passDevicesKey(serial), device), client.sCard(passDevicesKey(serial))]),
    );
    if (!known && count >= MAX_DEVICES_PER_PASS) return 'full';
    const [added] = await this.run((client) =>
      client
        .multi()
        .sAdd(passDevicesKey(serial), device)
        .expire(passDevicesKey(serial), WALLET_TTL_SECONDS)
        .hSet(deviceKey(device), { pushToken })
        .expire(deviceKey(device), WALLET_TTL_SECONDS)
        .sAdd(devicePassesKey(device), serial)
        .expire(devicePassesKey(device), WALLET_TTL_SECONDS)
        .exec(),
    );
    return Number(added) === 1 ? 'created' : 'exists';
  }

  async unregister(device: string, serial: string): Promise<void> {
    await this.run((client) => client.multi().sRem(passDevicesKey(serial), device).sRem(devicePassesKey(device), serial).exec());
  }

  /** A device APNs says is gone (410): forgotten with its registrations. */
  async forgetDevice(device: string): Promise<void> {
    const serials = await this.run((client) => client.sMembers(devicePassesKey(device)));
    await this.run((client) => {
      const multi = client.multi().del(deviceKey(device)).del(devicePassesKey(device));
      for (const serial of serials) multi.sRem(passDevicesKey(serial), device);
      return multi.exec();
    });
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
    return { serials: changed.sort(), lastUpdated };
  }

  /**
   * A member changed: each of their passes that is still `readable` (lib/wallet/notify.ts) is marked
   * changed now; answers the devices to tell (each once, with its push token).
   */
  async memberChanged(
    uid: string,
    readable: (pass: PassRecord) => Promise<boolean>,
  ): Promise<{ passes: number; devices: { device: string; pushToken: string }[] }> {
    const serials = await this.run((client) => client.sMembers(memberKey(uid)));
    const now = String(Date.now());
    const devices = new Map<string, string>();
    let passes = 0;
    for (const serial of serials) {
      const pass = await this.pass(serial);
      if (!pass || !(await readable(pass))) continue;
      passes += 1;
      await this.run((client) => client.hSet(passKey(serial), { updated: now }));
      for (const device of await this.run((client) => client.sMembers(passDevicesKey(serial)))) {
        if (devices.has(device)) continue;
        const pushToken = await this.run((client) => client.hGet(deviceKey(device), 'pushToken'));
        if (pushToken) devices.set(device, pushToken);
      }
    }
    return { passes, devices: [...devices].map(([device, pushToken]) => ({ device, pushToken })) };
  }
}

/** The store of this server, or null without REDIS_URL (passes are then issued without updates). */
export function walletStore(): WalletStore | null {
  const state = sharedCache();
  return state ? new WalletStore(state) : null;
}
