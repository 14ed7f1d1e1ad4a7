/**
 * What the server, the page and the service worker agree on about the members' reminders: the topics a
 * device can be subscribed to, and the message a push carries. Pure, for all three (docs/push.md).
 */

/** `expiring`: points or a voucher about to expire (the brand's backend says when). `new_deals`: marketing. */
export const PUSH_TOPICS = ['expiring', 'new_deals'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

export const isPushTopic = (value: unknown): value is PushTopic => (PUSH_TOPICS as readonly unknown[]).includes(value);

/** A device just enabled: the expiry reminders on, new deals (marketing) off until the member says so. */
export const DEFAULT_TOPICS: readonly PushTopic[] = ['expiring'];

/** The backend's consent to marketing by push, where it keeps consents (docs/privacy.md): new deals need it. */
export const MARKETING_PUSH_CONSENT = 'marketing_push';

/** Marketing: at most one push a device a day. */
export const isMarketing = (topic: PushTopic) => topic === 'new_deals';

export const MAX_TITLE_LENGTH = 100;
export const MAX_BODY_LENGTH = 300;
export const MAX_URL_LENGTH = 512;

/** What one push says, encrypted for the device: shown as a notification that opens `url` when tapped. */
export interface PushMessage {
  topic: PushTopic;
  title: string;
  body: string;
  /** A path of the portal (`/member`), never another site. */
  url: string;
}

// Control characters (C0, DEL, C1) have no place in a path or a notification's line.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A path of the portal: one `/` first (not `//host` nor `/\host`, which browsers read as another site). */
export function isPortalPath(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > MAX_URL_LENGTH || !/^\/(?![/\\])/.test(url) || CONTROL.test(url)) return false;
  try {
    return new URL(url, 'https://portal.invalid').origin === 'https://portal.invalid';
  } catch {
    return false;
  }
}

const isLine = (text: unknown, max: number, empty: boolean): text is string =>
  typeof text === 'string' && text.length <= max && (empty || text.trim() !== '') && !CONTROL.test(text.replace(/\n/g, ' '));

/**
 * The message in `raw`, or null when any part is missing, too long or not what it must be. The server
 * reads the notify route's body with it, the worker a push's payload.
 */
export function readPushMessage(raw: unknown): PushMessage | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { topic, title, body, url } = raw as Record<string, unknown>;
  if (!isPushTopic(topic) || !isLine(title, MAX_TITLE_LENGTH, false) || !isLine(body ?? '', MAX_BODY_LENGTH, true)) return null;
  if (!isPortalPath(url)) return null;
  return { topic, title: title.trim(), body: typeof body === 'string' ? body.trim() : '', url };
}

/** The notification's tag: one per topic, so a newer reminder replaces the one before it. */
export const notificationTag = (topic: PushTopic) => `reminder-${topic}`;
