// @vitest-environment node
// vitest: own worker: its counts are the compression cache's, kept for the process (vitest.config.mts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { http as mock, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compressResponse, compressionStats, resetCompressionCache } from '@/lib/server/response-compression';
import { server as backend } from '../msw-server';

/** A page as the page cache serves it: whole, in one `end`, with Next's headers for a cached page. */
const CACHED = 's-maxage=60, stale-while-revalidate=31535940';
const page = (n: number) => `<!DOCTYPE html><html><body>${`<p class="rich-text">Halaman ${n}</p>`.repeat(200)}</body></html>`;

const server = http.createServer((req, res) => {
  compressResponse(req, res);
  const url = new URL(req.url ?? '/', 'http://portal.test');
  const body = page(Number(url.searchParams.get('n') ?? 1));
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  switch (url.pathname) {
    case '/cached':
      res.setHeader('Cache-Control', CACHED);
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(body);
      break;
    case '/per-request':
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.end(body);
      break;
    case '/no-transform':
      res.setHeader('Cache-Control', `${CACHED}, no-transform`);
      res.end(body);
      break;
    case '/streamed':
      // A page streamed as it renders: written in parts.
      res.setHeader('Cache-Control', CACHED);
      res.write(body.slice(0, 1000));
      res.end(body.slice(1000));
      break;
    case '/small':
      res.setHeader('Cache-Control', CACHED);
      res.end('<p>kecil</p>');
      break;
    case '/not-found':
      res.statusCode = 404;
      res.setHeader('Cache-Control', CACHED);
      res.end(body);
      break;
    default:
      res.end();
  }
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  resetCompressionCache();
  // This test's own server, on loopback, is reached for real.
  backend.use(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

describe('response compression', () => {
  it('compresses a cached page once and sends every later request the same gzip bytes, with its length', async () => {
    const first = await get('/cached', BROWSER);
    const second = await get('/cached', BROWSER);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-length']).toBe(String(first.raw.length));
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(first.raw).toString()).toBe(page(1));
    expect(second.raw.equals(first.raw)).toBe(true);
    expect(compressionStats()).toMatchObject({ keptPages: 1, compressions: 1 });
  });

  it('keeps one entry per distinct text: another page is compressed on its own', async () => {
    await get('/cached?n=1', BROWSER);
    const other = await get('/cached?n=2', BROWSER);
    expect(gunzipSync(other.raw).toString()).toBe(page(2));
    expect(compressionStats()).toMatchObject({ keptPages: 2, compressions: 2 });
  });

  it('sends the page as it is to a client that accepts no compression', async () => {
    const answer = await get('/cached');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.raw.toString()).toBe(page(1));
    expect(compressionStats().compressions).toBe(0);
  });

  it('leaves q-values to the middleware: gzip;q=0 gets the page uncompressed', async () => {
    const answer = await get('/cached', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.raw.toString()).toBe(page(1));
  });

  it('still compresses, without keeping, per-request pages, streamed pages and cached error pages', async () => {
    for (const path of ['/per-request', '/streamed', '/not-found']) {
      const answer = await get(path, BROWSER);
      expect(answer.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(answer.raw).toString(), path).toBe(page(1));
    }
    expect(compressionStats()).toMatchObject({ keptPages: 0, compressions: 0 });
  });

  it('sends no-transform answers and answers under 1 KB as they are', async () => {
    const noTransform = await get('/no-transform', BROWSER);
    expect(noTransform.headers['content-encoding']).toBeUndefined();
    expect(noTransform.raw.toString()).toBe(page(1));
    const small = await get('/small', BROWSER);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.raw.toString()).toBe('<p>kecil</p>');
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await get('/cached', BROWSER, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.raw.length).toBe(0);
  });
});
