/**
 * Run-time configuration: the only module that reads API_HOST, AUTH_HOST, API_KEY and SITE_URL, and, for
 * the server alone, REDIS_URL, REVALIDATE_SECRET, the wallets' APPLE_WALLET_*, GOOGLE_WALLET_* and
 * WALLET_SEAL_KEYS, the members' reminders' WEB_PUSH_*, and METRICS_PORT and OTEL_* (what the server shows of its work). REDIS_URL is read by
 * lib/page-cache/shared-store.mjs too: Next imports the cache handler as plain JavaScript, outside the
 * bundles, where this module cannot be imported; next.config.ts and the start-up check refuse a malformed
 * one here first.
 *
 * The server reads the environment (when building and when serving); the browser receives the backend
 * values from the server through <Providers> (app/providers.tsx), never through NEXT_PUBLIC_ inlining.
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

/** Apple Wallet: the pass type's identity and the files that sign its passes (paths of PEM files). */
export interface AppleWalletConfig {
  passTypeId: string;
  teamId: string;
  certPath: string;
  keyPath: string;
  keyPassphrase?: string;
  wwdrPath: string;
  /** Where pass updates are pushed (APNs); tests name a local HTTP/2 server. */
  apnsOrigin: string;
}

/** Google Wallet: the issuer account and the service account that signs the "save" links. */
export interface GoogleWalletConfig {
  issuerId: string;
  serviceAccountPath: string;
}

/** Which wallets this server issues passes for; null is off (the buttons stay hidden). Server only. */
export interface WalletConfig {
  apple: AppleWalletConfig | null;
  google: GoogleWalletConfig | null;
  /**
   * WALLET_SEAL_KEYS: the keys that seal what Redis keeps of a member for pass updates (base64 of 32 bytes
   * each; the first seals, all open). Empty: one key derived from the Apple pass key (docs/wallet.md).
   */
  sealKeys: string[];
}

export const APPLE_APNS_ORIGIN = 'https://api.push.apple.com';
const APPLE_REQUIRED = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_CERT',
  'APPLE_WALLET_KEY',
  'APPLE_WALLET_WWDR',
] as const;
const GOOGLE_REQUIRED = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] as const;
/** 32 bytes in base64 (`openssl rand -base64 32`) or base64url. */
const SEAL_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/** All of a wallet's variables, or none: a half-configured wallet is a mistake, not "off". */
function allOrNone<K extends string>(env: Env, names: readonly K[], feature: string): Record<K, string> | null {
  const values = Object.fromEntries(names.map((name) => [name, env[name]?.trim() ?? ''])) as Record<K, string>;
  const missing = names.filter((name) => !values[name]);
  if (missing.length === names.length) return null;
  if (missing.length > 0) {
    throw new ConfigError(`${missing[0]} must be set with the other ${feature} variables (${names.join(', ')}), or none of them`);
  }
  return values;
}

/**
 * Reads the wallets' variables (the files they name are read by lib/wallet/credentials.ts); throws
 * ConfigError naming a faulty one. Server only: a deployment value, never in the build's fingerprint.
 */
export function readWalletConfig(env: Env = process.env): WalletConfig {
  let apple: AppleWalletConfig | null = null;
  const a = allOrNone(env, APPLE_REQUIRED, 'Apple Wallet');
  if (a) {
    if (!/^pass(\.[A-Za-z0-9-]+)+$/.test(a.APPLE_WALLET_PASS_TYPE_ID)) {
      throw new ConfigError(`APPLE_WALLET_PASS_TYPE_ID must be a pass type identifier such as pass.com.example.member`);
    }
    if (!/^[A-Z0-9]{10}$/.test(a.APPLE_WALLET_TEAM_ID)) {
      throw new ConfigError(`APPLE_WALLET_TEAM_ID must be the ten letters and digits of an Apple team identifier`);
    }
    const rawOrigin = env.APPLE_WALLET_APNS_ORIGIN?.trim() || APPLE_APNS_ORIGIN;
    let origin: URL;
    try {
      origin = new URL(rawOrigin);
    } catch {
      throw new ConfigError(`APPLE_WALLET_APNS_ORIGIN is not a valid URL: "${rawOrigin}"`);
    }
    if (origin.protocol !== 'https:' || origin.pathname !== '/' || origin.search || origin.hash) {
      throw new ConfigError(`APPLE_WALLET_APNS_ORIGIN must be an https origin such as ${APPLE_APNS_ORIGIN} (got "${rawOrigin}")`);
    }
    const passphrase = env.APPLE_WALLET_KEY_PASSPHRASE;
    apple = {
      passTypeId: a.APPLE_WALLET_PASS_TYPE_ID,
      teamId: a.APPLE_WALLET_TEAM_ID,
      certPath: a.APPLE_WALLET_CERT,
      keyPath: a.APPLE_WALLET_KEY,
      ...(passphrase ? { keyPassphrase: passphrase } : {}),
      wwdrPath: a.APPLE_WALLET_WWDR,
      apnsOrigin: origin.origin,
    };
  }
  let google: GoogleWalletConfig | null = null;
  const g = allOrNone(env, GOOGLE_REQUIRED, 'Google Wallet');
  if (g) {
    if (!/^\d{5,25}$/.test(g.GOOGLE_WALLET_ISSUER_ID)) {
      throw new ConfigError(`GOOGLE_WALLET_ISSUER_ID must be the issuer account's number (digits only)`);
    }
    google = { issuerId: g.GOOGLE_WALLET_ISSUER_ID, serviceAccountPath: g.GOOGLE_WALLET_SERVICE_ACCOUNT };
  }
  const sealKeys = (env.WALLET_SEAL_KEYS ?? '').split(/[\s,]+/).filter(Boolean);
  if (sealKeys.some((key) => !SEAL_KEY.test(key))) {
    throw new ConfigError(
      'WALLET_SEAL_KEYS must be keys of 32 bytes in base64, separated by commas (make one with `openssl rand -base64 32`)',
    );
  }
  return { apple, google, sealKeys };
}

