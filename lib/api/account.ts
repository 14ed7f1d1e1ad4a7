/**
 * The portal's own routes for the member's own account (`/api/account/*`, docs/privacy.md), for the
 * browser: the profile, a new number, the consents, a copy of the data and deletion. The routes act for
 * the session in the cookie and ask the backend with its token; they answer in the contract's shapes, so
 * the same readers as the backend's calls read them.
 */
import { toOtpChallenge } from './auth';
import { download, mapResult, request } from './http';
import { consentsOf, isRecord, toDeletionRequest, userOf } from './normalize';
import type { ApiErrorBody, ApiResult, Consent, ConsentChange, ProfileChanges } from './types';

/**
 * Why a route refused, as the browser reads it: the backend's words (`detail`, one message per field it
 * named, `code` of a coded number error), and `notOffered` when the backend does not offer the call.
 */
export interface AccountProblem {
  detail?: string;
  fields: Record<string, string>;
  code?: string;
  notOffered: boolean;
}

/** The most fields and the longest words passed on from a backend's error body. */
const MAX_FIELDS = 20;
const MAX_WORDS = 500;

const words = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : isRecord(value) ? value.message : value;
  return typeof first === 'string' && first.trim() ? first.trim().slice(0, MAX_WORDS) : undefined;
};

/**
 * A backend's error body (`{"detail"}`, `{"field": ["..."]}`, `{"field": {"code", "message"}}`) as the
 * account routes pass it on: its words only, bounded.
 */
export function accountProblemBody(
  problem: ApiErrorBody | undefined,
  error?: string,
): { detail?: string; fields?: Record<string, string>; code?: string } {
  const fields: Record<string, string> = {};
  let code: string | undefined;
  for (const [name, value] of Object.entries(problem ?? {}).slice(0, MAX_FIELDS)) {
    if (name === 'detail' || name === 'non_field_errors' || !/^\w{1,64}$/.test(name)) continue;
    const message = words(value);
    if (message) fields[name] = message;
    if (isRecord(value) && typeof value.code === 'string' && /^[\w-]{1,64}$/.test(value.code)) code ??= value.code;
  }
  const detail =
    words(problem?.detail) ?? words(problem?.non_field_errors) ?? (error?.trim() ? error.trim().slice(0, MAX_WORDS) : undefined);
  return {
    ...(detail ? { detail } : {}),
    ...(Object.keys(fields).length ? { fields } : {}),
    ...(code ? { code } : {}),
  };
}

/** What a refusal of an account route says (see AccountProblem). */
export function accountProblem(result: ApiResult<unknown>): AccountProblem {
  const body = result.problem;
  const fields: Record<string, string> = {};
  if (isRecord(body?.fields)) for (const [name, value] of Object.entries(body.fields)) if (typeof value === 'string') fields[name] = value;
  return {
    ...(typeof body?.detail === 'string' && body.detail.trim() ? { detail: body.detail } : {}),
    fields,
    ...(typeof body?.code === 'string' ? { code: body.code } : {}),
    notOffered: body?.offered === false,
  };
}

const portal = { service: 'portal' } as const;

/** Changes the member's name and e-mail (`PATCH /api/account/profile`); answers the user as changed. */
export async function saveProfile(changes: ProfileChanges) {
  return mapResult(await request<unknown>('api/account/profile', { ...portal, method: 'PATCH', body: changes }), userOf);
}

/** Sends a code by WhatsApp to the member's new number (`POST /api/account/mobile/otp`). */
export async function requestNumberCode(address: string) {
  return mapResult(await request<unknown>('api/account/mobile/otp', { ...portal, method: 'POST', body: { address } }), toOtpChallenge);
}

/** Moves the account to the new number with the code sent to it (`POST /api/account/mobile`). */
export async function changeNumber(address: string, otpCode: string) {
  return mapResult(
    await request<unknown>('api/account/mobile', { ...portal, method: 'POST', body: { address, otp_code: otpCode } }),
    userOf,
  );
}

/**
 * Gives or withdraws consents (`PUT /api/account/consents`); answers every consent as stored. A change
 * without `version` is to the text the backend has now (the reminders card's Deal baru).
 */
export async function saveConsents(changes: readonly (Omit<ConsentChange, 'version'> & { version?: string })[]) {
  return mapResult(await request<unknown>('api/account/consents', { ...portal, method: 'PUT', body: changes }), consentsOf);
}

/** Sends a code by WhatsApp to the member's own number, to confirm a deletion (`POST /api/account/deletion/otp`). */
export async function requestDeletionCode() {
  return mapResult(await request<unknown>('api/account/deletion/otp', { ...portal, method: 'POST', body: {} }), toOtpChallenge);
}

/** Asks for the account to be deleted with the code (`POST /api/account/deletion`): its reference and due date. */
export async function requestDeletion(otpCode: string, reason = '') {
  return mapResult(
    await request<unknown>('api/account/deletion', {
      ...portal,
      method: 'POST',
      body: { otp_code: otpCode, ...(reason.trim() ? { reason: reason.trim() } : {}) },
    }),
    toDeletionRequest,
  );
}

export type DataFile = 'json' | 'csv';

/** The member's data copy (`GET /api/account/data`) as JSON, or its points history as CSV. */
export function downloadAccountData(file: DataFile) {
  return download(
    'api/account/data',
    file === 'csv' ? { format: 'csv' } : undefined,
    file === 'csv' ? 'riwayat-poin.csv' : 'data-saya.json',
  );
}

/** The member's consents as a page rendered for the session found them (`listConsents`). */
export type RenderedConsents = { kind: 'offered'; list: Consent[] } | { kind: 'not-offered' } | { kind: 'failed' };

/** What the member loses with the account, counted where it can be: for the deletion's warning. */
export interface DeletionLosses {
  /** Active vouchers (null: they could not be counted now). */
  activeVouchers: number | null;
  /** Apple Wallet passes this server keeps up to date (null: it keeps none, so none stop updating). */
  walletPasses: number | null;
}

/** The optional calls a control of the account needs: the profile's change, the number's, the deletion. */
export type AccountCall = 'profile' | 'number' | 'deletion';
/** Whether the backend offers each (false: it said lately it does not; lib/account/offered.ts). */
export type OfferedCalls = Record<AccountCall, boolean>;

/** What "Privasi & Data" renders for the session's member (app/member/privacy/page.tsx). */
export interface RenderedPrivacy {
  consents: RenderedConsents;
  losses: DeletionLosses;
  /** False: the backend said lately it does not offer deletion, so the section is the brand's contact. */
  deletionOffered: boolean;
}
