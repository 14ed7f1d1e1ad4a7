/**
 * Apple Wallet passes (`.pkpass`): the member card as a `storeCard`, a voucher as a `coupon`, built and
 * signed with passkit-generator (docs/decisions/0020-wallet-pass-libraries.md): pass.json, the images, the
 * manifest of their SHA-1 digests and its detached PKCS#7 signature by the pass certificate.
 */
import 'server-only';
import { PKPass } from 'passkit-generator';
import { SITE } from '@/lib/site';
import type { Brand } from './brand';
import type { AppleCredentials } from './credentials';
import { fitsQr, NO_NUMBER_NOTE, type CardContent, type PassContent, type VoucherContent } from './pass-content';

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

/** Where the wallet asks for updates (Apple appends `/v1/...`), and the token it shows to do so. */
export interface PassWebService {
  url: string;
  authenticationToken: string;
}

type Field = { key: string; label?: string; value: string; changeMessage?: string; dateStyle?: string; textAlignment?: string };

interface PassFieldsJson {
  headerFields?: Field[];
  primaryFields: Field[];
  secondaryFields?: Field[];
  backFields: Field[];
}

interface BarcodeJson {
  format: 'PKBarcodeFormatQR' | 'PKBarcodeFormatCode128';
  message: string;
  messageEncoding: 'iso-8859-1';
  altText: string;
}

/** The pass.json the portal writes (Apple's "Pass" dictionary, the keys it uses). */
export interface PassJsonBody {
  formatVersion: 1;
  passTypeIdentifier: string;
  teamIdentifier: string;
  serialNumber: string;
  organizationName: string;
  description: string;
  logoText: string;
  backgroundColor: string;
  foregroundColor: string;
  labelColor: string;
  sharingProhibited: boolean;
  barcodes?: BarcodeJson[];
  storeCard?: PassFieldsJson;
  coupon?: PassFieldsJson;
  expirationDate?: string;
  voided?: boolean;
  webServiceURL?: string;
  authenticationToken?: string;
}

/** `#0f3d91` → `rgb(15, 61, 145)`, the one colour form pass.json takes. */
export function rgb(hex: string): string {
  const n = parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The back of every pass: the portal, its contact and its terms. */
function backOf(brand: Brand, page: string): Field[] {
  return [
    { key: 'portal', label: 'Portal member', value: `${brand.origin}${page}` },
    { key: 'contact', label: 'Kontak', value: `${SITE.contact.email}\n${SITE.contact.phone}\n${SITE.contact.hours}` },
    { key: 'terms', label: 'Syarat dan ketentuan', value: `${brand.origin}${SITE.links.terms}` },
  ];
}

function cardFields(card: CardContent, brand: Brand): PassFieldsJson {
  const secondary: Field[] = [];
  if (card.levelName) secondary.push({ key: 'level', label: 'Level', value: card.levelName, changeMessage: 'Level Anda sekarang %@' });
  if (card.number)
    secondary.push({ key: 'number', label: card.numberLabel, value: card.numberText, textAlignment: 'PKTextAlignmentRight' });
  const back = backOf(brand, '/member/card');
  if (!card.number) back.unshift({ key: 'number', label: 'Nomor member', value: NO_NUMBER_NOTE });
  return {
    headerFields: [{ key: 'points', label: 'Poin', value: card.pointsLabel, changeMessage: 'Saldo poin Anda sekarang %@' }],
    primaryFields: [{ key: 'name', label: 'Member', value: card.name }],
    ...(secondary.length ? { secondaryFields: secondary } : {}),
    backFields: back,
  };
}

function voucherFields(voucher: VoucherContent, brand: Brand): PassFieldsJson {
  const secondary: Field[] = [{ key: 'code', label: 'Kode voucher', value: voucher.code }];
  if (voucher.expiresAt) {
    secondary.push({
      key: 'expires',
      label: 'Berlaku sampai',
      value: voucher.expiresAt,
      dateStyle: 'PKDateStyleMedium',
      textAlignment: 'PKTextAlignmentRight',
    });
  }
  const back: Field[] = backOf(brand, '/my-voucher');
  if (voucher.description) back.unshift({ key: 'description', label: 'Tentang voucher', value: voucher.description });
  return { primaryFields: [{ key: 'deal', label: 'Voucher', value: voucher.dealName }], secondaryFields: secondary, backFields: back };
}

/** The barcodes: the card's number as a QR code and as Code 128 (Wallet draws the first it can); a voucher's code as QR. */
function barcodesOf(content: PassContent): BarcodeJson[] {
  const message = content.kind === 'card' ? (content.number?.value ?? '') : content.code;
  if (!message || !fitsQr(message)) return [];
  const altText = content.kind === 'card' ? content.numberText : content.code;
  const qr: BarcodeJson = { format: 'PKBarcodeFormatQR', message, messageEncoding: 'iso-8859-1', altText };
  // Code 128 carries ASCII only; the member number always is (lib/rules/member-number.ts).
  return content.kind === 'card' ? [qr, { ...qr, format: 'PKBarcodeFormatCode128' }] : [qr];
}

/** pass.json of a pass: what the tests read, and what the signed bundle carries. */
export function passJson(
  content: PassContent,
  brand: Brand,
  apple: AppleCredentials['config'],
  service: PassWebService | null,
): PassJsonBody {
  const card = content.kind === 'card';
  const barcodes = barcodesOf(content);
  return {
    formatVersion: 1,
    passTypeIdentifier: apple.passTypeId,
    teamIdentifier: apple.teamId,
    serialNumber: content.serial,
    organizationName: brand.organization,
    description: card ? `Kartu member ${brand.organization}` : `Voucher ${content.dealName}`,
    logoText: brand.organization,
    backgroundColor: rgb(brand.background),
    foregroundColor: rgb(brand.foreground),
    labelColor: rgb(brand.label),
    // A member's card and codes are theirs: Wallet offers no "share" for them.
    sharingProhibited: true,
    ...(barcodes.length ? { barcodes } : {}),
    ...(card ? { storeCard: cardFields(content, brand) } : { coupon: voucherFields(content, brand) }),
    ...(!card && content.expiresAt ? { expirationDate: content.expiresAt } : {}),
    ...(!card && content.state === 'used' ? { voided: true } : {}),
    ...(service ? { webServiceURL: service.url, authenticationToken: service.authenticationToken } : {}),
  };
}

/** The signed `.pkpass`: pass.json, icon and logo (1x and 2x), manifest.json and signature. */
export function signPass(json: PassJsonBody, logo: Buffer, apple: AppleCredentials): Buffer {
  const pass = new PKPass(
    {
      'pass.json': Buffer.from(JSON.stringify(json)),
      'icon.png': logo,
      'icon@2x.png': logo,
      'logo.png': logo,
      'logo@2x.png': logo,
    },
    {
      wwdr: apple.wwdr,
      signerCert: apple.cert,
      signerKey: apple.key,
      ...(apple.config.keyPassphrase ? { signerKeyPassphrase: apple.config.keyPassphrase } : {}),
    },
  );
  return pass.getAsBuffer();
}
