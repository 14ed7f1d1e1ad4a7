/**
 * The members' reminders from a test: the Push API stood in for at the browser's edge (this machine reaches
 * no push service), and the service worker's own push event delivered through Chromium's DevTools protocol.
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';

export interface Stand {
  /** What the browser answers the permission prompt. */
  answer?: NotificationPermission;
  permission?: NotificationPermission;
  /** Without the Push API at all. */
  unsupported?: boolean;
}

/**
 * The Push API at the browser's edge: the permission and its prompt, and PushManager's subscribe (no push
 * service is reachable here), with keys made as a browser makes them. The subscription outlives a reload
 * (sessionStorage), as a browser's does. The page counts what it was asked (`window.__push`).
 */
export async function standInForPush(context: BrowserContext, stand: Stand = {}) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  await context.addInitScript(
    ({ permission, answer, unsupported, p256dh, auth }) => {
      const asked = { requestPermission: 0, subscribe: 0 };
      (window as unknown as { __push: typeof asked }).__push = asked;
      if (unsupported) {
        Reflect.deleteProperty(window, 'PushManager');
        Reflect.deleteProperty(window, 'Notification');
        return;
      }
      let state = sessionStorage.getItem('e2e-permission') ?? permission;
      Object.defineProperty(Notification, 'permission', { configurable: true, get: () => state });
      Notification.requestPermission = async () => {
        asked.requestPermission += 1;
        state = answer;
        sessionStorage.setItem('e2e-permission', answer);
        return answer as NotificationPermission;
      };
      const made = (endpoint: string, key: string) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          sessionStorage.removeItem('e2e-subscription');
          return true;
        },
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        asked.subscribe += 1;
        const key = btoa(String.fromCharCode(...new Uint8Array(options!.applicationServerKey as Uint8Array)));
        const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
        sessionStorage.setItem('e2e-subscription', JSON.stringify({ endpoint, key }));
        return made(endpoint, key) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        const kept = sessionStorage.getItem('e2e-subscription');
        if (!kept) return null;
        const { endpoint, key } = JSON.parse(kept) as { endpoint: string; key: string };
        return made(endpoint, key) as unknown as PushSubscription;
      };
    },
    {
      permission: stand.permission ?? 'default',
      answer: stand.answer ?? 'granted',
      unsupported: stand.unsupported ?? false,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  );
}

export const asked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __push: { requestPermission: number; subscribe: number } }).__push);

/**
 * Pushes handed to the worker of `origin` that controls `page` (Chromium's `ServiceWorker.deliverPushMessage`,
 * as a push service would deliver them), and the notifications the worker then shows.
 */
export async function workerPushes(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  return {
    deliver: (message: object) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(message) }),
    notifications: () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          icon: n.icon,
          badge: n.badge,
          data: n.data as unknown,
        })),
      ),
  };
}
