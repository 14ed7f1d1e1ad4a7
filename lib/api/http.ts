/**
 * The one fetch wrapper. Only this module builds URLs and headers, applies timeouts,
 * chooses JSON or multipart, and maps failures to `{ ok, status, data }`.
 */
import { getConfig } from '@/lib/config';
import type { BackendCall, BackendOutcome } from '@/lib/observability/observer.mjs';
import { observer } from '@/lib/observability/observer.mjs';
import { recordBackendFailure } from '@/lib/page-cache/render-health.mjs';
import type { ApiErrorBody, ApiResult } from './types';

/** The backend's API and auth hosts, or the portal's own routes (`/api/...`, same origin). */
export type Service = 'api' | 'auth' | 'portal';
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  service?: Service;
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  timeoutMs?: number;
  /**
   * Server only: seconds the answer may be reused by Next's data cache (default 60 for GET);
   * 0 for a call shaped by the visitor's own query (a search), which is never stored.
   */
  revalidate?: number | false;
  /**
   * Server only: the data cache tags of the answer (lib/rules/revalidation.ts), so the CMS webhook can
   * make it, and every page that used it, outdated on every server.
   */
  tags?: readonly string[];
  /**
   * Server only: the member's token for this one call (a member page rendered from the session
   * cookie, a wallet pass).
   * Such an answer is personal: fetched with `no-store`, never kept in any cache.
   */
  token?: string;
  /**
   * Browser only: this call as the page already sent it (the session's early question, lib/session/hint.ts);
   * its answer is read as this call's, within the same timeout.
   */
  sent?: Promise<Response>;
}

/** Browser calls wait this long; server renders give up sooner so a slow backend never holds a page. */
export const CLIENT_TIMEOUT_MS = 15_000;
export const SERVER_TIMEOUT_MS = 2_000;
export const SERVER_REVALIDATE_S = 60;

// Credentials of the person using this browser tab; never set on the server.
let authToken: string | null = null;
let businessUid: string | null = null;

export function setAuthToken(token: string | null): void {
  authToken = token || null;
}
export function getAuthToken(): string | null {
  return authToken;
}
export function setBusinessUid(uid: string | null): void {
  businessUid = uid || null;
}

// Told when the API refuses the token (401): an expired session ends cleanly, wherever it is noticed.
let onUnauthorized: (() => void) | null = null;
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

const isServer = () => typeof window === 'undefined';

