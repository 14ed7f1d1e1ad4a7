// @vitest-environment node
// What a push subscription and a push message must be before the portal keeps or sends them.
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPushServices } from '@/lib/config';
import { isPublicAddress } from '@/lib/push/services';
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
    // Named hosts that are no push service: the local network's, this machine's with a trailing dot.
    ['a name under an unlisted host', { ...good, endpoint: 'https://intranet.example.test/push' }, /endpoint/],
    ['localhost with a trailing dot', { ...good, endpoint: 'https://localhost./push' }, /endpoint/],
    ['a bare name with a trailing dot', { ...good, endpoint: 'https://vm./push' }, /endpoint/],
    ['a push service on another port', { ...good, endpoint: 'https://fcm.googleapis.com:6470/fcm/send/x' }, /endpoint/],
    ['a look-alike of a push service', { ...good, endpoint: 'https://fcm.googleapis.com.evil.example/x' }, /endpoint/],
    ['a host ending like one', { ...good, endpoint: 'https://evilpush.apple.com/x' }, /endpoint/],
    ['the domain of a *. service itself', { ...good, endpoint: 'https://notify.windows.com/w/' }, /endpoint/],
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

  it("is a push service's however its name is written: case, and the trailing dot of a full name", () => {
    for (const endpoint of [
      'https://FCM.googleapis.com./fcm/send/x',
      'https://fcm.googleapis.com:443/fcm/send/x',
      'https://WEB.push.apple.com/x',
    ]) {
      expect(isEndpoint(endpoint), endpoint).toBe(true);
    }
  });

  it('may be on a push service of WEB_PUSH_SERVICES, on its port only', () => {
    const services = readPushServices({ WEB_PUSH_SERVICES: 'push.example.com:8443,*.push.example.net' });
    expect(isEndpoint('https://push.example.com:8443/wp/1', services)).toBe(true);
    expect(isEndpoint('https://Push.Example.com.:8443/wp/1', services)).toBe(true);
    expect(isEndpoint('https://eu.push.example.net/wp/1', services)).toBe(true);
    for (const endpoint of [
      'https://push.example.com/wp/1',
      'https://push.example.com:6379/wp/1',
      'https://eu.push.example.com:8443/wp/1',
      'https://push.example.net/wp/1',
      'https://eu.push.example.net:8443/wp/1',
      'http://push.example.com:8443/wp/1',
    ]) {
      expect(isEndpoint(endpoint, services), endpoint).toBe(false);
    }
    // Without the variable, none of them.
    expect(isEndpoint('https://push.example.com:8443/wp/1')).toBe(false);
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

describe('the addresses a push may go to', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.7',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:a00:7',
    'fd00::1',
    'fc00::1',
    'fe80::1',
    'ff02::1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    'not an address',
  ])('not %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.4.95', '8.8.8.8', '17.188.143.50', '2607:f8b0:4005:80f::200a', '::ffff:8.8.8.8'])('%s, a public one', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
