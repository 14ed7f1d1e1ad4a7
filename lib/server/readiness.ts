/**
 * Readiness: can this server do its work right now? The backend's application call must answer
 * within 2 s, and Redis, when configured, must answer a ping. A load balancer sends no traffic to
 * a server that says no (503, naming what failed); liveness (`/api/health`) only says it runs.
 */
import 'server-only';
export const READINESS_TIMEOUT_MS = 2000;

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
