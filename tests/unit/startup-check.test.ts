// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { configFingerprint, readConfig } from '@/lib/config';
import { runningDistDir, startupProblem } from '@/lib/server/startup-check';
import { makePushDemoKeys } from '@/scripts/push-demo-keys.mjs';

const demoBuild = `${configFingerprint(readConfig({}))}-abc`;

describe('the start-up check (the standalone server too)', () => {
  it('lets a server start with the values it was built with', () => {
    expect(startupProblem({}, demoBuild)).toBeNull();
    expect(startupProblem({ REDIS_URL: 'redis://cache:6379', REVALIDATE_SECRET: 'a-long-enough-secret' }, demoBuild)).toBeNull();
    expect(startupProblem({}, null)).toBeNull();
    expect(startupProblem({ ...makePushDemoKeys(), REDIS_URL: 'redis://cache:6379' }, demoBuild)).toBeNull();
  });

  it('refuses another backend than the build was made for, saying to rebuild', () => {
    const env = { API_HOST: 'https://api.example.com', AUTH_HOST: 'https://auth.example.com' };
    expect(startupProblem(env, demoBuild)).toMatch(/different API_HOST, AUTH_HOST or API_KEY.*rebuild/);
  });

  it.each([
    [{ REDIS_URL: 'http://cache' }, /REDIS_URL/],
    [{ REVALIDATE_SECRET: 'short' }, /REVALIDATE_SECRET/],
    [{ API_HOST: 'nope', AUTH_HOST: 'https://a.example' }, /API_HOST/],
    [
      { GOOGLE_WALLET_ISSUER_ID: '1234567', GOOGLE_WALLET_SERVICE_ACCOUNT: '/no/such/key.json' },
      /GOOGLE_WALLET_SERVICE_ACCOUNT names a file/,
    ],
    [{ APPLE_WALLET_PASS_TYPE_ID: 'pass.com.example' }, /APPLE_WALLET_TEAM_ID must be set/],
    [{ ...makePushDemoKeys(), WEB_PUSH_SUBJECT: 'it@example.com' }, /WEB_PUSH_SUBJECT/],
    // Each key well formed, but not of one pair: every push would be refused by the push services.
    [
      { ...makePushDemoKeys(), WEB_PUSH_PRIVATE_KEY: makePushDemoKeys().WEB_PUSH_PRIVATE_KEY, REDIS_URL: 'redis://cache:6379' },
      /WEB_PUSH_PRIVATE_KEY is not the private key of WEB_PUSH_PUBLIC_KEY/,
    ],
  ])('refuses %o naming the variable', (env, message) => {
    expect(startupProblem(env, demoBuild)).toMatch(message);
  });

  it('finds the build folder the standalone server names, else PORTAL_DIST_DIR, else .next', () => {
    expect(runningDistDir({ __NEXT_PRIVATE_STANDALONE_CONFIG: JSON.stringify({ distDir: './.next-cluster' }) })).toBe('./.next-cluster');
    expect(runningDistDir({ PORTAL_DIST_DIR: '.next-external' })).toBe('.next-external');
    expect(runningDistDir({})).toBe('.next');
  });
});
