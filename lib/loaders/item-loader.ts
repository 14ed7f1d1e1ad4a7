import { cache } from 'react';
import type { ApiResult } from '@/lib/api/types';
import { isItemKey } from '@/lib/paths';

/**
 * One item by key for a page and its metadata: asked once per request (React's cache), and a
 * malformed key is answered 404 without asking the backend.
 */
export function itemLoader<T>(get: (key: string) => Promise<ApiResult<T>>) {
  return cache(async (key: string): Promise<ApiResult<T>> => (isItemKey(key) ? get(key) : { ok: false, status: 404, data: undefined }));
}
