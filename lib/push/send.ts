/**
 * Sending reminders: one Web Push per device through `web-push` (VAPID, the payload encrypted with
 * aes128gcm for that device's keys). A push service's 404 or 410 says the subscription is gone, and the
 * device is forgotten; a 429 or 5xx (or no answer) is tried again a few times, after its Retry-After or a
 * growing pause, and a 429's Retry-After holds back every push to that push service (others go on); at
 * most PUSH_CONCURRENCY pushes are on the wire at once, whatever asks for them. Every push goes through
 * PushAgent (./services.ts): to a push service only, at a public address, on kept-alive connections.
 *
 * Not marked `server-only`, which throws outside React's server layer: the fan-out starts with the Node
 * server (lib/server/server-start.ts). Client code never reaches it (tests/unit/server-code-boundary.test.ts).
 */
import { getVapidHeaders, sendNotification, WebPushError, type Urgency } from 'web-push';
import { readPushConcurrency, readPushConfig, type PushConfig, type PushService } from '@/lib/config';
import { retryAfterSeconds } from '@/lib/api/http';
import { PushAgent, PushDestinationRefused, pushServices } from './services';
import type { PushDevice, PushStore } from './store';
import { isEndpoint, type DeviceSubscription } from './subscription';
import { isMarketing, type PushMessage, type PushTopic } from './topics';
import { observer, type PushSendOutcome } from '@/lib/observability/observer.mjs';

/**
 * How long a push service keeps a push for a device that is offline, and how soon it must arrive. An
 * expiry reminder is worth days and normal urgency; a new deal is stale by tomorrow and may wait for the
 * phone to wake (low urgency spares the battery).
 */
export const DELIVERY: Record<PushTopic, { ttlSeconds: number; urgency: Urgency }> = {
  expiring: { ttlSeconds: 3 * 24 * 60 * 60, urgency: 'normal' },
  new_deals: { ttlSeconds: 12 * 60 * 60, urgency: 'low' },
};

export interface SenderOptions {
  /** Tries per push, the first included. */
  attempts?: number;
  /** The pause before the first retry without Retry-After; doubled for each later one. */
  baseDelayMs?: number;
  /** A longer Retry-After is not waited for: that push counts as failed. */
  maxDelayMs?: number;
  /** Pushes on the wire at once (PUSH_CONCURRENCY). */
  concurrency?: number;
  timeoutMs?: number;
  /** How a pause is waited (tests record the pauses instead of spending them). */
  wait?: (ms: number) => Promise<void>;
  /** Where pushes may go: the push services configured now, unless given. */
  services?: readonly PushService[];
}

/**
 * `refused`: the endpoint is no push service's (any more): the portal does not send there. `dropped`: not
 * sent, as the caller no longer wanted it when its turn came (a fan-out job another server took over).
 */
export type SendOutcome = 'sent' | 'gone' | 'refused' | 'failed' | 'dropped';

class Dropped extends Error {}

/** No answer: the connection failed (a system error's code) or the push service kept silent past the timeout. */
const isTransportFailure = (error: unknown) =>
  error instanceof Error && (typeof (error as NodeJS.ErrnoException).code === 'string' || error.message === 'Socket timeout');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A VAPID signature is made for this long (push services take at most 24 h) and renewed an hour before its end. */
const VAPID_SECONDS = 12 * 60 * 60;
const VAPID_RENEW_SECONDS = 60 * 60;

/** The push service a push goes to, as VAPID's audience names it: `https://host[:port]`. */
const originOf = (endpoint: string) => new URL(endpoint).origin;

export class PushSender {
  private readonly attempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly concurrency: number;
  private readonly timeoutMs: number;
  private readonly wait: (ms: number) => Promise<void>;
  private readonly services: readonly PushService[];
  private readonly agent: PushAgent;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Per push service: its signed VAPID header and until when (epoch s) it is used. */
  private readonly vapidHeaders = new Map<string, { authorization: string; renewAt: number }>();
  /** Per push service: until when (epoch ms) its 429's Retry-After holds pushes back. */
  private readonly pausedUntil = new Map<string, number>();

