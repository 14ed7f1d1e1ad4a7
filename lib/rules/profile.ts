/** The rules of "Profil Saya" (docs/privacy.md): what the member may send as their name and e-mail. */
import type { ProfileChanges, User } from '@/lib/api/types';
import { REGISTER_EMAIL_INVALID, isValidEmail } from './validate';

export const FIRST_NAME_REQUIRED = 'Nama depan wajib diisi.';
/** Names longer than this are refused by the demo and most backends' user models. */
export const NAME_MAX_LENGTH = 150;
export const NAME_TOO_LONG = `Paling banyak ${NAME_MAX_LENGTH} karakter.`;

export type ProfileField = 'first_name' | 'last_name' | 'email';
export type ProfileForm = Record<ProfileField, string>;

/** The form as it will be sent: names and e-mail trimmed (the e-mail may be left empty, as at registration). */
export const trimmedProfile = (form: ProfileForm): ProfileForm => ({
  first_name: form.first_name.trim(),
  last_name: form.last_name.trim(),
  email: form.email.trim(),
});

/** What is wrong with each field, in the form's words; empty when the form may be sent. */
export function profileProblems(form: ProfileForm): Partial<Record<ProfileField, string>> {
  const { first_name, last_name, email } = trimmedProfile(form);
  const problems: Partial<Record<ProfileField, string>> = {};
  if (!first_name) problems.first_name = FIRST_NAME_REQUIRED;
  else if (first_name.length > NAME_MAX_LENGTH) problems.first_name = NAME_TOO_LONG;
  if (last_name.length > NAME_MAX_LENGTH) problems.last_name = NAME_TOO_LONG;
  if (email && !isValidEmail(email)) problems.email = REGISTER_EMAIL_INVALID;
  return problems;
}

/** Only the fields that differ from the user's now: one left out stays as it is. */
export function profileChanges(form: ProfileForm, user: User): ProfileChanges {
  const sent = trimmedProfile(form);
  const changes: ProfileChanges = {};
  for (const field of ['first_name', 'last_name', 'email'] as const) if (sent[field] !== user[field]) changes[field] = sent[field];
  return changes;
}
