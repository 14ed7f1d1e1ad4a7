// temporary probe (not committed): one Lighthouse mobile run with LCP breakdown
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
const [url, preset = 'mobile', runs = '1'] = process.argv.slice(2);
for (let i = 0; i < Number(runs); i++) {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, preset === 'desktop' ? desktopConfig : undefined);
  await chrome.kill();
  const a = lhr.audits;
  const perf = Math.round(lhr.categories.performance.score * 100);
  const bd = a['lcp-breakdown-insight']?.details?.items?.[0]?.items ?? a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log(`perf ${perf} FCP ${Math.round(a['first-contentful-paint'].numericValue)} LCP ${Math.round(a['largest-contentful-paint'].numericValue)} TBT ${Math.round(a['total-blocking-time'].numericValue)} SI ${Math.round(a['speed-index'].numericValue)} CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)}`);
  for (const k of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','cumulative-layout-shift']) console.log('  score', k, a[k].score);
  if (bd) console.log('  lcp breakdown', JSON.stringify(bd));
  const el = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (el) console.log('  lcp element', el.snippet?.slice(0, 160));
  const rb = a['render-blocking-insight']?.details?.items ?? a['render-blocking-resources']?.details?.items;
  if (rb) console.log('  render-blocking', JSON.stringify(rb).slice(0, 400));
}
