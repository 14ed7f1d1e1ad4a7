/**
 * Seed fixtures of the built-in demo API, in the backend's raw shapes (contract/openapi.yaml, snake_case).
 * Kept apart from the handlers so the data reads like a fixture file; the store clones
 * the mutable parts (users, members, vouchers) and serves the rest as is.
 */
import type { ContentModel } from '../api/types';

// ---- Raw backend shapes ----

export interface RawImage {
  image_url: string;
}

export interface RawCode {
  code: string;
  /** Optional fields of the contract: when the code was used, and until when it is valid. */
  used_at?: string;
  expires_at?: string;
}

export interface RawApplication {
  uid: string;
  name: string;
  app_settings: {
    'app.logo_url': string;
    'app.title': string;
    'chat-widget.hide_goapp_label': boolean;
    'chat-widget.google_font': string;
  };
}

export interface RawBusiness {
  uid: string;
  name: string;
  email: string;
  phone: string;
  address: string;
}

export interface RawLevel {
  uid: string;
  name: string;
  icon: RawImage;
  /** Optional fields of the contract: points needed to reach the level, and what it brings (CMS HTML). */
  min_points?: number;
  description?: string;
}

export interface RawScheme {
  uid: string;
  name: string;
  referral_level: { uid: string; name: string } | null;
  levels: RawLevel[];
}

export interface RawDeal {
  uid: string;
  name: string;
  /** Points; 0 means free. */
  price: number;
  /** CMS HTML. */
  description: string;
  images: RawImage[];
  codes: RawCode[];
}

export type RawTransactionType = 'earn' | 'redeem' | 'referral' | 'expire' | 'adjust';

export interface RawTransaction {
  uid: string;
  created_at: string;
  description: string;
  /** Signed: + earned, - spent. */
  points: number;
  /** Optional fields of the contract. */
  type?: RawTransactionType;
  store?: string;
}

export interface RawReward {
  uid: string;
  name: string;
  description: string;
  points: number;
  created_at: string;
}

export interface RawStore {
  uid: string;
  name: string;
  address: string;
  city: string;
  phone: string;
  /** Sales channels the store serves (`sales/api/store/?channel=`). */
  channels: string[];
}

export interface RawBrand {
  key: string;
  value: string;
}

export interface RawProduct {
  id: number;
  name: string;
  /** Rupiah. */
  price: number;
  sale_price?: number;
  images: RawImage[];
  /** Brand key. */
  brand: string;
  /** Category key (a child category). */
  category: string;
  description: string;
}

/** A loose CMS item; models add their own fields (category, city, topic...). */
export interface RawContentItem {
  key: string;
  title?: string;
  name?: string;
  body?: string;
  description?: string;
  image?: RawImage | string;
  images?: RawImage[];
  link?: string;
  published_at?: string;
  tags?: string[];
  [field: string]: unknown;
}

export interface RawPageSection {
  key: string;
  title: string;
  body: string;
  images: RawImage[];
  link?: string;
}

export interface RawPage extends RawContentItem {
  title: string;
  sections: RawPageSection[];
}

// ---- Seed-only records (the store's own bookkeeping) ----

export interface SeedUser {
  uid: string;
  first_name: string;
  last_name: string;
  email: string;
  /** As registered: 0-prefixed Indonesian mobile number. */
  mobile_no: string;
}

export interface SeedMember {
  uid: string;
  user_uid: string;
  level_uid: string;
  /** Decimal number in a string, as the backend sends it. */
  balance: string;
  referral_code: string;
  /** The referral code given at member registration, as received (null when none). */
  referred_by: string | null;
  created_at: string;
  /** Newest first. */
  transactions: RawTransaction[];
  rewards: RawReward[];
  /** Optional fields of the contract; a member without them shows how the portal degrades. */
  tier_points?: number;
  expiring_points?: { points: number; expires_at: string }[];
  card_number?: string;
}

export interface SeedVoucher {
  uid: string;
  member_uid: string;
  deal_uid: string;
  codes: RawCode[];
  created_at: string;
}

/** A consent the scheme asks for: its key, its words and their version (consent/). */
export interface RawConsentText {
  key: string;
  text: string;
  version: string;
}

/** A member's choice on one consent: given or withdrawn, to which version of the text, and when. */
export interface SeedConsent {
  granted: boolean;
  version: string;
  updated_at: string;
}

export interface SeedCategory {
  key: string;
  name: string;
  parent: string | null;
}

export type SeedContent = Record<ContentModel, RawContentItem[]>;

export interface DemoSeed {
  application: RawApplication;
  business: RawBusiness;
  scheme: RawScheme;
  users: SeedUser[];
  members: SeedMember[];
  /** Tokens valid from the start: token → user uid. */
  tokens: Record<string, string>;
  deals: RawDeal[];
  vouchers: SeedVoucher[];
  consentTexts: RawConsentText[];
  /** user uid → consent key → the choice made; a consent never chosen is not given. */
  consents: Record<string, Record<string, SeedConsent>>;
  stores: RawStore[];
  brands: RawBrand[];
  categories: SeedCategory[];
  products: RawProduct[];
  content: SeedContent;
}

// ---- Fixtures ----

const img = (path: string): RawImage => ({ image_url: `/demo/${path}` });

export const LEVELS = {
  silver: {
    uid: 'lvl-silver',
    name: 'Silver',
    icon: img('levels/silver.svg'),
    min_points: 0,
    description: '<p>1 poin untuk setiap Rp1.000 belanja dan voucher ulang tahun <strong>Rp25.000</strong>.</p>',
  },
  gold: {
    uid: 'lvl-gold',
    name: 'Gold',
    icon: img('levels/gold.svg'),
    min_points: 25000,
    description: '<p>Voucher ulang tahun <strong>Rp50.000</strong> dan gratis ongkir untuk belanja online.</p>',
  },
  platinum: {
    uid: 'lvl-platinum',
    name: 'Platinum',
    icon: img('levels/platinum.svg'),
    min_points: 50000,
    description: '<p>Voucher ulang tahun <strong>Rp100.000</strong> dan akses 24 jam lebih awal ke rilisan terbatas.</p>',
  },
} satisfies Record<string, RawLevel>;

/** The demo member everyone can sign in as. */
export const DEMO_MEMBER_PHONE = '081234567890';
export const SECOND_MEMBER_PHONE = '081298765432';
/** Registered (has an account) but not a member yet: member/0/ answers 404 until member/register/. */
export const NON_MEMBER_PHONE = '085711223344';
/** A token valid from the start for the demo member (handy for scripted checks). */
export const DEMO_MEMBER_TOKEN = 'demo.seed-budi-santoso';

