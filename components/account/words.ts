/** The words of "Profil Saya" and "Privasi & Data", and what a refused call says there. */
import { accountProblem } from '@/lib/api/account';
import { tooManyMessage } from '@/lib/api/too-many';
import type { ApiResult } from '@/lib/api/types';

export const PROFILE_TITLE = 'Profil Saya';
export const PRIVACY_TITLE = 'Privasi & Data';
export const PROFILE_INVITATION = 'Masuk untuk melihat dan mengubah profil Anda.';
export const PRIVACY_INVITATION = 'Masuk untuk mengatur persetujuan, mengunduh data, atau menghapus akun Anda.';

export const PROFILE_SAVED = 'Profil Anda tersimpan.';
export const PROFILE_UNCHANGED = 'Tidak ada perubahan untuk disimpan.';
export const PROFILE_NOT_SAVED = 'Profil tidak dapat disimpan. Periksa koneksi Anda, lalu coba lagi. Isian Anda tetap di sini.';
export const PROFILE_NOT_OFFERED = 'Nama dan email belum dapat diubah di portal ini. Untuk mengubahnya, hubungi kami:';

export const NUMBER_CODE_FAILED = 'Kode tidak dapat dikirim. Coba lagi sebentar lagi.';
export const NUMBER_NOT_CHANGED = 'Nomor tidak dapat diganti. Coba lagi sebentar lagi.';
export const NUMBER_NOT_OFFERED = 'Nomor WhatsApp belum dapat diganti di portal ini. Untuk menggantinya, hubungi kami:';
export const numberChanged = (number: string) => `Nomor WhatsApp Anda sekarang ${number}. Masuk berikutnya dengan nomor ini.`;

export const CONSENTS_NOT_LOADED = 'Persetujuan tidak dapat dimuat.';
export const CONSENT_NOT_SAVED = 'Persetujuan tidak dapat disimpan. Coba lagi sebentar lagi.';
export const CONSENTS_NOT_OFFERED = 'Persetujuan belum dapat diatur di portal ini. Untuk memberi atau menarik persetujuan, hubungi kami:';

export const COPY_FAILED = 'Salinan data tidak dapat dibuat sekarang. Coba lagi sebentar lagi.';

export const DELETION_CODE_FAILED = 'Kode tidak dapat dikirim. Coba lagi sebentar lagi.';
export const DELETION_FAILED = 'Permintaan hapus akun tidak dapat dikirim. Coba lagi sebentar lagi.';
export const DELETION_NOT_OFFERED = 'Akun belum dapat dihapus dari portal ini. Untuk menghapus akun Anda, hubungi kami:';

/** A 401 from the account's routes: the session ended, or another tab signed in as someone else. */
export const SESSION_CHANGED = 'Sesi Anda telah berakhir atau berganti. Muat ulang halaman, lalu coba lagi.';

/**
 * What to say of a refused call: the session, an attempt limit in the backend's words, a refusal in the
 * backend's words (400, 409), else `fallback` (a backend down, slow or answering garbage).
 */
export function failureWords(result: ApiResult<unknown>, fallback: string): string {
  if (result.status === 401) return SESSION_CHANGED;
  const tooMany = tooManyMessage(result);
  if (tooMany) return tooMany;
  if (result.status === 400 || result.status === 409) return accountProblem(result).detail ?? fallback;
  return fallback;
}
