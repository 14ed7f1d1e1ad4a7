/** Answers a request with the demo handlers, in-process (server renders) or for the /demo-api route. */
import { getResponse } from 'msw';
import { handlers } from './handlers';

export async function answerDemoRequest(request: Request): Promise<Response> {
  // HEAD answers as GET does, without the body (the handlers are written for GET).
  const head = request.method === 'HEAD';
  const asked = head ? new Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal }) : request;
  const response = (await getResponse(handlers, asked)) ?? Response.json({ detail: 'Not found.' }, { status: 404 });
  return head ? new Response(null, { status: response.status, headers: response.headers }) : response;
}
