'use client';

/** Loads the address again: with a network back, the real page comes. */
export function RetryButton() {
  return (
    <button type="button" onClick={() => window.location.reload()} className="btn-primary">
      Coba lagi
    </button>
  );
}
