/**
 * What `next start` checks through next.config.ts, checked again when the server starts, so the
 * standalone server (which does not read next.config.ts) refuses the same way: a malformed
 * variable, or a build made for another backend than the one configured now.
 *
 * Not marked `server-only`, which throws outside React's server layer: run as the Node server starts
 * (lib/server/server-start.ts). Client code never imports it (tests/unit/server-code-
 * boundary.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, configFingerprint, readConfig, readDeploymentConfig, readPushConcurrency, readPushServices } from '@/lib/config';
import { BUILD_ID_FILE, STANDALONE_CONFIG_ENV } from '@/lib/server/next-internals';
import { checkPushKeys } from '@/lib/push/keys';
import { loadWalletCredentials } from '@/lib/wallet/credentials';

type Env = Record<string, string | undefined>;

/** The build folder: the standalone server names it in its own config, `next start` in PORTAL_DIST_DIR. */
export function runningDistDir(env: Env = process.env): string {
  try {
    const standalone = JSON.parse(env[STANDALONE_CONFIG_ENV] ?? '{}') as { distDir?: string };
    if (standalone.distDir) return standalone.distDir;
  } catch {
    // not the standalone server
  }
  return env.PORTAL_DIST_DIR || '.next';
}

/** Why this server must not start, or null. */
export function startupProblem(env: Env, buildId: string | null): string | null {
  try {
    readDeploymentConfig(env);
    // The wallets' files too: a pass that cannot be signed is found now, not by a member at the till.
    loadWalletCredentials(env);
    // The reminders' key pair, read and checked as one: pushes signed with a stray key reach nobody.
    checkPushKeys(env);
    readPushServices(env);
    readPushConcurrency(env);
    const config = readConfig(env);
    if (buildId && buildId.split('-')[0] !== configFingerprint(config)) {
      return (
        'This build was made with a different API_HOST, AUTH_HOST or API_KEY than the ones set now. ' +
        'Content pages are prerendered from the backend named when building, so one build serves one backend: rebuild.'
      );
    }
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
    throw error;
  }
}

export function readBuildId(env: Env = process.env): string | null {
  try {
    return readFileSync(join(/* turbopackIgnore: true */ process.cwd(), runningDistDir(env), BUILD_ID_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}
