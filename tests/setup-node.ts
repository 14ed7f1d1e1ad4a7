// The set-up every test file gets, whatever its environment: the demo API behind MSW (a request it does
// not handle fails the test), the app's module state reset before each test, and console.error failing
// the test. Files that say `// @vitest-environment node` run with this alone (the `node` project of
// vitest.config.mts); tests/setup.ts adds what a DOM needs (jest-dom, <dialog>, React's cleanup).
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setAuthToken, setBusinessUid } from '@/lib/api/http';
import { resetDemoStore } from '@/lib/demo-api/store';
import { server } from './msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  setAuthToken(null);
  setBusinessUid(null);
  resetDemoStore();
  // What the server learnt of the backend's optional calls (lib/account/offered.ts): each test a backend anew.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('portal.accountCallsNotOffered')];
  // A test that makes React or the app log an error fails.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  server.resetHandlers();
});

afterAll(() => server.close());
