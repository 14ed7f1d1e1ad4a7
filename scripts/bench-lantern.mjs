// `npm run bench:lantern`: why a page scores what it scores on Lighthouse mobile. Lighthouse does not run
// the page on a slow phone: it loads it once at full speed and simulates the phone from that trace
// (Lantern). This runs Lighthouse's mobile preset on one page of the production build and prints what the
// simulation made of it: the last nodes of the two graphs whose average is the simulated LCP (a script
// downloading on the simulated line, a layout at 2x, ...), and each simulated task that adds to the TBT,
// with what it was in the trace (its observed start and length, its largest events, the scripts it ran).
// Each run's trace and DevTools log stay under bench-results/lantern-…/run-N, so a run can be audited
// again (`lighthouse -A=<folder>`) after changing what it measured.
//   BENCH_LANTERN_PATH   the page (/)
//   BENCH_LANTERN_APP    portal (default) or bare: the bare Next page of bench/bare
//   BENCH_LANTERN_RUNS   runs (3); the scores vary from run to run on a busy machine
//   BENCH_LANTERN_STATE  guest (default), or cold or warm: signed in as the bench's member (bench-member.mjs)
//   BENCH_REUSE_BUILD=1  measures the portal build already in .next instead of building first
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { Audit } from 'lighthouse/core/audits/audit.js';
import LcpAudit from 'lighthouse/core/audits/metrics/largest-contentful-paint.js';
import TbtAudit from 'lighthouse/core/audits/metrics/total-blocking-time.js';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import { buildBare, startBare } from './bare-app.mjs';
import { hundredTakes, lighthouseFigures, shortUrl, simulatedBlockingTasks } from './bench-report.mjs';
import { MEMBER_STATES, signIn } from './bench-member.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { ROOT, build, demoEnv, hasBuild, startPortal, stopAll, waitFor } from './servers.mjs';

const slot = Number(process.env.E2E_SLOT ?? 0);
const PORT = 3503 + slot * 20;
const PATH = process.env.BENCH_LANTERN_PATH ?? '/';
const APP = process.env.BENCH_LANTERN_APP ?? 'portal';
if (!['portal', 'bare'].includes(APP)) throw new Error(`BENCH_LANTERN_APP: portal or bare, not "${APP}"`);
const RUNS = Number(process.env.BENCH_LANTERN_RUNS ?? 3);
const url = `http://127.0.0.1:${PORT}${PATH}`;
const STATE = process.env.BENCH_LANTERN_STATE ?? 'guest';
if (STATE !== 'guest' && !MEMBER_STATES.includes(STATE)) throw new Error(`BENCH_LANTERN_STATE: guest, cold or warm, not "${STATE}"`);

/** What a mobile 100 asks of LCP and TBT, read from Lighthouse's own curves, weights and scoring function. */
function mobileHundred() {
  const weight = (id) => defaultConfig.categories.performance.auditRefs.find((ref) => ref.id === id).weight;
  const pairs = hundredTakes({
    scoreOf: (curve, ms) => Audit.computeLogNormalScore(curve, ms),
    curves: { lcp: LcpAudit.defaultOptions.mobile.scoring, tbt: TbtAudit.defaultOptions.mobile.scoring },
    weights: { lcp: weight('largest-contentful-paint'), tbt: weight('total-blocking-time') },
  });
  return pairs.map(({ lcpMs, tbtMs }) => `LCP ≤ ${lcpMs} ms with TBT ≤ ${tbtMs} ms`).join(', or ');
}

/** What one node of Lantern's graph was in the observed load. */
function describe(node, originUs) {
  const at = `${Math.round((node.startTime - originUs) / 1000)} ms`;
  if (node.type === 'network') {
    const { request } = node;
    return `${shortUrl(request.url, `http://127.0.0.1:${PORT}`) || '(document)'} ${(request.transferSize / 1024).toFixed(1)} KB, ${request.priority}, connection ${request.connectionId}, requested at ${at}`;
  }
  const events = {};
  for (const event of node.childEvents) if (event.dur > 500) events[event.name] = (events[event.name] ?? 0) + event.dur / 1000;
  const largest = Object.entries(events)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
  const scripts = [...node.getEvaluateScriptURLs()].map((script) => script.split('/').pop()).join(' ');
  return `task of ${(node.duration / 1000).toFixed(1)} ms at ${at}: ${largest}${scripts ? ` (runs ${scripts})` : ''}`;
}

/** The simulation's estimates of the run under way, recorded as Lighthouse computes them. */
let recorded = {};
const originOf = (nodeTimings) => Math.min(...[...nodeTimings.keys()].map((node) => node.startTime));