/** Web Push (docs/push.md): the VAPID key pair the portal signs its pushes with, and who it is. */
export interface PushConfig {
  /** The public key as browsers take it (`applicationServerKey`): base64url of the 65-byte P-256 point. */
  publicKey: string;
  /** The private key: base64url of its 32 bytes. */
  privateKey: string;
  /** Whom a push service may contact about the pushes: `mailto:` or an `https:` URL. */
  subject: string;
}

const PUSH_REQUIRED = ['WEB_PUSH_PUBLIC_KEY', 'WEB_PUSH_PRIVATE_KEY', 'WEB_PUSH_SUBJECT'] as const;

/** The bytes of base64url text (padding allowed), or null when it is not base64url. */
function base64urlBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return null;
  try {
    // atob, not Buffer: this module is loaded in the browser too.
    const binary = atob(text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The Web Push variables left unset while others are set (push is then off; the start says so). */
export function missingPushVariables(env: Env = process.env): string[] {
  const missing = PUSH_REQUIRED.filter((name) => !env[name]?.trim());
  return missing.length === PUSH_REQUIRED.length ? [] : missing;
}

/**
 * Reads WEB_PUSH_PUBLIC_KEY, WEB_PUSH_PRIVATE_KEY and WEB_PUSH_SUBJECT; throws ConfigError naming a faulty
 * one. Null is off: any of the three unset, or no REDIS_URL to keep the subscriptions in. Server only, read
 * when serving (`npm run push:demo-keys` makes a pair).
 */
export function readPushConfig(env: Env = process.env): PushConfig | null {
  if (PUSH_REQUIRED.some((name) => !env[name]?.trim())) return null;
  const values = Object.fromEntries(PUSH_REQUIRED.map((name) => [name, env[name]!.trim()])) as Record<
    (typeof PUSH_REQUIRED)[number],
    string
  >;
  const publicKey = base64urlBytes(values.WEB_PUSH_PUBLIC_KEY);
  if (publicKey?.length !== 65 || publicKey[0] !== 0x04) {
    throw new ConfigError('WEB_PUSH_PUBLIC_KEY must be a VAPID public key: base64url of a 65-byte P-256 point (npm run push:demo-keys)');
  }
  if (base64urlBytes(values.WEB_PUSH_PRIVATE_KEY)?.length !== 32) {
    throw new ConfigError('WEB_PUSH_PRIVATE_KEY must be a VAPID private key: base64url of 32 bytes (npm run push:demo-keys)');
  }
  const subject = values.WEB_PUSH_SUBJECT;
  let url: URL | null = null;
  try {
    url = new URL(subject);
  } catch {
    // told below
  }
  const mailto = url?.protocol === 'mailto:' && /^[^@\s]+@[^@\s]+$/.test(url.pathname);
  if (!mailto && !(url?.protocol === 'https:' && url.hostname)) {
    throw new ConfigError(`WEB_PUSH_SUBJECT must be a mailto: address or an https: URL, such as mailto:it@example.com (got "${subject}")`);
  }
  if (!readDeploymentConfig(env).redisUrl) return null;
  return { publicKey: values.WEB_PUSH_PUBLIC_KEY.replace(/=+$/, ''), privateKey: values.WEB_PUSH_PRIVATE_KEY.replace(/=+$/, ''), subject };
}

/**
 * A push service the portal sends to: pushes go to `https://<host>:<port>` only. `under`: any host under
 * `host` (a `*.host` entry), not `host` itself. `anyAddress`: a host listed exactly in WEB_PUSH_SERVICES,
 * which may resolve to a loopback or private address (a private push service, a test's); every other name
 * must resolve to a public one.
 */
/** Server only: what the server shows of its work (docs/operations.md). Each part is off when unset. */
export interface ObservabilityConfig {
  /** METRICS_PORT: Prometheus metrics at `/metrics` on this port of their own, never the public one. */
  metricsPort?: number;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: traces sent over OTLP/HTTP to `<endpoint>/v1/traces`. */
  otlpEndpoint?: string;
  /** OTEL_SERVICE_NAME, the traces' service name. Default: `member-portal`. */
  serviceName: string;
}

export const DEFAULT_SERVICE_NAME = 'member-portal';

/** Reads METRICS_PORT, OTEL_EXPORTER_OTLP_ENDPOINT and OTEL_SERVICE_NAME; throws ConfigError naming a malformed one. */
export function readObservabilityConfig(env: Env = process.env): ObservabilityConfig {
  const config: ObservabilityConfig = { serviceName: env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME };
  const port = env.METRICS_PORT?.trim();
  if (port) {
    if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
      throw new ConfigError(`METRICS_PORT must be a port number from 1 to 65535 (got "${port}")`);
    }
    if (port === (env.PORT?.trim() || '3000')) throw new ConfigError(`METRICS_PORT must not be the public port (${port})`);
    config.metricsPort = Number(port);
  }
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (endpoint) {
    if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol)) {
      throw new ConfigError(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL such as http://collector:4318 (got "${endpoint}")`);
    }
    config.otlpEndpoint = endpoint.replace(/\/+$/, '');
  }
  return config;
}

