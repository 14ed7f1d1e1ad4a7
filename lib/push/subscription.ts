/**
 * A browser's push subscription as the routes receive it (`PushSubscription.toJSON()`), checked before
 * anything is kept: the portal's server will send to that endpoint, so it must be a push service's
 * `https:` URL (./services.ts), and the keys must be ones a payload can be encrypted for.
 *
 * Not marked `server-only`, which throws outside React's server layer: the fan-out starts with the Node
 * server (lib/server/server-start.ts). Client code never reaches it (tests/unit/server-code-boundary.test.ts).
 */
import { createHash, ECDH } from 'node:crypto';
import type { PushService } from '@/lib/config';
import { pushServices, serviceOf } from './services';
import { isPushTopic, type PushTopic } from './topics';

/** Push services' endpoints are a few hundred characters; anything far longer is not one. */
export const MAX_ENDPOINT_LENGTH = 1024;

export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Why a body is refused (400), in words for whoever sent it. */
export class SubscriptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SubscriptionError';
  }
}

const recordOrNull = (raw: unknown): Record<string, unknown> | null =>
  raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;

/** The bytes of base64url text (unpadded, as browsers send it, or padded), or null. */
function base64url(text: unknown): Buffer | null {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return null;
  return Buffer.from(text.replace(/=+$/, ''), 'base64url');
}

/**
 * An endpoint the server may send to: `https:` on a push service's host and port (./services.ts: the
 * browser vendors', and WEB_PUSH_SERVICES), the name compared as normalised (case, trailing dot), no
 * credentials. Anything else (another host, this machine's or the local network's names, another port)
 * would point the sender elsewhere than a push service.
 */
export function isEndpoint(endpoint: unknown, services: readonly PushService[] = pushServices()): endpoint is string {
  if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return !url.username && !url.password && !url.hash && serviceOf(url, services) !== null;
}

/** The subscription in `raw`; throws SubscriptionError saying what is wrong. */
export function readSubscription(raw: unknown): DeviceSubscription {
  const body = recordOrNull(raw);
  if (!body) throw new SubscriptionError('"subscription" must be the browser\'s PushSubscription as JSON.');
  const { endpoint } = body;
  if (!isEndpoint(endpoint)) {
    throw new SubscriptionError(
      `"subscription.endpoint" must be the https: URL of a browser's push service (at most ${MAX_ENDPOINT_LENGTH} characters).`,
    );
  }
  const keys = recordOrNull(body.keys);
  const p256dh = base64url(keys?.p256dh);
  // An uncompressed P-256 point (0x04, then x and y), and one on the curve: a payload is encrypted to it.
  let onCurve = false;
  if (p256dh?.length === 65 && p256dh[0] === 0x04) {
    try {
      ECDH.convertKey(p256dh, 'prime256v1');
      onCurve = true;
    } catch {
      onCurve = false;
    }
  }
  if (!onCurve) throw new SubscriptionError('"subscription.keys.p256dh" must be base64url of a 65-byte P-256 public key.');
  const auth = base64url(keys?.auth);
  if (auth?.length !== 16) throw new SubscriptionError('"subscription.keys.auth" must be base64url of 16 bytes.');
  return { endpoint, keys: { p256dh: p256dh!.toString('base64url'), auth: auth.toString('base64url') } };
}

/** The topics in `raw` (a list of topic names), without repeats; `fallback` when absent. */
export function readTopics(raw: unknown, fallback: readonly PushTopic[]): PushTopic[] {
  if (raw === undefined) return [...fallback];
  if (!Array.isArray(raw) || raw.length > 10 || !raw.every(isPushTopic)) {
    throw new SubscriptionError('"topics" must be a list of "expiring" and "new_deals".');
  }
  return [...new Set(raw)];
}

/** A device's id in the store: a digest of its endpoint, so a key's size never depends on what was sent. */
export const deviceId = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');
