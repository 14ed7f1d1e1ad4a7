import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forward } from './forward';

/**
 * The portal behind a proxy that can pretend a new version was deployed: from `deploy(code)` on, the service
 * worker script it serves ends with `code`. Everything else passes through.
 */
export async function startDeploymentProxy(origin: string) {
  let extra = '';
  const server = createServer(async (request, response) => {
    const { status, headers, body } = await forward(origin, request);
    response.writeHead(status, headers);
    response.end(extra && request.url?.startsWith('/serwist/sw.js') ? Buffer.concat([body, Buffer.from(`\n${extra}\n`)]) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: (code: string) => {
      extra = code;
    },
    close: () => server.close(),
  };
}
