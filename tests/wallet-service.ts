/**
 * What the tests of the pass web service share: a real redis-server (tests/redis-server.ts), a local
 * HTTP/2 server standing in for APNs that asks for the pass certificate as the TLS client certificate, and
 * requests to the wallet's own route handlers.
 *
 * The test file itself mocks `node:http2` so the portal trusts the stand-in's certificate (vi.mock is
 * hoisted in a test file only).
 */
import * as http2 from 'node:http2';
import { afterAll, beforeAll } from 'vitest';
import { POST as notify } from '@/app/api/wallet/notify/route';
import { DELETE, GET, POST } from '@/app/api/wallet/v1/[...path]/route';
import { closeSharedCache, sharedCache } from '@/lib/page-cache/shared-store.mjs';
import { makeTlsServer } from '@/scripts/wallet-demo-keys.mjs';
import { type RedisServer, startRedisServer } from './redis-server';
import { type WalletKeys, makeTestWalletKeys, setEnv } from './wallet-keys';

export const ORIGIN = 'http://portal.test';
export const NOTIFY_SECRET = 'wallet-test-secret-0123456789';

/** The portal's one Redis connection (lib/page-cache/shared-store.mjs), once it is ready. */
export async function portalRedis(): Promise<NonNullable<ReturnType<typeof sharedCache>>['client']> {
  const state = sharedCache()!;
  for (let i = 0; i < 100 && !state.ready; i++) await new Promise((r) => setTimeout(r, 50));
  if (!state.ready) throw new Error('the portal did not connect to Redis');
  return state.client;
}

async function closePortalRedis(): Promise<void> {
  await closeSharedCache();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('portal.sharedCache')];
}

export interface Push {
  path: string;
  topic: string;
  method: string;
  body: string;
  clientCert: string;
}

/** APNs' stand-in: HTTP/2, a client certificate required and checked against the pass certificate's issuer. */
async function startApns(
  keys: WalletKeys,
  tls: { certPem: string; keyPem: string },
  pushes: Push[],
  gone: (pushToken: string) => boolean,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http2.createSecureServer({
    cert: tls.certPem,
    key: tls.keyPem,
    ca: keys.wwdrPem,
    requestCert: true,
    rejectUnauthorized: true,
  });
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.on('data', (chunk) => (body += chunk));
    stream.on('end', () => {
      const peer = (stream.session?.socket as import('node:tls').TLSSocket).getPeerCertificate();
      const path = String(headers[':path']);
      pushes.push({
        path,
        topic: String(headers['apns-topic']),
        method: String(headers[':method']),
        body,
        clientCert: peer.fingerprint256,
      });
      if (gone(path.split('/').pop() ?? '')) {
        stream.respond({ ':status': 410, 'content-type': 'application/json' });
        stream.end(JSON.stringify({ reason: 'Unregistered' }));
      } else {
        stream.respond({ ':status': 200 });
        stream.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { origin: `https://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * The test file's wallet, Redis and APNs, from its first test to its last: both wallets' keys, a
 * redis-server, the APNs stand-in (answering 410 for the push tokens `gone` names; its certificate's CA
 * put in `trust`, the test file's mock of `node:http2`, tests/apns-trust.ts) and the environment naming
 * them. `pushes` lists what APNs received; `stopRedis` ends Redis early.
 */
export function walletService(trust: { ca: string }, gone: (pushToken: string) => boolean = () => false) {
  const keys = makeTestWalletKeys();
  const tls = makeTlsServer();
  trust.ca = tls.caPem;
  const pushes: Push[] = [];
  let redis: RedisServer | undefined;
  let apns: Awaited<ReturnType<typeof startApns>> | undefined;
  const names = [...Object.keys(keys.env), 'REDIS_URL', 'REVALIDATE_SECRET', 'APPLE_WALLET_APNS_ORIGIN', 'WALLET_SEAL_KEYS'];

  beforeAll(async () => {
    redis = await startRedisServer();
    apns = await startApns(keys, tls, pushes, gone);
    setEnv({ ...keys.env, REDIS_URL: redis.url, REVALIDATE_SECRET: NOTIFY_SECRET, APPLE_WALLET_APNS_ORIGIN: apns.origin });
    await portalRedis();
  });

  afterAll(async () => {
    await closePortalRedis();
    redis?.stop();
    await apns?.close();
    setEnv(Object.fromEntries(names.map((name) => [name, null])));
    keys.remove();
  });

  return { keys, passType: keys.env.APPLE_WALLET_PASS_TYPE_ID, pushes, stopRedis: () => redis?.stop() };
}

/** A request to the pass web service's route, `Authorization: ApplePass <token>` when given one. */
export function service(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const url = `${ORIGIN}/api/wallet/v1/${path}`;
  const request = new Request(url, {
    method,
    headers: {
      ...(token ? { Authorization: `ApplePass ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const context = { params: Promise.resolve({ path: new URL(url).pathname.split('/').slice(4).filter(Boolean) }) };
  return { GET, POST, DELETE }[method](request, context);
}

/** The backend's webhook: a member changed. */
export function notifyOf(body: unknown, secret = NOTIFY_SECRET): Promise<Response> {
  return notify(
    new Request(`${ORIGIN}/api/wallet/notify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}` },
      body: JSON.stringify(body),
    }),
  );
}
