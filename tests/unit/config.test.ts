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
} from '@/lib/config';

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