export function buildUrl(service: Service, path: string, query?: Query): string {
  const config = getConfig();
  const base = service === 'auth' ? config.authHost : service === 'portal' ? '' : `${config.apiHost}/v1`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(name, String(v)));
    else params.append(name, String(value));
  }
  const search = params.toString();
  return `${base}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

export function buildHeaders(body?: unknown, token: string | null = authToken): Headers {
  const headers = new Headers({ Accept: 'application/json', 'X-Api-Key': getConfig().apiKey });
  if (token) headers.set('Authorization', `Jwt ${token}`);
  if (businessUid) headers.set('X-Service-Key', businessUid);
  // FormData sets its own multipart boundary.
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

function detailOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'detail' in data && typeof data.detail === 'string') return data.detail;
  return undefined;
}

async function send(request: Request, revalidate: number | false | undefined, tags?: readonly string[]): Promise<Response> {
  if (isServer() && getConfig().demo) {
    // The built-in demo API answers in-process on the server: no HTTP round trip to ourselves.
    const { answerDemoRequest } = await import('@/lib/demo-api/answer');
    return answerDemoRequest(request);
  }
  const init: RequestInit & { next?: { revalidate?: number | false; tags?: string[] } } = {};
  if (isServer() && request.method === 'GET') {
    // A per-request answer (a search) would be one data-cache entry per distinct query: not stored.
    if (revalidate === 0) init.cache = 'no-store';
    else if (revalidate !== undefined) init.next = { revalidate, ...(tags?.length ? { tags: [...tags] } : {}) };
  }
  if (isServer() && request.body) {
    // Next's fetch sends a Request's body as a stream (chunked), which some backends refuse: the server
    // sends the text itself, with its length (the token check of a member page rendered on the server).
    return fetch(request.url, {
      ...init,
      method: request.method,
      headers: request.headers,
      body: await request.text(),
      signal: request.signal,
    });
  }
  return fetch(request, init);
}

/** `Retry-After` in seconds (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date names its day and month ("Wed, 21 Oct 2026 07:28:00 GMT"); nothing else is read as one.
  if (!/^[A-Za-z]{3}, /.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Settles within `ms` whatever the call does. The signal alone is not enough on the server: Next's fetch
 * joins an identical call already under way (another render's, or a background revalidation), and that
 * one keeps the pace of the slowest backend, not this request's timeout.
 */
async function within<T>(ms: number, call: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`Timed out after ${ms} ms`), { name: 'TimeoutError' })), ms);
  });
  try {
    return await Promise.race([call(), late]);
  } finally {
    clearTimeout(timer);
  }
}

const timeoutOf = (options: RequestOptions) => options.timeoutMs ?? (isServer() ? SERVER_TIMEOUT_MS : CLIENT_TIMEOUT_MS);

/** How a call that got no answer failed: timed out, connection refused, or any other transport failure. */
function failureOf(error: unknown): BackendOutcome {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return cause?.code === 'ECONNREFUSED' ? 'refused' : 'transport';
}

/** A call's outcome: its status class, or how it got no answer. */
function outcomeOf(result: { status: number; failure?: BackendOutcome }): BackendOutcome {
  return result.failure ?? (`${Math.min(5, Math.max(2, Math.floor(result.status / 100)))}xx` as BackendOutcome);
}

async function attempt<T>(
  url: string,
  options: RequestOptions,
  call?: BackendCall,
): Promise<ApiResult<T> & { transport?: boolean; failure?: BackendOutcome }> {
  const timeoutMs = timeoutOf(options);
  try {
    const method = options.method ?? 'GET';
    const body = options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body);
    const absolute = new URL(url, isServer() ? 'http://localhost' : window.location.href).href;
    const headers = buildHeaders(options.body, options.token ?? authToken);
    call?.headers(headers);
    const request = new Request(absolute, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    const { response, text } = await within(timeoutMs, async () => {
      // A member's own answer is never stored (revalidate 0 is `no-store`).
      const revalidate = options.token ? 0 : (options.revalidate ?? (method === 'GET' ? SERVER_REVALIDATE_S : undefined));
      const answer = await (options.sent ?? send(request, revalidate, options.tags));
      return { response: answer, text: await answer.text() };
    });
    let data: T | undefined;
    try {
      data = text ? (JSON.parse(text) as T) : undefined;
    } catch {
      data = undefined;
    }
    const result: ApiResult<T> = { ok: response.ok, status: response.status, data };
    if (!response.ok) {
      result.error = detailOf(data);
      if (data && typeof data === 'object' && !Array.isArray(data)) result.problem = data as ApiErrorBody;
      const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
      if (retryAfter !== undefined) result.retryAfter = retryAfter;
    }
    // A render that met a failing backend must not replace a good cached page (lib/page-cache).
    if (isServer() && (response.status >= 500 || response.status === 429 || (response.ok && text && data === undefined))) {
      recordBackendFailure();
    }
    return result;
  } catch (error) {
    if (isServer()) recordBackendFailure();
    const message =
      error instanceof Error ? (error.name === 'TimeoutError' ? `Request timed out after ${timeoutMs} ms` : error.message) : String(error);
    // isServer() is false in the browser's bundle: the classification is not shipped there.
    return { ok: false, status: 500, data: undefined, error: message, transport: true, failure: isServer() ? failureOf(error) : undefined };
  }
}

/** Sends one call. Never throws: a transport failure is `{ ok: false, status: 500, error }`. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const service = options.service ?? 'api';
  const url = buildUrl(service, path, options.query);
  const method = options.method ?? 'GET';
  // A server's call to the backend is counted, traced and, failed, logged (lib/observability): not the browser's.
  const call = isServer() && service !== 'portal' ? observer()?.backendCall(service, method, path) : undefined;
  let result = await attempt<T>(url, options, call);
  // Server renders retry an idempotent GET once when the backend hiccups (but not after a timeout:
  // that would double the wait a page already spent).
  if (isServer() && method === 'GET' && (result.transport || result.status >= 502) && !/timed out/.test(result.error ?? '')) {
    result = await attempt<T>(url, options, call);
  }
  if (isServer()) call?.end(outcomeOf(result));
  // The tab's own token refused (a call made with another, `token`, is the server's for a request).
  if (result.status === 401 && authToken && !options.token && (options.service ?? 'api') === 'api') onUnauthorized?.();
  const { transport: _transport, failure: _failure, ...answer } = result;
  return answer;
}

/** Normalises a successful answer; a failure keeps its status, error and problem, with no data. */
export function mapResult<Raw, T>(result: ApiResult<Raw>, read: (data: Raw) => T): ApiResult<T> {
  if (!result.ok || result.data === undefined) return { ...result, data: undefined };
  try {
    return { ...result, data: read(result.data) };
  } catch {
    // An answer of the wrong shape is treated like no answer.
    if (isServer()) recordBackendFailure();
    return { ok: false, status: result.status, data: undefined, error: 'Unexpected answer' };
  }
}

/** A file a portal route sends as an attachment, with the name it gives it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** `attachment; filename="data-saya.json"` → `data-saya.json`; `fallback` when none is given. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? '';
  return /^[\w.-]{1,100}$/.test(name) ? name : fallback;
}

/**
 * Fetches a file from one of the portal's own routes (browser only), with the session's token. A refusal
 * reads like any other call's: its status, the route's words, `Retry-After`.
 */
export async function download(path: string, query: Query | undefined, fallbackName: string): Promise<ApiResult<DownloadedFile>> {
  const timeoutMs = CLIENT_TIMEOUT_MS;
  try {
    const response = await within(timeoutMs, () =>
      fetch(buildUrl('portal', path, query), { headers: buildHeaders(), signal: AbortSignal.timeout(timeoutMs) }),
    );
    if (response.ok) {
      const blob = await within(timeoutMs, () => response.blob());
      return {
        ok: true,
        status: response.status,
        data: { blob, filename: filenameOf(response.headers.get('content-disposition'), fallbackName) },
      };
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      data = undefined;
    }
    const problem = data && typeof data === 'object' && !Array.isArray(data) ? (data as ApiErrorBody) : undefined;
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
    return {
      ok: false,
      status: response.status,
      data: undefined,
      ...(detailOf(data) ? { error: detailOf(data) } : {}),
      ...(problem ? { problem } : {}),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
    };
  } catch (error) {
    return { ok: false, status: 500, data: undefined, error: error instanceof Error ? error.message : String(error) };
  }
}
