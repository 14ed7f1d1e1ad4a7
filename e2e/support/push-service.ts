/**
 * A push service on this machine for servers started as a deployment runs them: HTTPS at 127.0.0.1 (its
 * certificate names the address, its authority is `caPem`, for the servers' NODE_EXTRA_CA_CERTS), listed
 * as such in the servers' WEB_PUSH_SERVICES (the one way a push service at a private address is allowed,
 * docs/push.md#where-pushes-go). It answers every push 201 after `answerMs`, as a distant one would, and
 * keeps what it received in order, so a test counts the pushes each device got.
 */
import * as https from 'node:https';
import type { AddressInfo } from 'node:net';
import { makeTlsServer } from '../../scripts/wallet-demo-keys.mjs';

export interface ReceivedPush {
  path: string;
  body: Buffer;
}

export interface CountingPushService {
  /** `https://127.0.0.1:<port>`: a device's endpoint is this and its own path. */
  origin: string;
  /** The service as WEB_PUSH_SERVICES lists it: `127.0.0.1:<port>`. */
  listing: string;
  caPem: string;
  received: ReceivedPush[];
  close: () => Promise<void>;
}

export async function startCountingPushService(answerMs: number): Promise<CountingPushService> {
  const tls = makeTlsServer(['127.0.0.1']);
  const received: ReceivedPush[] = [];
  const server = https.createServer({ cert: tls.certPem, key: tls.keyPem }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: Buffer.concat(chunks) });
      setTimeout(() => response.writeHead(201).end(), answerMs);
    });
  });
  // Kept alive as a vendor's are: the servers' pools reuse their connections between pushes.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    listing: `127.0.0.1:${port}`,
    caPem: tls.caPem,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
