/**
 * Work that can wait for the page: run it when the browser is next idle, each piece in a task of its own,
 * so that hydration's last task does not also carry every background start (visitor tracking, the service
 * worker, the toaster). On a slow phone one long task there is a page that ignores the first tap.
 */

/** The longest wait for an idle moment: a page that never rests still starts its background work. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `work` once the browser is idle (or after IDLE_TIMEOUT_MS); returns a cancel. */
export function whenIdle(work: () => void, timeout: number = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: a task of its own, after what is queued now.
  const id = window.setTimeout(work, 0);
  return () => window.clearTimeout(id);
}
