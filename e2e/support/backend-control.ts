/** Driving the backend proxy (e2e/support/backend-proxy.mjs) that the external build calls. */
import { expect } from '@playwright/test';

export const CONTROL = process.env.BACKEND_CONTROL_URL ?? 'http://127.0.0.1:4011';

async function post(path: string, body: unknown) {
  const response = await fetch(`${CONTROL}${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect(response.ok, `${path} ${JSON.stringify(body)}`).toBe(true);
}

export type ProxyMode = 'up' | 'down' | 'slow' | 'garbage' | 'expire-tokens' | 'too-many';

export const setMode = (mode: ProxyMode, options: { delayMs?: number; retryAfter?: number; paths?: string[] } = {}) =>
  post('/mode', { mode, ...options });

/**
 * The proxy's switches (each independent of the mode): deals kept for members, answers without the
 * contract's optional fields, and no optional calls (`x-optional`: each answers 404).
 */
export const setSwitches = (switches: { guardDeals?: boolean; stripOptional?: boolean; noOptionalCalls?: boolean }) =>
  post('/switch', switches);

/** The backend answers `path` (exactly, any query) with `body` from now on, as if an editor changed it. */
export const override = (path: string, body: unknown, status = 200) => post('/override', { path, body, status });
export const clearOverrides = () => post('/override/clear', {});

export async function backendLog(): Promise<{ method: string; url: string; apiKey: string | null; at: number }[]> {
  return (await fetch(`${CONTROL}/log`)).json();
}
