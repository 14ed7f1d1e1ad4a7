// `npm test`: every suite, then one line `N passed, N failed` totalling them all.
// lint, format, contract lint, type check, the production build and the two budgets count as one check
// each; Vitest and Playwright count their tests. A suite that fails does not stop the others.
// `npm run test:quick` (--quick): lint, format, contract lint, type check and Vitest only, no build (the inner loop).
//
// Steps that do not need each other run side by side, two cores' worth:
//   lint, the format check, the contract's lint, the type check and Vitest start together;
//   once the type check is done (a build rewrites next-env.d.ts, which it reads): the production build,
//     its two budgets, then scripts/e2e.mjs, which makes its three builds and starts its servers;
//   once Vitest is done too, Playwright (the browsers want both cores to themselves).
// Each step's output is printed whole, in the order above: a step run beside the one being printed is
// held until that one ends.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT, builtOnce, demoEnv } from './servers.mjs';

const quick = process.argv.includes('--quick');
const bin = (name) => `${ROOT}node_modules/.bin/${name}`;
const slot = Number(process.env.E2E_SLOT ?? 0);
const REPORTS = `${ROOT}test-results`;
const VITEST_REPORT = `${REPORTS}/vitest.json`;
// Where scripts/e2e.mjs has Playwright write its report (E2E_OUTPUT for a slot).
const PLAYWRIGHT_REPORT = `${REPORTS}${slot ? `/slot${slot}` : ''}/playwright.json`;

/** Steps in the order their output is printed: the first unfinished one prints as it goes. */
const printOrder = [];

function flush() {
  for (const step of printOrder) {
    if (!step.live) {
      step.live = true;
      for (const chunk of step.held.splice(0)) process.stdout.write(chunk);
    }
    if (!step.finished) return;
  }
}

/** Starts a command; resolves to true when it exits 0. `ipc` gives it a channel (scripts/e2e.mjs). */
function start(label, command, args, env, { ipc = false } = {}) {
  const step = { label, held: [], live: false, finished: false };
  printOrder.push(step);
  const write = (chunk) => (step.live ? process.stdout.write(chunk) : step.held.push(chunk));
  write(`\n━━ ${label} ━━\n`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])] });
  child.stdout.on('data', write);
  child.stderr.on('data', write);
  step.child = child;
  step.done = new Promise((resolve) => {
    let settled = false;
    const end = (status) => {
      if (settled) return;
      settled = true;
      write(`━━ ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${Math.round((Date.now() - started) / 1000)} s\n`);
      step.finished = true;
      flush();
      resolve(status === 0);
    };
    child.on('error', (error) => {
      write(`${error.message}\n`);
      end(1);
    });
    // 'close', not 'exit': the last of its output has been read.
    child.on('close', (code, signal) => end(code ?? signal));
  });
  flush();
  return step;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const check = (label, ok) => ({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

function suite(label, ok, reportPath, count) {
  const report = existsSync(reportPath) ? readJson(reportPath) : undefined;
  const counted = report ? count(report) : { passed: 0, failed: 0 };
  // A runner that died before reporting, or failed outside any test, still counts as a failure.
  if (!ok && counted.failed === 0) counted.failed = 1;
  return { label, ...counted };
}

mkdirSync(REPORTS, { recursive: true });
rmSync(VITEST_REPORT, { force: true });
if (!quick) rmSync(PLAYWRIGHT_REPORT, { force: true });
const env = demoEnv();

const lint = start('lint', bin('eslint'), ['.', '--max-warnings=0'], env);
const format = start('format', bin('prettier'), ['--check', '.', '--log-level=warn'], env);
// Redocly's lint of the backend contract; no telemetry, no update check (the machine may be offline).
const contract = start('contract lint', bin('redocly'), ['lint', 'contract/openapi.yaml'], {
  ...env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
});
const types = start('type check', bin('tsc'), ['--noEmit'], env);
// Two workers: beside lint and the type check, then beside the builds, the cores are shared anyway; alone
// (the end of test:quick) Vitest has both.
const vitest = start(
  'vitest',
  bin('vitest'),
  ['run', '--maxWorkers=2', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
  env,
);

/** The production build, its budgets and scripts/e2e.mjs's preparation, once the type check is done. */
async function builds() {
  await types.done;
  // CI builds in a clean clone that no build meets again.
  // The whole build (scripts/build.mjs): next build, the service worker, the standalone server.
  const build = start('production build', process.execPath, ['scripts/build.mjs'], process.env.CI ? builtOnce(env) : env);
  const built = await build.done;
  if (!built) return { built };
  const js = await start('first-load JS of / within budget', process.execPath, ['scripts/js-size.mjs'], env).done;
  const html = await start('HTML of / within budget', process.execPath, ['scripts/html-size.mjs', '/'], env).done;
  // It serves the demo build just made (E2E_DEMO_DIST) and waits for `go` before starting Playwright.
  const e2e = start('playwright', process.execPath, ['scripts/e2e.mjs'], { ...env, E2E_DEMO_DIST: '.next' }, { ipc: true });
  const ready = new Promise((resolve) => {
    e2e.child.once('message', () => resolve(true));
    e2e.done.then(() => resolve(false));
  });
  return { built, js, html, e2e, ready };
}

const prepared = quick ? undefined : builds();
const results = [
  check('lint', await lint.done),
  check('format', await format.done),
  check('contract lint', await contract.done),
  check('type check', await types.done),
];
results.push(
  suite('vitest', await vitest.done, VITEST_REPORT, (r) => ({
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0),
    names: (r.testResults ?? []).flatMap((file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')
        ? [`${relative(ROOT, file.name)}: ${file.message ?? 'failed outside a test'}`]
        : (file.assertionResults ?? []).filter((t) => t.status === 'failed').map((t) => `${relative(ROOT, file.name)}: ${t.fullName}`),
    ),
  })),
);

if (prepared) {
  const { built, js, html, e2e, ready } = await prepared;
  results.push(check('production build', built));
  if (built) {
    results.push(check('first-load JS of / within budget', js), check('HTML of / within budget', html));
    if (await ready) e2e.child.send('go');
    results.push(
      suite('playwright', await e2e.done, PLAYWRIGHT_REPORT, (r) => ({
        passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
        failed: r.stats?.unexpected ?? 0,
      })),
    );
  } else {
    results.push({ label: 'playwright (not run: the build failed)', passed: 0, failed: 1 });
  }
}

// The failures' names again at the end, where a CI log that keeps only its tail still shows them.
const failures = results.flatMap((r) => r.names ?? []);
if (failures.length) console.log(`\n━━ failed ━━\n${failures.map((name) => `✗ ${name}`).join('\n')}`);
console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.label.padEnd(40)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
