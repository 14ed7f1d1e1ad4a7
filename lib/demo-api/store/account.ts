/** The member's own account (the contract's optional calls): profile, mobile number, deletion. */
import type { SeedUser } from '../seed';
import { answer } from './answers';
import { userAnswer } from './auth';
import { CODE_ALPHABET, findUserByAddress, backendAcceptsEmail, backendAcceptsPhone, backendPhoneKey, randomString, text } from './common';
import { memberOf } from './members';
import { checkCode, issueOtp, otpRequestLimited } from './otp';
import { getDemoStore, type DemoDeletion } from './state';

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
  if (email && !backendAcceptsEmail(email)) errors.email = ['Masukkan alamat email yang valid.'];
  else if (owner && owner.uid !== user.uid) errors.email = ['Email sudah digunakan'];
  if (Object.keys(errors).length > 0) return answer(errors, 400);
  if (firstName !== undefined) user.first_name = firstName;
  if (lastName !== undefined) user.last_name = lastName;
  if (email !== undefined) user.email = email;
  return answer(userAnswer(user));
}

/** Why `number` cannot become the user's: it is already theirs, or another account's. */
function newNumberProblem(user: SeedUser, number: string) {
  if (number === backendPhoneKey(user.mobile_no)) return answer({ address: { code: 'same', message: 'Ini sudah nomor Anda.' } }, 400);
  if (findUserByAddress(number)) return answer({ address: { code: 'exists', message: 'Nomor sudah terdaftar di akun lain.' } }, 400);
  return null;
}

/** A code to the new number, counted against that number's limits as a sign-in's code is. */
export function requestMobileOtp(user: SeedUser, rawAddress: string) {
  const number = backendPhoneKey(rawAddress);
  if (!backendAcceptsPhone(number)) return INVALID_NUMBER;
  return otpRequestLimited(number) ?? newNumberProblem(user, number) ?? issueOtp('mobile', number, user.uid);
}

/** Moves the account to the new number: the next sign-in is with it, and the old one is no account's. */
export function changeMobile(user: SeedUser, rawAddress: string, code: string) {
  const number = backendPhoneKey(rawAddress);
  if (!backendAcceptsPhone(number)) return INVALID_NUMBER;
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
  const number = backendPhoneKey(user.mobile_no);
  return otpRequestLimited(number) ?? issueOtp('delete', number, user.uid);
}

/** Everything the demo keeps of a user: the account, the member, vouchers, consents, tokens and codes. */
function removeUser(user: SeedUser): void {
  const store = getDemoStore();
  const member = memberOf(user);
  const number = backendPhoneKey(user.mobile_no);
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
  const refused = checkCode('delete', backendPhoneKey(user.mobile_no), code, user.uid);
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
