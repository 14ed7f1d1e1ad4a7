/** Reading what a webhook or a device sends, within bounds, and comparing secrets without leaking them. */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { answer } from './private-answer';

/**
 * The body as text, or null once it is over `limit` bytes: refused by its Content-Length before a
 * byte is read, else read only until it passes the limit, so a large body costs neither the time
 * to receive it nor the memory to hold it.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length')) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > limit) {
      // Tells the sender to stop rather than draining the rest (a chunked body has no length to refuse by).
      await reader.cancel();
      return null;
    }
    // `stream` keeps a character split between two chunks whole.
    text += decoder.decode(value, { stream: true });
  }
}

/** A request refused for what it sends, before anything is asked of it: a body too large (413), one not JSON or not what the route takes (400). */
export class RequestRefused extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'RequestRefused';
  }
}

/** The body as JSON (an empty one: null), read within `limit` bytes; throws RequestRefused. */
export async function jsonBody(request: Request, limit: number): Promise<unknown> {
  const text = await readBodyWithin(request, limit);
  if (text === null) throw new RequestRefused(413, `The body must be at most ${limit} bytes.`);
  try {
    return JSON.parse(text || 'null') as unknown;
  } catch {
    throw new RequestRefused(400, 'The body is not JSON.');
  }
}

/** A field of a JSON object body; undefined when the body is not an object (an array, text, null) or lacks it. */
export const bodyField = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

/** The answer to a refused request: its status, and what was wrong as `detail`. */
export const refusedAnswer = (refused: RequestRefused): Response => answer(refused.status, { detail: refused.message });

/** The body as JSON, or the answer refusing it (413, 400), for a route that reads its body before anything else. */
export async function jsonOrRefusal(request: Request, limit: number): Promise<unknown> {
  try {
    return await jsonBody(request, limit);
  } catch (error) {
    if (error instanceof RequestRefused) return refusedAnswer(error);
    throw error;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests of equal length, so the time taken says nothing about the secret. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** What is kept of a secret that must be recognised later but never shown again: its SHA-256, in hex. */
export const secretDigest = (secret: string): string => digest(secret).toString('hex');

/** Whether `given` is the secret `kept` (its secretDigest) is of, in a time that says nothing about it. */
export function matchesDigest(given: string, kept: string): boolean {
  const expected = Buffer.from(kept, 'hex');
  const actual = digest(given);
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

/** The secret of `Authorization: <scheme> <secret>`, or null. */
export function credentialsOf(request: Request, scheme: string): string | null {
  const match = new RegExp(`^${scheme}\\s+(\\S+)\\s*$`, 'i').exec(request.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}
