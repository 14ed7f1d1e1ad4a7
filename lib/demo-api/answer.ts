/** Answers a request with the demo handlers, in-process (server renders) or for the /demo-api route. */
import { getResponse } from 'msw';
import { handlers } from './handlers';

/** What a browser on another origin may send, as a real backend allows it (`npm run check-backend`). */
const CORS_ALLOW = {
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, x-api-key, authorization, x-service-key',
  'access-control-max-age': '600',
};

/**
 * The demo API answers a browser on any origin, as the contract asks of a backend: its data is the demo's
 * and every call still needs the portal's key. A preflight gets its answer here, before the handlers.
 */
function withCors(request: Request, response: Response): Response {
  const origin = request.headers.get('origin');
  if (!origin) return response;
  const headers = new Headers(response.headers);
  headers.set('access-control-allow-origin', origin);
  headers.append('vary', 'Origin');
  if (request.method === 'OPTIONS') for (const [name, value] of Object.entries(CORS_ALLOW)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export async function answerDemoRequest(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return withCors(request, new Response(null, { status: 204 }));
  // HEAD answers as GET does, without the body (the handlers are written for GET).
  const head = request.method === 'HEAD';
  const asked = head ? new Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal }) : request;
  const response = (await getResponse(handlers, asked)) ?? Response.json({ detail: 'Not found.' }, { status: 404 });
  return withCors(request, head ? new Response(null, { status: response.status, headers: response.headers }) : response);
}
