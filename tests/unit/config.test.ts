// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEMO_API_HOST,
  DEMO_API_KEY,
  DEMO_AUTH_HOST,
  configFingerprint,
  readConfig,
  readDeploymentConfig,
  missingPushVariables,
  readPushConfig,
  readPushServices,
  readPushConcurrency,
  DEFAULT_PUSH_CONCURRENCY,
} from '@/lib/config';
import { makePushDemoKeys } from '@/scripts/push-demo-keys.mjs';

describe('readConfig', () => {
  it('serves the built-in demo API when nothing is set', () => {
    expect(readConfig({})).toEqual({ apiHost: DEMO_API_HOST, authHost: DEMO_AUTH_HOST, apiKey: DEMO_API_KEY, demo: true });
  });

  it('reads a real backend and trims trailing slashes', () => {
    expect(readConfig({ API_HOST: 'https://api.example.com/', AUTH_HOST: 'https://auth.example.com/auth/', API_KEY: 'k' })).toEqual({
      apiHost: 'https://api.example.com',
      authHost: 'https://auth.example.com/auth',
      apiKey: 'k',
      demo: false,
    });
  });

  it('reads SITE_URL, trimming trailing slashes; unset, there is none', () => {
    expect(readConfig({ SITE_URL: 'https://shop.example.com/' }).siteUrl).toBe('https://shop.example.com');
    expect(readConfig({ SITE_URL: 'https://example.com/portal/' }).siteUrl).toBe('https://example.com/portal');
    expect(readConfig({ SITE_URL: '  ' })).not.toHaveProperty('siteUrl');
  });

  it.each([
    [{ SITE_URL: 'shop.example.com' }, /SITE_URL/],
    [{ SITE_URL: 'https://shop.example.com/?utm=x' }, /SITE_URL/],
    [{ API_HOST: 'not a url', AUTH_HOST: 'https://a.example' }, /API_HOST/],
    [{ API_HOST: 'ftp://api.example.com', AUTH_HOST: 'https://a.example' }, /API_HOST/],
    [{ API_HOST: 'https://api.example.com?x=1', AUTH_HOST: 'https://a.example' }, /API_HOST/],
    [{ API_HOST: 'https://api.example.com', AUTH_HOST: 'auth.example.com' }, /AUTH_HOST/],
    [{ AUTH_HOST: '://' }, /AUTH_HOST/],
    [{ API_HOST: 'https://api.example.com' }, /AUTH_HOST must be set/],
  ])('refuses %o naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('configFingerprint', () => {
  const a = readConfig({ API_HOST: 'https://api.example.com', AUTH_HOST: 'https://auth.example.com', API_KEY: 'k1' });
  it('is stable for the same values', () => {
    expect(configFingerprint(a)).toBe(configFingerprint({ ...a }));
    expect(configFingerprint(a)).toMatch(/^[0-9a-f]{8}$/);
  });
  it.each([
    ['API_HOST', { ...a, apiHost: 'https://other.example.com' }],
    ['AUTH_HOST', { ...a, authHost: 'https://other.example.com' }],
    ['API_KEY', { ...a, apiKey: 'k2' }],
    ['SITE_URL', { ...a, siteUrl: 'https://shop.example.com' }],
  ])('changes with %s', (_name, other) => {
    expect(configFingerprint(other)).not.toBe(configFingerprint(a));
  });

  it('leaves an unset SITE_URL out, so builds made before it existed keep starting', () => {
    expect(configFingerprint({ ...a, siteUrl: undefined })).toBe(
      configFingerprint({ apiHost: a.apiHost, authHost: a.authHost, apiKey: a.apiKey, demo: false }),
    );
  });
});

describe('readDeploymentConfig', () => {
  it('keeps each server to itself and the webhook off when nothing is set', () => {
    expect(readDeploymentConfig({})).toEqual({ redisUrl: null, revalidateSecret: null });
  });

  it('reads a Redis URL and a secret', () => {
    expect(readDeploymentConfig({ REDIS_URL: ' redis://cache:6379/0 ', REVALIDATE_SECRET: 'a-long-enough-secret' })).toEqual({
      redisUrl: 'redis://cache:6379/0',
      revalidateSecret: 'a-long-enough-secret',
    });
    expect(readDeploymentConfig({ REDIS_URL: 'rediss://u:p@cache:6380' }).redisUrl).toBe('rediss://u:p@cache:6380');
  });

  it.each([
    [{ REDIS_URL: 'cache:6379' }, /REDIS_URL must start with redis:\/\//],
    [{ REDIS_URL: 'http://cache:6379' }, /REDIS_URL must start with redis:\/\//],
    [{ REDIS_URL: '::' }, /REDIS_URL is not a valid URL/],
    [{ REVALIDATE_SECRET: 'short' }, /REVALIDATE_SECRET must be at least 16 characters/],
  ])('refuses %o naming the variable', (env, message) => {
    expect(() => readDeploymentConfig(env)).toThrow(ConfigError);
    expect(() => readDeploymentConfig(env)).toThrow(message);
  });

  it('never puts them in the configuration the browser receives', () => {
    const env = { REDIS_URL: 'redis://cache:6379', REVALIDATE_SECRET: 'a-long-enough-secret' };
    expect(JSON.stringify(readConfig(env))).not.toMatch(/redis|secret/i);
  });
});

describe('readPushConfig', () => {
  const keys = makePushDemoKeys('mailto:it@example.com');
  const redis = { REDIS_URL: 'redis://cache:6379' };

  it('is on with the three variables and REDIS_URL, and off without any of them', () => {
    expect(readPushConfig({ ...keys, ...redis })).toEqual({
      publicKey: keys.WEB_PUSH_PUBLIC_KEY,
      privateKey: keys.WEB_PUSH_PRIVATE_KEY,
      subject: 'mailto:it@example.com',
    });
    expect(readPushConfig({ ...keys, ...redis, WEB_PUSH_SUBJECT: 'https://portal.example/contact' })?.subject).toBe(
      'https://portal.example/contact',
    );
    expect(readPushConfig({})).toBeNull();
    expect(readPushConfig(redis)).toBeNull();
    // The subscriptions live in Redis: the keys alone are not enough.
    expect(readPushConfig(keys)).toBeNull();
  });

  it('is off with any of the three unset, and names the ones missing', () => {
    for (const name of ['WEB_PUSH_PUBLIC_KEY', 'WEB_PUSH_PRIVATE_KEY', 'WEB_PUSH_SUBJECT'] as const) {
      expect(readPushConfig({ ...keys, ...redis, [name]: undefined })).toBeNull();
      expect(readPushConfig({ ...keys, ...redis, [name]: '  ' })).toBeNull();
      expect(missingPushVariables({ ...keys, [name]: undefined })).toEqual([name]);
    }
    expect(missingPushVariables({})).toEqual([]);
    expect(missingPushVariables(keys)).toEqual([]);
  });

  it.each([
    [{ WEB_PUSH_PUBLIC_KEY: 'not a key' }, /WEB_PUSH_PUBLIC_KEY must be a VAPID public key/],
    // 65 bytes, but not an uncompressed point (0x04 first).
    [{ WEB_PUSH_PUBLIC_KEY: Buffer.alloc(65, 7).toString('base64url') }, /WEB_PUSH_PUBLIC_KEY must be a VAPID public key/],
    [{ WEB_PUSH_PRIVATE_KEY: Buffer.alloc(31, 1).toString('base64url') }, /WEB_PUSH_PRIVATE_KEY must be a VAPID private key/],
    [{ WEB_PUSH_SUBJECT: 'it@example.com' }, /WEB_PUSH_SUBJECT must be a mailto: address or an https: URL/],
    [{ WEB_PUSH_SUBJECT: 'http://portal.example' }, /WEB_PUSH_SUBJECT must be a mailto: address or an https: URL/],
    [{ WEB_PUSH_SUBJECT: 'mailto:nobody' }, /WEB_PUSH_SUBJECT must be a mailto: address or an https: URL/],
  ])('refuses %o naming the variable, with or without Redis', (change, message) => {
    for (const env of [
      { ...keys, ...redis, ...change },
      { ...keys, ...change },
    ]) {
      expect(() => readPushConfig(env)).toThrow(ConfigError);
      expect(() => readPushConfig(env)).toThrow(message);
    }
  });

  it('never puts the keys in the configuration the browser receives', () => {
    expect(JSON.stringify(readConfig({ ...keys, ...redis }))).not.toContain(keys.WEB_PUSH_PRIVATE_KEY);
  });
});

describe('readPushServices', () => {
  const vendors = [
    { host: 'fcm.googleapis.com', port: 443, under: false, anyAddress: false },
    { host: 'updates.push.services.mozilla.com', port: 443, under: false, anyAddress: false },
    { host: 'push.apple.com', port: 443, under: true, anyAddress: false },
    { host: 'notify.windows.com', port: 443, under: true, anyAddress: false },
  ];

  it("is the browser vendors' push services on port 443, and those of WEB_PUSH_SERVICES, names normalised", () => {
    expect(readPushServices({})).toEqual(vendors);
    expect(readPushServices({ WEB_PUSH_SERVICES: ' Push.Example.com.:8443, *.push.example.net ,127.0.0.1:9443,[::1]:9444,' })).toEqual([
      ...vendors,
      { host: 'push.example.com', port: 8443, under: false, anyAddress: true },
      // A `*.` entry names the hosts under it, each of which must resolve to a public address.
      { host: 'push.example.net', port: 443, under: true, anyAddress: false },
      { host: '127.0.0.1', port: 9443, under: false, anyAddress: true },
      { host: '[::1]', port: 9444, under: false, anyAddress: true },
    ]);
  });

  it.each([
    'https://push.example.com',
    'push.example.com/wp',
    'user@push.example.com',
    'push example',
    '*.10.0.0.1',
    'push.example.com:99999',
  ])('refuses %s, naming the variable', (entry) => {
    expect(() => readPushServices({ WEB_PUSH_SERVICES: entry })).toThrow(ConfigError);
    expect(() => readPushServices({ WEB_PUSH_SERVICES: entry })).toThrow(/WEB_PUSH_SERVICES must be host\[:port\] entries/);
  });
});

describe('readPushConcurrency', () => {
  it(`is ${DEFAULT_PUSH_CONCURRENCY} unless PUSH_CONCURRENCY says`, () => {
    expect(readPushConcurrency({})).toBe(DEFAULT_PUSH_CONCURRENCY);
    expect(readPushConcurrency({ PUSH_CONCURRENCY: ' 200 ' })).toBe(200);
    expect(readPushConcurrency({ PUSH_CONCURRENCY: '1' })).toBe(1);
  });

  it.each(['0', '-3', '1.5', '1001', 'many', '1e3'])('refuses %s, naming the variable', (value) => {
    expect(() => readPushConcurrency({ PUSH_CONCURRENCY: value })).toThrow(/PUSH_CONCURRENCY must be a whole number from 1 to 1000/);
  });
});
