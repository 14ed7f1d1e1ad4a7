// `npm run bench:profile`: where the server's CPU goes while it serves a page under load. Starts the
// portal's production build (`next start`, as `npm start` runs it) under `node --cpu-prof`, loads the page
// with `Accept-Encoding: gzip` as browsers send it (50 connections, BENCH_PROFILE_SECONDS, 20), stops the server with SIGTERM
// so V8 writes the profile as it exits, and prints the functions and files with the most self time.
// The profile (open it in Chrome DevTools' Performance panel) and the summary go under bench-results/.
//   BENCH_PROFILE_PATH   the page (/)
//   BENCH_PROFILE_APP    portal (default) or bare: the bare Next page of bench/bare, to see Next's own share;
//                        or bare-isr, bare-isr-handler: its ISR twins, rendered once before the load
//                        (scripts/bare-app.mjs)
//   BENCH_PROFILE_ENCODING  gzip (default), none: without Accept-Encoding, or rsc: a client-side navigation to
//                        / or /blog (scripts/bench-navigation.mjs)
//   BENCH_REUSE_BUILD=1  profiles the portal build already in .next instead of building first
// The summary is of the load alone (its window on the monotonic clock V8's profile shares); `callers`
// charges each sample to the first script up its stack that is not Node's, as its source file (through
// the build's source maps), in ms a request.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BARE_ISR_TWINS, buildBare, buildBareIsr, renderBareIsrOnce, startBare, startBareIsr } from './bare-app.mjs';
import { ENCODINGS, benchRequest } from './bench-navigation.mjs';
import { summariseProfile } from './bench-report.mjs';
import { ROOT, build, demoEnv, hasBuild, startPortal, stopAll, waitFor } from './servers.mjs';

const slot = Number(process.env.E2E_SLOT ?? 0);
const PORT = 3502 + slot * 20;
const SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 20);
const PATH = process.env.BENCH_PROFILE_PATH ?? '/';
const APP = process.env.BENCH_PROFILE_APP ?? 'portal';
const APPS = ['portal', 'bare', ...Object.keys(BARE_ISR_TWINS)];
if (!APPS.includes(APP)) throw new Error(`BENCH_PROFILE_APP: one of ${APPS.join(', ')}, not "${APP}"`);
const TWIN = APP in BARE_ISR_TWINS;
const ENCODING = process.env.BENCH_PROFILE_ENCODING ?? 'gzip';
if (!ENCODINGS.includes(ENCODING)) throw new Error(`BENCH_PROFILE_ENCODING: one of ${ENCODINGS.join(', ')}, not "${ENCODING}"`);
const url = `http://127.0.0.1:${PORT}`;

async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = `${ROOT}bench-results/profile-${APP}-${ENCODING}-${stamp}`;
  mkdirSync(dir, { recursive: true });
  const nodeArgs = ['--cpu-prof', `--cpu-prof-dir=${dir}`];

  let server;
  if (APP === 'bare') {
    buildBare(demoEnv());
    server = startBare(PORT, demoEnv(), { nodeArgs });
  } else if (TWIN) {
    buildBareIsr(APP, demoEnv());
    server = startBareIsr(APP, PORT, demoEnv(), { nodeArgs });
  } else {
    if (process.env.BENCH_REUSE_BUILD !== '1' || !hasBuild('.next')) build(demoEnv(), 'demo');
    server = startPortal(PORT, demoEnv(), 'portal', { nodeArgs });
  }
  if (TWIN) {
    await waitFor(`${url}/_bench-ready`, { child: server });
    await renderBareIsrOnce(`${url}/`);
  } else await waitFor(`${url}${PATH}`, { child: server });
  const { path, headers } = await benchRequest(ENCODING, PATH);
  await autocannon({ url: `${url}${path}`, connections: 50, duration: 2, headers });

  console.log(`\n▶ profiling ${APP} ${path} under load: 50 connections, ${SECONDS} s, encoding: ${ENCODING}`);
  const fromUs = Number(process.hrtime.bigint() / 1000n);
  const result = await autocannon({ url: `${url}${path}`, connections: 50, duration: SECONDS, timeout: 15, headers });
  const window = { fromUs, toUs: Number(process.hrtime.bigint() / 1000n) };
  console.log(
    `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx`,
  );

  // V8 writes the profile when the process exits normally: the portal's SIGTERM handler drains and exits 0,
  // and so does Next's own for the bare page. A server that has not exited within 20 s is killed.
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);

  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file || !existsSync(`${dir}/${file}`)) throw new Error(`no .cpuprofile in ${dir}: did the server exit cleanly?`);
  const summary = summariseProfile(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')), {
    root: ROOT,
    top: 25,
    window,
    originalFile,
    requests: result.requests.total,
  });
  writeFileSync(
    `${dir}/summary.json`,
    JSON.stringify(
      {
        app: APP,
        path: PATH,
        encoding: ENCODING,
        seconds: SECONDS,
        requestsPerSecond: Math.round(result.requests.average),
        requests: result.requests.total,
        window,
        ...summary,
      },
      null,
      2,
    ),
  );

  console.log(`\nCPU profile: ${summary.totalMs} ms sampled, ${summary.idlePercent} % idle; percent = share of the busy time`);
  console.table(summary.categories);
  console.log('\nFunctions by self time');
  console.table(summary.functions);
  console.log('\nFiles by self time');
  console.table(summary.files);
  console.log("\nBy the script whose work it was (Node's own work charged to its caller)");
  console.table(summary.callers);
  console.log(`\nprofile: ${dir}/${file}\nsummary: ${dir}/summary.json`);
}

const sourceMaps = new Map();

/** A built script's frame (a chunk of .next, a compiled file of Next's) as the file it was built from, through its source map. */
function originalFile({ url, lineNumber, columnNumber = 0 }) {
  if (!url.startsWith('file://')) return undefined;
  const path = fileURLToPath(url);
  if (!sourceMaps.has(path))
    sourceMaps.set(path, existsSync(`${path}.map`) ? new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8'))) : null);
  const source = sourceMaps.get(path)?.findEntry(lineNumber, columnNumber)?.originalSource;
  if (!source) return undefined;
  // Next's own maps name its sources `webpack://next/./src/…`.
  if (source.startsWith('webpack://')) return `next/${source.replace(/^webpack:\/\/[^/]+\/(\.\/)?/, '')}`;
  return resolve(dirname(path), source.startsWith('file://') ? fileURLToPath(source) : source);
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
