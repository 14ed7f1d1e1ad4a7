import '@testing-library/jest-dom/vitest';
import './dialog-polyfill';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setBrowserConfig, type PortalConfig } from '@/lib/config';
import { forgetCallsAhead, setAuthToken, setBusinessUid } from '@/lib/api/http';
import { resetDemoStore } from '@/lib/demo-api/store';
import { server } from './msw-server';

/** Tests talk to the demo handlers at these hosts, like the running app does. */
export const TEST_CONFIG: PortalConfig = {
  apiHost: 'http://portal.test/demo-api',
  authHost: 'http://portal.test/demo-api/auth',
  apiKey: 'test-key',
  demo: true,
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  setAuthToken(null);
  setBusinessUid(null);
  forgetCallsAhead();
  resetDemoStore();
  // Server-side tests (`@vitest-environment node`) have no window: they set the environment instead.
  if (typeof window !== 'undefined') {
    setBrowserConfig(TEST_CONFIG);
    window.localStorage.clear();
  }
  // A test that makes React or the app log an error fails.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => server.close());
