/**
 * Google Wallet "Save" links: `https://pay.google.com/gp/v/save/<JWT>`, the JWT signed here (RS256, with
 * jose) by the issuer's service account, carrying the class and the object inline, so issuing needs no
 * call to Google. The member card is a loyalty object, a voucher an offer object.
 */
import 'server-only';
import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Brand } from './brand';
import type { GoogleCredentials } from './credentials';
import { fitsQr, NO_NUMBER_NOTE, type CardContent, type PassContent, type VoucherContent } from './pass-content';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** Google's ids are `<issuer id>.<suffix>`, the suffix of letters, digits, `.`, `_` and `-`. */
const idOf = (issuerId: string, suffix: string) => `${issuerId}.${suffix.replace(/[^\w.-]/g, '_')}`;

const text = (header: string, body: string, id: string) => ({ id, header, body });

function links(brand: Brand, page: string) {
  return {
    uris: [
      { id: 'portal', uri: `${brand.origin}${page}`, description: 'Portal member' },
      { id: 'terms', uri: `${brand.origin}/syarat-dan-ketentuan`, description: 'Syarat dan ketentuan' },
    ],
  };
}

function loyalty(card: CardContent, brand: Brand, issuerId: string) {
  const classId = idOf(issuerId, 'kartu-member');
  const klass = {
    id: classId,
    issuerName: brand.organization,
    programName: `Member ${brand.organization}`,
    programLogo: { sourceUri: { uri: brand.logoUrl }, contentDescription: { defaultValue: { language: 'id', value: brand.organization } } },
    hexBackgroundColor: brand.background,
    countryCode: 'ID',
    reviewStatus: 'UNDER_REVIEW',
  };
  const modules = [];
  if (card.levelName) modules.push(text('Level', card.levelName, 'level'));
  if (!card.number) modules.push(text('Nomor member', NO_NUMBER_NOTE, 'number'));
  const object = {
    id: idOf(issuerId, card.serial),
    classId,
    state: 'ACTIVE',
    accountName: card.name,
    ...(card.number ? { accountId: card.numberText } : {}),
    loyaltyPoints: { label: 'Poin', balance: { int: card.points } },
    ...(card.number && fitsQr(card.number.value)
      ? { barcode: { type: 'QR_CODE', value: card.number.value, alternateText: card.numberText } }
      : {}),
    ...(modules.length ? { textModulesData: modules } : {}),
    linksModuleData: links(brand, '/member/card'),
    hexBackgroundColor: brand.background,
  };
  return { loyaltyClasses: [klass], loyaltyObjects: [object] };
}

function offer(voucher: VoucherContent, brand: Brand, issuerId: string) {
  // A class per voucher: the class carries the title Google shows, and a deal may be renamed between vouchers.
  const classId = idOf(issuerId, `voucher-${voucher.serial}`);
  const klass = {
    id: classId,
    issuerName: brand.organization,
    provider: brand.organization,
    title: voucher.dealName,
    redemptionChannel: 'INSTORE',
    reviewStatus: 'UNDER_REVIEW',
    hexBackgroundColor: brand.background,
  };
  const object = {
    id: idOf(issuerId, voucher.serial),
    classId,
    state: voucher.state === 'used' ? 'COMPLETED' : voucher.state === 'expired' ? 'EXPIRED' : 'ACTIVE',
    ...(fitsQr(voucher.code) ? { barcode: { type: 'QR_CODE', value: voucher.code, alternateText: voucher.code } } : {}),
    ...(voucher.expiresAt ? { validTimeInterval: { end: { date: voucher.expiresAt } } } : {}),
    textModulesData: [
      text('Kode voucher', voucher.code, 'code'),
      ...(voucher.description ? [text('Tentang voucher', voucher.description, 'description')] : []),
    ],
    linksModuleData: links(brand, '/my-voucher'),
  };
  return { offerClasses: [klass], offerObjects: [object] };
}

/** The JWT's claims: who signs, for Google, which origins may show the button, and the pass inline. */
export function saveClaims(content: PassContent, brand: Brand, google: GoogleCredentials) {
  const { issuerId } = google.config;
  return {
    iss: google.clientEmail,
    aud: 'google',
    typ: 'savetowallet',
    origins: [brand.origin],
    payload: content.kind === 'card' ? loyalty(content, brand, issuerId) : offer(content, brand, issuerId),
  };
}

/** The "Save to Google Wallet" URL of a pass. */
export async function saveUrl(content: PassContent, brand: Brand, google: GoogleCredentials): Promise<string> {
  const jwt = await new SignJWT(saveClaims(content, brand, google))
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuedAt()
    .sign(createPrivateKey(google.privateKey));
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
