/**
 * Apple's pass web service (the portal's own API under `/api/wallet/v1/`, docs/wallet.md): a device
 * registers for a pass's updates, asks which of its passes changed since a tag, fetches the latest pass,
 * unregisters, and sends its logs. Registrations live in Redis (lib/wallet/registrations.ts); without
 * Redis or without Apple Wallet every path answers 404.
 */
import 'server-only';
import { credentialsOf, readBodyWithin } from '@/lib/server/request-body';
import { answer, empty } from '@/lib/server/private-answer';
import { loadBrand } from './brand';
import { walletCredentials } from './credentials';
import { isPushToken } from './apns';
import { logDeviceMessages } from './device-log';
import { contentFor, pkpassResponse, targetOf } from './issue';
import type { PassContent } from './pass-content';
import { walletStore, WalletStoreDown, type PassRecord, type WalletStore } from './registrations';
import { MemberRefusal } from '@/lib/session/gate';

/** A registration is `{"pushToken": "<hex>"}`. */
const MAX_BODY_BYTES = 1024;
/** A device library identifier and a serial are short words; anything else names nothing here. */
const ID = /^[A-Za-z0-9._-]{1,128}$/;

type Method = 'GET' | 'POST' | 'DELETE';

const notFound = () => answer(404, { detail: 'Not found.' });
const unauthorized = () => empty(401, { 'WWW-Authenticate': 'ApplePass' });

/** The pass and the authentication token the request shows, when it is one of the pass's; else null. */
async function authorizedPass(
  request: Request,
  store: WalletStore,
  serial: string,
): Promise<{ pass: PassRecord; authenticationToken: string } | null> {
  const authenticationToken = credentialsOf(request, 'ApplePass');
  const pass = authenticationToken ? await store.authorizedPass(serial, authenticationToken) : null;
  return pass && authenticationToken ? { pass, authenticationToken } : null;
}

/**
 * The pass with fresh data from the backend (with the session it was issued to); the last issued when the
 * session ended, or when the backend answers what the portal cannot fully read (a balance that is no
 * number): such an answer never changes a pass, nor its update tag.
 */
async function latest(pass: PassRecord): Promise<PassContent> {
  try {
    return await contentFor(pass.session, targetOf(pass));
  } catch (error) {
    if (!(error instanceof MemberRefusal)) throw error;
    if (error.kind === 'bad-backend') return pass.content;
    const notTheirs = error.kind === 'not-member' || error.kind === 'not-theirs';
    if (error.kind !== 'ended' && error.kind !== 'signed-out' && !notTheirs) throw error;
    // The session ended (the member signs in and adds the pass again to resume updates), or the voucher
    // is no longer theirs: the pass as last issued, a voucher voided.
    return pass.content.kind === 'voucher' && notTheirs ? { ...pass.content, state: 'used' } : pass.content;
  }
}

async function latestPass(request: Request, store: WalletStore, serial: string): Promise<Response> {
  const authorized = await authorizedPass(request, store, serial);
  if (!authorized) return unauthorized();
  const { pass, authenticationToken } = authorized;
  // Without a session (logged out, or its sealed copy altered) the pass stays as last issued.
  const content = pass.session ? await latest(pass) : pass.content;
  const changed = JSON.stringify(content) !== JSON.stringify(pass.content);
  const updated = changed ? await store.refreshed(serial, content, true) : pass.updated;
  const lastModified = new Date(updated).toUTCString();
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  // HTTP dates count whole seconds.
  if (Number.isFinite(since) && Math.floor(updated / 1000) * 1000 <= since) return empty(304, { 'Last-Modified': lastModified });
  const brand = await loadBrand(request);
  return pkpassResponse(
    content,
    brand,
    // The token the device asked with: only digests are kept, and this one is known to work for it.
    { url: `${brand.origin}/api/wallet`, authenticationToken },
    { 'Last-Modified': lastModified },
  );
}

async function register(request: Request, store: WalletStore, device: string, serial: string): Promise<Response> {
  const pass = await authorizedPass(request, store, serial);
  if (!pass) return unauthorized();
  const text = await readBodyWithin(request, MAX_BODY_BYTES);
  if (text === null) return answer(413, { detail: `The body must be at most ${MAX_BODY_BYTES} bytes.` });
  let pushToken = '';
  try {
    const body = JSON.parse(text) as { pushToken?: unknown };
    pushToken = typeof body?.pushToken === 'string' ? body.pushToken : '';
  } catch {
    // read as no token, below
  }
  if (!isPushToken(pushToken)) return answer(400, { detail: 'The body must be {"pushToken": "<hex>"}.' });
  const registered = await store.register(device, serial, pushToken);
  if (registered === 'gone') return unauthorized();
  if (registered === 'full') return answer(429, { detail: 'This pass is registered on too many devices.' });
  return empty(registered === 'created' ? 201 : 200);
}

async function changedSerials(request: Request, store: WalletStore, device: string): Promise<Response> {
  const raw = new URL(request.url).searchParams.get('passesUpdatedSince');
  const since = raw && /^\d{1,16}$/.test(raw) ? Number(raw) : null;
  const { serials, lastUpdated } = await store.changedFor(device, since);
  if (serials.length === 0) return empty(204);
  return answer(200, { serialNumbers: serials, lastUpdated: String(lastUpdated) });
}

/** Answers `<method> /api/wallet/v1/<segments…>`. */
export async function answerWebService(request: Request, method: Method, segments: string[]): Promise<Response> {
  const apple = walletCredentials().apple;
  const store = walletStore();
  if (!apple || !store) return notFound();
  const [first, a, b, c, d, ...rest] = segments;
  try {
    if (first === 'log' && segments.length === 1 && method === 'POST') return await logDeviceMessages(request);
    if (rest.length > 0 || ![a, b, c, d].filter(Boolean).every((id) => ID.test(id))) return notFound();
    if (first === 'passes' && a === apple.config.passTypeId && b && !c && method === 'GET') return await latestPass(request, store, b);
    if (first === 'devices' && a && b === 'registrations' && c === apple.config.passTypeId) {
      if (!d && method === 'GET') return await changedSerials(request, store, a);
      if (d && method === 'POST') return await register(request, store, a, d);
      if (d && method === 'DELETE') {
        if (!(await authorizedPass(request, store, d))) return unauthorized();
        await store.unregister(a, d);
        return empty(200);
      }
    }
    return notFound();
  } catch (error) {
    if (error instanceof WalletStoreDown || error instanceof MemberRefusal) {
      return answer(503, { detail: error.message }, { 'Retry-After': '60' });
    }
    console.error('[wallet] the pass web service failed:', error);
    return answer(500, { detail: 'The pass web service failed.' });
  }
}
