/**
 * The VAPID pair checked as a whole: a private key that is not the public key's would sign pushes every
 * push service refuses (403), which nobody would notice until a member missed a reminder.
 *
 * Not marked `server-only`, which throws outside React's server layer: lib/server/startup-check.ts reads it
 * as the Node server starts. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
import { createECDH } from 'node:crypto';
import { ConfigError, readPushConfig } from '@/lib/config';

type Env = Record<string, string | undefined>;

/** Throws ConfigError when the configured private key does not belong to the public key. */
export function checkPushKeys(env: Env = process.env): void {
  const config = readPushConfig(env);
  if (!config) return;
  const ecdh = createECDH('prime256v1');
  let publicKey: Buffer;
  try {
    ecdh.setPrivateKey(Buffer.from(config.privateKey, 'base64url'));
    publicKey = ecdh.getPublicKey();
  } catch {
    throw new ConfigError('WEB_PUSH_PRIVATE_KEY is not a P-256 private key (npm run push:demo-keys)');
  }
  if (!publicKey.equals(Buffer.from(config.publicKey, 'base64url'))) {
    throw new ConfigError('WEB_PUSH_PRIVATE_KEY is not the private key of WEB_PUSH_PUBLIC_KEY: set the two of one pair');
  }
}
