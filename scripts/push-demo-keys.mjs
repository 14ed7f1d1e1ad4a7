// `npm run push:demo-keys`: a VAPID key pair for the members' reminders (Web Push, docs/push.md), made with
// web-push's own generateVAPIDKeys, printed as the variables to set. Unlike the wallets' demo keys, these
// are real keys: a browser takes pushes signed with them. Keep the private key secret, and keep the pair:
// every browser subscribed under the old public key must subscribe again after a change.
//
// Usage: node scripts/push-demo-keys.mjs [--subject mailto:it@example.com]
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';

export const DEMO_PUSH_SUBJECT = 'mailto:portal-demo@example.com';

/** A fresh key pair and the variables that turn the reminders on (with REDIS_URL). */
export function makePushDemoKeys(subject = DEMO_PUSH_SUBJECT) {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { WEB_PUSH_PUBLIC_KEY: publicKey, WEB_PUSH_PRIVATE_KEY: privateKey, WEB_PUSH_SUBJECT: subject };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--subject');
  const env = makePushDemoKeys(at > 0 && process.argv[at + 1] ? process.argv[at + 1] : DEMO_PUSH_SUBJECT);
  console.log('Set these when starting the portal, with REDIS_URL (the subscriptions are kept in Redis):\n');
  for (const [name, value] of Object.entries(env)) console.log(`${name}=${value}`);
  console.log(
    '\nThe subject (WEB_PUSH_SUBJECT) names whom a push service can reach about your pushes (mailto: or https:).' +
      '\nThe reminders card then shows on Akun Saya; sending one: docs/push.md.',
  );
}