/** Points the referrer earns per member who joined with their code (referral summary). */
export const REFERRAL_BONUS_POINTS = 500;

/** Days a redeemed voucher stays valid (the deals' terms say 30). */
export const VOUCHER_VALID_DAYS = 30;

// ---- Dates relative to today, so the demo never looks stale ----

const DAY_MS = 24 * 60 * 60 * 1000;
const JAKARTA_MS = 7 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time in Jakarta (+07:00), `days` from now (negative: ago), at the given wall-clock time. */
export function jakartaTime(days: number, time = '10:00'): string {
  const day = new Date(Date.now() + JAKARTA_MS + days * DAY_MS);
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T${time}:00+07:00`;
}
const daysAgo = (days: number, time?: string) => jakartaTime(-days, time);

/** The last second of the current year, Jakarta time. */
function endOfYear(yearsAhead = 0): string {
  return `${new Date(Date.now() + JAKARTA_MS).getUTCFullYear() + yearsAhead}-12-31T23:59:59+07:00`;
}

const users: SeedUser[] = [
  { uid: 'usr-budi', first_name: 'Budi', last_name: 'Santoso', email: 'budi.santoso@example.com', mobile_no: DEMO_MEMBER_PHONE },
  { uid: 'usr-siti', first_name: 'Siti', last_name: 'Rahayu', email: 'siti.rahayu@example.com', mobile_no: SECOND_MEMBER_PHONE },
  { uid: 'usr-dewi', first_name: 'Dewi', last_name: 'Lestari', email: 'dewi.lestari@example.com', mobile_no: NON_MEMBER_PHONE },
  { uid: 'usr-andi', first_name: 'Andi', last_name: 'Pratama', email: 'andi.pratama@example.com', mobile_no: '081311112222' },
  { uid: 'usr-rina', first_name: 'Rina', last_name: 'Wijaya', email: 'rina.wijaya@example.com', mobile_no: '081322223333' },
];

type TransactionRow = [daysAgo: number, time: string, description: string, points: number, type: RawTransactionType, store?: string];

const SENAYAN = 'Arena Sport Senayan City';
const KELAPA_GADING = 'Arena Sport Mal Kelapa Gading';
const PVJ = 'Arena Sport Paris Van Java';
const TUNJUNGAN = 'Arena Sport Tunjungan Plaza';
const ONLINE = 'Arena Sport Online Store';

// Budi's history, newest first: 27 rows over nine months (two pages of 20). Earned 31.200 (his tier points),
// spent or lost 6.450: the balance of 24.750. The redemptions are his vouchers below.
const budiHistory: TransactionRow[] = [
  [3, '19:12', 'Belanja di Arena Sport Senayan City', 1850, 'earn', SENAYAN],
  [6, '12:40', 'Tukar poin: Voucher Belanja Rp50.000', -2500, 'redeem'],
  [9, '10:05', 'Bonus referral: Rina Wijaya bergabung', 500, 'referral'],
  [12, '21:30', 'Belanja online No. INV/ARN/0412', 2400, 'earn', ONLINE],
  [16, '19:42', 'Tukar poin: Gratis Ongkir Belanja Online', -500, 'redeem'],
  [20, '16:18', 'Belanja di Arena Sport Mal Kelapa Gading', 950, 'earn', KELAPA_GADING],
  [25, '11:02', 'Tukar poin: Botol Minum Arena 750 ml', -1500, 'redeem'],
  [31, '15:47', 'Poin ganda akhir pekan', 2200, 'earn', PVJ],
  [38, '09:20', 'Bonus referral: Andi Pratama bergabung', 500, 'referral'],
  [45, '00:05', 'Poin kedaluwarsa', -1200, 'expire'],
  [47, '20:11', 'Belanja online No. INV/ARN/0377', 1100, 'earn', ONLINE],
  [60, '18:25', 'Belanja di Arena Sport Senayan City', 2250, 'earn', SENAYAN],
  [62, '13:00', 'Koreksi poin: retur belanja online', -300, 'adjust'],
  [72, '17:36', 'Belanja di Arena Sport Tunjungan Plaza', 800, 'earn', TUNJUNGAN],
  [85, '19:55', 'Belanja online No. INV/ARN/0301', 800, 'earn', ONLINE],
  [97, '16:20', 'Bonus naik level Gold', 5000, 'earn'],
  [98, '14:31', 'Belanja di Arena Sport Senayan City', 4300, 'earn', SENAYAN],
  [120, '10:05', 'Bonus referral: Siti Rahayu bergabung', 500, 'referral'],
  [133, '20:44', 'Belanja online No. INV/ARN/0215', 700, 'earn', ONLINE],
  [150, '15:09', 'Belanja di Arena Sport Mal Kelapa Gading', 1250, 'earn', KELAPA_GADING],
  [170, '18:03', 'Belanja di Arena Sport Senayan City', 2100, 'earn', SENAYAN],
  [175, '00:05', 'Poin kedaluwarsa', -450, 'expire'],
  [190, '21:17', 'Belanja online No. INV/ARN/0128', 650, 'earn', ONLINE],
  [215, '16:40', 'Belanja di Arena Sport Paris Van Java', 1150, 'earn', PVJ],
  [230, '12:22', 'Belanja di Arena Sport Mal Kelapa Gading', 700, 'earn', KELAPA_GADING],
  [265, '19:08', 'Belanja di Arena Sport Senayan City', 900, 'earn', SENAYAN],
  [275, '20:36', 'Belanja online No. INV/ARN/0042', 600, 'earn', ONLINE],
];

const transactionsOf = (member: string, rows: TransactionRow[]): RawTransaction[] =>
  rows.map(([days, time, description, points, type, store], i) => ({
    uid: `trx-${member}-${rows.length - i}`,
    created_at: daysAgo(days, time),
    description,
    points,
    type,
    ...(store ? { store } : {}),
  }));

/** A member someone referred with BUDI24: a short history of their own. */
function referredMember(name: string, userUid: string, code: string, joinedDaysAgo: number, balance: number): SeedMember {
  return {
    uid: `mbr-${name}`,
    user_uid: userUid,
    level_uid: LEVELS.silver.uid,
    balance: balance.toFixed(2),
    referral_code: code,
    referred_by: 'BUDI24',
    created_at: daysAgo(joinedDaysAgo, '10:05'),
    transactions: transactionsOf(name, [[Math.max(1, joinedDaysAgo - 4), '13:12', `Belanja di ${PVJ}`, balance, 'earn', PVJ]]),
    rewards: [],
  };
}

const members: SeedMember[] = [
  {
    uid: 'mbr-budi',
    user_uid: 'usr-budi',
    level_uid: LEVELS.gold.uid,
    balance: '24750.00',
    referral_code: 'BUDI24',
    referred_by: null,
    created_at: daysAgo(460, '09:15'),
    transactions: transactionsOf('budi', budiHistory),
    rewards: [
      {
        uid: 'rwd-budi-4',
        name: 'Bonus Referral',
        description: 'Rina Wijaya bergabung memakai kode referral Anda.',
        points: 500,
        created_at: daysAgo(9, '10:05'),
      },
      {
        uid: 'rwd-budi-3',
        name: 'Poin Ganda Akhir Pekan',
        description: 'Poin belanja Anda dilipatgandakan di akhir pekan.',
        points: 1100,
        created_at: daysAgo(31, '15:47'),
      },
      {
        uid: 'rwd-budi-2',
        name: 'Bonus Referral',
        description: 'Andi Pratama bergabung memakai kode referral Anda.',
        points: 500,
        created_at: daysAgo(38, '09:20'),
      },
      {
        uid: 'rwd-budi-1',
        name: 'Bonus Naik Level Gold',
        description: 'Selamat! Anda naik ke level Gold.',
        points: 5000,
        created_at: daysAgo(97, '16:20'),
      },
    ],
    tier_points: 31200,
    expiring_points: [
      { points: 500, expires_at: endOfYear() },
      { points: 2000, expires_at: endOfYear(1).replace('-12-31', '-06-30') },
    ],
    card_number: '8800 2408 1700 0024',
  },
  // Siti has none of the optional fields: the portal reads her level progress from her balance.
  {
    uid: 'mbr-siti',
    user_uid: 'usr-siti',
    level_uid: LEVELS.silver.uid,
    balance: '1200.00',
    referral_code: 'SITI88',
    referred_by: 'BUDI24',
    created_at: daysAgo(120, '10:05'),
    transactions: [{ uid: 'trx-siti-1', created_at: daysAgo(116, '13:12'), description: `Belanja di ${PVJ}`, points: 1200 }],
    rewards: [],
  },
  referredMember('andi', 'usr-andi', 'ANDI77', 38, 650),
  referredMember('rina', 'usr-rina', 'RINA31', 9, 400),
];

const sharedTerms =
  '<p><strong>Syarat dan ketentuan:</strong></p><ul><li>Berlaku di seluruh toko Arena Sport dan toko online resmi.</li><li>Tidak dapat diuangkan atau digabung dengan promo lain.</li><li>Voucher berlaku 30 hari sejak penukaran.</li></ul>';

const deals: RawDeal[] = [
  {
    uid: 'kaos-kaki-gratis',
    name: 'Gratis Kaos Kaki Sport',
    price: 0,
    description: `<p>Sepasang <strong>kaos kaki sport</strong> berbahan katun-spandeks yang menyerap keringat, gratis untuk semua member.</p>${sharedTerms}`,
    images: [img('deals/kaos-kaki.webp')],
    codes: [],
  },
  {
    uid: 'voucher-ongkir',
    name: 'Gratis Ongkir Belanja Online',
    price: 500,
    description: `<p>Bebas ongkos kirim hingga <strong>Rp20.000</strong> untuk belanja online minimal Rp250.000.</p>${sharedTerms}`,
    images: [img('deals/ongkir.webp')],
    codes: [],
  },
  {
    uid: 'botol-minum',
    name: 'Botol Minum Arena 750 ml',
    price: 1500,
    description: `<p>Botol minum <strong>bebas BPA</strong> 750 ml dengan tutup anti-tumpah, pas dibawa lari pagi atau ke gym.</p>${sharedTerms}`,
    images: [img('deals/botol-minum.webp')],
    codes: [],
  },
  {
    uid: 'voucher-belanja-50rb',
    name: 'Voucher Belanja Rp50.000',
    price: 2500,
    description: `<p>Potongan <strong>Rp50.000</strong> untuk belanja minimal Rp500.000 di semua kategori.</p>${sharedTerms}`,
    images: [img('deals/voucher-50rb.webp')],
    codes: [],
  },
  {
    uid: 'diskon-sepatu-lari',
    name: 'Diskon 20% Sepatu Lari',
    price: 4000,
    description: `<p>Diskon <strong>20%</strong> untuk satu pasang sepatu lari pilihan (maksimal potongan Rp300.000).</p>${sharedTerms}`,
    images: [img('deals/sepatu-lari.webp')],
    codes: [],
  },
  {
    uid: 'cuci-sepatu',
    name: 'Cuci Sepatu Premium',
    price: 5000,
    description: `<p>Layanan <strong>cuci sepatu premium</strong> oleh mitra perawatan kami: pembersihan sol, bagian atas dan tali.</p>${sharedTerms}`,
    images: [img('deals/cuci-sepatu.webp')],
    codes: [],
  },
  {
    uid: 'tas-gym-eksklusif',
    name: 'Tas Gym Eksklusif Arena',
    price: 30000,
    description: `<p>Tas gym edisi terbatas dengan <strong>kompartemen sepatu</strong> terpisah dan bahan tahan air.</p>${sharedTerms}`,
    images: [img('deals/tas-gym.webp')],
    codes: [],
  },
];

/** A voucher Budi redeemed `days` ago, valid for 30 days from then; `usedDaysAgo` when it was used. */
function budiVoucher(uid: string, dealUid: string, code: string, days: number, usedDaysAgo?: number): SeedVoucher {
  return {
    uid,
    member_uid: 'mbr-budi',
    deal_uid: dealUid,
    codes: [
      {
        code,
        expires_at: jakartaTime(VOUCHER_VALID_DAYS - days, '23:59'),
        ...(usedDaysAgo !== undefined ? { used_at: daysAgo(usedDaysAgo, '14:20') } : {}),
      },
    ],
    created_at: daysAgo(days, '12:00'),
  };
}

// Newest first: two active (the free shipping one expires first), one used, one expired.
const vouchers: SeedVoucher[] = [
  budiVoucher('rdm-budi-4', 'voucher-belanja-50rb', 'ARN-K7MX-Q4PB', 6),
  budiVoucher('rdm-budi-1', 'voucher-ongkir', 'ARN-8WQ2-L5TD', 16),
  budiVoucher('rdm-budi-3', 'botol-minum', 'ARN-3HZC-V9RN', 25, 18),
  budiVoucher('rdm-budi-2', 'kaos-kaki-gratis', 'ARN-6TFY-D2WG', 50),
];

// What the scheme asks consent for (marketing only: the account itself needs none). Versions are the
// month the text was last changed; a member's choice records the version they saw.
const CONSENT_VERSION = '2024-10';
const consentTexts: RawConsentText[] = [
  {
    key: 'marketing_whatsapp',
    text: 'Saya bersedia menerima info promo, deal, dan poin dari Arena Sport melalui WhatsApp.',
    version: CONSENT_VERSION,
  },
  {
    key: 'marketing_email',
    text: 'Saya bersedia menerima newsletter dan penawaran khusus Arena Sport melalui email.',
    version: CONSENT_VERSION,
  },
  {
    key: 'marketing_push',
    text: 'Saya bersedia menerima notifikasi promo dan pengingat poin di perangkat saya.',
    version: CONSENT_VERSION,
  },
];

// Budi gave WhatsApp when the texts came out and withdrew e-mail later; he never chose on notifications.
const consents: DemoSeed['consents'] = {
  'usr-budi': {
    marketing_whatsapp: { granted: true, version: CONSENT_VERSION, updated_at: daysAgo(270, '09:20') },
    marketing_email: { granted: false, version: CONSENT_VERSION, updated_at: daysAgo(40, '20:05') },
  },
};

const stores: RawStore[] = [
  {
    uid: 'str-senayan',
    name: 'Arena Sport Senayan City',
    address: 'Senayan City Lt. 3, Jl. Asia Afrika Lot 19, Jakarta Pusat',
    city: 'Jakarta',
    phone: '021-7278-1101',
    channels: ['offline', 'pickup'],
  },
  {
    uid: 'str-kelapa-gading',
    name: 'Arena Sport Mal Kelapa Gading',
    address: 'Mal Kelapa Gading 3 Lt. 1, Jl. Boulevard Kelapa Gading, Jakarta Utara',
    city: 'Jakarta',
    phone: '021-4585-2202',
    channels: ['offline'],
  },
  {
    uid: 'str-pvj',
    name: 'Arena Sport Paris Van Java',
    address: 'Paris Van Java Lt. GF, Jl. Sukajadi No. 131-139, Bandung',
    city: 'Bandung',
    phone: '022-8206-3303',
    channels: ['offline', 'pickup'],
  },
  {
    uid: 'str-tunjungan',
    name: 'Arena Sport Tunjungan Plaza',
    address: 'Tunjungan Plaza 6 Lt. 2, Jl. Basuki Rahmat No. 8-12, Surabaya',
    city: 'Surabaya',
    phone: '031-5477-4404',
    channels: ['offline'],
  },
  {
    uid: 'str-online',
    name: 'Arena Sport Online Store',
    address: 'Gudang Cikarang, Jl. Jababeka Raya Blok F, Bekasi',
    city: 'Bekasi',
    phone: '0800-1-272-362',
    channels: ['online'],
  },
];

const brands: RawBrand[] = [
  { key: 'adidas', value: 'Adidas' },
  { key: 'mizuno', value: 'Mizuno' },
  { key: 'nike', value: 'Nike' },
  { key: 'ortuseight', value: 'Ortuseight' },
  { key: 'puma', value: 'Puma' },
  { key: 'specs', value: 'Specs' },
];

const categories: SeedCategory[] = [
  { key: 'sepatu', name: 'Sepatu', parent: null },
  { key: 'sepatu-lari', name: 'Sepatu Lari', parent: 'sepatu' },
  { key: 'sepatu-sepak-bola', name: 'Sepatu Sepak Bola', parent: 'sepatu' },
  { key: 'sepatu-basket', name: 'Sepatu Basket', parent: 'sepatu' },
  { key: 'pakaian', name: 'Pakaian', parent: null },
  { key: 'jersey', name: 'Jersey', parent: 'pakaian' },
  { key: 'jaket', name: 'Jaket', parent: 'pakaian' },
  { key: 'aksesoris', name: 'Aksesoris', parent: null },
  { key: 'tas', name: 'Tas', parent: 'aksesoris' },
  { key: 'bola', name: 'Bola', parent: 'aksesoris' },
];

const CATEGORY_IMAGE: Record<string, RawImage> = {
  'sepatu-lari': img('products/sepatu-lari.webp'),
  'sepatu-sepak-bola': img('products/sepatu-bola.webp'),
  'sepatu-basket': img('products/sepatu-basket.webp'),
  jersey: img('products/jersey.webp'),
  jaket: img('products/jaket.webp'),
  tas: img('products/tas.webp'),
  bola: img('products/bola.webp'),
};

type ProductRow = [id: number, name: string, brand: string, category: string, price: number, salePrice?: number];

const productRows: ProductRow[] = [
  [101, 'Sepatu Lari Nike Pegasus 41', 'nike', 'sepatu-lari', 1899000, 1519000],
  [102, 'Sepatu Lari Adidas Adizero SL', 'adidas', 'sepatu-lari', 1500000],
  [103, 'Sepatu Lari Mizuno Wave Rider 28', 'mizuno', 'sepatu-lari', 2199000, 1759000],
  [104, 'Sepatu Lari Ortuseight Hyperglide 2.0', 'ortuseight', 'sepatu-lari', 499000],
  [105, 'Sepatu Lari Specs Lightspeed Pro', 'specs', 'sepatu-lari', 599000, 479000],
  [106, 'Sepatu Bola Specs Accelerator Lightspeed FG', 'specs', 'sepatu-sepak-bola', 899000],
  [107, 'Sepatu Bola Ortuseight Catalyst Oracle FG', 'ortuseight', 'sepatu-sepak-bola', 449000],
  [108, 'Sepatu Bola Puma Future 7 Play FG', 'puma', 'sepatu-sepak-bola', 1099000, 879000],
  [109, 'Sepatu Bola Nike Mercurial Vapor 16 Academy', 'nike', 'sepatu-sepak-bola', 1349000],
  [110, 'Sepatu Bola Mizuno Morelia Neo IV Pro', 'mizuno', 'sepatu-sepak-bola', 2599000],
  [111, 'Sepatu Basket Nike Giannis Freak 6', 'nike', 'sepatu-basket', 1749000],
  [112, 'Sepatu Basket Adidas Dame 9', 'adidas', 'sepatu-basket', 1600000, 1200000],
  [113, 'Sepatu Basket Puma Court Rider Chaos', 'puma', 'sepatu-basket', 1799000],
  [114, 'Jersey Futsal Specs Veloz', 'specs', 'jersey', 249000],
  [115, 'Jersey Adidas Tiro 24', 'adidas', 'jersey', 399000],
  [116, 'Jersey Nike Dri-FIT Academy', 'nike', 'jersey', 349000, 279000],
  [117, 'Jersey Puma teamGOAL', 'puma', 'jersey', 299000],
  [118, 'Jaket Training Adidas Tiro 24', 'adidas', 'jaket', 899000, 719000],
  [119, 'Jaket Nike Windrunner', 'nike', 'jaket', 1299000],
  [120, 'Jaket Lari Mizuno Breath Thermo', 'mizuno', 'jaket', 999000],
  [121, 'Tas Duffel Nike Brasilia M', 'nike', 'tas', 549000],
  [122, 'Tas Ransel Ortuseight Trident', 'ortuseight', 'tas', 329000],
  [123, 'Bola Sepak Adidas Al Rihla League', 'adidas', 'bola', 699000, 559000],
  [124, 'Bola Futsal Specs Metasala Glory', 'specs', 'bola', 449000],
  [125, 'Bola Voli Mizuno V200W', 'mizuno', 'bola', 1150000],
];

/** What the product page says about each kind of product (CMS HTML, like the backend's). */
const CATEGORY_DESCRIPTION: Record<string, string> = {
  'sepatu-lari':
    '<p>Dirancang untuk lari harian hingga jarak jauh.</p><ul><li>Upper <strong>mesh</strong> yang sejuk dan ringan</li><li>Bantalan midsole responsif</li><li>Sol karet tahan aus</li></ul>',
  'sepatu-sepak-bola':
    '<p>Untuk lapangan rumput (FG) dengan kontrol bola yang presisi.</p><ul><li>Upper tipis untuk sentuhan bola</li><li>Pul berbentuk <strong>bilah dan bulat</strong></li></ul>',
  'sepatu-basket':
    '<p>Menopang pergelangan kaki saat melompat dan berputar.</p><ul><li>Kerah empuk setinggi mata kaki</li><li>Sol <strong>non-marking</strong> untuk lapangan indoor</li></ul>',
  jersey: '<p>Bahan <strong>dry-fit</strong> yang cepat kering untuk latihan dan pertandingan.</p>',
  jaket: '<p>Ringan dan mudah dilipat, dengan saku beritsleting.</p>',
  tas: '<p>Kompartemen terpisah untuk sepatu dan pakaian basah.</p>',
  bola: '<p>Jahitan mesin yang kuat dan pantulan yang konsisten.</p>',
};

/** A second picture for the product page's gallery: the sole of a shoe, the fabric of anything else. */
const detailImage = (category: string) => img(category.startsWith('sepatu') ? 'products/detail-sol.webp' : 'products/detail-bahan.webp');

const products: RawProduct[] = productRows.map(([id, name, brand, category, price, salePrice]) => ({
  id,
  name,
  price,
  ...(salePrice !== undefined ? { sale_price: salePrice } : {}),
  images: [CATEGORY_IMAGE[category] ?? img('products/tas.webp'), detailImage(category)],
  brand,
  category,
  description: `${CATEGORY_DESCRIPTION[category] ?? ''}<p>${name} original, bergaransi resmi. Tersedia di toko Arena Sport dan toko online.</p>`,
}));

// ---- Content (CMS) ----

const pages: RawPage[] = [
  {
    key: 'home',
    title: 'Beranda',
    sections: [
      {
        key: 'hero',
        title: 'Kumpulkan Poin, Raih Hadiahnya',
        body: '<p>Setiap belanja di Arena Sport memberi Anda <strong>poin</strong> yang bisa ditukar dengan voucher, perlengkapan olahraga dan layanan eksklusif.</p>',
        images: [img('pages/home-hero.webp')],
        link: '/about',
      },
      {
        key: 'cara-kerja',
        title: 'Cara Kerjanya',
        body: '<ol><li>Daftar gratis dengan nomor WhatsApp Anda.</li><li>Belanja di toko atau online, poin masuk otomatis.</li><li>Tukar poin dengan deal pilihan Anda.</li></ol>',
        images: [img('pages/cara-kerja.webp')],
      },
      {
        key: 'ajak-teman',
        title: 'Ajak Teman, Dapat Bonus',
        body: '<p>Bagikan kode referral Anda. Setiap teman yang bergabung memberi Anda <strong>500 poin</strong>.</p>',
        images: [img('pages/ajak-teman.webp')],
      },
    ],
  },
  {
    key: 'portal-home',
    title: 'Arena Sport Rewards',
    sections: [
      {
        key: 'sambutan',
        title: 'Selamat Datang di Arena Sport Rewards',
        body: '<p>Program loyalitas untuk para pecinta olahraga. Kumpulkan poin, naik level, dan nikmati keuntungan khusus member.</p>',
        images: [img('pages/home-hero.webp')],
        link: '/about',
      },
      {
        key: 'level',
        title: 'Tiga Level Member',
        body: '<ul><li><strong>Silver</strong>: level awal setelah bergabung.</li><li><strong>Gold</strong>: poin ekstra di setiap transaksi.</li><li><strong>Platinum</strong>: akses pertama ke rilisan terbatas.</li></ul>',
        images: [img('pages/level-member.webp')],
      },
    ],
  },
  {
    key: 'about',
    title: 'Tentang Kami',
    sections: [
      {
        key: 'tentang',
        title: 'Tentang Arena Sport',
        body: '<p>Arena Sport adalah jaringan toko perlengkapan olahraga yang hadir di berbagai kota di Indonesia sejak 2009, dengan sepatu, pakaian dan aksesoris dari merek-merek terbaik.</p>',
        images: [img('pages/tentang.webp')],
      },
      {
        key: 'program',
        title: 'Tentang Arena Sport Rewards',
        body: '<p>Arena Sport Rewards memberi Anda <strong>1 poin untuk setiap Rp1.000</strong> belanja. Poin berlaku 12 bulan dan dapat ditukar dengan deal di portal ini.</p><ul><li>Pendaftaran gratis.</li><li>Poin tercatat otomatis.</li><li>Voucher langsung tersedia setelah penukaran.</li></ul>',
        images: [img('pages/level-member.webp')],
      },
      {
        key: 'kontak',
        title: 'Hubungi Kami',
        body: '<p>Tim layanan pelanggan kami siap membantu Senin sampai Jumat pukul 08.00-17.00.</p>',
        images: [],
        link: '/help',
      },
    ],
  },
  {
    key: 'register',
    title: 'Daftar Member',
    sections: [
      {
        key: 'ajakan',
        title: 'Gabung Gratis Sekarang',
        body: '<p>Daftar dengan nomor WhatsApp Anda dan mulai kumpulkan poin dari belanja pertama.</p>',
        images: [img('pages/daftar.webp')],
      },
    ],
  },
  {
    key: 'member-home',
    title: 'Halaman Member',
    sections: [
      {
        key: 'tukar-poin',
        title: 'Tukar Poin Anda',
        body: '<p>Pilih deal favorit dan tukarkan poin Anda. Voucher langsung masuk ke <strong>My Voucher</strong>.</p>',
        images: [img('pages/tukar-poin.webp')],
        link: '/deals',
      },
      {
        key: 'voucher-saya',
        title: 'Voucher Saya',
        body: '<p>Tunjukkan kode QR voucher di kasir atau masukkan kodenya saat belanja online.</p>',
        images: [],
        link: '/my-voucher',
      },
      {
        key: 'ajak-teman',
        title: 'Ajak Teman',
        body: '<p>Bagikan tautan referral Anda dan dapatkan <strong>500 poin</strong> untuk setiap teman yang bergabung.</p>',
        images: [img('pages/ajak-teman.webp')],
      },
    ],
  },
];

const banners: RawContentItem[] = [
  {
    key: 'promo-sepatu-lari',
    title: 'Diskon hingga 30% Sepatu Lari',
    image: img('banners/sepatu-lari.webp'),
    link: '/search?q=sepatu%20lari',
  },
  {
    key: 'poin-ganda',
    title: 'Poin Ganda Setiap Akhir Pekan',
    image: img('banners/poin-ganda.webp'),
    link: '/blog/cara-tukar-poin-arena-rewards',
  },
  { key: 'ajak-teman', title: 'Ajak Teman, Dapat 500 Poin', image: img('banners/ajak-teman.webp'), link: '/about' },
];

const blogCategories: RawContentItem[] = [
  { key: 'tips-olahraga', name: 'Tips Olahraga', description: '<p>Panduan latihan, perawatan perlengkapan dan gaya hidup aktif.</p>' },
  { key: 'berita-promo', name: 'Berita & Promo', description: '<p>Kabar terbaru dan promo Arena Sport Rewards.</p>' },
];

const blogPosts: RawContentItem[] = [
  {
    key: 'tips-memilih-sepatu-lari',
    title: 'Tips Memilih Sepatu Lari untuk Pemula',
    description: 'Kenali jenis telapak kaki dan permukaan lari sebelum membeli sepatu.',
    body: '<p>Sepatu yang tepat membuat lari lebih nyaman dan mengurangi risiko cedera.</p><h2>Kenali jenis kaki Anda</h2><ul><li><strong>Netral</strong>: pilih sepatu dengan bantalan seimbang.</li><li><strong>Overpronasi</strong>: pilih sepatu stabilitas.</li></ul><p>Cobalah sepatu di sore hari, saat kaki sedikit mengembang.</p><h2>Tabel ukuran</h2><table><thead><tr><th>EU</th><th>UK</th><th>US Pria</th><th>US Wanita</th><th>Panjang kaki (cm)</th><th>Lebar kaki (cm)</th></tr></thead><tbody><tr><td>39</td><td>6</td><td>6,5</td><td>8</td><td>24,5</td><td>9,5</td></tr><tr><td>40</td><td>6,5</td><td>7</td><td>8,5</td><td>25</td><td>9,7</td></tr><tr><td>41</td><td>7,5</td><td>8</td><td>9,5</td><td>26</td><td>10</td></tr><tr><td>42</td><td>8</td><td>8,5</td><td>10</td><td>26,5</td><td>10,2</td></tr><tr><td>43</td><td>9</td><td>9,5</td><td>11</td><td>27,5</td><td>10,5</td></tr></tbody></table>',
    image: img('blog/sepatu-lari.webp'),
    published_at: '2025-06-12T08:00:00+07:00',
    tags: ['lari', 'sepatu'],
    category: 'tips-olahraga',
  },
  {
    key: 'pemanasan-sebelum-futsal',
    title: 'Lima Gerakan Pemanasan Sebelum Bermain Futsal',
    description: 'Pemanasan 10 menit yang menjaga otot tetap siap.',
    body: '<p>Futsal menuntut akselerasi dan perubahan arah yang cepat.</p><ul><li>Jogging ringan 3 menit.</li><li>Ayunan kaki depan-belakang.</li><li>Lunges berjalan.</li><li>Peregangan betis.</li><li>Sprint pendek 3 x 10 meter.</li></ul>',
    image: img('blog/futsal.webp'),
    published_at: '2025-05-28T08:00:00+07:00',
    tags: ['futsal', 'kesehatan'],
    category: 'tips-olahraga',
  },
  {
    key: 'merawat-sepatu-sepak-bola',
    title: 'Cara Merawat Sepatu Sepak Bola agar Awet',
    description: 'Bersihkan, keringkan dan simpan sepatu dengan benar.',
    body: '<p>Sepatu sepak bola sering terkena lumpur dan air.</p><ul><li>Lepaskan tanah dengan sikat lembut setelah bermain.</li><li>Isi dengan kertas koran agar cepat kering.</li><li><strong>Jangan</strong> menjemur langsung di bawah matahari terik.</li></ul>',
    image: img('blog/merawat-sepatu.webp'),
    published_at: '2025-05-09T08:00:00+07:00',
    tags: ['sepak-bola', 'sepatu', 'perawatan'],
    category: 'tips-olahraga',
  },
  {
    key: 'persiapan-lari-10k',
    title: 'Persiapan Lari 10K Pertama Anda',
    description: 'Program latihan delapan minggu untuk pelari pemula.',
    body: '<p>Target 10K bisa dicapai dalam dua bulan dengan latihan teratur.</p><ul><li>Minggu 1-2: lari 3 km, tiga kali seminggu.</li><li>Minggu 3-5: tambah jarak 1 km per minggu.</li><li>Minggu 6-8: satu lari panjang setiap akhir pekan.</li></ul><p>Jangan lupa <strong>hari istirahat</strong>.</p>',
    image: img('blog/lari-10k.webp'),
    published_at: '2025-04-18T08:00:00+07:00',
    tags: ['lari', 'latihan'],
    category: 'tips-olahraga',
  },
  {
    key: 'cara-tukar-poin-arena-rewards',
    title: 'Cara Menukar Poin Arena Sport Rewards',
    description: 'Tiga langkah mudah menukar poin dengan voucher.',
    body: '<p>Poin Anda bisa ditukar kapan saja di portal member.</p><ol><li>Masuk dengan nomor WhatsApp Anda.</li><li>Pilih deal dan tekan <strong>Redeem Now</strong>.</li><li>Buka My Voucher untuk melihat kode QR.</li></ol>',
    image: img('blog/tukar-poin.webp'),
    published_at: '2025-06-20T08:00:00+07:00',
    tags: ['member', 'poin'],
    category: 'berita-promo',
  },
  {
    key: 'toko-baru-tunjungan-plaza',
    title: 'Arena Sport Hadir di Tunjungan Plaza Surabaya',
    description: 'Toko terbaru kami dengan area coba sepatu lari.',
    body: '<p>Kami membuka toko baru di <strong>Tunjungan Plaza 6</strong>, Surabaya.</p><p>Nikmati poin ganda selama minggu pembukaan.</p>',
    image: img('blog/toko-baru.webp'),
    published_at: '2025-03-30T08:00:00+07:00',
    tags: ['toko', 'promo'],
    category: 'berita-promo',
  },
];

/** What the CMS adds to a store: coordinates and opening hours (optional in the contract), not for every store. */
const STORE_DETAILS: Record<string, { latitude?: number; longitude?: number; opening_hours: string | string[] }> = {
  'str-senayan': { latitude: -6.2272, longitude: 106.7972, opening_hours: 'Setiap hari 10.00-22.00' },
  // A list of lines is read too.
  'str-kelapa-gading': { latitude: -6.1575, longitude: 106.9085, opening_hours: ['Senin-Jumat 10.00-22.00', 'Sabtu-Minggu 10.00-23.00'] },
  'str-pvj': { latitude: -6.889, longitude: 107.596, opening_hours: 'Setiap hari 10.00-21.30' },
  // No coordinates: the directions link searches for the address.
  'str-tunjungan': { opening_hours: 'Setiap hari 10.00-22.00' },
};

const storeLocations: RawContentItem[] = stores
  .filter((s) => s.channels.includes('offline'))
  .map((s) => ({
    key: s.uid.replace(/^str-/, ''),
    name: s.name,
    address: s.address,
    city: s.city,
    phone: s.phone,
    ...STORE_DETAILS[s.uid],
  }));

const TOP_CATEGORY_IMAGE: Record<string, RawImage> = {
  sepatu: img('products/sepatu-lari.webp'),
  pakaian: img('products/jersey.webp'),
  aksesoris: img('products/tas.webp'),
};

const productCategories: RawContentItem[] = categories
  .filter((c) => c.parent === null)
  .map((c) => ({ key: c.key, name: c.name, image: TOP_CATEGORY_IMAGE[c.key] ?? img('products/tas.webp') }));

const contentProducts: RawContentItem[] = [
  {
    key: 'jaket-hujan-arena',
    name: 'Jaket Hujan Arena Shield',
    description: '<p>Jaket ringan dengan lapisan <strong>tahan air</strong> untuk lari di musim hujan.</p>',
    images: [img('products/jaket.webp')],
    category: 'pakaian',
    protection_type: 'tahan-air',
    product_type: 'jaket',
    installation: 'outdoor',
    phase: 'pemula',
  },
  {
    key: 'topi-lari-uv',
    name: 'Topi Lari UV Guard',
    description: '<p>Topi lari dengan perlindungan <strong>UV 50+</strong> dan bahan cepat kering.</p>',
    images: [img('products/topi.webp')],
    category: 'aksesoris',
    protection_type: 'anti-uv',
    product_type: 'topi',
    installation: 'outdoor',
    phase: 'menengah',
  },
  {
    key: 'sepatu-futsal-indoor',
    name: 'Sepatu Futsal Indoor Grip',
    description: '<p>Sol karet non-marking untuk lapangan <strong>indoor</strong>.</p>',
    images: [img('products/sepatu-bola.webp')],
    category: 'sepatu',
    protection_type: 'anti-slip',
    product_type: 'sepatu',
    installation: 'indoor',
    phase: 'profesional',
  },
  {
    key: 'kaos-kaki-kompresi',
    name: 'Kaos Kaki Kompresi',
    description: '<p>Membantu sirkulasi darah saat lari jarak jauh.</p>',
    images: [img('deals/kaos-kaki.webp')],
    category: 'aksesoris',
    protection_type: 'anti-bakteri',
    product_type: 'kaos-kaki',
    installation: 'outdoor',
    phase: 'profesional',
  },
];

const faqs: RawContentItem[] = [
  {
    key: 'cara-daftar',
    title: 'Bagaimana cara mendaftar member?',
    body: '<p>Tekan <strong>Daftar</strong>, isi nama dan nomor WhatsApp, lalu masukkan kode OTP yang kami kirim.</p>',
    category: 'akun',
  },
  {
    key: 'cara-dapat-poin',
    title: 'Bagaimana cara mendapatkan poin?',
    body: '<p>Sebutkan nomor WhatsApp Anda di kasir atau masuk saat belanja online. Setiap Rp1.000 bernilai 1 poin.</p>',
    category: 'poin',
  },
  {
    key: 'masa-berlaku-poin',
    title: 'Berapa lama poin berlaku?',
    body: '<p>Poin berlaku <strong>12 bulan</strong> sejak tanggal transaksi.</p>',
    category: 'poin',
  },
  {
    key: 'voucher-hilang',
    title: 'Di mana saya melihat voucher yang sudah ditukar?',
    body: '<p>Semua voucher ada di menu <strong>My Voucher</strong> lengkap dengan kode QR.</p>',
    category: 'voucher',
  },
  {
    key: 'ganti-nomor',
    title: 'Bisakah saya mengganti nomor WhatsApp?',
    body: '<p>Bisa. Hubungi layanan pelanggan kami dengan menyertakan nomor lama dan nomor baru.</p>',
    category: 'akun',
  },
  {
    key: 'toko-terdekat',
    title: 'Di mana toko Arena Sport terdekat?',
    body: '<p>Lihat alamat, jam buka dan petunjuk arah semua toko di halaman <a href="/store-location">Lokasi Toko</a>.</p>',
    category: 'toko',
  },
  {
    key: 'promo-berjalan',
    title: 'Apakah promo bisa digabung dengan penukaran poin?',
    body: '<p>Bisa, kecuali disebutkan lain. Daftar promo yang sedang berjalan ada di halaman <a href="/promotion">Promo</a>.</p>',
    category: 'poin',
  },
];

/** The date `days` from today in Jakarta, as a CMS writes one (`2026-11-23`): the demo's promotions never go stale. */
const dayFromToday = (days: number) => jakartaTime(days).slice(0, 10);

const promotions: RawContentItem[] = [
  {
    key: 'poin-ganda-akhir-pekan',
    title: 'Poin Ganda Akhir Pekan',
    body: '<p>Dapatkan <strong>2x poin</strong> untuk setiap belanja di hari Sabtu dan Minggu.</p>',
    image: img('banners/poin-ganda.webp'),
    start_at: dayFromToday(-23),
    end_at: dayFromToday(38),
  },
  {
    key: 'diskon-sepatu-lari',
    title: 'Diskon Sepatu Lari hingga 30%',
    body: '<p>Untuk koleksi sepatu lari pilihan dari Nike, Adidas dan Mizuno.</p>',
    image: img('banners/sepatu-lari.webp'),
    link: '/search?q=sepatu%20lari',
    start_at: dayFromToday(-5),
    end_at: dayFromToday(12),
  },
  // Open-ended: no end_at.
  {
    key: 'bonus-referral',
    title: 'Bonus Referral 500 Poin',
    body: '<p>Ajak teman bergabung dan dapatkan 500 poin untuk setiap teman.</p>',
    image: img('banners/ajak-teman.webp'),
    start_at: dayFromToday(-120),
  },
  // Over: the promotion page leaves it out.
  {
    key: 'promo-kemerdekaan',
    title: 'Promo Kemerdekaan 17%',
    body: '<p>Potongan 17% untuk semua jersey.</p>',
    image: img('products/jersey.webp'),
    start_at: dayFromToday(-100),
    end_at: dayFromToday(-60),
  },
];

// Benefit shapes vary on purpose: the portal must read title/body/image as well as name/description/images.
const memberBenefits: RawContentItem[] = [
  {
    key: 'poin-setiap-belanja',
    title: 'Poin di Setiap Belanja',
    body: '<p>Dapatkan <strong>1 poin untuk setiap Rp1.000</strong> belanja, di toko maupun online.</p>',
    image: img('benefits/poin.webp'),
  },
  {
    key: 'hadiah-ulang-tahun',
    name: 'Hadiah Ulang Tahun',
    description:
      '<p>Voucher spesial di bulan ulang tahun Anda.</p><ul><li>Silver: Rp25.000</li><li>Gold: Rp50.000</li><li>Platinum: Rp100.000</li></ul>',
    images: [img('benefits/ulang-tahun.webp')],
  },
  {
    key: 'akses-rilisan-terbatas',
    name: 'Akses Pertama Rilisan Terbatas',
    description: '<p>Member <strong>Platinum</strong> bisa membeli rilisan terbatas 24 jam lebih awal.</p>',
    images: [img('benefits/rilisan.webp'), img('products/sepatu-basket.webp')],
  },
  {
    key: 'gratis-ongkir',
    title: 'Gratis Ongkir',
    body: '<p>Gratis ongkos kirim untuk belanja online member Gold dan Platinum.</p>',
    image: '/demo/benefits/ongkir.webp',
  },
];

const helpCategories: RawContentItem[] = [
  { key: 'akun', name: 'Akun & Pendaftaran', description: '<p>Masuk, daftar dan data akun.</p>' },
  { key: 'poin-voucher', name: 'Poin & Voucher', description: '<p>Mengumpulkan poin dan menukar voucher.</p>' },
];

const helpTopics: RawContentItem[] = [
  {
    key: 'masuk-akun',
    name: 'Masuk ke Akun',
    description: '<p>Masuk dengan nomor WhatsApp dan kode OTP.</p>',
    category: 'akun',
    tags: ['otp', 'login'],
  },
  {
    key: 'pendaftaran',
    name: 'Pendaftaran Member',
    description: '<p>Cara menjadi member dan kode referral.</p>',
    category: 'akun',
    tags: ['daftar', 'referral'],
  },
  {
    key: 'kumpulkan-poin',
    name: 'Mengumpulkan Poin',
    description: '<p>Dari mana poin berasal dan kapan masuk ke akun.</p>',
    category: 'poin-voucher',
    tags: ['poin'],
  },
  {
    key: 'tukar-voucher',
    name: 'Menukar dan Memakai Voucher',
    description: '<p>Menukar poin dengan deal dan memakai voucher.</p>',
    category: 'poin-voucher',
    tags: ['voucher', 'poin'],
  },
];

const helpArticles: RawContentItem[] = (
  [
    {
      key: 'otp-tidak-masuk',
      title: 'Kode OTP tidak masuk',
      body: '<p>Pastikan nomor WhatsApp aktif, lalu tunggu 60 detik sebelum meminta kode baru.</p>',
      topic: 'masuk-akun',
      tags: ['otp'],
    },
    {
      key: 'nomor-belum-terdaftar',
      title: 'Nomor belum terdaftar',
      body: '<p>Jika nomor belum terdaftar, buat akun baru lewat tombol <strong>Daftar</strong>.</p>',
      topic: 'masuk-akun',
      tags: ['login', 'daftar'],
    },
    {
      key: 'memakai-kode-referral',
      title: 'Memakai kode referral',
      body: '<p>Isi kolom Referral Kode saat mendaftar, atau buka tautan referral dari teman Anda.</p>',
      topic: 'pendaftaran',
      tags: ['referral'],
    },
    {
      key: 'poin-belum-masuk',
      title: 'Poin belum masuk setelah belanja',
      body: '<p>Poin dari belanja di toko masuk paling lambat 1x24 jam.</p>',
      topic: 'kumpulkan-poin',
      tags: ['poin'],
    },
    {
      key: 'poin-tidak-cukup',
      title: 'Poin tidak cukup untuk menukar deal',
      body: '<p>Tombol Redeem tidak aktif jika harga deal melebihi saldo poin Anda.</p>',
      topic: 'tukar-voucher',
      tags: ['poin', 'voucher'],
    },
    {
      key: 'memakai-voucher',
      title: 'Memakai voucher di kasir',
      body: '<p>Buka My Voucher, lalu tunjukkan kode QR kepada kasir.</p>',
      topic: 'tukar-voucher',
      tags: ['voucher'],
    },
  ] satisfies RawContentItem[]
).map((article) => ({
  ...article,
  category: helpTopics.find((t) => t.key === article.topic)?.category,
}));

export const SEED: DemoSeed = {
  application: {
    uid: 'app-arena-portal',
    name: 'Arena Sport Member Portal',
    app_settings: {
      'app.logo_url': '/demo/logo.svg',
      'app.title': 'Arena Sport Rewards',
      'chat-widget.hide_goapp_label': false,
      'chat-widget.google_font': '',
    },
  },
  business: {
    uid: 'biz-arena-sport',
    name: 'Arena Sport Indonesia',
    email: 'halo@arenasport.example',
    phone: '021-5088-1234',
    address: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
  },
  scheme: {
    uid: 'scheme-arena-rewards',
    name: 'Arena Sport Rewards',
    // New members who join with a referral code start at this level.
    referral_level: { uid: LEVELS.silver.uid, name: LEVELS.silver.name },
    levels: [LEVELS.silver, LEVELS.gold, LEVELS.platinum],
  },
  users,
  members,
  tokens: { [DEMO_MEMBER_TOKEN]: 'usr-budi' },
  deals,
  vouchers,
  consentTexts,
  consents,
  stores,
  brands,
  categories,
  products,
  content: {
    banner: banners,
    page: pages,
    blog: blogPosts,
    'blog-category': blogCategories,
    'store-location': storeLocations,
    'product-category': productCategories,
    product: contentProducts,
    faq: faqs,
    promotion: promotions,
    'member-benefit': memberBenefits,
    'help-category': helpCategories,
    'help-article': helpArticles,
    'help-topic': helpTopics,
  },
};
