/** Helpers every resource uses: ids, text, phone numbers and e-mail addresses, paging. */
import type { SeedUser } from '../seed';
import { getDemoStore } from './state';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read aloud at a till
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function randomString(length: number, alphabet = ID_ALPHABET): string {
  const bytes = new Uint32Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export function randomDigits(length: number): string {
  return randomString(length, '0123456789');
}

export const nowIso = () => new Date().toISOString();

export const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Compares Indonesian mobile numbers: digits only, a leading 62 (or +62) or a bare 8 becomes 0. */
export function backendPhoneKey(raw: string): string {
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

export const backendAcceptsPhone = (normalised: string) => /^0\d{8,13}$/.test(normalised);
export const backendAcceptsEmail = (email: string) => /^[^\s@]{1,64}@[^\s@]+\.[A-Za-z]{2,}$/.test(email) && email.length <= 254;

/** An OTP address is an e-mail (lower-cased) or a phone number (normalised). */
export function normaliseAddress(raw: string): string {
  return raw.includes('@') ? raw.trim().toLowerCase() : backendPhoneKey(raw);
}

export function findUserByAddress(address: string): SeedUser | undefined {
  if (!address) return undefined;
  return getDemoStore().users.find((u) => backendPhoneKey(u.mobile_no) === address || u.email.toLowerCase() === address);
}

/** `page` / `size` (or `page_size`) paging into the Django REST page shape. */
export function paginate<T>(items: T[], url: URL, sizeParam: 'size' | 'page_size' = 'page_size') {
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
