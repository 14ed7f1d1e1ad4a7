import { afterEach, beforeEach, vi } from 'vitest';
import { resetConfigCache } from '@/lib/config';

/**
 * The server code under test calls the demo API (served by MSW) as a backend of its own, over HTTP
 * (API_HOST set), as it would call any backend; undone after each test.
 */
export function withBackendOfItsOwn(): void {
  beforeEach(() => {
    vi.stubEnv('API_HOST', 'http://portal.test/demo-api');
    vi.stubEnv('AUTH_HOST', 'http://portal.test/demo-api/auth');
    vi.stubEnv('API_KEY', 'demo-portal-key');
    resetConfigCache();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    resetConfigCache();
  });
}
