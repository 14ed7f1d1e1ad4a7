/// <reference lib="webworker" />
/**
 * The reminders in the service worker (lib/offline/worker.ts adds these listeners):
 * - `push`: the notification, with the brand's icon and badge, tagged by topic so a newer reminder replaces
 *   the one before, and the portal path it opens;
 * - `notificationclick`: an open portal tab is focused and taken to that path, else one is opened there;
 * - `pushsubscriptionchange`: the browser renewed the subscription (or dropped it): subscribed again with
 *   the portal's key and the server told, so the reminders keep coming.
 * The worker is built before any key is configured: the key comes from the old subscription or the server.
 */
import { isPortalPath, notificationTag, readPushMessage, type PushMessage } from './topics';

export const REMINDER_ICON = '/icons/icon-192.png';
export const REMINDER_BADGE = '/icons/badge-96.png';
const KEY_ROUTE = '/api/push';
const SUBSCRIPTION_ROUTE = '/api/push/subscription';

/** A push must show something (browsers hold a silent one against the site): this, when it says nothing readable. */
const UNREADABLE: PushMessage = {
  topic: 'expiring',
  title: 'Pengingat dari portal member',
  body: 'Buka Akun Saya untuk melihat poin dan voucher Anda.',
  url: '/member',
};

function messageOf(data: PushMessageData | null): PushMessage {
  try {
    return readPushMessage(data?.json()) ?? UNREADABLE;
  } catch {
    return UNREADABLE;
  }
}

/** Focuses a tab of the portal and takes it to `path`, or opens one there. */
async function openPortalAt(scope: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const target = new URL(path, scope.location.origin).href;
  const tabs = (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (tab) => new URL(tab.url).origin === scope.location.origin,
  );
  const tab = tabs.find((t) => t.focused) ?? tabs[0];
  if (tab) {
    // Focus first, while the tap still counts; a tab this worker does not control cannot be navigated.
    const shown = await tab.focus().catch(() => tab);
    if (shown.url === target) return;
    if (await shown.navigate(target).catch(() => null)) return;
  }
  await scope.clients.openWindow(target);
}

async function publicKey(old: PushSubscription | null): Promise<BufferSource | string> {
  const kept = old?.options.applicationServerKey;
  if (kept) return kept;
  const answer = await fetch(KEY_ROUTE, { credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`The portal gives no push key (${answer.status}).`);
  return ((await answer.json()) as { publicKey: string }).publicKey;
}

/** Subscribes again and tells the server, which replaces the old device (the session's cookie names the member). */
async function renew(scope: ServiceWorkerGlobalScope, event: PushSubscriptionChangeEvent): Promise<void> {
  const old = event.oldSubscription;
  const subscription =
    event.newSubscription ??
    (await scope.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: await publicKey(old) }));
  await fetch(SUBSCRIPTION_ROUTE, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ subscription: subscription.toJSON(), ...(old ? { replaces: old.endpoint } : {}) }),
  });
}

export function addReminderListeners(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const message = messageOf(event.data);
    event.waitUntil(
      scope.registration.showNotification(message.title, {
        body: message.body,
        icon: REMINDER_ICON,
        badge: REMINDER_BADGE,
        tag: notificationTag(message.topic),
        data: { url: message.url },
        lang: 'id',
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url: unknown = (event.notification.data as { url?: unknown } | null)?.url;
    event.waitUntil(openPortalAt(scope, isPortalPath(url) ? url : UNREADABLE.url));
  });

  scope.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(renew(scope, event).catch(() => undefined));
  });
}
