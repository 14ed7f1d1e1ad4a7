/** Form rules; the messages are the product's words, shown word for word. */

export const PHONE_INVALID = 'Your phone number is invalid';
export const EMAIL_INVALID = 'Your email is invalid';
export const REGISTER_EMAIL_INVALID = 'Email anda tidak valid';

/** E-mail lengths: the whole address, its local part, one domain label (the RFCs' limits). */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_LABEL_MAX_LENGTH = 63;

/**
 * What a person types between digits (spaces, including pasted non-breaking ones, and dashes)
 * is removed; nothing else is touched, so "+62…" or "0812.345" stay as typed and are judged as such.
 */
export function normalizePhone(input: string): string {
  return input.replace(/[\s-]+/g, '').trim();
}

/** Digits, an optional decimal part, an optional # at either end. Check the normalised value. */
const PHONE_PATTERN = /^#?\d+(\.\d+)?#?$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

// Local part: RFC 5322 dot-atom (no leading, trailing or doubled dot).
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// Domain label: letters, digits, inner hyphens.
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,}$/;

/**
 * The e-mail check. Not trimmed here: trim the field before checking and sending.
 */
export function isValidEmail(value: string): boolean {
  if (typeof value !== 'string' || value === '' || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => label.length <= EMAIL_LABEL_MAX_LENGTH && DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1]);
}

/**
 * The `pattern` attribute for `<input type="email">`. Browsers compile it as
 * `^(?:…)$` with the `v` flag, where `-` in a class must be escaped; `\-` is also valid with `u`.
 */
export const EMAIL_INPUT_PATTERN = '[a-zA-Z0-9._%+\\-]+@[a-zA-Z0-9.\\-]+\\.[a-zA-Z]{2,4}';

/**
 * Login: the phone first; the e-mail only once the phone passes, and only when given.
 * Both are judged as they will be sent: phone normalised, e-mail trimmed.
 */
export function validateLogin(phone: string, email?: string): string | null {
  if (!isValidPhone(normalizePhone(phone))) return PHONE_INVALID;
  if (email !== undefined && email.trim() !== '' && !isValidEmail(email.trim())) return EMAIL_INVALID;
  return null;
}

/** Register: the phone first; the e-mail only when filled, with the register form's wording. */
export function validateRegister(phone: string, email?: string): string | null {
  if (!isValidPhone(normalizePhone(phone))) return PHONE_INVALID;
  if (email !== undefined && email.trim() !== '' && !isValidEmail(email.trim())) return REGISTER_EMAIL_INVALID;
  return null;
}
