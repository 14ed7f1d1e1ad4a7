// @vitest-environment node
// Every 401 the portal answers says how to authenticate (RFC 9110 §11.6.1: a 401 must carry
// `WWW-Authenticate`), and names a scheme the route accepts: the same request with that scheme's right
// credentials is not refused. The route handlers are found on disk, not listed here: each is sent every
// kind of missing, wrong or refused credentials, on paths that reach each of its checks, with both
// wallets, Web Push, Redis (a real redis-server) and the webhook secret configured, so no check is
// switched off.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/api/http';
import { getConfig } from '@/lib/config';
import { closeSharedCache } from '@/lib/page-cache/shared-store.mjs';
import { BUDI, signInAs } from '../demo-api/helpers';
import { type RedisServer, startRedisServer } from '../redis-server';
import { makePushDemoKeys } from '@/scripts/push-demo-keys.mjs';
import { makeTestWalletKeys, pkpassFile, setEnv } from '../wallet-keys';

const ROOT = resolve(__dirname, '../..');
const SECRET = 'www-authenticate-test-secret-0123';
/** The demo API refuses every `demo-expired.*` token: a session the backend has ended. */
const REFUSED = 'demo-expired.session-token';
const BUDI_ACTIVE_VOUCHER = 'ARN-K7MX-Q4PB';
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/**
 * Route handlers that never answer 401: readiness and liveness, which wallets this server issues, the
 * public key browsers subscribe to reminders with, who is signed in (a refused token is answered as a
 * guest), and the sign-in dialogs' count of one-time codes (no session). Any other route must refuse
 * something, with a challenge.
 */
const OPEN_ROUTES = ['/api/health', '/api/wallet', '/api/push', '/api/session', '/api/sign-in-codes'];

/** Every route handler of the app, as its route (`/api/wallet/v1/[...path]`) and file. */
function routeHandlers(dir = join(ROOT, 'app')): { route: string; file: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeHandlers(path);
    if (!/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) return [];
    const route = `/${relative(join(ROOT, 'app'), dir)}`
      .split('/')
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .join('/');
    return [{ route: route || '/', file: path }];
  });
}

interface Pass {
  passType: string;
  serial: string;
  authenticationToken: string;
}

/** Values for a route's keys, by the key's name: every path of the route that checks credentials. */
function samplesFor(key: string, pass: Pass): string[] {
  const samples: Record<string, string[]> = {
    code: [BUDI_ACTIVE_VOUCHER],
    // A batch of reminders' progress (lib/push/fanout.ts): a reference as the notify route gives one.
    reference: ['00000000-0000-4000-8000-000000000000'],
    path: [
      // Apple's pass web service (lib/wallet/web-service.ts): fetch, register, list, unregister, log.
      `passes/${pass.passType}/${pass.serial}`,
      `devices/device-1/registrations/${pass.passType}/${pass.serial}`,
      `devices/device-1/registrations/${pass.passType}`,
      'log',
      // The demo API: a member's own call, and the auth service's token check (the token in the body).
      'v1/member/api/member/0/',
      'auth/token-info/',
    ],
  };
  const values = samples[key];
  if (!values) throw new Error(`No sample values for the route key [${key}]: add some here.`);
  return values;
}

/** Each concrete path of a route, with the params Next would give its handler. */
function pathsOf(route: string, pass: Pass): { path: string; params: Record<string, string | string[]> }[] {
  let paths = [{ path: '', params: {} as Record<string, string | string[]> }];
  for (const segment of route.split('/').filter(Boolean)) {
    const key = /^\[(\.\.\.)?([^\]]+)\]$/.exec(segment);
    if (!key) {
      paths = paths.map(({ path, params }) => ({ path: `${path}/${segment}`, params }));
      continue;
    }
    const [, catchAll, name] = key;
    paths = paths.flatMap(({ path, params }) =>
      samplesFor(name, pass).map((value) => ({
        path: `${path}/${value}`,
        params: { ...params, [name]: catchAll ? value.split('/').filter(Boolean) : value },
      })),
    );
  }
  return paths.map(({ path, params }) => ({ path: path || '/', params }));
}

interface Credentials {
  name: string;
  headers: Record<string, string>;
  /** A token in the body, as the auth service's token check reads one. */
  token?: string;
}

/** Every kind of credentials the portal is sent that it must refuse. */
const REFUSED_CREDENTIALS: Credentials[] = [
  { name: 'none', headers: {} },
  { name: 'a wrong webhook secret', headers: { authorization: 'Bearer wrong-secret' } },
  { name: 'a wrong pass token', headers: { authorization: 'ApplePass wrong-pass-token' } },
  { name: 'a refused session (header)', headers: { authorization: `Jwt ${REFUSED}` } },
  { name: 'a refused session (cookie)', headers: { cookie: `__goapp_token=${REFUSED}` } },
  { name: 'a refused token to check', headers: {}, token: REFUSED },
  { name: 'another scheme', headers: { authorization: 'Basic dXNlcjpwYXNz' } },
];

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response;

