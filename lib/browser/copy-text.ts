import toast from 'react-hot-toast';

export const COPY_SUCCESS = 'Berhasil menyalin!';
export const COPY_FAILURE = 'Gagal menyalin. Browser mungkin tidak didukung.';

/** Copies text to the clipboard and says so in a toast; no clipboard, or a refusal, is a failure. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.clipboard?.writeText !== 'function') throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    toast.success(COPY_SUCCESS);
    return true;
  } catch {
    toast.error(COPY_FAILURE);
    return false;
  }
}
