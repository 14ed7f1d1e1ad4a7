/** Answers a request with the demo handlers, in-process (server renders) or for the /demo-api route. */
import { getResponse } from 'msw';
import { handlers } from './handlers';

export async function answerDemoRequest(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request);
  return response ?? Response.json({ detail: 'Not found.' }, { status: 404 });
}
