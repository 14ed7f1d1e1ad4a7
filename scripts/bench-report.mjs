// Pure helpers of the bench (scripts/bench.mjs, scripts/bench-profile.mjs): the side-by-side figures of
// the portal and the bare Next page, and the summary of a V8 CPU profile. Tested in tests/unit/bench-report.test.ts.

/** Issue 55's goals for `/` against the bare page (issue 14's were 0.7× and 1.5×): throughput with gzip, p99 latency, errors. */
export const GOALS = { minGzipThroughputRatio: 0.9, maxP99Ratio: 1.2 };

export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round2 = (value) => Math.round(value * 100) / 100;

/**
 * One row per app and encoding from the runs of every round: the median throughput, latencies and server
 * CPU time per request (a slow run from a neighbour's build moves a median less than a mean), every run's
 * throughput in `runs`, and the errors of all runs added up (one error in any run is one too many).
 */
export function summariseRuns(runs) {
  const rows = [];
  for (const run of runs) {
    let row = rows.find((r) => r.app === run.app && r.encoding === run.encoding);
    if (!row) rows.push((row = { app: run.app, encoding: run.encoding, all: [] }));
    row.all.push(run);
  }
  return rows.map(({ app, encoding, all }) => ({
    app,
    encoding,
    requestsPerSecond: Math.round(median(all.map((r) => r.requestsPerSecond))),
    runs: all.map((r) => r.requestsPerSecond).join('/'),
    p50Ms: median(all.map((r) => r.p50Ms)),
    p99Ms: median(all.map((r) => r.p99Ms)),
    cpuMsPerRequest: round2(median(all.map((r) => r.cpuMsPerRequest))),
    mainCpuMsPerRequest: round2(median(all.map((r) => r.mainCpuMsPerRequest))),
    errors: all.reduce((sum, r) => sum + r.errors, 0),
    non2xx: all.reduce((sum, r) => sum + r.non2xx, 0),
  }));
}

/**
 * Portal ÷ bare, per encoding: throughput, p99 latency, and server CPU time per request, all threads' and
 * the main thread's (which other processes on the machine disturb far less than throughput). Each round measured the two back to back,
 * so each round's ratio saw the same machine; the median of those ratios is what is reported (and each
 * round's throughput and p99 ratios, in `rounds`).
 */
export function compareWithBare(runs, { portal = 'portal', bare = 'bare' } = {}) {
  const encodings = [...new Set(runs.map((r) => r.encoding))];
  return encodings.map((encoding) => {
    const pairs = [];
    for (const p of runs.filter((r) => r.app === portal && r.encoding === encoding)) {
      const b = runs.find((r) => r.app === bare && r.encoding === encoding && r.round === p.round);
      if (b)
        pairs.push({
          throughput: p.requestsPerSecond / b.requestsPerSecond,
          p99: p.p99Ms / b.p99Ms,
          cpu: p.cpuMsPerRequest / b.cpuMsPerRequest,
          mainCpu: p.mainCpuMsPerRequest / b.mainCpuMsPerRequest,
        });
    }
    const throughputRatio = round2(median(pairs.map((pair) => pair.throughput)));
    const p99Ratio = round2(median(pairs.map((pair) => pair.p99)));
    const cpuRatio = round2(median(pairs.map((pair) => pair.cpu)));
    const mainCpuRatio = round2(median(pairs.map((pair) => pair.mainCpu)));
    const errors = runs.filter((r) => r.app === portal && r.encoding === encoding).reduce((sum, r) => sum + r.errors + r.non2xx, 0);
    return {
      encoding,
      throughputRatio,
      p99Ratio,
      cpuRatio,
      mainCpuRatio,
      rounds: pairs.map((pair) => `${round2(pair.throughput)}×/${round2(pair.p99)}×`).join(' '),
      portalErrors: errors,
    };
  });
}

/**
 * Whether a comparison row meets the goals. They are set for gzip, as browsers ask; the row without
 * compression is reported only (its cost is the page's size, which the bytes columns show).
 */
