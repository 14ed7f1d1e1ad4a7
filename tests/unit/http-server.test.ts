// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfigCache } from '@/lib/config';
import { getApplication } from '@/lib/api/directory';
import { request } from '@/lib/api/http';
import { server } from '../msw-server';

// Server renders against a real backend: fetch over the network, a timeout, one retry for GETs.
describe('API client on the server', () => {
  beforeEach(() => {
    process.env.API_HOST = 'http://backend.test';
    process.env.AUTH_HOST = 'http://backend.test/auth';
    process.env.API_KEY = 'server-key';
    resetConfigCache();
  });
  afterEach(() => {
    delete process.env.API_HOST;
    delete process.env.AUTH_HOST;
    delete process.env.API_KEY;
    resetConfigCache();
  });

  it('retries an idempotent GET once after a transport failure', async () => {
    let calls = 0;
    server.use(
      http.get('http://backend.test/v1/directory/api/application/0/', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ app_settings: { 'app.title': 'Kedua kali' } });
      }),
    );
    const result = await getApplication();
    expect(calls).toBe(2);
    expect(result.data?.settings.title).toBe('Kedua kali');
  });

  it('retries a GET once after a 502/503, and gives up after the second failure', async () => {
    let calls = 0;
    server.use(
      http.get('http://backend.test/v1/ping/', () => {
        calls += 1;
        return HttpResponse.json({ detail: 'bad gateway' }, { status: 503 });
      }),
    );
    const result = await request('ping/');
    expect(calls).toBe(2);
    expect(result).toMatchObject({ ok: false, status: 503 });
  });

  it('does not retry a POST, a 4xx, or a timeout', async () => {
    let posts = 0;
    let notFound = 0;
    let slow = 0;
    server.use(
      http.post('http://backend.test/v1/visitor/api/init/', () => {
        posts += 1;
        return HttpResponse.error();
      }),
      http.get('http://backend.test/v1/missing/', () => {
        notFound += 1;
        return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      }),
      http.get('http://backend.test/v1/slow/', () => {
        slow += 1;
        return new Promise<Response>(() => {});
      }),
    );
    await request('visitor/api/init/', { method: 'POST', body: {} });
    await request('missing/');
    const timedOut = await request('slow/', { timeoutMs: 30 });
    expect([posts, notFound, slow]).toEqual([1, 1, 1]);
    expect(timedOut).toMatchObject({ ok: false, status: 500, error: 'Request timed out after 30 ms' });
  });

  it('sends the configured API key from the server environment', async () => {
    let key: string | null = null;
    server.use(
      http.get('http://backend.test/v1/directory/api/application/0/', ({ request: req }) => {
        key = req.headers.get('x-api-key');
        return HttpResponse.json({});
      }),
    );
    await getApplication();
    expect(key).toBe('server-key');
  });
});

describe('API client on the server in demo mode', () => {
  it('answers from the demo handlers in-process', async () => {
    resetConfigCache();
    const result = await getApplication();
    expect(result.data?.settings.title).toBe('Arena Sport Rewards');
  });
});