const { LargestContentfulPaint, TotalBlockingTime } = Lantern.Metrics;
const lcpEstimate = LargestContentfulPaint.getEstimateFromSimulation;
LargestContentfulPaint.getEstimateFromSimulation = function (simulation, extras) {
  const estimate = lcpEstimate.call(this, simulation, extras);
  const origin = originOf(simulation.nodeTimings);
  const last = [...simulation.nodeTimings]
    .sort((a, b) => b[1].endTime - a[1].endTime)
    .slice(0, 5)
    .map(([node, timing]) => ({
      simulatedMs: `${Math.round(timing.startTime)}–${Math.round(timing.endTime)}`,
      node: describe(node, origin),
    }));
  recorded[extras.optimistic ? 'lcpOptimistic' : 'lcpPessimistic'] = { ms: Math.round(estimate.timeInMs), last };
  return estimate;
};
const tbtEstimate = TotalBlockingTime.getEstimateFromSimulation;
TotalBlockingTime.getEstimateFromSimulation = function (simulation, extras) {
  const estimate = tbtEstimate.call(this, simulation, extras);
  // Lantern's own window: the opposite FCP estimate, the same-side interactive one.
  const fcp = (extras.optimistic ? extras.fcpResult.pessimisticEstimate : extras.fcpResult.optimisticEstimate).timeInMs;
  const interactive = (extras.optimistic ? extras.interactiveResult.optimisticEstimate : extras.interactiveResult.pessimisticEstimate)
    .timeInMs;
  const origin = originOf(simulation.nodeTimings);
  const tasks = [...simulation.nodeTimings]
    .filter(([node]) => node.type === 'cpu')
    .map(([node, timing]) => ({ start: timing.startTime, end: timing.endTime, node }));
  const blocking = simulatedBlockingTasks(tasks, fcp, interactive).map(({ start, end, blockingMs, node }) => ({
    blockingMs: Math.round(blockingMs),
    simulatedMs: `${Math.round(start)}–${Math.round(end)}`,
    task: describe(node, origin),
  }));
  recorded[extras.optimistic ? 'tbtOptimistic' : 'tbtPessimistic'] = {
    ms: Math.round(estimate.timeInMs),
    window: `${Math.round(fcp)}–${Math.round(interactive)}`,
    blocking,
  };
  return estimate;
};

async function runOnce(chromePath, folder) {
  recorded = {};
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    if (STATE !== 'guest') await signIn(chrome.port, url, STATE);
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', gatherMode: folder, auditMode: folder };
    const { lhr } = await lighthouse(url, { ...flags, disableStorageReset: STATE === 'warm' });
    if (lhr.runtimeError) return { error: lhr.runtimeError.code };
    return {
      ...lighthouseFigures(lhr),
      observedLcpMs: lhr.audits.metrics.details.items[0].observedLargestContentfulPaint,
      ...recorded,
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = `${ROOT}bench-results/lantern-${APP}-${STATE}-${stamp}`;
  let server;
  if (APP === 'bare') {
    buildBare(demoEnv());
    server = startBare(PORT, demoEnv());
  } else {
    if (process.env.BENCH_REUSE_BUILD !== '1' || !hasBuild('.next')) build(demoEnv(), 'demo');
    server = startPortal(PORT, demoEnv(), 'portal');
  }
  await waitFor(url, { child: server });
  await fetch(url); // the page cache's first render is not the page a visitor meets

  const chromePath = findChromium();
  const runs = [];
  for (let i = 1; runs.length < RUNS && i <= RUNS * 2; i++) {
    const folder = `${dir}/run-${i}`;
    mkdirSync(folder, { recursive: true });
    const run = await runOnce(chromePath, folder);
    if (run.error) {
      console.log(`run ${i}: ${run.error}, run again`);
      continue;
    }
    runs.push(run);
    console.log(
      `\n▶ ${APP} ${PATH} (${STATE}), run ${i}: performance ${run.performance}; FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms ` +
        `(observed LCP ${run.observedLcpMs} ms, scripts in before it ${run.scriptsBeforeLcp}; trace in ${shortUrl(folder, ROOT)})`,
    );
    for (const side of ['Optimistic', 'Pessimistic']) {
      const lcp = run[`lcp${side}`];
      if (!lcp) continue;
      console.log(`LCP, ${side.toLowerCase()} graph: ${lcp.ms} ms, ending with`);
      console.table(lcp.last);
    }
    const tbt = run.tbtPessimistic;
    if (tbt) {
      console.log(`TBT, pessimistic simulation: ${tbt.ms} ms in the window ${tbt.window} ms (optimistic: ${run.tbtOptimistic?.ms} ms)`);
      console.table(tbt.blocking);
    }
  }
  writeFileSync(`${dir}/summary.json`, JSON.stringify({ app: APP, path: PATH, state: STATE, runs }, null, 2));
  console.log(`\nperformance ${runs.map((run) => run.performance).join('/')}; summary: ${shortUrl(`${dir}/summary.json`, ROOT)}`);
  console.log(`a mobile 100 takes ${mobileHundred()} (FCP, Speed Index and CLS at their best)`);
  stopAll();
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
