'use client';
import type Toast from 'react-hot-toast';

export const NEW_VERSION_MESSAGE = 'Versi baru tersedia';

/**
 * Stays until answered: unlike the one-second toasts, it asks the person to do something. `toast` is
 * react-hot-toast's, handed over by the caller: imported here, this file's chunk would carry a second copy
 * of the one the toaster loads.
 */
export function showNewVersionToast(toast: typeof Toast, apply: () => void): void {
  toast(
    (t) => (
      <span className="flex items-center gap-3">
        <span>{NEW_VERSION_MESSAGE}</span>
        <button
          type="button"
          onClick={() => {
            toast.dismiss(t.id);
            apply();
          }}
          className="rounded-full bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand forced-colors:border"
        >
          Muat ulang
        </button>
      </span>
    ),
    { id: 'new-version', duration: Infinity },
  );
}
