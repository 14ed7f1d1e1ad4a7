import { createServer, request as send } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in front of several servers of one build: each request goes to the next server in turn,
 * passed through as it is (headers, body, encoding), as a browser behind a deployment's balancer meets them.
 * `log` lists each request's path and the server (its index) that answered it.
 */
export async function startBalancer(origins: string[]) {
  let next = 0;
  const log: { path: string; server: number }[] = [];
  const server = createServer((incoming, outgoing) => {
    const at = next++ % origins.length;
    log.push({ path: new URL(incoming.url ?? '/', 'http://x').pathname, server: at });
    const target = new URL(incoming.url ?? '/', origins[at]);
    // The Host header as the browser sent it, as a balancer passes it on.
    const upstream = send(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