/** Sends `method path` with `credentials` (and the API key every call to the demo API needs) to `handler`. */
async function send(
  handler: Handler,
  method: string,
  path: string,
  params: Record<string, string | string[]>,
  credentials: Credentials,
): Promise<Response> {
  const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const request = new Request(`http://portal.test${path}`, {
    method,
    headers: {
      'x-api-key': getConfig().apiKey,
      ...(withBody ? { 'content-type': 'application/json' } : {}),
      ...credentials.headers,
    },
    ...(withBody ? { body: JSON.stringify(credentials.token ? { token: credentials.token } : {}) } : {}),
  });
  return handler(request, { params: Promise.resolve(params) });
}

/** RFC 9110 §11.6.1: `challenge = auth-scheme [ 1*SP ( token68 / #auth-param ) ]`. */
const CHALLENGE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)(?: +\S.*)?$/;

let redis: RedisServer;
const keys = makeTestWalletKeys();
const pushKeys = makePushDemoKeys();

beforeAll(async () => {
  redis = await startRedisServer();
  setEnv({ ...keys.env, ...pushKeys, REDIS_URL: redis.url, REVALIDATE_SECRET: SECRET });
  // The shared connection (lib/page-cache/shared-store.mjs) is made on first use; wait until it is ready.
  const { sharedCache } = await import('@/lib/page-cache/shared-store.mjs');
  const state = sharedCache()!;
  await vi.waitFor(() => expect(state.ready).toBe(true), { timeout: 5000 });
});

afterAll(async () => {
  await closeSharedCache();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('portal.sharedCache')];
  redis?.stop();
  setEnv(
    Object.fromEntries([...Object.keys(keys.env), ...Object.keys(pushKeys), 'REDIS_URL', 'REVALIDATE_SECRET'].map((name) => [name, null])),
  );
  keys.remove();
});

describe('WWW-Authenticate on every 401', () => {
  it('finds the route handlers on disk', () => {
    const routes = routeHandlers().map(({ route }) => route);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/api/revalidate',
        '/api/wallet/notify',
        '/api/wallet/v1/[...path]',
        '/api/push/subscription',
        ...OPEN_ROUTES,
      ]),
    );
    // Nothing else: the service worker is a file of the build, not a route.
    expect(routes.filter((route) => !route.startsWith('/api/') && route !== '/demo-api/[...path]')).toEqual([]);
  });

  it('every route handler refuses with a challenge naming a scheme it accepts, or takes no credentials', async () => {
    const budi = await signInAs(BUDI);
    setAuthToken(null);
    // A pass this server keeps up to date, for the pass web service's paths and its right token.
    const { GET: appleCard } = await import('@/app/api/wallet/apple/card/route');
    const issued = await appleCard(
      new Request('http://portal.test/api/wallet/apple/card', { headers: { cookie: `__goapp_token=${budi}` } }),
    );
    expect(issued.status).toBe(200);
    const passJson = JSON.parse(await pkpassFile(issued)) as {
      passTypeIdentifier: string;
      serialNumber: string;
      authenticationToken: string;
    };
    const pass: Pass = {
      passType: passJson.passTypeIdentifier,
      serial: passJson.serialNumber,
      authenticationToken: passJson.authenticationToken,
    };

    /** The right credentials of each scheme the portal reads; the session in every form it is read. */
    const ACCEPTED: Record<string, Credentials> = {
      Bearer: { name: 'the webhook secret', headers: { authorization: `Bearer ${SECRET}` } },
      ApplePass: { name: "the pass's token", headers: { authorization: `ApplePass ${pass.authenticationToken}` } },
      Jwt: { name: "a member's session", headers: { authorization: `Jwt ${budi}`, cookie: `__goapp_token=${budi}` }, token: budi },
    };

    const refusing = new Set<string>();
    const schemes = new Set<string>();
    const checked = new Set<string>();
    for (const { route, file } of routeHandlers()) {
      const exported = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      for (const method of METHODS.filter((name) => typeof exported[name] === 'function')) {
        const handler = exported[method] as Handler;
        for (const { path, params } of pathsOf(route, pass)) {
          for (const credentials of REFUSED_CREDENTIALS) {
            const answer = await send(handler, method, path, params, credentials);
            if (answer.status !== 401) continue;
            const asked = `${method} ${path} with ${credentials.name}`;
            refusing.add(route);
            const challenge = answer.headers.get('www-authenticate');
            expect(challenge ?? '(none)', `${asked}: a 401 without a WWW-Authenticate challenge`).toMatch(CHALLENGE);
            const scheme = CHALLENGE.exec(challenge!)![1];
            schemes.add(scheme);
            expect(Object.keys(ACCEPTED), `${asked}: challenged with ${scheme}, a scheme the portal does not read`).toContain(scheme);
            // Once per request and scheme: the right credentials are the same whatever the wrong ones were.
            if (checked.has(`${method} ${path} ${scheme}`)) continue;
            checked.add(`${method} ${path} ${scheme}`);
            const accepted = await send(handler, method, path, params, ACCEPTED[scheme]);
            expect(accepted.status, `${asked}: still refused with ${ACCEPTED[scheme].name} (${scheme})`).not.toBe(401);
          }
        }
      }
    }
    const routes = routeHandlers().map(({ route }) => route);
    expect([...refusing].sort()).toEqual(routes.filter((route) => !OPEN_ROUTES.includes(route)).sort());
    // The webhooks' secret, the pass web service's token and the member's session were all met.
    expect([...schemes].sort()).toEqual(['ApplePass', 'Bearer', 'Jwt']);
  });
});
