/**
 * This browser's side of the reminders (docs/push.md): whether it can have them, the permission it gave,
 * and its subscription, made through the service worker's registration with the portal's public key and
 * told to the server (lib/api/push.ts). Browser only.
 */
import { getDeviceTopics, setDeviceTopics, subscribeDevice, unsubscribeDevice } from '@/lib/api/push';
import { saveConsents } from '@/lib/api/account';
import { appleMobileHasWebPush, isAppleMobile } from '@/lib/rules/device';
import { MARKETING_PUSH_CONSENT, type PushTopic } from './topics';

/**
 * `ios-not-installed`: an iPhone or iPad gets web push only from the portal added to its Home Screen (and
 * Safari there offers no Push API at all, so this is told before support is).
 */
export type ReminderSupport = 'supported' | 'unsupported' | 'ios-not-installed';

/** The service worker registers once the page is idle; past this, it is taken as not coming. */
const WORKER_WAIT_MS = 10_000;

function installed(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

export function reminderSupport(): ReminderSupport {
  const apple = isAppleMobile(navigator.userAgent, navigator.maxTouchPoints);
  if (apple && !installed() && appleMobileHasWebPush(navigator.userAgent)) return 'ios-not-installed';
  const apis = typeof Notification !== 'undefined' && typeof PushManager !== 'undefined' && 'serviceWorker' in navigator;
  return apis ? 'supported' : 'unsupported';
}

/** The browser's answer so far: `default` (not asked, or the prompt dismissed), `granted`, `denied` (blocked). */
export function notificationPermission(): NotificationPermission {
  return typeof Notification === 'undefined' ? 'denied' : Notification.permission;
}

/**
 * The service worker's registration: the one there is now, or with `wait`, the one there will be once the
 * worker (registered when the page is idle) is active. Null when there is none (in time).
 */
async function registration(wait: boolean): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  if (!wait) return (await navigator.serviceWorker.getRegistration()) ?? null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), WORKER_WAIT_MS)));
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's subscription, or null: none, or no worker yet (a subscription lives in its registration). */
async function subscriptionNow(): Promise<PushSubscription | null> {
  const worker = await registration(false);
  return worker ? worker.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Whether a subscription was made with this key (a new key pair on the server needs a new one). */
function madeWith(subscription: PushSubscription, key: Uint8Array): boolean {
  const kept = subscription.options?.applicationServerKey;
  if (!kept) return true;
  const bytes = new Uint8Array(kept);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

export type ReminderState = { on: false } | { on: true; endpoint: string; topics: PushTopic[] };

/**
 * Whether this device gets reminders now: a subscription here that the server keeps for this member. A
 * server that cannot be asked leaves it unknown (null).
 */
export async function readReminders(): Promise<ReminderState | null> {
  const subscription = await subscriptionNow();
  if (!subscription) return { on: false };
  const topics = await getDeviceTopics(subscription.endpoint);
  if (topics.ok && topics.data) return { on: true, endpoint: subscription.endpoint, topics: topics.data };
  return topics.status === 404 ? { on: false } : null;
}

export type EnableOutcome = { ok: true; state: ReminderState & { on: true } } | { ok: false; reason: 'denied' | 'dismissed' | 'failed' };

/**
 * Asks the browser's permission (call it from the member's tap only: browsers refuse, or hold against the
 * site, a prompt nobody asked for), subscribes this browser and tells the server.
 */
export async function enableReminders(publicKey: string, topics?: readonly PushTopic[]): Promise<EnableOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { ok: false, reason: 'denied' };
  if (permission !== 'granted') return { ok: false, reason: 'dismissed' };
  try {
    const worker = await registration(true);
    if (!worker) return { ok: false, reason: 'failed' };
    const key = keyBytes(publicKey);
    const subscribe = () => worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    let subscription = await worker.pushManager.getSubscription();
    if (subscription && !madeWith(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await subscribe();
    let kept = await subscribeDevice(subscription.toJSON(), topics);
    if (kept.status === 409) {
      // Another member's device on this browser (signed out without it being removed): a fresh subscription.
      await subscription.unsubscribe();
      subscription = await subscribe();
      kept = await subscribeDevice(subscription.toJSON(), topics);
    }
    if (!kept.ok || !kept.data) return { ok: false, reason: 'failed' };
    return { ok: true, state: { on: true, endpoint: subscription.endpoint, topics: kept.data } };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}

/** This device's topics; the topics now, or null when the server did not take them. */
export async function changeTopics(endpoint: string, topics: readonly PushTopic[]): Promise<PushTopic[] | null> {
  const changed = await setDeviceTopics(endpoint, topics);
  return changed.ok && changed.data ? changed.data : null;
}

/**
 * Turns this device off: the server forgets it and the browser drops its subscription. Off in the browser
 * even when the server cannot be told (its next push then finds the subscription gone, and forgets it).
 */
export async function disableReminders(): Promise<boolean> {
  try {
    const subscription = await subscriptionNow();
    if (!subscription) return true;
    await unsubscribeDevice(subscription.endpoint);
    return await subscription.unsubscribe();
  } catch {
    return false;
  }
}

/**
 * At logout, while the session still stands (its token still sent): this device gets no more reminders.
 * Never throws, and waits for no service worker: a logout must not hang on it.
 */
export async function forgetThisDevice(): Promise<void> {
  if (reminderSupport() !== 'supported') return;
  await disableReminders();
}

/**
 * New deals turned on: where the backend keeps consents, the `marketing_push` consent is given, to the text
 * it has now. A backend without consents (or without that key) is left as it is: nothing to record there.
 */
export async function giveNewDealsConsent(): Promise<boolean> {
  return (await saveConsents([{ key: MARKETING_PUSH_CONSENT, granted: true }])).ok;
}