  constructor(
    private readonly vapid: PushConfig,
    options: SenderOptions = {},
  ) {
    this.attempts = options.attempts ?? 3;
    this.baseDelayMs = options.baseDelayMs ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 10_000;
    this.concurrency = options.concurrency ?? 8;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.wait = options.wait ?? sleep;
    this.services = options.services ?? pushServices();
    this.agent = new PushAgent(this.services, this.concurrency);
  }

  /** The VAPID header for a push service, signed once and reused while valid (an ES256 signature per push costs CPU). */
  private vapidFor(audience: string): string {
    const now = Math.floor(Date.now() / 1000);
    const kept = this.vapidHeaders.get(audience);
    if (kept && kept.renewAt > now) return kept.authorization;
    const { Authorization } = getVapidHeaders(
      audience,
      this.vapid.subject,
      this.vapid.publicKey,
      this.vapid.privateKey,
      'aes128gcm',
      now + VAPID_SECONDS,
    );
    this.vapidHeaders.set(audience, { authorization: Authorization, renewAt: now + VAPID_SECONDS - VAPID_RENEW_SECONDS });
    return Authorization;
  }

  /** What is left of a push service's Retry-After (a 429 it sent another push), in ms: only pushes to it wait. */
  private pauseOf(origin: string): number {
    const until = this.pausedUntil.get(origin) ?? 0;
    if (until <= Date.now()) this.pausedUntil.delete(origin);
    return Math.max(0, until - Date.now());
  }

  /** Runs `task` once fewer than `concurrency` others are running. */
  private async slot<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }

  /**
   * One push to one device: 'gone' when its push service no longer knows it, 'refused' when its endpoint is
   * no push service's; asked `wanted()` once its turn comes. Never throws.
   */
  async send(subscription: DeviceSubscription, message: PushMessage, wanted: () => boolean = () => true): Promise<SendOutcome> {
    if (!isEndpoint(subscription.endpoint, this.services)) return 'refused';
    const { ttlSeconds, urgency } = DELIVERY[message.topic];
    const payload = JSON.stringify(message);
    const origin = originOf(subscription.endpoint);
    // The push that met the 429 waits its own pause below; the others to that service wait here.
    let waited = false;
    for (let attempt = 1; ; attempt++) {
      let status = 0;
      let retryAfter: string | null = null;
      const paused = waited ? 0 : this.pauseOf(origin);
      if (paused) await this.wait(paused);
      waited = false;
      // The push's span: from its request to the push service's answer, its wait for a turn aside.
      let traced: ((outcome: PushSendOutcome, status?: number, answeredAt?: number) => void) | undefined;
      let answeredAt: number | undefined;
      const ended = (outcome: PushSendOutcome) => {
        traced?.(outcome, status || undefined, answeredAt);
        traced = undefined;
      };
      try {
        ({ statusCode: status } = await this.slot(() => {
          if (!wanted()) throw new Dropped();
          traced = observer()?.pushSend?.(message.topic, attempt);
          const sent = sendNotification(subscription, payload, {
            headers: { Authorization: this.vapidFor(origin) },
            TTL: ttlSeconds,
            urgency,
            // A newer push of the topic replaces one the push service still holds for an offline device.
            topic: message.topic,
            timeout: this.timeoutMs,
            agent: this.agent,
          });
          return traced ? sent.finally(() => (answeredAt = performance.now())) : sent;
        }));
        ended('sent');
        return 'sent';
      } catch (error) {
        if (error instanceof Dropped) return 'dropped';
        if (error instanceof WebPushError) {
          status = error.statusCode;
          const header = error.headers?.['retry-after'];
          retryAfter = typeof header === 'string' ? header : null;
        } else if (error instanceof PushDestinationRefused) {
          // A push service's name that resolved to an address the portal never connects to: not tried again.
          ended('failed');
          console.warn(`[push] ${error.message}`);
          return 'failed';
        } else if (!isTransportFailure(error)) {
          // A push web-push could not make (a key it cannot use): trying again changes nothing.
          ended('failed');
          console.warn(`[push] a push could not be made: ${error instanceof Error ? error.message : String(error)}`);
          return 'failed';
        }
      }
      if (status === 404 || status === 410) {
        ended('gone');
        return 'gone';
      }
      const told = retryAfterSeconds(retryAfter);
      if (status === 429 && told !== undefined) {
        const until = Date.now() + Math.min(told * 1000, this.maxDelayMs);
        this.pausedUntil.set(origin, Math.max(until, this.pausedUntil.get(origin) ?? 0));
      }
      const again = status === 0 || status === 429 || status >= 500;
      const pause = told !== undefined ? told * 1000 : this.baseDelayMs * 2 ** (attempt - 1);
      if (!again || attempt >= this.attempts || pause > this.maxDelayMs) {
        ended('failed');
        return 'failed';
      }
      ended('retry');
      await this.wait(pause);
      waited = true;
    }
  }
}

