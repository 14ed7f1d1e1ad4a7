/**
 * Telling a device that a pass changed: an APNs push over HTTP/2, `POST /3/device/<push token>` with
 * `apns-topic` = the pass type identifier and the payload `{}`, authenticated as Apple asks for passes: the
 * pass certificate and its key as the TLS client certificate (no APNs auth key). The device then asks the
 * pass web service which passes changed and fetches them.
 */
import 'server-only';
import { connect, constants, type ClientHttp2Session } from 'node:http2';
import type { AppleCredentials } from './credentials';

const PUSH_TIMEOUT_MS = 10_000;

export interface PushOutcome {
  pushToken: string;
  /** APNs' status (0 when no answer came). */
  status: number;
  /** APNs' reason on a refusal (`BadDeviceToken`, `Unregistered`…). */
  reason?: string;
}

/** A push token is hex (64 characters today); anything else is not sent. */
export const isPushToken = (token: string) => /^[0-9a-fA-F]{16,200}$/.test(token);

function push(session: ClientHttp2Session, pushToken: string, topic: string): Promise<PushOutcome> {
  return new Promise((resolve) => {
    const stream = session.request({
      [constants.HTTP2_HEADER_METHOD]: 'POST',
      [constants.HTTP2_HEADER_PATH]: `/3/device/${pushToken}`,
      'apns-topic': topic,
      'content-type': 'application/json',
    });
    let status = 0;
    let body = '';
    stream.setEncoding('utf8');
    stream.on('response', (headers) => {
      status = Number(headers[constants.HTTP2_HEADER_STATUS]) || 0;
    });
    stream.on('data', (chunk: string) => {
      if (body.length < 4096) body += chunk;
    });
    const done = () => {
      let reason: string | undefined;
      try {
        reason = (JSON.parse(body) as { reason?: string }).reason;
      } catch {
        // no body: a 200
      }
      resolve({ pushToken, status, ...(reason ? { reason } : {}) });
    };
    stream.on('end', done);
    stream.on('error', () => resolve({ pushToken, status: 0, reason: 'stream error' }));
    stream.end('{}');
  });
}

/** One push per token over one connection; never throws, and gives up after 10 s. */
export async function pushPassUpdates(apple: AppleCredentials, pushTokens: string[]): Promise<PushOutcome[]> {
  if (pushTokens.length === 0) return [];
  const session = connect(apple.config.apnsOrigin, {
    cert: apple.cert,
    key: apple.key,
    ...(apple.config.keyPassphrase ? { passphrase: apple.config.keyPassphrase } : {}),
  });
  const failed = new Promise<'failed'>((resolve) => session.once('error', () => resolve('failed')));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), PUSH_TIMEOUT_MS);
  });
  try {
    const sent = Promise.all(pushTokens.map((token) => push(session, token, apple.config.passTypeId)));
    const outcome = await Promise.race([sent, failed, late]);
    if (Array.isArray(outcome)) return outcome;
    return pushTokens.map((pushToken) => ({ pushToken, status: 0, reason: outcome === 'late' ? 'timeout' : 'connection failed' }));
  } finally {
    clearTimeout(timer);
    session.close();
    // A session that never connected would keep the process's handle: destroyed once closing has had its chance.
    setTimeout(() => session.destroy(), 1000).unref();
  }
}
