import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A connection that stalls in the middle of the header: every page (a document request) is sent up to its
 * first `</button>` (the header's search button), then the rest `stallMs` later. Everything else passes through.
 */
export async function startStallingProxy(origin: string, stallMs: number): Promise<{ url: string; close: () => void }> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const upstream = await fetch(origin + request.url, {
      method: request.method,
      headers: Object.entries(request.headers).flatMap(([name, value]): [string, string][] =>
        name === 'host' || value === undefined ? [] : [[name, String(value)]],
      ),
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
    // fetch has already decoded the body, so its length and encoding no longer hold.
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)),
    );
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    const cut = request.headers['sec-fetch-dest'] === 'document' ? body.indexOf('</button>') + '</button>'.length : 0;
    if (cut <= 0) return response.end(body);
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), stallMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
