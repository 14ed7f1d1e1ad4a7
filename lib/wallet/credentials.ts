/**
 * The wallets' keys, read once from the files the configuration names (lib/config.ts readWalletConfig) and
 * checked: a certificate that is not one, a key that does not open or does not match its certificate, a
 * service account without its key, each refuses the start naming the variable.
 *
 * Not marked `server-only`, which throws outside React's server layer: lib/server/startup-check.ts reads it
 * as the Node server starts. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
import { X509Certificate, createPrivateKey } from 'node:crypto';
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

export interface WalletCredentials {
  apple: AppleCredentials | null;
  google: GoogleCredentials | null;
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

function loadApple(config: AppleWalletConfig): AppleCredentials {
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
  return { config, cert: cert.pem, key, wwdr: wwdr.pem };
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
  const { apple, google } = readWalletConfig(env);
  return { apple: apple ? loadApple(apple) : null, google: google ? loadGoogle(google) : null };
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