export interface PushService {
  host: string;
  port: number;
  under: boolean;
  anyAddress: boolean;
}

/**
 * The browser vendors' push services, on port 443 (docs/push.md#where-pushes-go): FCM (Chrome, Edge on
 * Android, Opera, Samsung Internet), Mozilla's autopush (Firefox), Apple's (Safari), Windows' WNS (Edge).
 */
export const VENDOR_PUSH_SERVICES = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'];

/** A host name as compared: lowercase, without the trailing dot of a fully qualified name. */
export const pushHostName = (hostname: string) => hostname.toLowerCase().replace(/\.$/, '');

function readPushService(entry: string, listed: boolean): PushService {
  const under = entry.startsWith('*.');
  let url: URL | null = null;
  try {
    url = new URL(`https://${under ? entry.slice(2) : entry}`);
  } catch {
    // told below
  }
  const host = url ? pushHostName(url.hostname) : '';
  const address = /^[\d.]+$|^\[/.test(host);
  if (!url || !host || url.username || url.password || url.pathname !== '/' || url.search || url.hash || (under && address)) {
    throw new ConfigError(
      `WEB_PUSH_SERVICES must be host[:port] entries separated by commas, such as push.example.com:8443 (got "${entry}")`,
    );
  }
  return { host, port: url.port ? Number(url.port) : 443, under, anyAddress: listed && !under };
}

/**
 * The push services the portal sends to: the vendors' (VENDOR_PUSH_SERVICES), and those of
 * WEB_PUSH_SERVICES (`host[:port]`, or `*.host[:port]` for any host under it; comma-separated; port 443
 * unless given). Throws ConfigError naming a malformed entry. Server only, read when serving.
 */
export function readPushServices(env: Env = process.env): PushService[] {
  const listed = (env.WEB_PUSH_SERVICES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [...VENDOR_PUSH_SERVICES.map((entry) => readPushService(entry, false)), ...listed.map((entry) => readPushService(entry, true))];
}

/** Pushes on the wire at once per server, unless PUSH_CONCURRENCY says (docs/push.md#delivery has the measurements). */
export const DEFAULT_PUSH_CONCURRENCY = 64;
export const MAX_PUSH_CONCURRENCY = 1000;

/** PUSH_CONCURRENCY: a whole number from 1 to 1,000; ConfigError otherwise. Server only, read when serving. */
export function readPushConcurrency(env: Env = process.env): number {
  const raw = env.PUSH_CONCURRENCY?.trim();
  if (!raw) return DEFAULT_PUSH_CONCURRENCY;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= MAX_PUSH_CONCURRENCY)) {
    throw new ConfigError(`PUSH_CONCURRENCY must be a whole number from 1 to ${MAX_PUSH_CONCURRENCY} (got "${raw}")`);
  }
  return value;
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

/** Called by <Providers> (app/providers.tsx) with the values the server rendered with. */
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
