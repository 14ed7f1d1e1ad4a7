/**
 * A push service on this machine, standing in for a browser vendor's (FCM, Mozilla's, Apple's): an HTTPS
 * server at `push.test` that keeps every push it receives and answers what the test tells it to. The
 * browser's side of a subscription is ./push-browser.ts (re-exported here).
 */
import type * as dns from 'node:dns';
import * as https from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type * as tls from 'node:tls';
import { makeTlsServer } from '@/scripts/wallet-demo-keys.mjs';
import { server as mswServer } from './msw-server';

export { type Browser, decryptPush, subscribeBrowser } from './push-browser';

export const PUSH_HOST = 'push.test';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** What the service answers a push: a status and headers (200 when nothing is set for that path). */
export type PushAnswer = { status: number; headers?: Record<string, string> };

export interface PushService {
  origin: string;
  /** The certificate authority of the service's certificate (for NODE_EXTRA_CA_CERTS of another process). */
  caPem: string;
  /** The service as WEB_PUSH_SERVICES lists it: `push.test:<port>`. */
  listing: string;
  port: number;
  received: ReceivedPush[];
  /** Connections opened to the service (TCP, before any TLS), pushes or not. */
  connections: () => number;
  /** Answers for a path, one per push in turn (the last one stays). */
  answer: (path: string, ...answers: PushAnswer[]) => void;
  /** Pushes to a path wait for `release()` before they are answered. */
  hold: (path: string) => { release: () => void; arrived: Promise<void> };
  /** The most pushes on the wire at once so far. */
  busiest: () => number;
  /** Every push is answered this long after it arrived, as a distant push service would (0 at first). */
  answerAfter: (ms: number) => void;
  /** This machine's names resolve `name` to `address` from now on (as /etc/hosts would, or a DNS answer). */
  resolve: (name: string, address: string) => void;
  close: () => Promise<void>;
}

const hostName = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * Makes this test process trust the service and find `push.test` (and the names `resolve` adds) on this
 * machine, as NODE_EXTRA_CA_CERTS and /etc/hosts would for a server: Node's own resolver and TLS
 * connections are wrapped, whatever makes the connection. Answers the undo.
 */
function trust(caPem: string, hosts: Map<string, string>): () => void {
  const require = createRequire(import.meta.url);
  const node = { dns: require('node:dns') as typeof dns, tls: require('node:tls') as typeof tls };
  const { lookup } = node.dns;
  const { connect } = node.tls;
  node.dns.lookup = ((hostname: string, ...rest: unknown[]) => {
    const mapped = hosts.get(hostName(hostname));
    return (lookup as (...args: unknown[]) => void)(mapped ?? hostname, ...rest);
  }) as typeof lookup;
  node.tls.connect = ((...args: unknown[]) => {
    const [options] = args as [tls.ConnectionOptions | undefined];
    const name = typeof options === 'object' ? (options.servername ?? options.host) : undefined;
    if (name && hosts.has(hostName(name))) args[0] = { ...options, ca: caPem };
    return (connect as (...args: unknown[]) => tls.TLSSocket)(...args);
  }) as typeof connect;
  return () => {
    node.dns.lookup = lookup;
    node.tls.connect = connect;
  };
}

/**
 * Starts the service. MSW, which every test file's set-up puts in front of Node's HTTP to stand in for the
 * backend, is set aside meanwhile: in Node the demo backend answers in-process, and the pushes must reach
 * this server as web-push sends them, over TLS, through the portal's own agent.
 */
export async function startPushService(): Promise<PushService> {
  mswServer.close();
  const tls = makeTlsServer([PUSH_HOST]);
  const received: ReceivedPush[] = [];
  const answers = new Map<string, PushAnswer[]>();
  const held = new Map<string, { released: Promise<void>; arrive: () => void }>();
  const hosts = new Map([[PUSH_HOST, '127.0.0.1']]);
  let active = 0;
  let busiest = 0;
  let connections = 0;
  let answerMs = 0;
  const server = https.createServer({ cert: tls.certPem, key: tls.keyPem }, (request, response) => {
    active += 1;
    busiest = Math.max(busiest, active);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const hold = held.get(path);
      if (hold) {
        hold.arrive();
        await hold.released;
      }
      if (answerMs) await new Promise((resolve) => setTimeout(resolve, answerMs));
      const queue = answers.get(path) ?? [];
      const next = queue.length > 1 ? queue.shift()! : (queue[0] ?? { status: 201 });
      active -= 1;
      response.writeHead(next.status, next.headers ?? {});
      response.end();
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const untrust = trust(tls.caPem, hosts);
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://${PUSH_HOST}:${port}`,
    caPem: tls.caPem,
    listing: `${PUSH_HOST}:${port}`,
    port,
    received,
    connections: () => connections,
    answer: (path, ...list) => answers.set(path, list),
    hold: (path) => {
      let release = () => {};
      let arrive = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      held.set(path, { released, arrive });
      return { release, arrived };
    },
    busiest: () => busiest,
    answerAfter: (ms) => (answerMs = ms),
    resolve: (name, address) => hosts.set(hostName(name), address),
    close: async () => {
      untrust();
      mswServer.listen({ onUnhandledRequest: 'error' });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
