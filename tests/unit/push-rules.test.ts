// @vitest-environment node
// What a push subscription and a push message must be before the portal keeps or sends them.
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SubscriptionError, deviceId, isEndpoint, readSubscription, readTopics } from '@/lib/push/subscription';
import { DEFAULT_TOPICS, isPortalPath, notificationTag, readPushMessage } from '@/lib/push/topics';

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const p256dh = ecdh.getPublicKey().toString('base64url');
const auth = randomBytes(16).toString('base64url');
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b-device';
const good = { endpoint: ENDPOINT, keys: { p256dh, auth } };

describe('a subscription', () => {
  it('is kept as the browser sent it, padded base64url read as unpadded', () => {
    expect(readSubscription(good)).toEqual(good);
    expect(readSubscription({ ...good, expirationTime: null, keys: { p256dh: `${p256dh}=`, auth: `${auth}==` } })).toEqual(good);
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGnVw',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(readSubscription({ ...good, endpoint }).endpoint).toBe(endpoint);
    }
  });

  const offCurve = Buffer.alloc(65, 1);
  offCurve[0] = 0x04;
  const compressed = Buffer.from(ecdh.getPublicKey(undefined, 'compressed'));
  it.each([
    ['no body', null, /PushSubscription/],
    ['a list', [good], /PushSubscription/],
    ['http', { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, /endpoint/],
    ['not a URL', { ...good, endpoint: 'fcm.googleapis.com/x' }, /endpoint/],
    ['an address', { ...good, endpoint: 'https://10.0.0.7/push' }, /endpoint/],
    ['an IPv6 address', { ...good, endpoint: 'https://[::1]/push' }, /endpoint/],
    ['this machine', { ...good, endpoint: 'https://localhost:8443/push' }, /endpoint/],
    ['a local name', { ...good, endpoint: 'https://redis.internal/push' }, /endpoint/],
    ['a bare host', { ...good, endpoint: 'https://intranet/push' }, /endpoint/],
    ['credentials', { ...good, endpoint: 'https://user:pw@fcm.googleapis.com/x' }, /endpoint/],
    ['too long', { ...good, endpoint: `${ENDPOINT}${'a'.repeat(1024)}` }, /endpoint/],
    ['no keys', { endpoint: ENDPOINT }, /p256dh/],
    ['a short key', { ...good, keys: { p256dh: p256dh.slice(0, 80), auth } }, /p256dh/],
    ['a compressed key', { ...good, keys: { p256dh: compressed.toString('base64url'), auth } }, /p256dh/],
    ['a point off the curve', { ...good, keys: { p256dh: offCurve.toString('base64url'), auth } }, /p256dh/],
    ['not base64url', { ...good, keys: { p256dh: `${p256dh.slice(0, -1)}+`, auth } }, /p256dh/],
    ['a 15-byte auth', { ...good, keys: { p256dh, auth: randomBytes(15).toString('base64url') } }, /auth/],
    ['a 17-byte auth', { ...good, keys: { p256dh, auth: randomBytes(17).toString('base64url') } }, /auth/],
  ])('is refused with %s', (_, body, message) => {
    expect(() => readSubscription(body)).toThrow(SubscriptionError);
    expect(() => readSubscription(body)).toThrow(message);
  });

  it('names its device by a digest of the endpoint, the same every time and of one size', () => {
    expect(deviceId(ENDPOINT)).toBe(deviceId(ENDPOINT));
    expect(deviceId(ENDPOINT)).not.toBe(deviceId(`${ENDPOINT}2`));
    expect(deviceId(`${ENDPOINT}${'x'.repeat(900)}`)).toHaveLength(43);
    expect(isEndpoint(ENDPOINT)).toBe(true);
  });
});

describe('topics', () => {
  it('default to the expiry reminders alone once enabled', () => {
    expect(DEFAULT_TOPICS).toEqual(['expiring']);
    expect(readTopics(undefined, DEFAULT_TOPICS)).toEqual(['expiring']);
  });

  it('are the two known ones, each once', () => {
    expect(readTopics(['new_deals', 'expiring', 'new_deals'], DEFAULT_TOPICS)).toEqual(['new_deals', 'expiring']);
    expect(readTopics([], DEFAULT_TOPICS)).toEqual([]);
    for (const bad of [['birthday'], 'expiring', { expiring: true }, [1], Array(11).fill('expiring')]) {
      expect(() => readTopics(bad, DEFAULT_TOPICS)).toThrow(SubscriptionError);
    }
  });

  it('each have their own notification tag, so a newer reminder replaces the one before', () => {
    expect(notificationTag('expiring')).not.toBe(notificationTag('new_deals'));
  });
});

describe('a push message', () => {
  const message = { topic: 'expiring', title: 'Poin Anda segera kedaluwarsa', body: '1.500 Pts berakhir 30 Nov.', url: '/member' };

  it('is read whole, its words trimmed', () => {
    expect(readPushMessage({ ...message, member: 'mbr-budi', title: '  Poin Anda segera kedaluwarsa ' })).toEqual(message);
    expect(readPushMessage({ ...message, body: undefined })).toEqual({ ...message, body: '' });
  });

  it.each([
    ['an unknown topic', { topic: 'birthday' }],
    ['no title', { title: ' ' }],
    ['a long title', { title: 'x'.repeat(101) }],
    ['a long body', { body: 'x'.repeat(301) }],
    ['a control character', { title: 'Poin\u0007' }],
    ['another site', { url: 'https://evil.example/member' }],
    ['a protocol-relative URL', { url: '//evil.example/member' }],
    ['a backslash host', { url: '/\\evil.example' }],
    ['no leading slash', { url: 'member' }],
    ['a script', { url: 'javascript:alert(1)' }],
  ])('is refused with %s', (_, change) => {
    expect(readPushMessage({ ...message, ...change })).toBeNull();
  });

  it('opens only paths of the portal', () => {
    expect(isPortalPath('/deals/kaos-kaki-gratis?from=push#top')).toBe(true);
    expect(isPortalPath('/')).toBe(true);
    expect(isPortalPath('/%2F%2Fevil.example')).toBe(true);
    expect(isPortalPath('/\tevil')).toBe(false);
    expect(isPortalPath(`/${'a'.repeat(512)}`)).toBe(false);
  });
});
