/**
 * `POST /api/wallet/v1/log` `{"logs": [...]}`: what Apple Wallet on a device says about a pass it could not
 * use, the one place a broken pass is seen. Anyone may send it, so what reaches the server log is bounded
 * and marked as the devices' words:
 * - one record per request, `[wallet] device log: ["…", …]`, each message a JSON string, so no message can
 *   end the record or pass for another;
 * - control characters removed before (terminal escape sequences; line breaks, tabs and other controls
 *   read as a space): a message cannot recolour, move or rewrite what a terminal shows;
 * - at most MAX_MESSAGES messages of MAX_MESSAGE_CHARS, from a body of at most MAX_BODY_BYTES;
 * - at most PER_CLIENT requests a minute from one client address, and PER_SERVER from all of them (a client
 *   that can pick its address, with no proxy in front setting it, still cannot flood the log): 429 beyond.
 */
import 'server-only';
import { readBodyWithin } from '@/lib/server/request-body';
import { answer, empty } from '@/lib/server/private-answer';

export const MAX_BODY_BYTES = 8 * 1024;
export const MAX_MESSAGES = 10;
export const MAX_MESSAGE_CHARS = 500;
export const PER_CLIENT = 10;
export const PER_SERVER = 60;
const WINDOW_MS = 60_000;
/** The addresses counted at once: the limiter's own memory is bounded too. */
const MAX_CLIENTS = 1000;
const MAX_ADDRESS_CHARS = 64;

// ESC followed by a CSI (`ESC [ … final`), an OSC (`ESC ] … BEL or ESC \`) or a two-character sequence.
const ESCAPE_SEQUENCE = /\u001b(?:\[[0-?]*[ -/]*[@-~]?|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-_])?/g;
const CONTROLS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;

/** A device's message as one line of plain text: escape sequences dropped, other controls read as a space. */
export function cleanMessage(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(CONTROLS, ' ').trim().slice(0, MAX_MESSAGE_CHARS);
}

/**
 * The client's address as the nearest proxy saw it: the last `X-Forwarded-For` entry (a proxy appends
 * the address it was called from; without one, Next sets the header to the connection's address unless
 * the client sent one itself).
 */
export function clientAddress(request: Request): string {
  const last = (request.headers.get('x-forwarded-for') ?? '').split(',').at(-1)?.trim();
  return last ? last.slice(0, MAX_ADDRESS_CHARS) : 'unknown';
}

interface Window {
  count: number;
  until: number;
}

/** Requests counted per client and in all, in fixed windows; the table keeps at most `maxClients` clients. */
export class RequestLimit {
  private readonly clients = new Map<string, Window>();
  private all: Window = { count: 0, until: 0 };

  constructor(private readonly limits = { perClient: PER_CLIENT, perServer: PER_SERVER, maxClients: MAX_CLIENTS, windowMs: WINDOW_MS }) {}

  /** 0 when the request may go on (it is counted), else the seconds until it may. */
  take(client: string, now = Date.now()): number {
    const { perClient, perServer, maxClients, windowMs } = this.limits;
    const wait = (until: number) => Math.max(1, Math.ceil((until - now) / 1000));
    if (this.all.until <= now) this.all = { count: 0, until: now + windowMs };
    let own = this.clients.get(client);
    if (own && own.until <= now) this.clients.delete(client);
    if (!own || own.until <= now) {
      if (this.clients.size >= maxClients) {
        for (const [key, window] of this.clients) if (window.until <= now) this.clients.delete(key);
      }
      // Every place is taken by a client within its window: newcomers wait for the next window.
      if (this.clients.size >= maxClients) return wait(now + windowMs);
      own = { count: 0, until: now + windowMs };
      this.clients.set(client, own);
    }
    if (own.count >= perClient) return wait(own.until);
    if (this.all.count >= perServer) return wait(this.all.until);
    own.count += 1;
    this.all.count += 1;
    return 0;
  }

  /** How many clients the table holds now. */
  get size(): number {
    return this.clients.size;
  }
}

const limit = new RequestLimit();

export async function logDeviceMessages(request: Request, limiter: RequestLimit = limit): Promise<Response> {
  const retryAfter = limiter.take(clientAddress(request));
  if (retryAfter > 0)
    return answer(429, { detail: 'Too many logs from this client: send them later.' }, { 'Retry-After': String(retryAfter) });
  const text = await readBodyWithin(request, MAX_BODY_BYTES);
  if (text === null) return answer(413, { detail: `The body must be at most ${MAX_BODY_BYTES} bytes.` });
  let logs: unknown;
  try {
    logs = (JSON.parse(text) as { logs?: unknown } | null)?.logs;
  } catch {
    // not JSON: nothing to log
  }
  const messages = (Array.isArray(logs) ? logs : [])
    .filter((line): line is string => typeof line === 'string')
    .slice(0, MAX_MESSAGES)
    .map(cleanMessage)
    .filter(Boolean);
  if (messages.length > 0) console.warn(`[wallet] device log: ${JSON.stringify(messages)}`);
  return empty(200);
}
