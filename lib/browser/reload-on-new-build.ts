/**
 * A deployment replaces the build's files. A page loaded before it still runs the old build, whose parts
 * that load when first needed (a dialog, the member menu, the member's session) are gone from the server:
 * the first tap on a deal turned the whole page into "Terjadi Kesalahan!" (Turbopack's ChunkLoadError).
 * The page reloads instead, into the new build; once, so a part missing from the new build too still
 * ends at the error page rather than in a loop of reloads. Pages kept by the service worker are not
 * concerned: it serves the old build's files until the member switches to the new version.
 */

/** What the page says for the moment before it reloads. */
export const NEW_BUILD_LOADING = 'Memuat versi terbaru…';

/** When this tab last reloaded for a new build (sessionStorage key), and how long until it may again. */
const RELOADED_AT = 'portalReloadedForNewBuild';
const AGAIN_AFTER_MS = 60_000;

/** A part of the build this page was loaded with could not be loaded. */
export function isMissingPart(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

function lastReload(): number | null {
  try {
    return Number(window.sessionStorage.getItem(RELOADED_AT));
  } catch {
    return null; // storage blocked: the reload could not be counted, so it is not made
  }
}

/** Whether a missing part would reload the page now (not when it has just reloaded for one). */
export function willReloadFor(error: unknown, now = Date.now()): boolean {
  if (typeof window === 'undefined' || !isMissingPart(error)) return false;
  const last = lastReload();
  return last !== null && now - last >= AGAIN_AFTER_MS;
}

/** Reloads the page into the new build when `error` is a missing part; true when it did. */
export function reloadForNewBuild(error: unknown): boolean {
  if (!willReloadFor(error)) return false;
  try {
    window.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * "Coba lagi" on an error page. Next's `retry` fetches the page's content and renders it again, which
 * brings back what failed for a while (a backend, the network); a part gone with a deployment is asked
 * for again from the same build and fails the same way, so only a reload (here at the member's own
 * request, not counted) brings it back, from the new build.
 */
export function tryAgain(error: unknown, retry: () => void): void {
  if (isMissingPart(error)) window.location.reload();
  else retry();
}

/** Parts loaded outside React (a session's API client, the offline store): their failure reloads too. */
export function reloadWhenPartsGoMissing(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (reloadForNewBuild(event.reason)) event.preventDefault();
  });
}
