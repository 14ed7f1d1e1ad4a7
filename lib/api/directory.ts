import { modelTag } from '@/lib/rules/revalidation';
import { mapResult, request } from './http';
import { isRecord, str, text, toAppSettings } from './normalize';
import type { Application, Business } from './types';
import type { Answer } from './answers';

/** `fresh` asks the backend now (readiness checks), not the data cache. */
export async function getApplication({ fresh = false, timeoutMs }: { fresh?: boolean; timeoutMs?: number } = {}) {
  const options = fresh ? { revalidate: 0, timeoutMs } : { tags: [modelTag('app')] };
  return mapResult(await request<Answer<'getApplication'>>('directory/api/application/0/', options), (raw): Application => {
    const a: Record<string, unknown> = isRecord(raw) ? raw : {};
    // Trimmed: a name of spaces would be the page's blank title and heading, and the installed app's blank name.
    return { uid: str(a.uid), name: text(a.name), settings: toAppSettings(a.app_settings) };
  });
}

export async function getBusiness(visitorId?: string) {
  return mapResult(
    await request<Answer<'getBusiness'>>('directory/api/business/0/', { query: { visitor: visitorId }, tags: [modelTag('app')] }),
    (raw): Business => {
      const b: Record<string, unknown> = isRecord(raw) ? raw : {};
      // Contact texts trimmed (text()): one of spaces is none, and the footer shows the site's own instead.
      return { uid: str(b.uid), name: text(b.name), email: text(b.email), phone: text(b.phone), address: text(b.address) };
    },
  );
}
