/**
 * The page cache shared by every server instance: Redis (REDIS_URL), through the maintained
 * `@fortedigital/nextjs-cache-handler` Redis handler (its storage format, tag maps and key
 * expiry), with this server's own file-system cache beneath it.
 *
 * - Redis is the truth while it answers: a miss there is a miss (a page another server revalidated
 *   must not come back from this server's disk).
 * - Every write goes to both, so this server has its own copies for when Redis goes away; then it
 *   serves those (or renders) until Redis returns. Instances may differ meanwhile.
 * - No call waits on Redis for more than REDIS_TIMEOUT_MS; with Redis gone, none waits at all
 *   (the client does not queue commands while disconnected). It reconnects by itself.
 * - Every entry in Redis has a TTL: at least ENTRY_TTL_SECONDS, longer for a longer lifetime.
 * - Keys are prefixed with the build's id, so a new deployment never reads an old one's pages.
 * - An entry is dated by the start of its render (the handler's rule 4), and every revalidated tag's
 *   time is recorded in the library's hash of revalidation times, which its reads compare entries
 *   with: a render begun on any server before a webhook is outdated on every server after it. (The
 *   library records times for Next's path tags only, and deletes the entries carrying another tag,
 *   which a render under way then writes back.)
 *
 * Plain JavaScript: Next loads the cache handler without compiling it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';
import { observer } from '../observability/observer.mjs';
import { BUILD_ID_FILE, CACHE_TAGS_HEADER, PAGE_KINDS } from '../server/next-cache-internals.mjs';

export const REDIS_TIMEOUT_MS = 200;
const CONNECT_TIMEOUT_MS = 2000;
/** A stopped Redis that keeps its connections open is noticed within this (pings every second). */
const SOCKET_TIMEOUT_MS = 3000;
export const ENTRY_TTL_SECONDS = 24 * 60 * 60;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * Entries in Redis are dated this much before their render began: the servers' clocks may differ
 * (NTP keeps them within milliseconds), and an entry dated late by another server's clock would
 * outlive a webhook. A render begun within this of a webhook is rendered once more.
 */
export const CLOCK_SKEW_MS = 500;
/** The library's hash of tag → revalidation time (epoch ms), under the key prefix. */
const REVALIDATED_TAGS_KEY = '__revalidated_tags__';
/** The count of changes to pages on every server (a page stored, a webhook), under the key prefix. */
const PAGE_CHANGES_KEY = '__page_changes__';
/** When a webhook last revalidated anything on any server (epoch ms), under the key prefix: the server guard's question. */
const LAST_REVALIDATION_KEY = '__last_revalidation__';

const STATE = Symbol.for('portal.sharedCache');

class RedisTimeout extends Error {}

/** Rejects after `ms`; the Redis call itself is left to settle (or fail) on its own. */
function within(promise, ms = REDIS_TIMEOUT_MS) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new RedisTimeout(`Redis did not answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * `send()`'s Redis commands within `ms`, reported as one Redis call named `name` (a span with traces on,
 * a failure counted with METRICS_PORT: lib/observability), like the server's other Redis calls.
 */
function redisCall(name, send, ms = REDIS_TIMEOUT_MS) {
  const done = observer()?.redisCall?.(name);
  let sent;
  try {
    sent = send();
  } catch (error) {
    sent = Promise.reject(error);
  }
  const answer = within(sent, ms);
  if (done)
    answer.then(
      () => done(false),
      () => done(true),
    );
  return answer;
}

/**
 * The library sends each command with an abort signal, which node-redis stops listening to once
 * the command is written: a Redis that accepts connections but never answers then hangs it. Hidden
 * behind this proxy, the client makes the library use its own promise timeout instead.
 */
function withoutAbortSignal(client) {
  return new Proxy(client, {
    has: (target, prop) => prop !== 'withAbortSignal' && Reflect.has(target, prop),
    get: (target, prop) => {
      if (prop === 'withAbortSignal') return undefined;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A problem with Redis is a warning; its connection made or back is news (`info`). */
function log(message, level = 'warn') {
  console[level](`[page cache] ${message}`);
}

/** The one Redis connection of this process (the cache handler, the webhook, readiness and shutdown use it). */
function connect(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 1000,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 2000),
    },
  });
  const state = { url, client, ready: false, everReady: false, down: false, closing: false };
  client.on('ready', () => {
    state.ready = true;
    state.down = false;
    log(
      state.everReady ? 'Redis is back: the page cache is shared again.' : 'Redis connected: the page cache is shared by every server.',
      'info',
    );
    state.everReady = true;
  });
  client.on('error', (error) => {
    state.ready = false;
    // One line per outage, not one per reconnection attempt.
    if (state.down || state.closing) return;
    state.down = true;
    log(`Redis unreachable (${error?.message ?? error}): serving from this server's own cache until it returns.`);
  });
  client.on('end', () => {
    state.ready = false;
  });
  // Never awaited: with Redis down, connect() keeps retrying and does not settle; commands meanwhile fail
  // at once (no offline queue), so pages use this server's own cache.
  within(client.connect(), CONNECT_TIMEOUT_MS).catch(() => {});
  return state;
}

