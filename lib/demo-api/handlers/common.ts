/**
 * What every handler set shares: the handlers' `http`, typed by contract/openapi.yaml, the API-key and
 * token checks, body reading and answering.
 */
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/lib/api/contract';
import { getConfig } from '@/lib/config';
import { isRecord, userForToken, type Answer } from '../store';
import type { SeedUser } from '../seed';

/**
 * The API's and the auth host's handlers, typed by the contract (openapi-msw): a path, a path parameter or
 * an answer's body the contract does not allow fails the type check.
 */
export const api = createOpenApiHttp<paths>({ baseUrl: '*/v1' });
export const auth = createOpenApiHttp<paths>({ baseUrl: '*/auth' });

/** One response type per kind of answer the store gives (a member, or a refusal), each checked on its own. */
type Replied<A> = A extends Answer<infer Body> ? HttpResponse<Body> : never;

/** An answer of the store as a response: its body keeps its type, which the handler's path must allow. */
export function reply<A extends Answer>({ body, status, headers }: A): Replied<A> {
  return HttpResponse.json(body, { status, headers }) as Replied<A>;
}

interface Info {
  request: Request;
}

/**
 * A refusal in the backend's words, as every operation of the contract may answer one; a 401 names the
 * token's scheme, as RFC 9110 has every 401 do.
 */
const refuse = (detail: string, status: number) =>
  HttpResponse.json<{ detail: string }>({ detail }, { status, headers: status === 401 ? { 'WWW-Authenticate': 'Jwt' } : {} });

/** Every call needs the portal's API key (the configured API_KEY, else the demo key), like a real backend. */
function wrongApiKey(request: Request) {
  const key = request.headers.get('x-api-key')?.trim();
  if (!key) return refuse('Kunci API (X-Api-Key) tidak ada.', 403);
  if (key !== getConfig().apiKey) return refuse('Kunci API (X-Api-Key) tidak valid.', 403);
  return null;
}

/** `Authorization: Jwt <token>`. */
export function tokenOf(request: Request): string {
  const match = /^Jwt\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1] : '';
}

/** A call anyone may make without signing in; like every call, it needs the API key. */
export function open<I extends Info, R>(resolve: (info: I) => R) {
  return (info: I) => wrongApiKey(info.request) ?? resolve(info);
}

/** A call that needs a valid token; the resolver receives its user. */
export function signedIn<I extends Info, R>(resolve: (info: I & { user: SeedUser }) => R) {
  return (info: I) => {
    const problem = wrongApiKey(info.request);
    if (problem) return problem;
    const token = tokenOf(info.request);
    if (!token) return refuse('Silakan masuk terlebih dahulu.', 401);
    const user = userForToken(token);
    if (!user) return refuse('Token tidak valid atau sudah kedaluwarsa.', 401);
    return resolve({ ...info, user });
  };
}

/** A JSON body as sent (a list, say); one that is not JSON reads as undefined. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    const text = await request.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The body as a plain object: JSON, multipart or url-encoded; anything else reads as `{}`. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      const form = await request.formData();
      const body: Record<string, unknown> = {};
      form.forEach((value, name) => {
        if (typeof value === 'string') body[name] = value;
      });
      return body;
    } catch {
      return {};
    }
  }
  const parsed = await readJson(request);
  return isRecord(parsed) ? parsed : {};
}

/** A string field of a body, trimmed; numbers are accepted (an OTP typed as a number). */
export function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}
