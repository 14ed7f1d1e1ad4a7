/**
 * A server that answers as Next answers a page from the page cache (whole, in one `end`, with its
 * headers), behind the server guard once a test installs it: for the front copies' tests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface CachedAnswer {
  /** `x-nextjs-cache`: HIT, MISS or STALE. */
  cache: string;
  status?: number;
  cookie?: boolean;
  /** Runs while the request is being answered. */
  during?: () => void;
}

export const cachedPages = {
  /** What each path answers; a path not here answers a HIT. */
  answers: new Map<string, CachedAnswer>(),
  /** The version in the page's text. */
  version: 1,
  /** The URL of every request that reached the server. */
  reached: [] as string[],
  reset() {
    this.answers.clear();
    this.version = 1;
    this.reached = [];
  },
};

export const cachedPageServer = http.createServer((req, res) => {
  cachedPages.reached.push(req.url ?? '');
  const answer = cachedPages.answers.get(new URL(req.url ?? '/', 'http://portal.test').pathname) ?? { cache: 'HIT' };
  answer.during?.();
  res.statusCode = answer.status ?? 200;
  res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
  res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
  res.setHeader('x-nextjs-cache', answer.cache);
  res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (answer.cookie) res.setHeader('Set-Cookie', 'x=1');
  res.end(`<!DOCTYPE html><html><body>${`<p class="rich-text">Versi ${cachedPages.version}</p>`.repeat(100)}</body></html>`);
});

export interface PageAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export function getPage(path: string, headers: Record<string, string> = BROWSER, method = 'GET'): Promise<PageAnswer> {
  const { port } = cachedPageServer.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        const raw = Buffer.concat(parts);
        const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** How many of these requests reached the server. */
export async function reachingServer(requests: (() => Promise<unknown>)[]): Promise<number> {
  const before = cachedPages.reached.length;
  for (const request of requests) await request();
  return cachedPages.reached.length - before;
}
