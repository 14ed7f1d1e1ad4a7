/**
 * The number a cashier scans or types at the till: the card number when the backend sends one
 * (getMember's optional `account.card_number`, contract/openapi.yaml), else the WhatsApp number cashiers
 * look members up by.
 *
 * What is encoded is the number as sent without spaces and separators: `8800 2408 1700 0024` is scanned as
 * `8800240817000024`, a scanner types exactly what a cashier would. It is printed in groups of four.
 */

export type MemberNumberSource = 'card' | 'whatsapp';

export interface MemberNumber {
  /** What the QR code and the barcode carry. */
  value: string;
  source: MemberNumberSource;
}

/** Spaces and the separators people write numbers with; a scanner would type them into the till. */
const SEPARATORS = /[\s\-./()]/g;
/** A till's number field: digits (and a leading + for a phone), letters for a scheme that uses them. */
const USABLE = /^\+?[0-9A-Za-z]{4,40}$/;

/** The number as encoded; '' when nothing usable is left (then it is never drawn as a code). */
export function cleanMemberNumber(raw: string | null | undefined): string {
  const value = (raw ?? '').replace(SEPARATORS, '');
  return USABLE.test(value) ? value : '';
}

/** The card number, else the WhatsApp number; null when neither is usable (no empty code is ever drawn). */
export function chooseMemberNumber(numbers: { cardNumber?: string | null; mobileNo?: string | null }): MemberNumber | null {
  const card = cleanMemberNumber(numbers.cardNumber);
  if (card) return { value: card, source: 'card' };
  const mobile = cleanMemberNumber(numbers.mobileNo);
  return mobile ? { value: mobile, source: 'whatsapp' } : null;
}

/** `8800240817000024` → `8800 2408 1700 0024`, for a cashier who types it. */
export function groupInFours(value: string): string {
  return value.match(/.{1,4}/g)?.join(' ') ?? '';
}
