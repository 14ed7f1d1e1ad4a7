// The bench's `style` section: the browser's style and layout work while a page loads, on a phone-speed CPU.
// Each load is a browser of its own (a fresh profile), a phone's viewport, the CPU slowed 4x by Chromium,
// traced from navigation until 2 s after the load event (hydration and the idle work after it included).
// Style and layout as Lighthouse's main-thread breakdown counts them: the trace's UpdateLayoutTree
// (Recalculate Style), Layout, ScheduleStyleRecalculation and InvalidateLayout on the page's main thread.
// With `selectors`, Chromium's selector statistics (DevTools' "CSS selector stats") are traced too, and
// the load also returns the selectors that took longest to match.
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from './chromium.mjs';

const PHONE = { width: 412, height: 823 };
const CPU_SLOWDOWN = 4;
/** Traced after the load event: hydration, the session's answer, the work deferred to idle. */
const AFTER_LOAD_MS = 2000;
const STYLE_EVENTS = new Set(['UpdateLayoutTree', 'ScheduleStyleRecalculation']);
const LAYOUT_EVENTS = new Set(['Layout', 'InvalidateLayout']);

/** The page's renderer main thread: the CrRendererMain whose ParseHTML read `url`'s document. */
function pageThread(events, url) {
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const parse = events.find((e) => e.name === 'ParseHTML' && mains.has(`${e.pid}:${e.tid}`) && e.args?.beginData?.url?.startsWith(url));
  return parse ? `${parse.pid}:${parse.tid}` : null;
}

/**
 * Style and layout of one trace's page, in ms: the complete events of those names on its main thread,
 * only the outermost of any nested ones counted (a forced layout inside a style recalculation is in it).
 */
export function styleFigures(events, url) {
  const thread = pageThread(events, url);
  if (!thread) return null;
  const own = events
    .filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && (STYLE_EVENTS.has(e.name) || LAYOUT_EVENTS.has(e.name)))
    .sort((a, b) => a.ts - b.ts);
  let styleUs = 0;
  let layoutUs = 0;
  let styleCount = 0;
  let layoutCount = 0;
  let endOfOuter = -Infinity;
  for (const e of own) {
    if (e.ts < endOfOuter) continue;
    endOfOuter = e.ts + (e.dur ?? 0);
    if (STYLE_EVENTS.has(e.name)) {
      styleUs += e.dur ?? 0;
      styleCount++;
    } else {
      layoutUs += e.dur ?? 0;
      layoutCount++;
    }
  }
  const ms = (us) => Math.round(us / 100) / 10;
  return { styleLayoutMs: ms(styleUs + layoutUs), styleMs: ms(styleUs), layoutMs: ms(layoutUs), recalcs: styleCount, layouts: layoutCount };
}

/** The selectors that took longest to match over the trace's SelectorStats events, with their matches. */
export function costlySelectors(events, top = 15) {
  const bySelector = new Map();
  for (const e of events) {
    const timings = e.name === 'SelectorStats' ? e.args?.selector_stats?.selector_timings : undefined;
    for (const t of timings ?? []) {
      const sum = bySelector.get(t.selector) ?? { selector: t.selector, elapsedUs: 0, attempts: 0, matches: 0 };
      sum.elapsedUs += t['elapsed (us)'] ?? 0;
      sum.attempts += t.match_attempts ?? 0;
      sum.matches += t.match_count ?? 0;
      bySelector.set(t.selector, sum);
    }
  }
  return [...bySelector.values()]
    .sort((a, b) => b.elapsedUs - a.elapsedUs)
    .slice(0, top)
    .map((s) => ({ ...s, elapsedUs: Math.round(s.elapsedUs) }));
}

/**
 * One traced load of `url` in a browser of its own, as a guest. Resolves to the style and layout figures
 * (and, with `selectors`, the costliest selectors), plus the page's element count and stylesheet bytes,
 * or `{ error }`.
 */
export async function styleLoad(chromePath, { url, selectors = false }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const categories = [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      ...(selectors ? ['disabled-by-default-blink.debug'] : []),
    ];
    await browser.startTracing(page, { categories });
    let stopped = false;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      await page.waitForTimeout(AFTER_LOAD_MS);
      const { elements, cssBytes } = await page.evaluate(() => ({
        elements: document.getElementsByTagName('*').length,
        cssBytes: performance
          .getEntriesByType('resource')
          .filter((r) => r.initiatorType === 'link' && r.name.includes('.css'))
          .reduce((sum, r) => sum + r.decodedBodySize, 0),
      }));
      const trace = JSON.parse((await browser.stopTracing()).toString());
      stopped = true;
      const events = trace.traceEvents ?? trace;
      const figures = styleFigures(events, url);
      if (!figures) return { error: 'no page thread in the trace' };
      return { ...figures, elements, cssBytes, ...(selectors ? { selectors: costlySelectors(events) } : {}) };
    } finally {
      if (!stopped) await browser.stopTracing().catch(() => undefined);
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await browser.close();
  }
}

// `node scripts/bench-style.mjs <url> [loads]`: a served page's loads, the first with its costliest selectors
// when BENCH_STYLE_SELECTORS=1 (the bench's `style` section measures the pages beside the bare one).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { findChromium } = await import('./chromium.mjs');
  const [url, loads = '3'] = process.argv.slice(2);
  if (!url) throw new Error('usage: node scripts/bench-style.mjs <url> [loads]');
  for (let load = 0; load < Number(loads); load++) {
    const { selectors, ...figures } = await styleLoad(findChromium(), {
      url,
      selectors: load === 0 && process.env.BENCH_STYLE_SELECTORS === '1',
    });
    console.log(figures);
    if (selectors) console.table(selectors);
  }
}
