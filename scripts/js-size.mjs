// The JavaScript a page makes a modern browser load: the scripts its HTML references
// (no-module polyfills excluded), gzip-compressed. Used by the size check in `npm test` and by the bench.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './servers.mjs';

// 146 KB since Turbopack's module ids grew from five digits to six with the project's module count:
// +400 bytes for the same code (docs/performance.md).
export const FIRST_LOAD_BUDGET_BYTES = 146 * 1024;

/** Script URLs an HTML document loads: <script src> without nomodule. */
export function scriptSources(html) {
  const sources = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = match[1];
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attrs)?.[1];
    if (src) sources.push(src.replace(/&amp;/g, '&'));
  }
  return [...new Set(sources)];
}

export const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Sums the gzip size of a page's scripts, reading each with `load(src) → Buffer`. */
export async function pageJsBytes(html, load) {
  const files = [];
  for (const src of scriptSources(html)) {
    const body = await load(src);
    files.push({ src, bytes: gzipBytes(body) });
  }
  return { total: files.reduce((n, f) => n + f.bytes, 0), files };
}

/** Reads a built page's HTML and its scripts from the build folder. */
export async function builtPageJsBytes(route = 'index', distDir = '.next') {
  const htmlPath = join(ROOT, distDir, 'server', 'app', `${route}.html`);
  if (!existsSync(htmlPath)) throw new Error(`${htmlPath} not found: run npm run build first`);
  const html = readFileSync(htmlPath, 'utf8');
  return pageJsBytes(html, (src) => {
    const path = new URL(src, 'http://x').pathname.replace(/^\/_next\//, '');
    return readFileSync(join(ROOT, distDir, path));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { total, files } = await builtPageJsBytes('index');
  for (const f of files) console.log(`${String(f.bytes).padStart(8)}  ${f.src}`);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`first-load JS of / for a guest: ${kb(total)} gzip (budget ${kb(FIRST_LOAD_BUDGET_BYTES)})`);
  if (total > FIRST_LOAD_BUDGET_BYTES) {
    console.error('✖ over budget');
    process.exit(1);
  }
}
