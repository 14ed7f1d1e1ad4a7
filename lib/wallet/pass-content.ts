/**
 * What a wallet pass says, the same for Apple and Google: the member card (name, level, points, the member
 * number the card page encodes) and a voucher (deal, code, expiry). Every text is one the member would read
 * on the portal; an absent optional field leaves its line out rather than showing an empty one.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import type { Deal, User } from '@/lib/api/types';
import { plainText } from '@/lib/format/cms-text';
import { formatMemberName } from '@/lib/format/display';
import { formatPointsLabel } from '@/lib/format/number';
import { expiryInstant } from '@/lib/rules/expiry';
import { chooseMemberNumber, groupInFours, type MemberNumber } from '@/lib/rules/member-number';
import { walletOf, type VoucherState } from '@/lib/rules/voucher';
import type { ReadMember } from './session';

export interface CardContent {
  kind: 'card';
  serial: string;
  memberUid: string;
  /** The full name, else "Member" (as the card page). */
  name: string;
  /** '' when the member has no level: the pass then has no level line. */
  levelName: string;
  points: number;
  pointsLabel: string;
  /** What both codes carry (chooseMemberNumber); null: no code, and the back says why. */
  number: MemberNumber | null;
  /** `8800 2408 1700 0024`, '' without a number. */
  numberText: string;
  numberLabel: string;
}

export interface VoucherContent {
  kind: 'voucher';
  serial: string;
  memberUid: string;
  code: string;
  dealName: string;
  /** W3C date-time of `expires_at` (the wallet greys the pass out after it), null when the code has none. */
  expiresAt: string | null;
  state: VoucherState;
  /** The deal's description as plain text, '' when it has none. */
  description: string;
}

export type PassContent = CardContent | VoucherContent;

/** The words of the card page when there is no number to draw (components/member-card/member-card.tsx). */
export const NO_NUMBER_NOTE = 'Nomor member Anda belum tersedia. Kasir dapat mencari akun Anda dengan nomor WhatsApp yang terdaftar.';

/**
 * A pass's serial number: stable for one member's card or one voucher code, so adding it again replaces the
 * pass instead of adding a second, and telling nothing of the member (a digest, not the uid).
 */
export function passSerial(kind: PassContent['kind'], memberUid: string, code = ''): string {
  return `${kind === 'card' ? 'm' : 'v'}${createHash('sha256')
    .update(JSON.stringify([kind, memberUid, code]))
    .digest('hex')
    .slice(0, 32)}`;
}

/** The card of a member whose balance was read (a pass never shows points it made up). */
export function cardContent(user: User | null, member: ReadMember): CardContent {
  const number = chooseMemberNumber({ cardNumber: member.cardNumber, mobileNo: user?.mobile_no });
  const points = Math.max(0, Math.trunc(member.balance));
  return {
    kind: 'card',
    serial: passSerial('card', member.uid),
    memberUid: member.uid,
    name: formatMemberName(user),
    levelName: member.level?.name?.trim() ?? '',
    points,
    pointsLabel: formatPointsLabel(points),
    number,
    numberText: number ? groupInFours(number.value) : '',
    numberLabel: number?.source === 'whatsapp' ? 'Nomor WhatsApp' : 'Nomor member',
  };
}

/** An instant as a W3C date-time (what both wallets read), or null when unreadable. */
function w3cDate(iso: string | undefined): string | null {
  const at = expiryInstant(iso);
  return Number.isFinite(at) ? new Date(at).toISOString() : null;
}

/**
 * The voucher with this code among the member's deals, in the state of its strictest copy (a code used at
 * the till never reads as usable), or null when the member does not own it.
 */
export function voucherContent(memberUid: string, deals: Deal[], code: string, now = Date.now()): VoucherContent | null {
  const wallet = walletOf(deals, now);
  for (const state of ['used', 'expired', 'active'] as const) {
    const voucher = wallet[state].find((v) => v.code?.code === code);
    if (!voucher || !voucher.code) continue;
    return {
      kind: 'voucher',
      serial: passSerial('voucher', memberUid, code),
      memberUid,
      code,
      dealName: voucher.deal.name || 'Voucher',
      expiresAt: w3cDate(voucher.code.expiresAt),
      state,
      description: plainText(voucher.deal.description),
    };
  }
  return null;
}

/**
 * The most a QR code holds at level M (as bytes): a longer code is shown as text only, as the voucher
 * dialog does (components/deals/voucher-detail.tsx).
 */
export const QR_MAX_BYTES = 2331;
export const fitsQr = (text: string) => Buffer.byteLength(text, 'utf8') <= QR_MAX_BYTES;
