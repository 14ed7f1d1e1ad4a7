/**
 * Wallet keys made for a test (scripts/wallet-demo-keys.mjs): a demo WWDR, a pass certificate it issued,
 * and a Google service account key, in a temporary folder; the environment that configures both wallets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetConfigCache } from '@/lib/config';
import { forgetWalletCredentials } from '@/lib/wallet/credentials';
import { makeWalletDemoKeys } from '@/scripts/wallet-demo-keys.mjs';

export type WalletKeys = ReturnType<typeof makeWalletDemoKeys> & { folder: string; remove: () => void };

export function makeTestWalletKeys(): WalletKeys {
  const folder = mkdtempSync(join(tmpdir(), 'wallet-keys-'));
  return { ...makeWalletDemoKeys(folder), folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Sets (or, with null, removes) variables for the code under test, which reads them afresh. */
export function setEnv(values: Record<string, string | null>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === null) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigCache();
  forgetWalletCredentials();
}

/** A file of a `.pkpass` answer, read with `unzip` (not the code that made it). */
export async function pkpassFile(response: Response, name = 'pass.json'): Promise<string> {
  const { execFileSync } = await import('node:child_process');
  const { writeFileSync } = await import('node:fs');
  const folder = mkdtempSync(join(tmpdir(), 'pkpass-'));
  try {
    const file = join(folder, 'pass.pkpass');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    return execFileSync('unzip', ['-p', file, name]).toString('utf8');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
