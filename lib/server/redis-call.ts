/**
 * One call to the Redis the server keeps its records in (wallet registrations, reminder subscriptions).
 *
 * Not marked `server-only`, which throws outside React's server layer: the fan-out starts with the Node
 * server (lib/server/server-start.ts). Client code never reaches it (tests/unit/server-code-boundary.test.ts).
 */
import { createHash } from 'node:crypto';
import { observer } from '@/lib/observability/observer.mjs';
import type { SharedCacheState } from '@/lib/page-cache/shared-store.mjs';

export type RedisClient = SharedCacheState['client'];

/**
 * `call` on `client`, or the store's own error (a `Down`) when Redis is not connected, does not answer
 * within `ms`, or fails: the route then answers 503 rather than wait or crash. The client queues nothing
 * while disconnected, so a Redis that went away costs no time.
 */
export async function callRedis<T>(
  client: RedisClient,
  call: (client: RedisClient) => Promise<T>,
  Down: new () => Error,
  ms = 1000,
): Promise<T> {
  const done = observer()?.redisCall?.();
  if (!client.isReady) {
    done?.(true);
    throw new Down();
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Down()), ms);
  });
  try {
    const result = await Promise.race([call(client), late]);
    done?.(false);
    return result;
  } catch (error) {
    done?.(true);
    throw error instanceof Down ? error : Object.assign(new Down(), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** A Lua script, sent by its digest once Redis knows it: what it reads and writes happens as one step. */
export class RedisScript {
  private readonly sha: string;
  constructor(private readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }

  async run(client: RedisClient, keys: string[], args: string[]): Promise<unknown> {
    try {
      return await client.evalSha(this.sha, { keys, arguments: args });
    } catch (error) {
      if (!String((error as Error)?.message).startsWith('NOSCRIPT')) throw error;
      return client.eval(this.source, { keys, arguments: args });
    }
  }
}
