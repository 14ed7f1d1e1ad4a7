// The built-in demo API honours contract/openapi.yaml, as `npm run check-backend` checks a backend: every
// call over HTTP on the built portal, the member's too, CORS from another origin included.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DEMO_API_KEY } from '../lib/config';
import { expect, test } from './support/fixtures';

const run = promisify(execFile);

test('npm run check-backend passes the built-in demo API, with a test member', { tag: '@desktop' }, async ({ baseURL }) => {
  const env = {
    ...process.env,
    API_HOST: `${baseURL}/demo-api`,
    AUTH_HOST: `${baseURL}/demo-api/auth`,
    API_KEY: DEMO_API_KEY,
    SITE_URL: 'https://portal.example',
    CHECK_TOKEN: 'demo.seed-budi-santoso',
  };
  const { stdout } = await run(process.execPath, ['scripts/check-backend.mjs'], { env });
  expect(stdout).not.toMatch(/^FAIL/m);
  expect(stdout).toMatch(/^ok {3}GET API_HOST\/v1\/member\/api\/member\/0\/ 200$/m);
  expect(stdout).toMatch(/^ok {3}POST AUTH_HOST\/token-info\/ 200$/m);
  expect(stdout).toContain('Every call checked honours the contract.');
});
