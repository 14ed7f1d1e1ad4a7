// `npm test`: every suite, in order, then one line `N passed, N failed` totalling them all.
// lint, type check and the production build count as one check each; Vitest and Playwright count
// their tests. A suite that fails does not stop the others.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ROOT, demoEnv } from './servers.mjs';

const bin = (name) => `${ROOT}node_modules/.bin/${name}`;
const results = [];

function run(label, command, args, env = process.env) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  console.log(`━━ ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${Math.round((Date.now() - started) / 1000)} s`);
  return status === 0;
}

function check(label, command, args, env) {
  const ok = run(label, command, args, env);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function suite(label, command, args, reportPath, count, env) {
  rmSync(reportPath, { force: true });
  const ok = run(label, command, args, env);
  const report = existsSync(reportPath) ? readJson(reportPath) : undefined;
  const counted = report ? count(report) : { passed: 0, failed: 0 };
  // A runner that died before reporting, or failed outside any test, still counts as a failure.
  if (!ok && counted.failed === 0) counted.failed = 1;
  results.push({ label, ...counted });
}

mkdirSync(`${ROOT}test-results`, { recursive: true });
const env = demoEnv();

check('lint', bin('eslint'), ['.', '--max-warnings=0'], env);
check('type check', bin('tsc'), ['--noEmit'], env);
suite(
  'vitest',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  `${ROOT}test-results/vitest.json`,
  (r) => ({ passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0) }),
  env,
);
const built = check('production build', bin('next'), ['build'], env);
if (built) check('first-load JS of / within budget', process.execPath, ['scripts/js-size.mjs'], env);
if (built) check('HTML of / within budget', process.execPath, ['scripts/html-size.mjs', '/'], env);
if (built) {
  suite(
    'playwright',
    process.execPath,
    ['scripts/e2e.mjs'],
    `${ROOT}test-results/playwright.json`,
    (r) => ({ passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0), failed: r.stats?.unexpected ?? 0 }),
    env,
  );
} else {
  results.push({ label: 'playwright (not run: the build failed)', passed: 0, failed: 1 });
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.label.padEnd(40)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
