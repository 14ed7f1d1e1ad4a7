import { defineConfig, devices } from '@playwright/test';
// The flags Debian's Chromium needs on this machine (shared with scripts/chromium.mjs).
import CHROMIUM_ARGS from './scripts/chromium-args.json';

// Servers are started by scripts/e2e.mjs (npm run test:e2e), which sets these.
const DEMO_URL = process.env.DEMO_URL ?? 'http://127.0.0.1:3100';
const OUTPUT = process.env.E2E_OUTPUT ?? 'test-results';
const launchOptions = { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS };

// Service workers stay off except in e2e/offline.spec.ts, which is about them: each new test context would
// otherwise install the worker and precache the whole build while the test runs.
const phone = { ...devices['Pixel 7'], launchOptions, defaultBrowserType: 'chromium' as const, serviceWorkers: 'block' as const };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions, serviceWorkers: 'block' as const };

export default defineConfig({
  testDir: './e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: `${OUTPUT}/artifacts`,
  reporter: [['list'], ['json', { outputFile: `${OUTPUT}/playwright.json` }]],
  // A failed test keeps its trace: every action with the page's DOM, network and console; without the
  // screencast of every test, which cost a fifth of the suite's CPU. In CI, where a failed test runs again,
  // only that second run records one: recording every test costs a tenth of the run (decision 0019).
  use: {
    baseURL: DEMO_URL,
    // A click that cannot happen (something covers its target) fails with what stands in the way,
    // rather than waiting out the test's 45 s as a bare timeout. Twice the expectations' 10 s.
    actionTimeout: 20_000,
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  },
  // The projects with one long serial file each come first, so their chains run beside the demo specs
  // rather than after them (Playwright hands out tests in the order of the projects).
  projects: [
    // One test file at a time: they all switch the one backend proxy between modes.
    { name: 'external', testMatch: /external\/.*\.spec\.ts/, workers: 1, use: { ...desktop, baseURL: process.env.EXTERNAL_URL } },
    // Two standalone servers sharing Redis; one file at a time, since the tests stop and start Redis.
    { name: 'cluster', testMatch: /cluster\/.*\.spec\.ts/, workers: 1, use: { ...desktop, baseURL: process.env.CLUSTER_A_URL } },
    { name: 'backend-down', testMatch: /backend-down\/.*\.spec\.ts/, use: { ...desktop, baseURL: process.env.DOWN_URL } },
    // The demo specs run once, on the phone (the portal's first screen), unless what they test depends on
    // the device: a test tagged @device (layout, touch or mouse, the phone's menu, what the screen shows)
    // runs on both, and one tagged @desktop (it skips on a phone, or is HTTP only and runs once there)
    // runs on the desktop only. A test that skips itself on a phone must carry one of the two tags.
    { name: 'phone', testIgnore: /(external|backend-down|cluster)\//, grepInvert: /@desktop\b/, use: phone },
    { name: 'desktop', testIgnore: /(external|backend-down|cluster)\//, grep: /@device\b|@desktop\b/, use: desktop },
  ],
});
