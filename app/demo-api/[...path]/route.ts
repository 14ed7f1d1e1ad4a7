import { getConfig } from '@/lib/config';
import { answerDemoRequest } from '@/lib/demo-api/answer';

// The built-in demo API: on only while API_HOST is unset.
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  if (!getConfig().demo) return Response.json({ detail: 'Not found.' }, { status: 404 });
  return answerDemoRequest(request);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