/** The shared cache of this process, or null without REDIS_URL or while building (no Redis then). */
export function sharedCache() {
  const url = process.env.REDIS_URL?.trim();
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return null;
  globalThis[STATE] ??= connect(url);
  return globalThis[STATE];
}

/** True when Redis answers a PING within `ms`; for readiness checks and the webhook. */
export async function pingSharedCache(ms = 500) {
  const state = sharedCache();
  if (!state) return null;
  if (!state.client.isReady) return false;
  try {
    return (await redisCall('ping', () => state.client.ping(), ms)) === 'PONG';
  } catch {
    return false;
  }
}

/** Closes the connection on shutdown; never waits more than a second. */
export async function closeSharedCache() {
  const state = globalThis[STATE];
  if (!state || state.closing) return;
  state.closing = true;
  try {
    await within(state.client.close(), 1000);
  } catch {
    state.client.destroy();
  }
}

/** The server folder of the running build, as Next names it (`<project>/<distDir>/server`). */
function defaultServerDistDir() {
  return join(process.cwd(), process.env.PORTAL_DIST_DIR || '.next', 'server');
}

/** The library's Redis handler of this process, created once (keys prefixed with the build id). */
function redisHandler(state, serverDistDir = defaultServerDistDir()) {
  state.handler ??= createRedisHandler({
    client: withoutAbortSignal(state.client),
    keyPrefix: keyPrefix(serverDistDir),
    timeoutMs: REDIS_TIMEOUT_MS,
  });
  return state.handler;
}

/**
 * Revalidates tags in Redis now, for the webhook to answer only once every server can see it
 * (Next runs its own revalidation after the answer). True when done, false when Redis could not be
 * told, null without Redis.
 */
