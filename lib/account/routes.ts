/**
 * The member's own account (`/api/account/*`, docs/privacy.md): each route acts for the member of the
 * request's session (the member gate, lib/session/gate.ts), from the portal's own pages only, and asks the
 * backend with that session's token. A guest or a refused session is a 401 with its challenge, and nothing
 * is asked of the backend but the session's check. The backend's refusals are passed on in its words; one
 * that does not offer a call (404, 405, 501) is a 501 `{"offered": false}`, and the pages render without
 * that control for a while (./offered.ts). Every answer is `private, no-store`; no code or token is logged
 * or put in a URL.
 */
import 'server-only';
import { readPushConfig } from '@/lib/config';
import { changeMobile, deleteAccount, requestAccountDeletionOtp, requestMobileOtp, updateProfile } from '@/lib/api/auth';
import { accountProblemBody } from '@/lib/api/account';
import { listConsents, updateConsents } from '@/lib/api/member';
import { notOffered } from '@/lib/api/optional';
import { waitSeconds } from '@/lib/api/too-many';
import type { ApiResult, Consent, ConsentChange, DeletionRequest, OtpChallenge } from '@/lib/api/types';
import { PRIVATE_NO_STORE, answer } from '@/lib/server/private-answer';
import { RequestRefused, bodyField, jsonBody } from '@/lib/server/request-body';
import { fromThisSite } from '@/lib/server/same-origin';
import { MemberRefusal, type SignedMember, answerRefusal, memberRoute, refusalOf } from '@/lib/session/gate';
import { PushStoreDown, pushStore } from '@/lib/push/store';
import { MARKETING_PUSH_CONSENT } from '@/lib/push/topics';
import { markMemberDeleted } from '@/lib/server/deleted-members';
import { memberPassesChanged } from '@/lib/wallet/notify';
import { walletStore } from '@/lib/wallet/registrations';
import { type CopyFile, claimCopy, releaseCopy } from './copy-limit';
import { CopyFailed, dataCopy, historyCsv, wholeHistory } from './data-copy';
import { noteAnswer } from './offered';
import { observer } from '@/lib/observability/observer.mjs';

/** A profile or a list of consents is well under 1 KB; anything far larger is not one. */
const MAX_BODY_BYTES = 4096;
/** A change to the name or number waits this long at most for the member's wallet passes to be told. */
const PASSES_WAIT_MS = 2000;
/** The longest value passed on: a name, an e-mail (254), a number, a code, a reason (500). */
const MAX_FIELD_LENGTH = 500;
const MAX_CONSENTS = 20;

const badRequest = (detail: string) => new RequestRefused(400, detail);

/**
 * A route of the account: from this site, for the session's member (the gate, lib/session/gate.ts); `work`
 * gets the member with the session's token.
 */
async function forAccount(request: Request, work: (member: SignedMember) => Promise<Response>): Promise<Response> {
  if (!fromThisSite(request)) return answer(403, { detail: "The account is changed from the portal's own pages only." });
  return memberRoute(request, work);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text field of the body: undefined when absent (and not `required`); throws RequestRefused for anything else. */
function textField(body: unknown, name: string, required: true): string;
function textField(body: unknown, name: string, required?: boolean): string | undefined;
function textField(body: unknown, name: string, required = false): string | undefined {
  const value = bodyField(body, name);
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || value.length > MAX_FIELD_LENGTH || (required && !value.trim())) {
    throw badRequest(`"${name}" must be text of at most ${MAX_FIELD_LENGTH} characters.`);
  }
  return value;
}

/** The backend's refusal, or its failure, as the route's answer: its own words for a change it refused. */
function backendAnswer(result: ApiResult<unknown>): Response {
  if (notOffered(result)) return answer(501, { offered: false, detail: 'The member service does not offer this.' });
  if (result.status === 429) {
    return answer(429, accountProblemBody(result.problem, result.error), { 'Retry-After': String(waitSeconds(result)) });
  }
  if (result.status >= 400 && result.status < 500 && result.status !== 401 && result.status !== 403) {
    return answer(result.status === 409 ? 409 : 400, accountProblemBody(result.problem, result.error));
  }
  return answerRefusal(refusalOf(result));
}

/** The backend's answer passed on: `ok` with its data, else its refusal. */
async function passOn<T>(result: ApiResult<T>, ok: (data: T) => Response | Promise<Response>): Promise<Response> {
  return result.ok && result.data !== undefined ? ok(result.data) : backendAnswer(result);
}

