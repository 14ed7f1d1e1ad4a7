import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forward } from './forward';

/**
 * A connection that stalls in the middle of the header: every page (a document request) is sent up to its
 * first `</button>` (the header's search button), then the rest `stallMs` later. Everything else passes through.
 */
export async function startStallingProxy(origin: string, stallMs: number): Promise<{ url: string; close: () => void }> {
  const server = createServer(async (request, response) => {
    const { status, headers, body } = await forward(origin, request);
    response.writeHead(status, headers);
    const cut = request.headers['sec-fetch-dest'] === 'document' ? body.indexOf('</button>') + '</button>'.length : 0;
    if (cut <= 0) return response.end(body);
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), stallMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