export async function revalidateShared(tags) {
  const state = sharedCache();
  if (!state) return null;
  if (!state.client.isReady) return false;
  const handler = redisHandler(state);
  try {
    await redisCall('page revalidate', () => markRevalidated(state.client, prefixOf(state), tags), REDIS_TIMEOUT_MS * 5);
    await redisCall('page revalidate tags', () => Promise.all(tags.map((tag) => handler.revalidateTag(tag))), REDIS_TIMEOUT_MS * 5);
    await redisCall('page change', () => countPageChange(state.client, prefixOf(state)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Counted after the change is in Redis, so a server that reads the new count finds the change: the
 * server guard's front copies (lib/server/front-copies.ts) answer only while the count is the one
 * their request read.
 */
function countPageChange(client, prefix) {
  const key = `${prefix}${PAGE_CHANGES_KEY}`;
  return client.multi().incr(key).expire(key, ENTRY_TTL_SECONDS).exec();
}

/**
 * The count of changes to pages on every server, read now: a string ('0' before any), or null when
 * Redis cannot say within REDIS_TIMEOUT_MS (or there is no Redis). Sent on the connection the page
 * cache reads with, before Next's read of the page: Redis answers one connection's commands in order,
 * so a count that includes a change comes with a page that includes it.
 */
export async function readSharedPageChanges() {
  const state = sharedCache();
  if (!state || !state.client.isReady || state.closing) return null;
  try {
    return (await redisCall('page changes', () => state.client.get(`${prefixOf(state)}${PAGE_CHANGES_KEY}`))) ?? '0';
  } catch {
    return null;
  }
}

/**
 * When a webhook last revalidated anything on any server (epoch ms by that server's clock; -Infinity
 * before any), or null when Redis cannot say within REDIS_TIMEOUT_MS (or there is no Redis). Written
 * before the webhook answers: a request sent after its 200 reads it (lib/server/outdated-renders.ts).
 */
export async function readSharedRevalidation() {
  const state = sharedCache();
  if (!state || !state.client.isReady || state.closing) return null;
  try {
    const at = await redisCall('last revalidation', () => state.client.get(`${prefixOf(state)}${LAST_REVALIDATION_KEY}`));
    return at === null ? Number.NEGATIVE_INFINITY : Number(at);
  } catch {
    return null;
  }
}

/** The running build's key prefix, read from its build id once per process. */
function prefixOf(state) {
  return (state.prefix ??= keyPrefix());
}

/** The build's key prefix in Redis, as the library's handler uses it. */
function keyPrefix(serverDistDir = defaultServerDistDir()) {
  return `portal:${buildId(serverDistDir)}:`;
}

/**
 * Records now as the revalidation time of every tag, which the library's reads compare entries with, and
 * as the last revalidation of all (the last webhook's, whichever server's clock is ahead: the guard allows
 * CLOCK_SKEW_MS for that).
 */
function markRevalidated(client, prefix, tags) {
  if (tags.length === 0) return Promise.resolve();
  const at = String(Date.now());
  return client
    .multi()
    .hSet(`${prefix}${REVALIDATED_TAGS_KEY}`, Object.fromEntries(tags.map((tag) => [tag, at])))
    .set(`${prefix}${LAST_REVALIDATION_KEY}`, at)
    .expire(`${prefix}${LAST_REVALIDATION_KEY}`, ENTRY_TTL_SECONDS)
    .exec();
}

function buildId(serverDistDir) {
  try {
    return readFileSync(join(/* turbopackIgnore: true */ serverDistDir, '..', BUILD_ID_FILE), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

/** The tags an entry is revalidated by: a page's from its header, fetched data's from its context. */
function tagsOf(data, ctx) {
  const header = data?.headers?.[CACHE_TAGS_HEADER];
  if (typeof header === 'string' && header) return header.split(',');
  return Array.isArray(ctx?.tags) ? ctx.tags : [];
}

function lifespanOf(data, ctx, lastModified) {
  const revalidate = data?.kind === 'FETCH' ? data.revalidate : ctx?.cacheControl?.revalidate;
  const staleAge = typeof revalidate === 'number' && revalidate > 0 ? revalidate : ONE_YEAR_SECONDS;
  const lastModifiedAt = Math.floor(lastModified / 1000);
  const expireAge = Math.max(staleAge * 2, ENTRY_TTL_SECONDS);
  return { lastModifiedAt, staleAge, staleAt: lastModifiedAt + staleAge, expireAge, expireAt: lastModifiedAt + expireAge, revalidate };
}

export class SharedStore {
  /** @param {any} local this server's own cache (Next's file-system cache) @param {any} state sharedCache() */
  constructor(local, state, serverDistDir) {
    this.local = local;
    this.state = state;
    this.redis = redisHandler(state, serverDistDir);
    this.prefix = keyPrefix(serverDistDir);
  }

  get shared() {
    return this.state.client.isReady && !this.state.closing;
  }

  async get(key, ctx) {
    if (this.shared) {
      try {
        const entry = await redisCall('page get', () => this.redis.get(key, { implicitTags: ctx?.softTags ?? [] }));
        if (!entry) return null;
        if (entry.lifespan && entry.lifespan.expireAt < Date.now() / 1000) return null;
        const revalidate = entry.lifespan?.revalidate;
        return {
          value: entry.value,
          lastModified: entry.lastModified,
          // Rendered by one of the servers (never a build's prerender): see the handler's rule for those.
          shared: true,
          ...(typeof revalidate === 'number' ? { cacheControl: { revalidate, expire: entry.lifespan.expireAge } } : {}),
        };
      } catch {
        // Redis failing now: this server's own copy, below.
      }
    }
    return this.local.get(key, ctx);
  }

  /**
   * This server's own copy only (a page outdated elsewhere, still better than an empty shell), unless
   * a webhook reached another server since it was written.
   */
  async getLocal(key, ctx) {
    const entry = await this.local.get(key, ctx);
    if (entry?.value && (await this.revalidatedSince(tagsOf(entry.value, ctx), entry.lastModified))) return null;
    return entry;
  }

  /** True when Redis says a tag among these was revalidated at or after `since` (epoch ms); false when it cannot say. */
  async revalidatedSince(tags, since) {
    if (!this.shared || tags.length === 0) return false;
    try {
      const times = await redisCall('page tags', () => this.state.client.hmGet(`${this.prefix}${REVALIDATED_TAGS_KEY}`, tags));
      return times.some((time) => time !== null && Number(time) >= since);
    } catch {
      return false;
    }
  }

  async set(key, data, ctx) {
    const writes = [this.local.set(key, data, ctx)];
    if (data && this.shared) {
      // Dated by the start of its render: a webhook since then outdates it on every server.
      const lastModified = (typeof ctx?.renderedAt === 'number' ? ctx.renderedAt : Date.now()) - CLOCK_SKEW_MS;
      const entry = { lastModified, lifespan: lifespanOf(data, ctx, lastModified), tags: tagsOf(data, ctx), value: data };
      const stored = redisCall('page set', () => this.redis.set(key, entry));
      writes.push(
        PAGE_KINDS.has(data.kind)
          ? stored.then(() => redisCall('page change', () => countPageChange(this.state.client, this.prefix)))
          : stored,
      );
    }
    await Promise.allSettled(writes);
  }

  /**
   * Revalidates here and in Redis. Without Redis the other servers are not told: the webhook checks
   * Redis itself and answers an error, so the CMS tries again.
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    await this.local.revalidateTag(list, durations);
    if (!this.shared) return;
    try {
      await redisCall('page revalidate', () => markRevalidated(this.state.client, this.prefix, list), REDIS_TIMEOUT_MS * 5);
      await redisCall('page revalidate tags', () => Promise.all(list.map((tag) => this.redis.revalidateTag(tag))), REDIS_TIMEOUT_MS * 5);
      await redisCall('page change', () => countPageChange(this.state.client, this.prefix));
    } catch (error) {
      log(`Redis was not told of a revalidation (${error?.message ?? error}).`);
    }
  }
}
