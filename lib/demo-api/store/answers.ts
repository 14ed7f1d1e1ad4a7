import type { JsonBodyType } from 'msw';

/** A status, JSON body and any headers; handlers turn it into a response unchanged. */
export interface Answer<Body extends JsonBodyType = JsonBodyType> {
  status: number;
  body: Body;
  headers?: Record<string, string>;
}

// Each answer keeps its body's own type: the handlers (typed by contract/openapi.yaml through openapi-msw)
// then refuse, at type-check time, a body the contract does not allow.
export const answer = <Body extends JsonBodyType>(body: Body, status = 200, headers?: Record<string, string>): Answer<Body> => ({
  status,
  body,
  ...(headers ? { headers } : {}),
});
export const NOT_FOUND = answer({ detail: 'Not found.' }, 404);