// The contract's shapes, which the browser reads with the backend calls' own readers.
const challengeAnswer = (challenge: OtpChallenge) => ({
  length: challenge.length,
  expired_at: challenge.expiredAt,
  ...(challenge.otpCode ? { otp_code: challenge.otpCode } : {}),
});
const consentsAnswer = (consents: Consent[]) =>
  consents.map(({ key, granted, text, version, updatedAt }) => ({ key, granted, text, version, updated_at: updatedAt }));
const deletionAnswer = ({ reference, dueAt }: DeletionRequest) => ({ reference, due_at: dueAt });

/**
 * The member's name or number changed: their wallet passes are made afresh on their devices (the same
 * update as the backend's webhook, lib/wallet/notify.ts), waited for a moment at most.
 */
async function passesFollow(uid: string): Promise<void> {
  await Promise.race([memberPassesChanged(uid), new Promise((resolve) => setTimeout(resolve, PASSES_WAIT_MS))]);
}

/** `PATCH /api/account/profile` `{"first_name"?, "last_name"?, "email"?}`: answers `{"user"}` as changed. */
export function patchProfile(request: Request): Promise<Response> {
  return forAccount(request, async ({ token, uid }) => {
    const body = await jsonBody(request, MAX_BODY_BYTES);
    if (!isObject(body)) throw badRequest('Send {"first_name", "last_name", "email"}, any of them.');
    const changes = {
      first_name: textField(body, 'first_name'),
      last_name: textField(body, 'last_name'),
      email: textField(body, 'email'),
    };
    return passOn(noteAnswer('profile', await updateProfile(changes, token)), async (user) => {
      await passesFollow(uid);
      return answer(200, { user });
    });
  });
}

/** `POST /api/account/mobile/otp` `{"address"}`: a code by WhatsApp to the new number. */
export function postMobileOtp(request: Request): Promise<Response> {
  return forAccount(request, async ({ token }) => {
    const address = textField(await jsonBody(request, MAX_BODY_BYTES), 'address', true);
    return passOn(noteAnswer('number', await requestMobileOtp(address.trim(), token)), (challenge) =>
      answer(200, challengeAnswer(challenge)),
    );
  });
}

/** `POST /api/account/mobile` `{"address", "otp_code"}`: the account moves to the new number; `{"user"}`. */
export function postMobile(request: Request): Promise<Response> {
  return forAccount(request, async ({ token, uid }) => {
    const body = await jsonBody(request, MAX_BODY_BYTES);
    const address = textField(body, 'address', true);
    const code = textField(body, 'otp_code', true);
    return passOn(noteAnswer('number', await changeMobile(address.trim(), code.trim(), token)), async (user) => {
      await passesFollow(uid);
      return answer(200, { user });
    });
  });
}

/** The changes of a consents body: `[{"key", "granted", "version"?}]`; throws RequestRefused for anything else. */
function consentChanges(body: unknown): { key: string; granted: boolean; version?: string }[] {
  if (!Array.isArray(body) || body.length === 0 || body.length > MAX_CONSENTS) {
    throw badRequest(`Send a list of at most ${MAX_CONSENTS} consents: [{"key", "granted", "version"}].`);
  }
  return body.map((change) => {
    const key = textField(change, 'key', true);
    const version = textField(change, 'version');
    if (!isObject(change) || typeof change.granted !== 'boolean') throw badRequest('"granted" must be true or false.');
    return { key, granted: change.granted, ...(version !== undefined ? { version } : {}) };
  });
}

/**
 * `PUT /api/account/consents` `[{"key", "granted", "version"?}]`: answers every consent as stored. A change
 * without its text's version is to the text the backend has now (read first). Withdrawing `marketing_push`
 * first turns new deals off on every device of the member's (docs/push.md#hook-up-points), whatever the
 * browser does next: with push on, a store that does not answer is a 503, the consent left as it was.
 */
export function putConsents(request: Request): Promise<Response> {
  return forAccount(request, async ({ token, uid }) => {
    const changes = consentChanges(await jsonBody(request, MAX_BODY_BYTES));
    const reminders = pushStore();
    if (reminders && changes.some((change) => change.key === MARKETING_PUSH_CONSENT && !change.granted)) {
      try {
        await reminders.dropTopic(uid, 'new_deals');
      } catch (error) {
        if (!(error instanceof PushStoreDown)) throw error;
        if (readPushConfig()) {
          return answer(
            503,
            { detail: 'New deals could not be turned off on your devices: the consent is unchanged. Try again in a moment.' },
            { 'Retry-After': '30' },
          );
        }
        // Push off sends nothing: the consent is not held up for devices kept from before.
        console.warn("[account] new deals not turned off on a member's devices: Redis did not answer.");
      }
    }
    let current: Consent[] = [];
    if (changes.some((change) => change.version === undefined)) {
      const listed = await listConsents(token);
      if (!listed.ok || !listed.data) return backendAnswer(listed);
      current = listed.data;
    }
    const sent: ConsentChange[] = changes.map((change) => ({
      ...change,
      version: change.version ?? current.find((consent) => consent.key === change.key)?.version ?? '',
    }));
    return passOn(await updateConsents(sent, token), (consents) => answer(200, consentsAnswer(consents)));
  });
}

