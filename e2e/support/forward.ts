import type { IncomingMessage } from 'node:http';

/** Sends a request the test's proxy received on to `origin`; the answer's body is read whole (and decoded). */
export async function forward(origin: string, request: IncomingMessage) {
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
  return { status: upstream.status, headers, body: Buffer.from(await upstream.arrayBuffer()) };
}