/** What one sending did: devices asked, pushes accepted, devices forgotten, failures, marketing held back. */
export interface Delivery {
  devices: number;
  sent: number;
  removed: number;
  failed: number;
  limited: number;
}

export const noDelivery = (): Delivery => ({ devices: 0, sent: 0, removed: 0, failed: 0, limited: 0 });

export function addDelivery(total: Delivery, more: Delivery): Delivery {
  return {
    devices: total.devices + more.devices,
    sent: total.sent + more.sent,
    removed: total.removed + more.removed,
    failed: total.failed + more.failed,
    limited: total.limited + more.limited,
  };
}

/**
 * Sends `message` to each device (at most one marketing push a device a day, across every server), and
 * forgets those whose push service says they are gone, and those whose endpoint is no push service's.
 * Never throws: a device the store cannot be asked about counts as failed.
 */
export async function deliver(store: PushStore, sender: PushSender, devices: PushDevice[], message: PushMessage): Promise<Delivery> {
  const counts = { ...noDelivery(), devices: devices.length };
  await Promise.all(
    devices.map(async (device) => {
      try {
        if (isMarketing(message.topic) && !(await store.claimMarketing(device.id))) {
          counts.limited += 1;
          observer()?.push?.(message.topic, 'limited');
          return;
        }
        const outcome = await sender.send(device.subscription, message);
        if (outcome === 'gone' || outcome === 'refused') {
          await store.forget(device.id, device.member);
          counts.removed += 1;
          observer()?.push?.(message.topic, 'removed');
        } else if (outcome === 'sent') {
          counts.sent += 1;
          observer()?.push?.(message.topic, 'sent');
          await store.reached(device);
        } else {
          counts.failed += 1;
          observer()?.push?.(message.topic, 'failed');
        }
      } catch {
        counts.failed += 1;
        observer()?.push?.(message.topic, 'failed');
      }
    }),
  );
  if (counts.failed) console.warn(`[push] ${counts.failed} of ${counts.devices} pushes failed (${message.topic}).`);
  return counts;
}

let shared: { key: string; sender: PushSender } | undefined;

/** This server's sender (one, so its bound on pushes at once holds for every caller); null when push is off. */
export function pushSender(): PushSender | null {
  const config = readPushConfig();
  if (!config) return null;
  const services = pushServices();
  const key = `${config.publicKey}\n${config.privateKey}\n${config.subject}\n${JSON.stringify(services)}`;
  if (shared?.key !== key) shared = { key, sender: new PushSender(config, { services, concurrency: readPushConcurrency() }) };
  return shared.sender;
}
