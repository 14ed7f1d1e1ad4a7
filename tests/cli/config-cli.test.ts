// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFingerprint, readConfig } from '@/lib/config';

const ROOT = join(__dirname, '..', '..');
const NEXT = join(ROOT, 'node_modules', '.bin', 'next');

function next(args: string[], env: Record<string, string>) {
  const { API_HOST: _a, AUTH_HOST: _b, API_KEY: _c, SITE_URL: _d, ...base } = process.env;
  const result = spawnSync(NEXT, args, {
    cwd: ROOT,
    env: { ...base, NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// A fake build folder: only its BUILD_ID matters to the start-up check.
const dist = mkdtempSync(join(ROOT, '.next-cli-test-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('configuration on the command line', () => {
  it.each([
    ['build', { API_HOST: 'api.example.com', AUTH_HOST: 'https://auth.example.com' }, 'API_HOST'],
    ['build', { API_HOST: 'https://api.example.com', AUTH_HOST: 'not a url' }, 'AUTH_HOST'],
    ['start', { API_HOST: 'ftp://api.example.com', AUTH_HOST: 'https://auth.example.com' }, 'API_HOST'],
    ['build', { SITE_URL: 'shop.example.com' }, 'SITE_URL'],
  ])('next %s refuses a malformed URL naming the variable', (command, env, name) => {
    const { status, output } = next([command], { ...env, PORTAL_DIST_DIR: relative(ROOT, dist) });
    expect(status).not.toBe(0);
    expect(output).toContain(`Configuration error: ${name}`);
  });

  it('next start refuses a build made with other values and says to rebuild', () => {
    const built = readConfig({ API_HOST: 'https://a.example.com', AUTH_HOST: 'https://a.example.com/auth', API_KEY: 'k' });
    writeFileSync(join(dist, 'BUILD_ID'), `${configFingerprint(built)}-test`);
    const { status, output } = next(['start', '-p', '0'], {
      API_HOST: 'https://b.example.com',
      AUTH_HOST: 'https://b.example.com/auth',
      API_KEY: 'k',
      PORTAL_DIST_DIR: relative(ROOT, dist),
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/different API_HOST, AUTH_HOST, API_KEY or SITE_URL/);
    expect(output).toMatch(/Rebuild/);
  });
});
