// `npm run bench`: speed and size of the production build on the demo API, printed as one table and
// written as JSON under bench-results/ (git-ignored).
//   - Lighthouse (Debian Chromium; mobile and desktop presets) on /, /blog and /search?q=sepatu:
//     the four category scores, LCP, TBT and CLS of the median of BENCH_LIGHTHOUSE_RUNS runs (3)
//   - the gzip bytes of JavaScript each of those pages makes a modern browser load
//   - autocannon on loopback, 50 connections, bounded time: / and /blog, throughput and p50/p99
//     latency, on the demo API and again behind a backend that answers every call 2 s late
//   - the server's memory (RSS): before, after a soak of per-request pages with distinct queries
//     (20 connections, BENCH_SOAK_SECONDS each), after BENCH_IDLE_SECONDS idle, after a second soak
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { pageJsBytes } from './js-size.mjs';
import { DEMO_API_KEY, EXTERNAL_API_KEY, ROOT, backendEnv, build, demoEnv, hasBuild, startNode, startPortal, stopAll, waitFor } from './servers.mjs';

const PORTS = { demo: 3500, slow: 3510, proxy: 4510, control: 4511 };
const PAGES = ['/', '/blog', '/search?q=sepatu'];
const LOAD_PAGES = ['/', '/blog'];
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const SLOW_MS = 2000;
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);

const demoUrl = `http://127.0.0.1:${PORTS.demo}`;
const slowUrl = `http://127.0.0.1:${PORTS.slow}`;

// Lighthouse's own advice for a noisy machine: several runs, and the one with the median performance score.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function lighthouseOnce(chromePath, preset, path) {
  // A fresh browser per run, so no cache or state carries over between pages.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const { lhr } = await lighthouse(
      `${demoUrl}${path}`,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    // A broken trace (Lighthouse's NO_NAVSTART and the like) has no scores: it is not a measurement.
    if (lhr.runtimeError) return { error: lhr.runtimeError.code };
    const { categories, audits } = lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}

async function runLighthouse(chromePath) {
  const rows = [];
  // BENCH_LIGHTHOUSE_RUNS=0 leaves Lighthouse out (to measure load and memory alone).
  if (LIGHTHOUSE_RUNS === 0) return rows;
  for (const preset of ['mobile', 'desktop']) {
    for (const path of PAGES) {
      const runs = [];
      const errors = [];
      // Up to twice the runs, so a broken trace now and then still leaves LIGHTHOUSE_RUNS measurements.
      for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS * 2; attempt++) {
        const run = await lighthouseOnce(chromePath, preset, path);
        if (run.error) errors.push(run.error);
        else runs.push(run);
      }
      if (runs.length === 0) throw new Error(`lighthouse ${preset} ${path}: no run succeeded (${errors.join(', ')})`);
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor((runs.length - 1) / 2)];
      rows.push({ preset, path, ...median, runs: runs.map((run) => run.performance).join('/') });
      console.log(`lighthouse ${preset} ${path}: performance ${rows.at(-1).runs}${errors.length ? ` (${errors.join(', ')} retried)` : ''}`);
    }
  }
  return rows;
}

async function jsSizes() {
  const rows = [];
  for (const path of PAGES) {
    const html = await (await fetch(`${demoUrl}${path}`)).text();
    const { total, files } = await pageJsBytes(html, async (src) => Buffer.from(await (await fetch(new URL(src, demoUrl))).arrayBuffer()));
    rows.push({ path, gzipBytes: total, scripts: files.length });
  }
  return rows;
}

async function load(base, path, label) {
  const result = await autocannon({ url: `${base}${path}`, connections: 50, duration: LOAD_SECONDS, timeout: 15 });
  return {
    backend: label,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid) {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Per-request pages, every request with a query never asked before: searches, filtered blog and catalog
 * lists. What a crawler or an attacker sends; nothing of it may stay in memory.
 */
async function soak(base) {
  let n = 0;
  const paths = [
    () => `/search?q=sepatu-${n}`,
    () => `/blog?q=lari-${n}`,
    () => `/browse/category?brand=b${n}`,
  ];
  const result = await autocannon({
    url: base,
    connections: 20,
    duration: SOAK_SECONDS,
    timeout: 15,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[n++ % paths.length]() }) }],
  });
  return { requests: result.requests.total, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

async function memory(server) {
  const rows = [{ moment: 'warm, before the soak', rssMb: rssMb(server.pid) }];
  for (const round of ['first', 'second']) {
    const run = await soak(demoUrl);
    rows.push({ moment: `after the ${round} soak (${run.requests} requests, ${run.errors} errors)`, rssMb: rssMb(server.pid) });
    await sleep(IDLE_SECONDS * 1000);
    rows.push({ moment: `after ${IDLE_SECONDS} s idle`, rssMb: rssMb(server.pid) });
  }
  return rows;
}

function table(title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
}

async function main() {
  const chromePath = findChromium();
  // Always a fresh build: figures of a build older than the code would be silently wrong.
  // BENCH_REUSE_BUILD=1 measures the build already in .next (for repeated runs of unchanged code).
  if (process.env.BENCH_REUSE_BUILD !== '1' || !hasBuild('.next')) build(demoEnv(), 'demo');

  const demo = startPortal(PORTS.demo, demoEnv(), 'demo');
  await waitFor(`${demoUrl}/`, { child: demo });
  // Warm the pages once, as a visitor before the measurement would have.
  for (const path of PAGES) await fetch(`${demoUrl}${path}`);

  const lighthouseRows = await runLighthouse(chromePath);
  const jsRows = await jsSizes();

  const loadRows = [];
  for (const path of LOAD_PAGES) loadRows.push(await load(demoUrl, path, 'demo'));
  const memoryRows = await memory(demo);

  // The same pages on a build whose backend answers every call 2 s late (a proxy in front of the demo API).
  const proxy = startNode('e2e/support/backend-proxy.mjs', [
    '--port', String(PORTS.proxy), '--control', String(PORTS.control), '--target', demoUrl,
    '--key', EXTERNAL_API_KEY, '--upstream-key', DEMO_API_KEY,
  ], 'backend');
  await waitFor(`http://127.0.0.1:${PORTS.control}/health`, { child: proxy });
  const slowEnv = backendEnv(`http://127.0.0.1:${PORTS.proxy}`, { PORTAL_DIST_DIR: '.next-bench' });
  rmSync(`${ROOT}.next-bench`, { recursive: true, force: true });
  build(slowEnv, 'bench, behind the proxy');
  const slowPortal = startPortal(PORTS.slow, slowEnv, 'slow');
  await waitFor(`${slowUrl}/`, { child: slowPortal });
  await fetch(`http://127.0.0.1:${PORTS.control}/mode`, {
    method: 'POST',
    body: JSON.stringify({ mode: 'slow', delayMs: SLOW_MS }),
  });
  for (const path of LOAD_PAGES) loadRows.push(await load(slowUrl, path, `every call ${SLOW_MS / 1000} s late`));

  stopAll();

  table('Lighthouse', lighthouseRows);
  table('JavaScript loaded (gzip bytes)', jsRows);
  table(`Load: 50 connections, ${LOAD_SECONDS} s each, loopback`, loadRows);
  table(`Server memory: per-request pages with distinct queries, 20 connections, ${SOAK_SECONDS} s a soak`, memoryRows);

  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  const file = `${ROOT}bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), lighthouse: lighthouseRows, javascript: jsRows, load: loadRows, memory: memoryRows }, null, 2));
  console.log(`\nwritten to ${file}`);
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