/** `POST /api/account/deletion/otp`: a code by WhatsApp to the member's own number. */
export function postDeletionOtp(request: Request): Promise<Response> {
  return forAccount(request, async ({ token }) =>
    passOn(noteAnswer('deletion', await requestAccountDeletionOtp(token)), (challenge) => answer(200, challengeAnswer(challenge))),
  );
}

/**
 * What the portal keeps for a member whose deletion the backend accepted: their wallet passes' registrations
 * and their devices' reminders, both in Redis. The member is marked deleted first (lib/server/deleted-
 * members.ts): a subscription or a pass that arrives from now on is refused in the same step as its write,
 * and what landed before the mark is removed here after it. A store that does not answer now is logged;
 * its keys expire.
 */
async function forgetKept(member: string, dueAt: string | null): Promise<void> {
  const marked = await Promise.allSettled([markMemberDeleted(member, dueAt)]);
  const wallet = walletStore();
  const reminders = pushStore();
  const outcomes = [...marked, ...(await Promise.allSettled([wallet?.forgetMember(member), reminders?.forgetMember(member)]))];
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') {
      const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
      console.warn(`[account] a deleted member's records were not all removed: ${reason}`);
    }
  }
}

/** `POST /api/account/deletion` `{"otp_code", "reason"?}`: 202 `{"reference", "due_at"}` when accepted. */
export function postDeletion(request: Request): Promise<Response> {
  return forAccount(request, async ({ token, uid }) => {
    const body = await jsonBody(request, MAX_BODY_BYTES);
    const code = textField(body, 'otp_code', true);
    const reason = textField(body, 'reason') ?? '';
    return passOn(noteAnswer('deletion', await deleteAccount(code.trim(), reason, token)), async (deletion) => {
      await forgetKept(uid, deletion.dueAt);
      observer()?.account?.('deletion', 'done');
      return answer(202, deletionAnswer(deletion));
    });
  });
}

/** Today in Jakarta, for a file's name: `2026-11-30`. */
const today = (now: Date) => now.toLocaleDateString('sv-SE', { timeZone: 'Asia/Jakarta' });

function attachment(body: string, type: string, filename: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': PRIVATE_NO_STORE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * `GET /api/account/data`: the member's data copy as a JSON attachment; `?format=csv`, their points history
 * as CSV. Each at most once a minute per member (429 with `Retry-After`); a backend that fails on any call
 * the copy needs gives no copy (and the minute does not count).
 */
export function getAccountData(request: Request): Promise<Response> {
  return forAccount(request, async ({ token, user, member, uid }) => {
    const format = new URL(request.url).searchParams.get('format') ?? 'json';
    if (format !== 'json' && format !== 'csv') throw badRequest('"format" is json (the default) or csv.');
    const file: CopyFile = format;
    const claim = await claimCopy(uid, file);
    if (!claim.ok) {
      observer()?.account?.('data_copy', 'refused');
      return answer(
        429,
        { detail: `One copy a minute: try again in ${claim.retryAfter} seconds.` },
        { 'Retry-After': String(claim.retryAfter) },
      );
    }
    const now = new Date();
    try {
      if (file === 'csv') {
        const csv = historyCsv(await wholeHistory(token));
        observer()?.account?.('data_copy', 'done');
        return attachment(csv, 'text/csv; charset=utf-8; header=present', `riwayat-poin-${today(now)}.csv`);
      }
      const copy = await dataCopy(token, user, member, now);
      observer()?.account?.('data_copy', 'done');
      return attachment(`${JSON.stringify(copy, null, 2)}\n`, 'application/json; charset=utf-8', `data-saya-${today(now)}.json`);
    } catch (error) {
      await releaseCopy(uid, file);
      observer()?.account?.('data_copy', 'failed');
      if (!(error instanceof CopyFailed)) throw error;
      if (error.status === 401 || error.status === 403) throw new MemberRefusal('ended');
      if (error.status >= 500 || error.status === 429) throw new MemberRefusal('unavailable', `${error.message} Try again in a moment.`);
      throw new MemberRefusal('bad-backend', error.message);
    }
  });
}
