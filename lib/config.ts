/**
 * Run-time configuration: the only module that reads API_HOST, AUTH_HOST, API_KEY and SITE_URL, and, for
 * the server alone, REDIS_URL and REVALIDATE_SECRET.
 *
 * The server reads the environment (when building and when serving); the browser receives
 * the backend values from the server through <ConfigProvider>, never through NEXT_PUBLIC_ inlining.
 * The deployment values (readDeploymentConfig) never leave the server.
 */

export interface PortalConfig {
  /** API origin; calls go to `${apiHost}/v1/<path>`. Relative (`/demo-api`) for the built-in demo. */
  apiHost: string;
  /** Auth base URL; calls go to `${authHost}/<path>`. */
  authHost: string;
  apiKey: string;
  /** True when API_HOST is unset: the portal serves its own demo API under /demo-api. */
  demo: boolean;
  /**
   * The portal's public URL (SITE_URL), for absolute links: sitemap, robots.txt, canonical and og: URLs.
   * Unset: the sitemap and robots.txt use the request's origin, and cached pages carry no absolute URL of their own.
   */
  siteUrl?: string;
}

export const DEMO_API_HOST = '/demo-api';
export const DEMO_AUTH_HOST = '/demo-api/auth';
export const DEMO_API_KEY = 'demo-portal-key';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function readUrl(env: Env, name: 'API_HOST' | 'AUTH_HOST' | 'SITE_URL'): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}". Use an absolute http(s) URL such as https://api.example.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must start with http:// or https:// (got "${raw}")`);
  }
  if (url.search || url.hash) {
    throw new ConfigError(`${name} must not carry a query or fragment (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}

/** Reads and validates the configuration; throws ConfigError naming the faulty variable. */
export function readConfig(env: Env = process.env): PortalConfig {
  const apiHost = readUrl(env, 'API_HOST');
  const authHost = readUrl(env, 'AUTH_HOST');
  const siteUrl = readUrl(env, 'SITE_URL');
  const apiKey = env.API_KEY?.trim() || DEMO_API_KEY;
  if (apiHost && !authHost) {
    throw new ConfigError('AUTH_HOST must be set when API_HOST is set (the demo auth is off with a real API_HOST)');
  }
  return {
    apiHost: apiHost ?? DEMO_API_HOST,
    authHost: authHost ?? DEMO_AUTH_HOST,
    apiKey,
    demo: !apiHost,
    ...(siteUrl ? { siteUrl } : {}),
  };
}

/** Where a server instance keeps what it shares with the others; never sent to the browser. */
export interface DeploymentConfig {
  /** The shared page cache (`redis://` or `rediss://`); null keeps each server's own cache. */
  redisUrl: string | null;
  /** The CMS webhook's bearer secret; null turns the webhook off (404). */
  revalidateSecret: string | null;
}

/** A secret shorter than this is refused: the webhook is the one door into every page's freshness. */
export const MIN_SECRET_LENGTH = 16;

/** Reads REDIS_URL and REVALIDATE_SECRET; throws ConfigError naming a faulty one. Server only. */
export function readDeploymentConfig(env: Env = process.env): DeploymentConfig {
  const rawRedis = env.REDIS_URL?.trim();
  let redisUrl: string | null = null;
  if (rawRedis) {
    let url: URL;
    try {
      url = new URL(rawRedis);
    } catch {
      throw new ConfigError(`REDIS_URL is not a valid URL. Use redis://host:6379 or rediss://user:password@host:6380`);
    }
    if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
      throw new ConfigError(`REDIS_URL must start with redis:// or rediss:// (got "${url.protocol}")`);
    }
    redisUrl = rawRedis;
  }
  const secret = env.REVALIDATE_SECRET?.trim() || null;
  if (secret && secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`REVALIDATE_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return { redisUrl, revalidateSecret: secret };
}

/** A short stable digest of the configuration, recorded in the build to refuse a mismatched start. */
export function configFingerprint(config: PortalConfig): string {
  // SITE_URL only when set, so builds made before it existed keep their fingerprint.
  const text = JSON.stringify([config.apiHost, config.authHost, config.apiKey, ...(config.siteUrl ? [config.siteUrl] : [])]);
  // FNV-1a, 32 bit: enough to tell builds apart, and no node:crypto in a module the browser loads.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

let browserConfig: PortalConfig | undefined;
let serverConfig: PortalConfig | undefined;

/** Called by <ConfigProvider> with the values the server rendered with. */
export function setBrowserConfig(config: PortalConfig): void {
  browserConfig = config;
}

/** The configuration in force: the environment on the server, the server's values in the browser. */
export function getConfig(): PortalConfig {
  if (typeof window !== 'undefined') {
    return browserConfig ?? { apiHost: DEMO_API_HOST, authHost: DEMO_AUTH_HOST, apiKey: DEMO_API_KEY, demo: true };
  }
  serverConfig ??= readConfig();
  return serverConfig;
}

/** Tests and tools only: forget the cached server configuration (after changing the environment). */
export function resetConfigCache(): void {
  serverConfig = undefined;
  browserConfig = undefined;
}
