/**
 * The portal's own reminders routes (`/api/push/*`, docs/push.md), for the browser: this device's topics,
 * turning it on and off, and the member's devices at once. The session goes with each call (the cookie,
 * and `Authorization: Jwt` where the cookie cannot be kept).
 */
import { isPushTopic, type PushTopic } from '@/lib/push/topics';
import { mapResult, request } from './http';
import { isRecord } from './normalize';

/** A subscription as the browser gives it (`PushSubscription.toJSON()`). */
export interface DeviceSubscriptionJSON {
  endpoint?: string;
  keys?: Record<string, string>;
}

const ROUTE = 'api/push/subscription';

/** The topics of an answer; an answer without a list of topics is no answer. */
function topicsOf(raw: unknown): PushTopic[] {
  const topics = isRecord(raw) ? raw.topics : undefined;
  if (!Array.isArray(topics)) throw new Error('no topics');
  return topics.filter(isPushTopic);
}

/** This device's topics; 404 when the server sends it no reminders (unknown, or another member's). */
export async function getDeviceTopics(endpoint: string) {
  return mapResult(await request<unknown>(ROUTE, { service: 'portal', query: { endpoint } }), topicsOf);
}

/**
 * Turns this device on for the member (201, or 200 when it was on), with `topics` when given (the server's
 * default otherwise); 409 when it is another member's device: the browser must subscribe afresh.
 */
export async function subscribeDevice(subscription: DeviceSubscriptionJSON, topics?: readonly PushTopic[]) {
  return mapResult(
    await request<unknown>(ROUTE, { service: 'portal', method: 'POST', body: { subscription, ...(topics ? { topics } : {}) } }),
    topicsOf,
  );
}

export async function setDeviceTopics(endpoint: string, topics: readonly PushTopic[]) {
  return mapResult(await request<unknown>(ROUTE, { service: 'portal', method: 'PUT', body: { endpoint, topics } }), topicsOf);
}

/** This device gets no more reminders (204; 404 when it got none). */
export async function unsubscribeDevice(endpoint: string) {
  return request<undefined>(ROUTE, { service: 'portal', method: 'DELETE', body: { endpoint } });
}
