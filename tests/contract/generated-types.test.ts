// @vitest-environment node
// lib/api/contract.ts is generated from contract/openapi.yaml and committed (tsc and editors need it before
// any script runs). Edit the document, then `npm run contract:types`: a stale file fails here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('lib/api/contract.ts is what openapi-typescript makes of contract/openapi.yaml now', () => {
  const folder = mkdtempSync(join(tmpdir(), 'contract-types-'));
  try {
    const out = join(folder, 'contract.ts');
    const run = spawnSync('node_modules/.bin/openapi-typescript', ['contract/openapi.yaml', '-o', out], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const committed = readFileSync('lib/api/contract.ts', 'utf8');
    expect(committed === readFileSync(out, 'utf8'), 'lib/api/contract.ts is stale: run npm run contract:types').toBe(true);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
