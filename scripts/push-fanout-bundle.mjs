/**
 * Bundles tests/push-fanout-server.ts (one server's part in the reminders) into one CommonJS file that
 * Node runs as it is (packages such as next/headers have no ES module paths), for `npm run bench:push`:
 * the path aliases of tsconfig.json resolved, `server-only` empty as in Vitest, packages left to
 * node_modules. Answers the file's path.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Written under node_modules/, where the bundle finds its packages; one file a process that asks. */
export async function bundlePushServer() {
  const outdir = `${ROOT}node_modules/.cache/push-fanout`;
  mkdirSync(outdir, { recursive: true });
  const outfile = `${outdir}/server-${process.pid}.cjs`;
  await build({
    entryPoints: [`${ROOT}tests/push-fanout-server.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    alias: { 'server-only': `${ROOT}node_modules/server-only/empty.js` },
    tsconfig: `${ROOT}tsconfig.json`,
    logLevel: 'error',
  });
  return outfile;
}
