/**
 * The demo API's state and every operation on it. Handlers only parse requests and call these.
 *
 * The store lives on `globalThis` so the /demo-api route handler and server components
 * (which may load this module in separate bundles) see one set of users, tokens and vouchers.
 */
import type { JsonBodyType } from 'msw';
import { waitInWords } from '@/lib/api/too-many';
import {
  REFERRAL_BONUS_POINTS,
  SEED,
  VOUCHER_VALID_DAYS,
  jakartaTime,
  type RawCode,
  type RawContentItem,
  type RawDeal,
  type RawLevel,
  type RawProduct,
  type SeedCategory,
  type SeedConsent,
  type SeedMember,
  type SeedUser,
  type SeedVoucher,
} from './seed';

// ---- State ----

export interface DemoOtp {
  code: string;
  /** Epoch ms. */
  expiresAt: number;
  /** The signed-in user a code of theirs was sent for (a new number, a deletion): no one else can use it. */
  userUid?: string;
}

/** A deletion accepted: the user and member are gone at once; `due_at` is when a real backend's erasure ends. */
export interface DemoDeletion {
  reference: string;
  user_uid: string;
  reason: string;
  requested_at: string;
  due_at: string;
}

export interface DemoVisitorSession {
  _goid: string;
  visitor_id: string | null;
  contact: Record<string, unknown> | null;
  /** Whatever else the widget sent at init (_referrer, _origin...). */
  data: Record<string, unknown>;
  created_at: string;
}

export interface DemoVisitorEvent {
  _goid: string;
  event_name: string;
  event_data: Record<string, unknown>;
  created_at: string;
}

export interface DemoStore {
  users: SeedUser[];
  members: SeedMember[];
  /** token → user uid */
  tokens: Map<string, string>;
  /** `${purpose}:${normalised address}` → the latest code sent */
  otps: Map<string, DemoOtp>;
  /** Newest first. */
  vouchers: SeedVoucher[];
  /** user uid → consent key → the choice made. */
  consents: Record<string, Record<string, SeedConsent>>;
  deletions: DemoDeletion[];
  visitorSessions: Map<string, DemoVisitorSession>;
  /** Newest first, capped so a long-running demo server does not grow without bound. */
  visitorEvents: DemoVisitorEvent[];
  /** `${limit}:${normalised address}` → times (epoch ms) of the attempts still inside the window. */
  attempts: Map<string, number[]>;
}

const GLOBAL_KEY = '__arenaDemoApiStore';
type StoreHolder = typeof globalThis & { [GLOBAL_KEY]?: DemoStore };

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60 * 1000;
const MAX_VISITOR_EVENTS = 1000;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

function freshStore(): DemoStore {
  const seed = structuredClone({ users: SEED.users, members: SEED.members, vouchers: SEED.vouchers, consents: SEED.consents });
  return {
    ...seed,
    deletions: [],
    tokens: new Map(Object.entries(SEED.tokens)),
    otps: new Map(),
    visitorSessions: new Map(),
    visitorEvents: [],
    attempts: new Map(),
  };
}

export function getDemoStore(): DemoStore {
  const holder = globalThis as StoreHolder;
  holder[GLOBAL_KEY] ??= freshStore();
  return holder[GLOBAL_KEY];
}

/** Back to the seed: forgets every token, OTP, registration, redemption and visitor event. */
export function resetDemoStore(): void {
  (globalThis as StoreHolder)[GLOBAL_KEY] = freshStore();
}

// ---- Answers ----

/** A status, JSON body and any headers; handlers turn it into a response unchanged. */
export interface Answer<Body extends JsonBodyType = JsonBodyType> {
  status: number;
  body: Body;
  headers?: Record<string, string>;
}

// Each answer keeps its body's own type: the handlers (typed by contract/openapi.yaml through openapi-msw)
// then refuse, at type-check time, a body the contract does not allow.
const answer = <Body extends JsonBodyType>(body: Body, status = 200, headers?: Record<string, string>): Answer<Body> => ({
  status,
  body,
  ...(headers ? { headers } : {}),
});
export const NOT_FOUND = answer({ detail: 'Not found.' }, 404);
const MEMBER_NOT_FOUND = answer({ detail: 'Member not found.' }, 404);

