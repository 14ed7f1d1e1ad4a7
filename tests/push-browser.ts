/**
 * The browser's side of a push subscription: a P-256 key pair and a 16-byte auth secret made as a browser
 * makes them, which decrypt a push's aes128gcm payload (RFC 8291, written out here with node:crypto, not
 * with the library that encrypted it). Without MSW, so Playwright's specs read pushes with it too.
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes, randomUUID, type ECDH } from 'node:crypto';

/** A browser's subscription to `origin`: its JSON as `PushSubscription.toJSON()` gives it, and its keys. */
export interface Browser {
  path: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
}

export function subscribeBrowser(origin: string): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/wp/${randomUUID()}`;
  return {
    path,
    subscription: {
      endpoint: `${origin}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    ecdh,
    auth,
  };
}

/** Decrypts an aes128gcm push body (RFC 8188 and 8291) with the browser's keys; throws when it is not for them. */
export function decryptPush(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of a push');
  return padded.subarray(0, end).toString('utf8');
}
