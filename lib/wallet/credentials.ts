/**
 * The wallets' keys, read once from the files the configuration names (lib/config.ts readWalletConfig) and
 * checked: a certificate that is not one, a key that does not open or does not match its certificate, a
 * service account without its key, each refuses the start naming the variable.
 *
 * Not marked `server-only`, which throws outside React's server layer: lib/server/startup-check.ts reads it
 * as the Node server starts. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
import { X509Certificate, createHash, createPrivateKey, hkdfSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfigError, readWalletConfig, type AppleWalletConfig, type GoogleWalletConfig } from '@/lib/config';

type Env = Record<string, string | undefined>;

export interface AppleCredentials {
  config: AppleWalletConfig;
  /** PEM text of the pass certificate, its private key and Apple's WWDR intermediate. */
  cert: string;
  key: string;
  wwdr: string;
}

export interface GoogleCredentials {
  config: GoogleWalletConfig;
  /** The service account's e-mail (the JWT's `iss`) and private key (PEM, RS256). */
  clientEmail: string;
  privateKey: string;
}

/** A key that seals what Redis keeps of a member for their passes (lib/wallet/seal.ts). */
export interface SealKey {
  /** Named in each sealed text, so a rotation can still open what an older key sealed. */
  id: string;
  key: Buffer;
}

export interface WalletCredentials {
  apple: AppleCredentials | null;
  google: GoogleCredentials | null;
  /** The first seals, every one opens; none without WALLET_SEAL_KEYS and Apple Wallet. */
  sealKeys: SealKey[];
}

/**
 * The default seal key: HKDF-SHA256 of the pass key (PKCS#8 DER), which the server holds and Redis does not.
 * docs/wallet.md gives the openssl command that makes the same key, for a rotation.
 */
const SEAL_KEY_SALT = 'portal wallet';
const SEAL_KEY_INFO = 'seal key 1';

function sealKey(key: Buffer): SealKey {
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
}

function sealKeysOf(configured: string[], passKey: KeyObject | null): SealKey[] {
  if (configured.length > 0) return configured.map((text) => sealKey(Buffer.from(text, 'base64')));
  if (!passKey) return [];
  const der = passKey.export({ format: 'der', type: 'pkcs8' });
  return [sealKey(Buffer.from(hkdfSync('sha256', der, SEAL_KEY_SALT, SEAL_KEY_INFO, 32)))];
}

function readText(variable: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`${variable} names a file that cannot be read: ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

function certificate(variable: string, path: string): { pem: string; x509: X509Certificate } {
  const pem = readText(variable, path);
  try {
    return { pem, x509: new X509Certificate(pem) };
  } catch {
    throw new ConfigError(`${variable} is not a PEM certificate: ${path}`);
  }
}

function loadApple(config: AppleWalletConfig): { apple: AppleCredentials; passKey: KeyObject } {
  const cert = certificate('APPLE_WALLET_CERT', config.certPath);
  const wwdr = certificate('APPLE_WALLET_WWDR', config.wwdrPath);
  const key = readText('APPLE_WALLET_KEY', config.keyPath);
  let keyObject;
  try {
    keyObject = createPrivateKey({ key, passphrase: config.keyPassphrase });
  } catch {
    throw new ConfigError(
      `APPLE_WALLET_KEY is not a PEM private key that opens${config.keyPassphrase ? ' with APPLE_WALLET_KEY_PASSPHRASE' : ' (set APPLE_WALLET_KEY_PASSPHRASE if it is encrypted)'}: ${config.keyPath}`,
    );
  }
  if (!cert.x509.checkPrivateKey(keyObject)) {
    throw new ConfigError(`APPLE_WALLET_KEY is not the private key of the certificate APPLE_WALLET_CERT names`);
  }
  return { apple: { config, cert: cert.pem, key, wwdr: wwdr.pem }, passKey: keyObject };
}

function loadGoogle(config: GoogleWalletConfig): GoogleCredentials {
  const text = readText('GOOGLE_WALLET_SERVICE_ACCOUNT', config.serviceAccountPath);
  let account: { client_email?: unknown; private_key?: unknown };
  try {
    account = JSON.parse(text) as typeof account;
  } catch {
    throw new ConfigError(`GOOGLE_WALLET_SERVICE_ACCOUNT is not a service account's JSON key: ${config.serviceAccountPath}`);
  }
  const clientEmail = typeof account?.client_email === 'string' ? account.client_email.trim() : '';
  const privateKey = typeof account?.private_key === 'string' ? account.private_key : '';
  if (!clientEmail || !privateKey) {
    throw new ConfigError(`GOOGLE_WALLET_SERVICE_ACCOUNT must hold "client_email" and "private_key": ${config.serviceAccountPath}`);
  }
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new ConfigError(`GOOGLE_WALLET_SERVICE_ACCOUNT's "private_key" is not a PEM private key: ${config.serviceAccountPath}`);
  }
  return { config, clientEmail, privateKey };
}

/** Reads and checks every wallet's files; throws ConfigError naming the variable at fault. */
export function loadWalletCredentials(env: Env = process.env): WalletCredentials {
  const config = readWalletConfig(env);
  const apple = config.apple ? loadApple(config.apple) : null;
  return {
    apple: apple?.apple ?? null,
    google: config.google ? loadGoogle(config.google) : null,
    sealKeys: sealKeysOf(config.sealKeys, apple?.passKey ?? null),
  };
}

let loaded: WalletCredentials | undefined;

/** The wallets of this server, read once (the start-up check has refused bad files already). */
export function walletCredentials(): WalletCredentials {
  loaded ??= loadWalletCredentials();
  return loaded;
}

/** Tests only: read the environment's wallets again. */
export function forgetWalletCredentials(): void {
  loaded = undefined;
}