export function goalsMet(ratio) {
  if (ratio.encoding !== 'gzip') return 'reported only';
  const met = ratio.throughputRatio >= GOALS.minGzipThroughputRatio && ratio.p99Ratio <= GOALS.maxP99Ratio && ratio.portalErrors === 0;
  return met ? 'met' : 'not met';
}

/** What V8 names the samples that ran no JavaScript function. */
const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** A script's URL, shorter: relative to `root`, and anything under node_modules from its package on. */
export function shortUrl(url, root = '') {
  let path = url.replace(/^file:\/\//, '');
  if (root && path.startsWith(root)) path = path.slice(root.length);
  const packageAt = path.lastIndexOf('node_modules/');
  if (packageAt !== -1) path = path.slice(packageAt + 'node_modules/'.length);
  return path.replace(/^\/+/, '');
}

/**
 * Self time per function and per file of a V8 CPU profile (a `.cpuprofile`: nodes with call frames,
 * `samples` naming the node on top of the stack at each tick, `timeDeltas` in microseconds before each).
 * A sample's time is the gap to the next one, as Chrome's DevTools counts it. Native and built-in work
 * with no script (zlib, hashing, writing to sockets) is listed under its function name with the file
 * "(native)". Times in ms; `percent` is a share of the busy time (all but "(idle)"), `idlePercent` of the whole.
 * `callers`: the busy time charged to the first script up each sample's stack that is not Node's own (whose
 * work it was: the socket writes of the middleware that wrote), as its original file when `originalFile`
 * maps the frame (a built chunk's source map); with `requests`, also in ms a request.
 * `window` (`fromUs`, `toUs`, on the profile's clock) keeps the samples taken within it.
 */
export function summariseProfile(profile, { root = '', top = 20, window, originalFile = () => undefined, requests } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const selfUs = new Map();
  const { samples, timeDeltas } = profile;
  let at = profile.startTime ?? 0;
  for (let i = 0; i < samples.length; i++) {
    at += timeDeltas[i];
    if (window && (at < window.fromUs || at > window.toUs)) continue;
    const us = i + 1 < timeDeltas.length ? timeDeltas[i + 1] : 0;
    selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + Math.max(0, us));
  }
  const totalUs = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
  const functions = new Map();
  const files = new Map();
  const callers = new Map();
  const special = new Map();
  const isScript = ({ url }) => Boolean(url) && !url.startsWith('node:');
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    if (SPECIAL.has(functionName)) {
      special.set(functionName, (special.get(functionName) ?? 0) + us);
      continue;
    }
    const file = url ? shortUrl(url, root) : '(native)';
    const name = `${functionName || '(anonymous)'} ${file}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
    files.set(file, (files.get(file) ?? 0) + us);
    let caller = byId.get(id);
    while (caller && !isScript(caller.callFrame)) caller = byId.get(parentOf.get(caller.id));
    const callerFile = caller ? shortUrl(originalFile(caller.callFrame) ?? caller.callFrame.url, root) : '(Node, no script)';
    callers.set(callerFile, (callers.get(callerFile) ?? 0) + us);
  }
  const idleUs = special.get('(idle)') ?? 0;
  special.delete('(idle)');
  const busyUs = totalUs - idleUs;
  const ms = (us) => Math.round(us / 100) / 10;
  const share = (us, of = busyUs) => (of ? Math.round((us / of) * 1000) / 10 : 0);
  const ranked = (map, key) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({
        [key]: name,
        selfMs: ms(us),
        percent: share(us),
        ...(key === 'file' && requests ? { msPerRequest: Math.round(us / requests) / 1000 } : {}),
      }));
  return {
    totalMs: ms(totalUs),
    idlePercent: share(idleUs, totalUs),
    categories: [...special].sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ category: name, selfMs: ms(us), percent: share(us) })),
    functions: ranked(functions, 'function'),
    files: ranked(files, 'file'),
    callers: ranked(callers, 'file'),
  };
}

/**
 * Total blocking time as a browser observed it: the part beyond 50 ms of every long task that starts at
 * or after the first contentful paint (Lighthouse's definition, without its simulation). Tasks are
 * `{ startTime, duration }` in ms, as PerformanceObserver's `longtask` entries give them.
 */
export function blockingTimeAfter(firstContentfulPaint, tasks) {
  return tasks.filter((task) => task.startTime >= firstContentfulPaint).reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
}

/**
 * The LCP race of one Lighthouse run: of the scripts requested before the largest contentful paint (as
 * the unthrottled load observed it), how many had finished arriving by then. Lighthouse's simulation
 * counts such a script in the LCP (its download on a slow 4G line, its CPU at 4x) unless its evaluation
 * shows as a task of its own after the paint, which Next's short chunk evaluations never do: a run where
 * they all arrived first ("9/9") simulates an LCP of about 2.2 s on `/`, one where they came after the
 * paint ("0/9") about 1 s, for the same build. `requests` as the `network-requests` audit lists them.
 */
export function scriptsBeforePaint(requests, observedPaintMs) {
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.networkRequestTime < observedPaintMs);
  const arrived = scripts.filter((r) => r.networkEndTime <= observedPaintMs);
  return `${arrived.length}/${scripts.length}`;
}

/**
 * The figures the bench reads from a Lighthouse report (`lhr`): the four category scores out of 100, the
 * speed metrics in ms, CLS, the run's LCP race (`scriptsBeforePaint`), and the machine's speed as
 * Lighthouse measured it before the run (`benchmarkIndex`, higher is faster).
 */
export function lighthouseFigures({ categories, audits, environment }) {
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    scriptsBeforeLcp: scriptsBeforePaint(
      audits['network-requests'].details.items,
      audits.metrics.details.items[0].observedLargestContentfulPaint,
    ),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  };
}

/**
 * Lighthouse's own line for a host too slow for its default 4x CPU slowdown: at a `benchmarkIndex` of
 * 1,000 or less it warns that the slower CPU lowers the performance score
 * (`SLOW_CPU_BENCHMARK_INDEX_THRESHOLD`, lighthouse/core/gather/driver/environment.js).
 */
export const SLOW_HOST_INDEX = 1000;

/**
 * How fast the machine was over a sitting's Lighthouse runs: Lighthouse's `benchmarkIndex` of every run
 * (a fixed piece of work timed before each page loads; higher is faster), median and range, and whether
 * the median is at or under Lighthouse's slow-host line. Sittings on this shared machine differ by more
 * than most changes do, and the same build's distance to the bare page grows as the machine slows, so a
 * sitting's figures are read beside its speed.
 */
export function machineSpeed(indexes) {
  const sorted = [...indexes].sort((a, b) => a - b);
  const middle = median(sorted);
  return { runs: sorted.length, median: middle, slowest: sorted[0], fastest: sorted.at(-1), slowHost: middle <= SLOW_HOST_INDEX };
}

/**
 * What Lighthouse's simulated total blocking time is made of: each simulated main-thread task clipped to
 * the window from the simulated first contentful paint to the simulated time to interactive, with the part
 * of it beyond 50 ms (Lantern's own rule, so the parts add up to its TBT). `tasks` are `{ start, end }` in
 * simulated ms with anything else to keep; the blocking ones come back largest first.
 */
export function simulatedBlockingTasks(tasks, fcpMs, interactiveMs) {
  return tasks
    .map((task) => {
      const clippedMs = Math.min(task.end, interactiveMs) - Math.max(task.start, fcpMs);
      return { ...task, blockingMs: clippedMs > 50 ? clippedMs - 50 : 0 };
    })
    .filter((task) => task.blockingMs > 0)
    .sort((a, b) => b.blockingMs - a.blockingMs);
}

/** The largest whole `ms` that `score(ms)` (falling as `ms` grows) keeps at `atLeast` or more, or -1 if none. */
function largestWithScore(score, atLeast, upToMs = 600_000) {
  if (score(0) < atLeast) return -1;
  let low = 0;
  let high = upToMs;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (score(middle) >= atLeast) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * What a performance score of 100 asks of a run's LCP and TBT, the two metrics a page's code moves, with
 * the other metrics at 1.00. Lighthouse rounds each metric's score to two decimals before weighting it, and
 * the category to a whole number, so 100 allows half a point lost in all. `scoreOf(curve, ms)` is its
 * log-normal score (`Audit.computeLogNormalScore`), `curves` the preset's `{ p10, median }` of each metric,
 * `weights` the category's (out of 100). Each pair is the most LCP allowed for a given TBT, TBT's most
 * generous first.
 */
export function hundredTakes({ scoreOf, curves, weights }) {
  const hundredths = (metric) => (ms) => Math.round(scoreOf(curves[metric], ms) * 100);
  const pairs = new Map();
  // In hundredths of a metric's score and points of the total: whole numbers, so no float rounding.
  for (let lcpScore = 100; lcpScore >= 0; lcpScore--) {
    const pointsLeft = 50 - weights.lcp * (100 - lcpScore); // hundredths of a point
    if (pointsLeft < 0) break;
    const tbtScore = 100 - Math.floor(pointsLeft / weights.tbt);
    const tbtMs = largestWithScore(hundredths('tbt'), tbtScore);
    const lcpMs = largestWithScore(hundredths('lcp'), lcpScore);
    if (tbtMs >= 0 && lcpMs >= 0 && lcpMs > (pairs.get(tbtMs) ?? -1)) pairs.set(tbtMs, lcpMs);
  }
  return [...pairs].map(([tbtMs, lcpMs]) => ({ lcpMs, tbtMs })).sort((a, b) => b.tbtMs - a.tbtMs);
}

/**
 * Runs `runOnce(target, round)` in rounds, each round every target that still needs a run once, in the
 * order given: on a shared machine whose speed drifts over a bench, the drift then falls on every page
 * alike, the bare page's runs among the others' instead of minutes before them. A run that returns
 * `{ error }` is not a measurement: its target runs again in a later round, up to twice `runs`
 * attempts in all. Resolves to each target's measurements and errors, in the targets' order.
 * `alternate` runs every other round in the reverse order: two builds' runs of a page, given side by
 * side, then take turns at going first, so neither is always the one a neighbour's build slows.
 */
export async function inRounds(targets, runs, runOnce, { alternate = false } = {}) {
  const results = targets.map(() => ({ runs: [], errors: [] }));
  const due = (result) => result.runs.length < runs && result.runs.length + result.errors.length < runs * 2;
  const forwards = [...targets.entries()];
  const backwards = [...forwards].reverse();
  for (let round = 0; results.some(due); round++) {
    for (const [index, target] of alternate && round % 2 ? backwards : forwards) {
      const result = results[index];
      if (!due(result)) continue;
      const run = await runOnce(target, round);
      if (run.error) result.errors.push(run.error);
      else result.runs.push(run);
    }
  }
  return results;
}

/**
 * Lighthouse's own advice for a noisy machine: the run with the median performance score (the lower of
 * the two middle ones), with every run's score in `runs` (lowest first) and each run's scripts before
 * its LCP in `scriptsBeforeLcp`.
 */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)],
    runs: sorted.map((run) => run.performance).join('/'),
    scriptsBeforeLcp: sorted.map((run) => run.scriptsBeforeLcp).join(' '),
  };
}

/**
 * Issue 34's goals, against the bare page's Lighthouse median in the same run and preset: a guest page
 * within 2 points of it, a member page (cold or warm) within 3 with a total blocking time of 150 ms at
 * most, and no layout shift anywhere.
 */
export const PAGE_GOALS = { guestDistance: 2, memberDistance: 3, memberTbtMs: 150, cls: 0 };

/**
 * Each Lighthouse row with its distance to the bare page's median performance score of the same preset
 * (`row.bare` marks the bare page's rows; `row.member` a member page), and whether it meets its goals
 * (`goal`: ok, or what it misses). A preset without a bare row has no distance.
 */
export function distanceToBare(rows) {
  return rows.map((row) => {
    if (row.bare) return { ...row, distance: 0, goal: 'the floor' };
    const floor = rows.find((other) => other.bare && other.preset === row.preset);
    if (!floor) return { ...row, distance: null, goal: 'no bare page measured' };
    const distance = row.performance - floor.performance;
    const misses = [];
    const allowed = row.member ? PAGE_GOALS.memberDistance : PAGE_GOALS.guestDistance;
    if (distance < -allowed) misses.push(`${-distance} points below the bare page (at most ${allowed})`);
    if (row.member && row.tbtMs > PAGE_GOALS.memberTbtMs) misses.push(`TBT ${row.tbtMs} ms (at most ${PAGE_GOALS.memberTbtMs})`);
    if (row.cls > PAGE_GOALS.cls) misses.push(`CLS ${row.cls}`);
    return { ...row, distance, goal: misses.length ? misses.join('; ') : 'ok' };
  });
}

/**
 * A figure over several loads: the median, the range, and every load's value in the order measured
 * (`all`, as `812/830/864`).
 */
export function spread(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), all: values.join('/') };
}

/**
 * The header section's rows, one per target (`{ build?, path, who, shows }`) from its loads
 * (`{ runs: [{ visibleMs?, fcpMs }], errors }`, as inRounds gives them): the median and range of the time
 * until the header showed its target, every load's time, the median of the loads' own first contentful
 * paints and of each load's time from its first paint to the target. The bare page's rows (`shows`
 * 'first paint') are its first contentful paint, the reference. A target with no load has nulls.
 */
export function headerRows(targets, measured) {
  return targets.map(({ build, path, who, shows }, index) => {
    const { runs, errors } = measured[index];
    const row = { ...(build ? { build } : {}), path, who, shows };
    if (runs.length === 0)
      return { ...row, medianMs: null, minMs: null, maxMs: null, loads: '', fcpMs: null, afterPaintMs: null, errors: errors.length };
    const shown = (run) => run.visibleMs ?? run.fcpMs;
    const { median: medianMs, min: minMs, max: maxMs, all: loads } = spread(runs.map(shown));
    return {
      ...row,
      medianMs,
      minMs,
      maxMs,
      loads,
      fcpMs: median(runs.map((run) => run.fcpMs)),
      afterPaintMs: median(runs.map((run) => shown(run) - run.fcpMs)),
      errors: errors.length,
    };
  });
}

/**
 * Before and after, side by side: for each `key(row)` that has a row of each build (`row.build`,
 * 'before' or 'after'), the two rows' `figure`, the difference (after less before) and the change:
 * `better`, `worse` or `same`, as `lowerIsBetter` reads it. With `range(row)` (the lowest and highest
 * of a row's loads or runs), also whether the two builds' ranges overlap: a median that moved within
 * overlapping ranges may have moved with the machine.
 */
export function compareBuilds(rows, { figure, lowerIsBetter = true, key = (row) => row.path, range } = {}) {
  const keys = [...new Set(rows.filter((row) => row.build).map(key))];
  return keys.flatMap((name) => {
    const of = (build) => rows.find((row) => row.build === build && key(row) === name);
    const before = of('before');
    const after = of('after');
    if (!before || !after || before[figure] == null || after[figure] == null) return [];
    const difference = Math.round((after[figure] - before[figure]) * 10) / 10;
    const change = difference === 0 ? 'same' : difference < 0 === lowerIsBetter ? 'better' : 'worse';
    const overlap = () => {
      const [[beforeLow, beforeHigh], [afterLow, afterHigh]] = [range(before), range(after)];
      return beforeLow <= afterHigh && afterLow <= beforeHigh;
    };
    return [
      { page: name, before: before[figure], after: after[figure], difference, change, ...(range ? { rangesOverlap: overlap() } : {}) },
    ];
  });
}
