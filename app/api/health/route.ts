import { getApplication } from '@/lib/api/directory';
import { pingSharedCache } from '@/lib/page-cache/shared-store.mjs';
import { READINESS_TIMEOUT_MS, checkReadiness, keptReadiness } from '@/lib/server/readiness';

// For load balancers: never cached, never prerendered.
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** This server's readiness, kept a few seconds: asking cannot multiply the backend's traffic. */
const readinessNow = keptReadiness(() =>
  checkReadiness({
    backend: async () => (await getApplication({ fresh: true, timeoutMs: READINESS_TIMEOUT_MS })).ok,
    redis: () => pingSharedCache(),
  }),
);

/** `GET /api/health`: the server runs (liveness). `?ready=1`: it can serve pages now (readiness). */
export async function GET(request: Request) {
  if (!new URL(request.url).searchParams.has('ready')) return Response.json({ status: 'ok' }, { headers: NO_STORE });
  const readiness = await readinessNow();
  return Response.json(readiness.body, { status: readiness.ready ? 200 : 503, headers: NO_STORE });
}
