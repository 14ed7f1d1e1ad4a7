export const COPY_SUCCESS = 'Berhasil menyalin!';
export const COPY_FAILURE = 'Gagal menyalin. Browser mungkin tidak didukung.';

/**
 * Copies text to the clipboard and says so in a toast; no clipboard, or a refusal, is a failure. The toasts'
 * library is the toaster's (app/providers.tsx loads it once the page is idle): imported here, it would come
 * again inside every page and dialog that can copy.
 */
export async function copyText(text: string): Promise<boolean> {
  let copied = false;
  try {
    if (typeof navigator === 'undefined' || typeof navigator.clipboard?.writeText !== 'function') throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch {
    // Said below.
  }
  try {
    const { default: toast } = await import('react-hot-toast');
    if (copied) toast.success(COPY_SUCCESS);
    else toast.error(COPY_FAILURE);
  } catch {
    // The library could not load (a deployment since, no signal): the copy stands, unannounced.
  }
  return copied;
}
