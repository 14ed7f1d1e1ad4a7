/** What every handler set shares: the API-key and token checks, body reading and answering. */
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { getConfig } from '@/lib/config';
import { isRecord, userForToken, type Answer } from '../store';
import type { SeedUser } from '../seed';

export function reply({ body, status, headers }: Answer): Response {
  return HttpResponse.json(body, { status, headers });
}

export const notFound = (): Response => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });

interface Info<Params> {
  request: Request;
  params: Params;
}

type Resolve<Params, Extra = object> = (info: Info<Params> & Extra) => Response | Promise<Response>;

/** Every call needs the portal's API key (the configured API_KEY, else the demo key), like a real backend. */
function wrongApiKey(request: Request): Response | null {
  const key = request.headers.get('x-api-key')?.trim();
  if (!key) return HttpResponse.json({ detail: 'Kunci API (X-Api-Key) tidak ada.' }, { status: 403 });
  if (key !== getConfig().apiKey) return HttpResponse.json({ detail: 'Kunci API (X-Api-Key) tidak valid.' }, { status: 403 });
  return null;
}

/** `Authorization: Jwt <token>`. */
export function tokenOf(request: Request): string {
  const match = /^Jwt\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1] : '';
}

/** A call anyone may make without signing in; like every call, it needs the API key. */
export function open<Params extends PathParams<keyof Params> = PathParams>(
  resolve: Resolve<Params>,
): HttpResponseResolver<Params, DefaultBodyType, undefined> {
  return ({ request, params }) => wrongApiKey(request) ?? resolve({ request, params });
}

/** A call that needs a valid token; the resolver receives its user. */
export function signedIn<Params extends PathParams<keyof Params> = PathParams>(
  resolve: Resolve<Params, { user: SeedUser }>,
): HttpResponseResolver<Params, DefaultBodyType, undefined> {
  return ({ request, params }) => {
    const problem = wrongApiKey(request);
    if (problem) return problem;
    const token = tokenOf(request);
    if (!token) return HttpResponse.json({ detail: 'Silakan masuk terlebih dahulu.' }, { status: 401 });
    const user = userForToken(token);
    if (!user) return HttpResponse.json({ detail: 'Token tidak valid atau sudah kedaluwarsa.' }, { status: 401 });
    return resolve({ request, params, user });
  };
}

/** The body as a plain object: JSON, multipart or url-encoded; anything else reads as `{}`. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.formData();
      const body: Record<string, unknown> = {};
      form.forEach((value, name) => {
        if (typeof value === 'string') body[name] = value;
      });
      return body;
    }
    const text = await request.text();
    const parsed: unknown = text ? JSON.parse(text) : {};
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** A string field of a body, trimmed; numbers are accepted (an OTP typed as a number). */
export function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}
