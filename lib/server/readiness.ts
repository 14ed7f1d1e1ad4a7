/**
 * Readiness: can this server do its work right now? The backend's application call must answer
 * within 2 s, and Redis, when configured, must answer a ping. A load balancer sends no traffic to
 * a server that says no (503, naming what failed); liveness (`/api/health`) only says it runs.
 *
 * Anyone may ask, so a check's result answers every request for 5 s, and requests that arrive while a
 * check runs wait for that one: however many ask, the backend gets at most one call per 5 s from it.
 */
import 'server-only';
export const READINESS_TIMEOUT_MS = 2000;
/** How long a check's result answers every request (from when it was had). */
export const READINESS_KEPT_MS = 5000;

export interface ReadinessProbes {
  /** True when the backend answered in time. */
  backend: () => Promise<boolean>;
  /** True when Redis answered, false when not, null when no Redis is configured. */
  redis: () => Promise<boolean | null>;
}

export interface Readiness {
  ready: boolean;
  body: { status: 'ready' | 'unavailable'; backend: 'ok' | 'failed'; redis: 'ok' | 'failed' | 'not configured' };
}

async function settle<T>(probe: () => Promise<T>, failed: T, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([probe(), new Promise<T>((resolve) => (timer = setTimeout(() => resolve(failed), ms)))]);
  } catch {
    return failed;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs both probes at once; neither may take longer than `timeoutMs`. */
export async function checkReadiness(probes: ReadinessProbes, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  const [backend, redis] = await Promise.all([settle(probes.backend, false, timeoutMs), settle(probes.redis, false, timeoutMs)]);
  const ready = backend && redis !== false;
  return {
    ready,
    body: {
      status: ready ? 'ready' : 'unavailable',
      backend: backend ? 'ok' : 'failed',
      redis: redis === null ? 'not configured' : redis ? 'ok' : 'failed',
    },
  };
}

/**
 * `check`, shared: its result is kept for `keptMs` after it comes, and a call while a check runs gets
 * that check's result (one check in flight at a time).
 */
export function keptReadiness(check: () => Promise<Readiness>, keptMs = READINESS_KEPT_MS): () => Promise<Readiness> {
  let kept: { readiness: Readiness; until: number } | null = null;
  let running: Promise<Readiness> | null = null;
  return () => {
    if (kept && Date.now() < kept.until) return Promise.resolve(kept.readiness);
    running ??= check()
      .then((readiness) => {
        kept = { readiness, until: Date.now() + keptMs };
        return readiness;
      })
      .finally(() => (running = null));
    return running;
  };
}
