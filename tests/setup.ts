// The set-up of the DOM tests (the `dom` project of vitest.config.mts: jsdom): everything every test
// file gets (tests/setup-node.ts), then jest-dom's matchers, <dialog> in jsdom, the portal's browser
// configuration and an empty localStorage before each test, and React's cleanup after it.
import '@testing-library/jest-dom/vitest';
import './dialog-polyfill';
import './setup-node';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { backUnderWay } from '@/lib/browser/dialog-history';
import { setBrowserConfig, type PortalConfig } from '@/lib/config';

// Parts load on demand (a dialog, a menu, the session's code: imports transformed on first use), which on
// two cores shared with lint, the type check and the builds can take longer than Testing Library's default
// second to appear.
configure({ asyncUtilTimeout: 5000 });

/** Tests talk to the demo handlers at these hosts, like the running app does. */
export const TEST_CONFIG: PortalConfig = {
  apiHost: 'http://portal.test/demo-api',
  authHost: 'http://portal.test/demo-api/auth',
  apiKey: 'test-key',
  demo: true,
};

beforeEach(() => {
  // A file here that says `@vitest-environment node` has no window: it sets the environment instead.
  if (typeof window !== 'undefined') {
    setBrowserConfig(TEST_CONFIG);
    window.localStorage.clear();
  }
});

// Registered after tests/setup-node.ts's: after-hooks run last-registered first, so React's tree is
// unmounted before MSW's handlers are reset, as before.
afterEach(async () => {
  cleanup();
  // A dialog the cleanup closed takes its history entry back on a timer, then with a Back: both end while
  // the page exists, not in a later file's (or after the window is gone).
  for (let round = 0; round < 5; round++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const back = backUnderWay();
    if (!back) break;
    await back;
  }
});