// ---- Helpers ----

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read aloud at a till
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomString(length: number, alphabet = ID_ALPHABET): string {
  const bytes = new Uint32Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

function randomDigits(length: number): string {
  return randomString(length, '0123456789');
}

const nowIso = () => new Date().toISOString();

export const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Compares Indonesian mobile numbers: digits only, a leading 62 (or +62) or a bare 8 becomes 0. */
export function normalisePhone(raw: string): string {
  // The portal's phone rule allows a trailing decimal part and # at either end: drop them first.
  let digits = raw
    .trim()
    .replace(/^#|#$/g, '')
    .replace(/\.\d*$/, '')
    .replace(/\D/g, '');
  if (digits.startsWith('62')) digits = `0${digits.slice(2)}`;
  else if (digits.startsWith('8')) digits = `0${digits}`;
  return digits;
}

const isValidPhone = (normalised: string) => /^0\d{8,13}$/.test(normalised);
const isValidEmail = (email: string) => /^[^\s@]{1,64}@[^\s@]+\.[A-Za-z]{2,}$/.test(email) && email.length <= 254;

/** An OTP address is an e-mail (lower-cased) or a phone number (normalised). */
function normaliseAddress(raw: string): string {
  return raw.includes('@') ? raw.trim().toLowerCase() : normalisePhone(raw);
}

function findUserByAddress(address: string): SeedUser | undefined {
  if (!address) return undefined;
  return getDemoStore().users.find((u) => normalisePhone(u.mobile_no) === address || u.email.toLowerCase() === address);
}

/** `page` / `size` (or `page_size`) paging into the Django REST page shape. */
function paginate<T>(items: T[], url: URL, sizeParam: 'size' | 'page_size' = 'page_size') {
  const rawSize = Number.parseInt(url.searchParams.get(sizeParam) ?? '', 10);
  const size = Number.isFinite(rawSize) && rawSize >= 0 ? Math.min(rawSize, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
  const rawPage = Number.parseInt(url.searchParams.get('page') ?? '', 10);
  const page = Number.isFinite(rawPage) && rawPage > 0 ? rawPage : 1;
  const start = (page - 1) * size;
  const results = items.slice(start, start + size);
  const linkTo = (p: number) => {
    const link = new URL(url);
    link.searchParams.set('page', String(p));
    return link.toString();
  };
  return {
    count: items.length,
    next: size > 0 && start + size < items.length ? linkTo(page + 1) : null,
    previous: page > 1 && size > 0 ? linkTo(page - 1) : null,
    results,
  };
}

// ---- Attempt limits ----

/** Like a careful backend: per number, at most this many OTP requests and wrong codes in the window. */
export const ATTEMPT_WINDOW_MS = 10 * 60 * 1000;
export const ATTEMPT_LIMITS = { 'otp-request': 5, 'wrong-code': 5 } as const;
export type AttemptLimit = keyof typeof ATTEMPT_LIMITS;
/** Numbers remembered at once; the oldest is forgotten first, so sprayed numbers cannot grow the store. */
const MAX_TRACKED_ADDRESSES = 10_000;

const LIMIT_DETAIL: Record<AttemptLimit, (seconds: number) => string> = {
  'otp-request': (s) => `Terlalu banyak permintaan kode OTP untuk nomor ini. Coba lagi dalam ${waitInWords(s)}.`,
  'wrong-code': (s) => `Terlalu banyak kode OTP yang salah. Coba lagi dalam ${waitInWords(s)}.`,
};

function recentAttempts(limit: AttemptLimit, address: string, now: number): number[] {
  const attempts = getDemoStore().attempts;
  const key = `${limit}:${address}`;
  const times = (attempts.get(key) ?? []).filter((t) => now - t < ATTEMPT_WINDOW_MS);
  if (times.length) attempts.set(key, times);
  else attempts.delete(key);
  return times;
}

/** 429 with Retry-After when `address` has used up `limit` in the window; null while attempts remain. */
function overLimit(limit: AttemptLimit, address: string) {
  const now = Date.now();
  const times = recentAttempts(limit, address, now);
  if (times.length < ATTEMPT_LIMITS[limit]) return null;
  const seconds = Math.max(1, Math.ceil((times[0] + ATTEMPT_WINDOW_MS - now) / 1000));
  return answer({ detail: LIMIT_DETAIL[limit](seconds) }, 429, { 'Retry-After': String(seconds) });
}

function countAttempt(limit: AttemptLimit, address: string): void {
  const now = Date.now();
  const times = recentAttempts(limit, address, now);
  const attempts = getDemoStore().attempts;
  attempts.delete(`${limit}:${address}`);
  attempts.set(`${limit}:${address}`, [...times, now]);
  // A Map keeps insertion order: the first key is the one touched longest ago.
  while (attempts.size > MAX_TRACKED_ADDRESSES) attempts.delete(attempts.keys().next().value!);
}

// ---- Auth: users, OTPs, tokens ----

export type OtpPurpose = 'login' | 'register' | 'mobile' | 'delete';

function issueOtp(purpose: OtpPurpose, address: string, userUid?: string) {
  const otp: DemoOtp = { code: randomDigits(OTP_LENGTH), expiresAt: Date.now() + OTP_TTL_MS, ...(userUid ? { userUid } : {}) };
  getDemoStore().otps.set(`${purpose}:${address}`, otp);
  // The demo reveals the code so anyone can sign in without a real WhatsApp message.
  return answer({ length: OTP_LENGTH, expired_at: new Date(otp.expiresAt).toISOString(), otp_code: otp.code });
}

/** True when `code` is the latest unexpired code sent to `address`; a matching code is used up. */
function consumeOtp(purpose: OtpPurpose, address: string, code: string, userUid?: string): boolean {
  const key = `${purpose}:${address}`;
  const otp = getDemoStore().otps.get(key);
  if (!otp || !code || otp.code !== code.trim() || Date.now() > otp.expiresAt || otp.userUid !== userUid) return false;
  getDemoStore().otps.delete(key);
  return true;
}

function invalidAddress(raw: string) {
  const address = normaliseAddress(raw);
  const valid = raw.includes('@') ? isValidEmail(address) : isValidPhone(address);
  return valid ? null : answer({ address: { code: 'invalid', message: 'Nomor tidak valid' } }, 400);
}

/** Every OTP request for a valid address counts toward its limit, whatever the answer. */
function otpRequestLimited(address: string) {
  const limited = overLimit('otp-request', address);
  if (!limited) countAttempt('otp-request', address);
  return limited;
}

export function requestLoginOtp(rawAddress: string) {
  const problem = invalidAddress(rawAddress);
  if (problem) return problem;
  const address = normaliseAddress(rawAddress);
  const limited = otpRequestLimited(address);
  if (limited) return limited;
  if (!findUserByAddress(address)) {
    return answer({ address: { code: 'not-found', message: 'Nomor belum terdaftar' } }, 400);
  }
  return issueOtp('login', address);
}

export function requestRegisterOtp(rawAddress: string) {
  const problem = invalidAddress(rawAddress);
  if (problem) return problem;
  const address = normaliseAddress(rawAddress);
  const limited = otpRequestLimited(address);
  if (limited) return limited;
  if (findUserByAddress(address)) {
    const message = address.includes('@') ? 'Email sudah terdaftar' : 'Nomor sudah terdaftar';
    return answer({ address: { code: 'exists', message } }, 400);
  }
  return issueOtp('register', address);
}

function issueToken(user: SeedUser): string {
  const token = `demo.${randomString(32)}`;
  getDemoStore().tokens.set(token, user.uid);
  return token;
}

const WRONG_OTP = answer({ otp_code: ['Kode OTP salah'] }, 400);

/**
 * Checks a code against the wrong-code limit: once it is used up, even the right code is refused
 * until the window has passed, so guessing gains nothing.
 */
function checkCode(purpose: OtpPurpose, address: string, code: string, userUid?: string) {
  const limited = overLimit('wrong-code', address);
  if (limited) return limited;
  if (consumeOtp(purpose, address, code, userUid)) return null;
  countAttempt('wrong-code', address);
  return WRONG_OTP;
}

export function signIn(username: string, otpCode: string) {
  const address = normaliseAddress(username);
  const refused = checkCode('login', address, otpCode);
  if (refused) return refused;
  const user = findUserByAddress(address);
  if (!user) return WRONG_OTP;
  return answer({ token: issueToken(user) });
}

export interface Registration {
  email: string;
  otp_code: string;
  mobile_no: string;
  first_name: string;
}

export function registerUser(input: Registration) {
  const errors: Record<string, string[]> = {};
  const mobile = normalisePhone(input.mobile_no);
  const email = input.email.trim().toLowerCase();
  const firstName = input.first_name.trim();

  if (!firstName) errors.first_name = ['Nama wajib diisi.'];
  if (!input.mobile_no.trim()) errors.mobile_no = ['Nomor wajib diisi.'];
  else if (!isValidPhone(mobile)) errors.mobile_no = ['Nomor tidak valid.'];
  else if (findUserByAddress(mobile)) errors.mobile_no = ['Nomor sudah terdaftar.'];
  // The portal lets e-mail stay empty; when given it must be valid and unused.
  if (email && !isValidEmail(email)) errors.email = ['Masukkan alamat email yang valid.'];
  else if (email && findUserByAddress(email)) errors.email = ['Email sudah digunakan'];
  if (Object.keys(errors).length > 0) return answer(errors, 400);

  const refused = checkCode('register', mobile, input.otp_code);
  if (refused) return refused;

  const user: SeedUser = { uid: `usr-${randomString(12)}`, first_name: firstName, last_name: '', email, mobile_no: mobile };
  getDemoStore().users.push(user);
  return answer({ token: issueToken(user) }, 201);
}

/** The user a token belongs to; `demo-expired.*` tokens are always refused. */
export function userForToken(token: string): SeedUser | undefined {
  if (!token || token.startsWith('demo-expired.')) return undefined;
  const uid = getDemoStore().tokens.get(token);
  return uid ? getDemoStore().users.find((u) => u.uid === uid) : undefined;
}

const userAnswer = ({ first_name, last_name, email, mobile_no }: SeedUser) => ({ user: { first_name, last_name, email, mobile_no } });

export function tokenInfo(token: string) {
  const user = userForToken(token);
  if (!user) return answer({ detail: 'Token tidak valid atau sudah kedaluwarsa.' }, 401, { 'WWW-Authenticate': 'Jwt' });
  return answer(userAnswer(user));
}

// ---- Member ----

export function memberOf(user: SeedUser): SeedMember | undefined {
  return getDemoStore().members.find((m) => m.user_uid === user.uid);
}

function levelOf(member: SeedMember): RawLevel {
  return SEED.scheme.levels.find((l) => l.uid === member.level_uid) ?? SEED.scheme.levels[0];
}

function memberAnswer(member: SeedMember) {
  // Optional fields of the contract only where the member has them.
  const { tier_points, expiring_points, card_number } = member;
  return {
    uid: member.uid,
    level: levelOf(member),
    account: {
      balance: member.balance,
      referral_code: member.referral_code,
      ...(expiring_points ? { expiring_points } : {}),
      ...(card_number ? { card_number } : {}),
    },
    ...(tier_points !== undefined ? { tier_points } : {}),
    referred_by: member.referred_by,
    created_at: member.created_at,
  };
}

export function getScheme() {
  return answer(SEED.scheme);
}

export function getMember(user: SeedUser) {
  const member = memberOf(user);
  return member ? answer(memberAnswer(member)) : MEMBER_NOT_FOUND;
}

function newReferralCode(user: SeedUser): string {
  const stem = (user.first_name.replace(/[^A-Za-z]/g, '').toUpperCase() || 'ARENA').slice(0, 4);
  const taken = new Set(getDemoStore().members.map((m) => m.referral_code));
  let code: string;
  do code = `${stem}${randomDigits(2)}`;
  while (taken.has(code));
  return code;
}

/** New members start with a welcome bonus, so a fresh demo account can redeem right away. */
export const WELCOME_BONUS_POINTS = 5000;

export function registerMember(user: SeedUser, referralCode: string) {
  if (memberOf(user)) return answer({ detail: 'Anda sudah terdaftar sebagai member.' }, 400);
  const given = referralCode.trim();
  const createdAt = nowIso();
  const member: SeedMember = {
    uid: `mbr-${randomString(12)}`,
    user_uid: user.uid,
    level_uid: SEED.scheme.levels[0].uid,
    balance: WELCOME_BONUS_POINTS.toFixed(2),
    referral_code: newReferralCode(user),
    // Kept as received, so tests can check the referral reached the server.
    referred_by: given || null,
    created_at: createdAt,
    transactions: [
      {
        uid: `trx-${randomString(12)}`,
        created_at: createdAt,
        description: 'Bonus selamat datang member baru',
        points: WELCOME_BONUS_POINTS,
        type: 'earn',
      },
    ],
    rewards: [],
    tier_points: WELCOME_BONUS_POINTS,
    expiring_points: [],
    // No card number: a member who joins online gets a card at the store later; until then the member
    // card shows the WhatsApp number, which is how cashiers look members up.
  };
  getDemoStore().members.push(member);
  return answer(memberAnswer(member), 201);
}

export function referralSummary(user: SeedUser) {
  const member = memberOf(user);
  if (!member) return MEMBER_NOT_FOUND;
  const code = member.referral_code.toUpperCase();
  const store = getDemoStore();
  const friends = store.members
    .filter((m) => m.referred_by?.toUpperCase() === code)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const referrals = friends.map((friend) => {
    const user = store.users.find((u) => u.uid === friend.user_uid);
    return {
      name: [user?.first_name, user?.last_name].filter(Boolean).join(' '),
      joined_at: friend.created_at,
      points: REFERRAL_BONUS_POINTS,
    };
  });
  return answer({
    referral_code: member.referral_code,
    total_referrals: friends.length,
    total_points: friends.length * REFERRAL_BONUS_POINTS,
    referrals,
  });
}

export function listRewards(user: SeedUser) {
  const member = memberOf(user);
  return member ? answer(member.rewards) : MEMBER_NOT_FOUND;
}

export function listTransactions(user: SeedUser, url: URL) {
  const member = memberOf(user);
  return member ? answer(paginate(member.transactions, url)) : MEMBER_NOT_FOUND;
}

export function listStores(channel: string) {
  const known = SEED.stores.some((s) => s.channels.includes(channel));
  // An unknown or empty channel answers every store rather than nothing.
  const stores = known ? SEED.stores.filter((s) => s.channels.includes(channel)) : SEED.stores;
  return answer(stores.map(({ uid, name, address, city, phone }) => ({ uid, name, address, city, phone })));
}

// ---- The member's own account (the contract's optional calls) ----

/** Days until a deletion the demo accepts is complete (`due_at`); the demo removes the account at once. */
export const DELETION_DUE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const NAME_MAX_LENGTH = 150;
const REASON_MAX_LENGTH = 500;
const INVALID_NUMBER = answer({ address: { code: 'invalid', message: 'Nomor tidak valid' } }, 400);

/** Changes the fields sent (first_name, last_name, email); one left out stays as it is. */
export function updateProfile(user: SeedUser, body: Record<string, unknown>) {
  const given = (name: string) => (Object.hasOwn(body, name) ? text(body[name]) : undefined);
  const firstName = given('first_name');
  const lastName = given('last_name');
  const email = given('email')?.toLowerCase();
  const errors: Record<string, string[]> = {};
  if (firstName === '') errors.first_name = ['Nama wajib diisi.'];
  else if (firstName && firstName.length > NAME_MAX_LENGTH) errors.first_name = [`Nama paling banyak ${NAME_MAX_LENGTH} karakter.`];
  if (lastName && lastName.length > NAME_MAX_LENGTH) errors.last_name = [`Nama paling banyak ${NAME_MAX_LENGTH} karakter.`];
  // As at registration, the e-mail may be left empty; one given must be valid and nobody else's.
  const owner = email ? findUserByAddress(email) : undefined;
  if (email && !isValidEmail(email)) errors.email = ['Masukkan alamat email yang valid.'];
  else if (owner && owner.uid !== user.uid) errors.email = ['Email sudah digunakan'];
  if (Object.keys(errors).length > 0) return answer(errors, 400);
  if (firstName !== undefined) user.first_name = firstName;
  if (lastName !== undefined) user.last_name = lastName;
  if (email !== undefined) user.email = email;
  return answer(userAnswer(user));
}

/** Why `number` cannot become the user's: it is already theirs, or another account's. */
function newNumberProblem(user: SeedUser, number: string) {
  if (number === normalisePhone(user.mobile_no)) return answer({ address: { code: 'same', message: 'Ini sudah nomor Anda.' } }, 400);
  if (findUserByAddress(number)) return answer({ address: { code: 'exists', message: 'Nomor sudah terdaftar di akun lain.' } }, 400);
  return null;
}

/** A code to the new number, counted against that number's limits as a sign-in's code is. */
export function requestMobileOtp(user: SeedUser, rawAddress: string) {
  const number = normalisePhone(rawAddress);
  if (!isValidPhone(number)) return INVALID_NUMBER;
  return otpRequestLimited(number) ?? newNumberProblem(user, number) ?? issueOtp('mobile', number, user.uid);
}

/** Moves the account to the new number: the next sign-in is with it, and the old one is no account's. */
export function changeMobile(user: SeedUser, rawAddress: string, code: string) {
  const number = normalisePhone(rawAddress);
  if (!isValidPhone(number)) return INVALID_NUMBER;
  const refused = checkCode('mobile', number, code, user.uid);
  if (refused) return refused;
  // Another account may have registered the number since the code was sent.
  const problem = newNumberProblem(user, number);
  if (problem) return problem;
  user.mobile_no = number;
  return answer(userAnswer(user));
}

/** A code to the account's own number, counted against its limits as a sign-in's code is. */
export function requestAccountDeletionOtp(user: SeedUser) {
  const number = normalisePhone(user.mobile_no);
  return otpRequestLimited(number) ?? issueOtp('delete', number, user.uid);
}

/** Everything the demo keeps of a user: the account, the member, vouchers, consents, tokens and codes. */
function removeUser(user: SeedUser): void {
  const store = getDemoStore();
  const member = memberOf(user);
  const number = normalisePhone(user.mobile_no);
  store.users = store.users.filter((u) => u.uid !== user.uid);
  if (member) {
    store.members = store.members.filter((m) => m.uid !== member.uid);
    store.vouchers = store.vouchers.filter((v) => v.member_uid !== member.uid);
  }
  delete store.consents[user.uid];
  for (const [token, uid] of store.tokens) if (uid === user.uid) store.tokens.delete(token);
  for (const [key, otp] of store.otps) if (otp.userUid === user.uid || key.endsWith(`:${number}`)) store.otps.delete(key);
}

/**
 * Deletes the account with the code sent for it, at once: its token is refused from then on, and its
 * number is unknown to sign-in (which asks to register). Answers 202 with a reference and `due_at`.
 */
export function deleteAccount(user: SeedUser, code: string, reason: string) {
  const refused = checkCode('delete', normalisePhone(user.mobile_no), code, user.uid);
  if (refused) return refused;
  removeUser(user);
  const now = Date.now();
  const deletion: DemoDeletion = {
    reference: `DEL-${randomString(8, CODE_ALPHABET)}`,
    user_uid: user.uid,
    reason: reason.slice(0, REASON_MAX_LENGTH),
    requested_at: new Date(now).toISOString(),
    due_at: new Date(now + DELETION_DUE_DAYS * DAY_MS).toISOString(),
  };
  getDemoStore().deletions.push(deletion);
  return answer({ reference: deletion.reference, due_at: deletion.due_at }, 202);
}

/** Every consent the scheme asks for, with the user's choice; one never made is not given. */
function consentList(user: SeedUser) {
  const chosen = getDemoStore().consents[user.uid] ?? {};
  return SEED.consentTexts.map(({ key, text, version }) => ({
    key,
    granted: chosen[key]?.granted ?? false,
    text,
    version,
    updated_at: chosen[key]?.updated_at ?? null,
  }));
}

export const listConsents = (user: SeedUser) => answer(consentList(user));

const CONSENT_TEXT_CHANGED = 'Teks persetujuan ini sudah diperbarui. Muat ulang halaman untuk membacanya.';

/** Stores the consents sent (all or none: one that cannot be stored refuses the lot); answers every consent. */
export function updateConsents(user: SeedUser, body: unknown) {
  if (!Array.isArray(body) || !body.every(isRecord))
    return answer({ detail: 'Kirim daftar persetujuan: [{"key", "granted", "version"}].' }, 400);
  const changes: { key: string; granted: boolean; version: string }[] = [];
  for (const change of body) {
    const consent = SEED.consentTexts.find((c) => c.key === text(change.key));
    if (!consent) return answer({ detail: `Persetujuan tidak dikenal: ${text(change.key) || '(tanpa key)'}.` }, 400);
    if (typeof change.granted !== 'boolean') return answer({ granted: ['Isi dengan true atau false.'] }, 400);
    // Consent is to the words the member read: given to an older text, it is not given. Withdrawing always works.
    if (change.granted && text(change.version) !== consent.version) return answer({ detail: CONSENT_TEXT_CHANGED }, 400);
    changes.push({ key: consent.key, granted: change.granted, version: consent.version });
  }
  const chosen = (getDemoStore().consents[user.uid] ??= {});
  for (const { key, granted, version } of changes) {
    // The date says when the choice last changed: sending the same one again leaves it.
    if (chosen[key]?.granted !== granted) chosen[key] = { granted, version, updated_at: nowIso() };
  }
  return answer(consentList(user));
}

// ---- Deals ----

const findDeal = (uid: string) => SEED.deals.find((d) => d.uid === uid);

const dealAnswer = (deal: RawDeal, codes: RawCode[] = []): RawDeal => ({ ...structuredClone(deal), codes });

export function listDeals(url: URL) {
  // Paged on purpose: exercises the client's reading of the page shape.
  return answer(
    paginate(
      SEED.deals.map((d) => dealAnswer(d)),
      url,
    ),
  );
}

export function getDeal(uid: string) {
  const deal = findDeal(uid);
  return deal ? answer(dealAnswer(deal)) : NOT_FOUND;
}

function voucherCode(): string {
  return `ARN-${randomString(4, CODE_ALPHABET)}-${randomString(4, CODE_ALPHABET)}`;
}

export function redeemDeal(user: SeedUser, uid: string) {
  const deal = findDeal(uid);
  if (!deal) return NOT_FOUND;
  const member = memberOf(user);
  if (!member) return MEMBER_NOT_FOUND;
  const balance = Number(member.balance);
  if (deal.price > balance) return answer({ detail: 'Poin anda tidak cukup untuk menukar deal ini.' }, 400);

  const createdAt = nowIso();
  member.balance = (balance - deal.price).toFixed(2);
  const voucher: SeedVoucher = {
    uid: `rdm-${randomString(12)}`,
    member_uid: member.uid,
    deal_uid: deal.uid,
    codes: [{ code: voucherCode(), expires_at: jakartaTime(VOUCHER_VALID_DAYS, '23:59') }],
    created_at: createdAt,
  };
  const store = getDemoStore();
  store.vouchers.unshift(voucher);
  if (deal.price > 0) {
    member.transactions.unshift({
      uid: `trx-${randomString(12)}`,
      created_at: createdAt,
      description: `Tukar poin: ${deal.name}`,
      points: -deal.price,
      type: 'redeem',
    });
  }
  return answer({ uid: voucher.uid, deal: dealAnswer(deal, voucher.codes), codes: voucher.codes }, 201);
}

/** One entry per deal owned, newest first, with every code of that deal (so deal uids stay unique). */
export function listMyDeals(user: SeedUser) {
  const member = memberOf(user);
  if (!member) return MEMBER_NOT_FOUND;
  const owned = new Map<string, RawDeal>();
  for (const voucher of getDemoStore().vouchers) {
    if (voucher.member_uid !== member.uid) continue;
    const deal = findDeal(voucher.deal_uid);
    if (!deal) continue;
    const entry = owned.get(deal.uid) ?? dealAnswer(deal);
    entry.codes.push(...voucher.codes.map((c) => ({ ...c })));
    owned.set(deal.uid, entry);
  }
  return answer([...owned.values()]);
}

// ---- Visitor ----

function sessionFor(goid: string): DemoVisitorSession {
  const sessions = getDemoStore().visitorSessions;
  let session = sessions.get(goid);
  if (!session) {
    session = { _goid: goid, visitor_id: null, contact: null, data: {}, created_at: nowIso() };
    sessions.set(goid, session);
  }
  return session;
}

const GOID_REQUIRED = answer({ _goid: ['Kolom ini wajib diisi.'] }, 400);

export function initVisitor(body: Record<string, unknown>) {
  const given = text(body._goid);
  const known = given && getDemoStore().visitorSessions.has(given);
  const goid = known ? given : `go-${randomString(20)}`;
  const session = sessionFor(goid);
  const { _goid: _ignored, ...data } = body;
  session.data = { ...session.data, ...data };
  return answer({ _goid: goid });
}

export function registerVisitor(body: Record<string, unknown>) {
  const goid = text(body._goid);
  if (!goid) return GOID_REQUIRED;
  const session = sessionFor(goid);
  session.visitor_id = text(body.visitor_id) || session.visitor_id || `vis-${randomString(16)}`;
  if (isRecord(body.contact)) session.contact = body.contact;
  return answer({ visitor_id: session.visitor_id, contact: session.contact });
}

export function logVisitorEvent(body: Record<string, unknown>) {
  const goid = text(body._goid);
  const eventName = text(body.event_name);
  if (!goid) return GOID_REQUIRED;
  if (!eventName) return answer({ event_name: ['Kolom ini wajib diisi.'] }, 400);
  sessionFor(goid);
  const events = getDemoStore().visitorEvents;
  events.unshift({
    _goid: goid,
    event_name: eventName,
    event_data: isRecord(body.event_data) ? body.event_data : {},
    created_at: nowIso(),
  });
  events.length = Math.min(events.length, MAX_VISITOR_EVENTS);
  return answer({});
}

/** The calling visitor's own events only (named by their `_goid`), never anyone else's. */
export function listVisitorEvents(goid: string, eventName: string) {
  if (!goid) return GOID_REQUIRED;
  const events = getDemoStore().visitorEvents.filter((e) => e._goid === goid && (!eventName || e.event_name === eventName));
  return answer(events.map(({ event_name, event_data, created_at }) => ({ event_name, event_data, created_at })));
}

export function resetVisitor(body: Record<string, unknown>) {
  const goid = text(body._goid);
  if (!goid) return GOID_REQUIRED;
  const session = getDemoStore().visitorSessions.get(goid);
  if (session) {
    session.visitor_id = null;
    session.contact = null;
  }
  return answer({});
}

// ---- Directory ----

export const getApplication = () => answer(SEED.application);
export const getBusiness = () => answer(SEED.business);

// ---- Catalog ----

const childrenOf = (key: string): SeedCategory[] => SEED.categories.filter((c) => c.parent === key);

interface CategoryNode {
  key: string;
  name: string;
  parent: string | null;
  brand: string | null;
  child_categories: CategoryNode[];
}

function categoryNode(category: SeedCategory, depth: number): CategoryNode {
  return {
    key: category.key,
    name: category.name,
    parent: category.parent,
    brand: null,
    child_categories: depth > 1 ? childrenOf(category.key).map((c) => categoryNode(c, depth - 1)) : [],
  };
}

const effectivePrice = (p: RawProduct) => p.sale_price ?? p.price;

const PRODUCT_SORTS: Record<string, (a: RawProduct, b: RawProduct) => number> = {
  price: (a, b) => effectivePrice(a) - effectivePrice(b),
  name: (a, b) => a.name.localeCompare(b.name, 'id'),
};

export function searchProducts(url: URL) {
  const params = url.searchParams;
  const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const category = params.get('category')?.trim() ?? '';
  const brandKeys = (params.get('brand') ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  const depth = Number.parseInt(params.get('category_depth') ?? '', 10) >= 2 ? 2 : 1;

  const brandName = (key: string) => SEED.brands.find((b) => b.key === key)?.value ?? key;
  const inCategory = (p: RawProduct) =>
    !category || p.category === category || SEED.categories.find((c) => c.key === p.category)?.parent === category;
  // Words may hit the name or the brand, so "sepatu nike" finds Nike shoes.
  const matchesQuery = (p: RawProduct) => {
    const haystack = `${p.name} ${brandName(p.brand)}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  };

  const scoped = SEED.products.filter((p) => matchesQuery(p) && inCategory(p));
  // Brand facets come from the query and category, not the brand filter, so picking a brand keeps the others listed.
  const brands = SEED.brands.filter((b) => scoped.some((p) => p.brand === b.key));
  let matches = brandKeys.length ? scoped.filter((p) => brandKeys.includes(p.brand)) : scoped;

  const sort = params.get('sort')?.trim() ?? '';
  const compare = PRODUCT_SORTS[sort.replace(/^-/, '')];
  if (compare) matches = [...matches].sort(sort.startsWith('-') ? (a, b) => compare(b, a) : compare);

  const page = paginate(matches, url, 'size');
  return answer({
    ...page,
    results: structuredClone(page.results),
    brands,
    categories: SEED.categories.filter((c) => c.parent === null).map((c) => categoryNode(c, depth)),
  });
}

export function getProduct(id: string) {
  const product = SEED.products.find((p) => String(p.id) === id);
  return product ? answer(product) : NOT_FOUND;
}

// ---- Content ----

type ContentModelName = keyof typeof SEED.content;

/** Models listed in the page shape; the others answer a bare array (the contract allows both). */
const PAGED_MODELS = new Set<ContentModelName>(['blog', 'faq', 'store-location', 'product', 'help-article', 'help-topic']);

function contentModel(name: string | null): ContentModelName | null {
  return name && Object.hasOwn(SEED.content, name) ? (name as ContentModelName) : null;
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

function fieldMatches(value: unknown, wanted: string): boolean {
  const w = wanted.toLowerCase();
  if (Array.isArray(value)) return value.some((v) => text(v).toLowerCase() === w);
  return text(value).toLowerCase() === w;
}

function filterContent(items: RawContentItem[], params: URLSearchParams): RawContentItem[] {
  let result = items;
  const q = params.get('q')?.trim().toLowerCase();
  if (q) {
    result = result.filter((item) =>
      stripTags([item.title, item.name, item.body, item.description].map(text).join(' ')).toLowerCase().includes(q),
    );
  }
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (tags.length) {
    result = result.filter((item) => tags.some((t) => fieldMatches(item.tags, t) || fieldMatches(item.category, t)));
  }
  const topic = params.get('topic')?.trim();
  if (topic) result = result.filter((item) => fieldMatches(item.topic, topic));
  // `<field>_f` filters on that field (city_f, category_f, phase_f...); a field the model lacks is ignored.
  for (const [name, value] of params) {
    if (!name.endsWith('_f') || !value.trim()) continue;
    const field = name.slice(0, -2);
    if (!items.some((item) => field in item)) continue;
    result = result.filter((item) => fieldMatches(item[field], value.trim()));
  }
  return result;
}

export function listContent(url: URL) {
  const model = contentModel(url.searchParams.get('model'));
  if (!model) return NOT_FOUND;
  const items = structuredClone(filterContent(SEED.content[model], url.searchParams));
  // Dated items (blog posts) list newest first, as a CMS would.
  items.sort((a, b) => text(b.published_at).localeCompare(text(a.published_at)));
  if (PAGED_MODELS.has(model)) return answer(paginate(items, url, 'size'));
  const size = Number.parseInt(url.searchParams.get('size') ?? '', 10);
  return answer(Number.isFinite(size) && size >= 0 ? items.slice(0, size) : items);
}

export function getContentItem(url: URL, key: string) {
  const model = contentModel(url.searchParams.get('model'));
  const item = model ? SEED.content[model].find((i) => i.key === key) : undefined;
  return item ? answer(structuredClone(item)) : NOT_FOUND;
}
