// The bytes of a page's HTML (uncompressed, as the server writes it before compression) and where they
// go: the RSC payload Next inlines for hydration, class attributes, inline SVG, images, the rest of the
// markup. `npm test` checks the home page against its budget; `node scripts/html-size.mjs [paths…]`
// prints the breakdown of any pages (after `npm run build`; it serves the build itself).

/**
 * The demo home page's HTML budget: today's figure (51.4 KB) and a little room, so a change that adds
 * bytes to every request is noticed. Its pictures are raster, as a brand's photos are, each with a srcset
 * of four widths (4.5 KB of the page; with the demo's former SVG pictures, which need none, it was 46.8).
 * The goal is 35 KB (issue 14), which the layout alone nearly fills: a page with no content of its own
 * (/member/card) is 20.6 KB. `node scripts/html-size.mjs /` prints the breakdown.
 */
export const HOME_HTML_BUDGET_BYTES = 52 * 1024;
export const HOME_HTML_GOAL_BYTES = 35 * 1024;

/** The pages `node scripts/html-size.mjs` measures when given none. */
export const DEFAULT_PAGES = ['/', '/blog', '/search?q=sepatu', '/deals', '/benefits', '/member', '/about'];

const byteLength = (text) => Buffer.byteLength(text, 'utf8');
const sum = (text, pattern) => [...text.matchAll(pattern)].reduce((n, m) => n + byteLength(m[0]), 0);

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const RSC_SCRIPT = /^<script>self\.__next_f\.push\(/;

/**
 * Where a page's bytes go. `rscPayload` is the `self.__next_f.push(…)` scripts (React's server payload,
 * which repeats every server-rendered element and every client component's props), `otherScripts` the
 * other script elements (bundle tags, JSON-LD); `markup` is everything else, of which `classAttributes`,
 * `inlineSvg` and `images` (`<img>` tags and image preloads) are parts. `rscClassNames` is the part of
 * the payload spent on `className` props. All in UTF-8 bytes.
 */
export function htmlBreakdown(html) {
  let rscPayload = 0;
  let otherScripts = 0;
  let rscClassNames = 0;
  for (const [script] of html.matchAll(SCRIPT)) {
    if (RSC_SCRIPT.test(script)) {
      rscPayload += byteLength(script);
      // Inside the payload's JSON string the props' quotes are escaped: \"className\":\"…\".
      rscClassNames += sum(script, /\\"className\\":\\"(?:[^"\\]|\\(?!"))*\\"/g);
    } else {
      otherScripts += byteLength(script);
    }
  }
  const markup = html.replace(SCRIPT, '');
  return {
    total: byteLength(html),
    rscPayload,
    rscClassNames,
    otherScripts,
    markup: byteLength(markup),
    classAttributes: sum(markup, /\sclass="[^"]*"/g),
    inlineSvg: sum(markup, /<svg\b[\s\S]*?<\/svg>/gi),
    images: sum(markup, /<img\b[^>]*>|<link\b[^>]*\bas="image"[^>]*>/gi),
  };
}

/** "12.3 KB" */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per page: total, then each part with its share. */
export function formatBreakdown(path, b) {
  const part = (label, n) => `${label} ${kb(n)}`;
  return [
    `${path.padEnd(18)} ${kb(b.total).padStart(9)}`,
    part('rsc', b.rscPayload),
    `(className ${kb(b.rscClassNames)})`,
    part('markup', b.markup),
    `(class ${kb(b.classAttributes)}, svg ${kb(b.inlineSvg)}, img ${kb(b.images)})`,
    part('other scripts', b.otherScripts),
  ].join('  ');
}

async function main() {
  const { createServer } = await import('node:net');
  const { demoEnv, hasBuild, startPortal, stopAll, waitFor } = await import('./servers.mjs');
  if (!hasBuild()) throw new Error('.next has no build: run npm run build first');
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PAGES;
  // A free port, so this can run beside a server (or another run) on the usual ones.
  const port = await new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
    probe.on('error', reject);
  });
  const server = startPortal(port, demoEnv(), 'html-size');
  const origin = `http://127.0.0.1:${port}`;
  let home;
  try {
    await waitFor(`${origin}/api/health`, { child: server });
    for (const path of pages) {
      // Uncompressed, as a client that accepts no encoding gets it: the bytes before gzip.
      const res = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      const breakdown = htmlBreakdown(await res.text());
      if (path === '/') home = breakdown;
      console.log(formatBreakdown(path, breakdown));
    }
  } finally {
    stopAll();
  }
  if (home) {
    console.log(`HTML of / on the demo: ${kb(home.total)} (budget ${kb(HOME_HTML_BUDGET_BYTES)}, goal ${kb(HOME_HTML_GOAL_BYTES)})`);
    if (home.total > HOME_HTML_BUDGET_BYTES) {
      console.error('✖ over budget');
      process.exitCode = 1;
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
