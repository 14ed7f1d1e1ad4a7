import { mapResult, request } from './http';
import { isRecord, str, toAppSettings } from './normalize';
import type { Application, Business } from './types';

export async function getApplication() {
  return mapResult(await request<unknown>('directory/api/application/0/'), (raw): Application => {
    const a = isRecord(raw) ? raw : {};
    return { uid: str(a.uid), name: str(a.name), settings: toAppSettings(a.app_settings) };
  });
}

export async function getBusiness(visitorId?: string) {
  return mapResult(await request<unknown>('directory/api/business/0/', { query: { visitor: visitorId } }), (raw): Business => {
    const b = isRecord(raw) ? raw : {};
    return { uid: str(b.uid), name: str(b.name), email: str(b.email), phone: str(b.phone), address: str(b.address) };
  });
}
