import { revalidatePath, revalidateTag } from 'next/cache';
import { readDeploymentConfig } from '@/lib/config';
import { countWebhook } from '@/lib/observability/hooks';
import { noteRevalidated } from '@/lib/page-cache/handler.mjs';
import { revalidateShared } from '@/lib/page-cache/shared-store.mjs';
import { announceDealLater } from '@/lib/push/new-deals';
import { RevalidationRequestError, implicitTags, planRevalidation } from '@/lib/rules/revalidation';
import { readBodyWithin, sameSecret } from '@/lib/server/request-body';

export const dynamic = 'force-dynamic';

/** A webhook body is a model and a key; anything much larger is not one. */
const MAX_BODY_BYTES = 4096;

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * `POST /api/revalidate` — the CMS webhook: `Authorization: Bearer <REVALIDATE_SECRET>`, body
 * `{"model", "key"?}`. Makes every cached page showing that content outdated on every server
 * (lib/rules/revalidation.ts); their next request renders them afresh.
 */
export function POST(request: Request) {
  return countWebhook('revalidate', revalidate(request));
}

async function revalidate(request: Request) {
  const { revalidateSecret } = readDeploymentConfig();
  if (!revalidateSecret) return answer(404, { detail: 'Not found.' });

  const credentials = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  if (!credentials || !sameSecret(credentials[1], revalidateSecret)) {
    return answer(401, { detail: 'A valid "Authorization: Bearer <secret>" is required.' }, { 'WWW-Authenticate': 'Bearer' });
  }

  const text = await readBodyWithin(request, MAX_BODY_BYTES);
  if (text === null) return answer(413, { detail: `The body must be at most ${MAX_BODY_BYTES} bytes.` });
  let body: unknown;
  let plan;
  try {
    body = JSON.parse(text || 'null');
    plan = planRevalidation(body);
  } catch (error) {
    if (error instanceof SyntaxError) return answer(400, { detail: 'The body is not JSON: {"model": "...", "key"?: "..."}.' });
    if (error instanceof RevalidationRequestError) return answer(400, { detail: error.message });
    throw error;
  }

  // Stale content is never served after this: the next request for each page renders it now.
  // Next applies these on this server once the answer has gone out...
  for (const tag of plan.tags) revalidateTag(tag, { expire: 0 });
  for (const { path, type } of plan.paths) revalidatePath(path, type);
  // ...so this server's page cache and the shared cache are told first (a render under way is then
  // not stored as fresh, lib/page-cache/handler.mjs rule 4, nor answers a request sent after this answer,
  // lib/server/outdated-renders.ts), and the answer says every server will render afresh.
  // A deal no server has announced goes to the members who asked for new deals, after this answer (lib/push).
  const { model, key } = body as { model: string; key?: string };
  if (model === 'deal' && key) announceDealLater(key);
  const tags = [...plan.tags, ...plan.paths.flatMap(implicitTags)];
  noteRevalidated(tags);
  const shared = await revalidateShared(tags);
  if (shared === false) {
    return answer(503, {
      detail: 'Revalidated on this server only: the shared cache (Redis) is unreachable, so the others were not told. Try again.',
      revalidated: plan.tags,
    });
  }
  return answer(200, { revalidated: plan.tags, paths: plan.paths.map(({ path }) => path) });
}
