import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const ROOT = fileURLToPath(new URL('./', import.meta.url));
const TESTS = /\.test\.tsx?$/;

const FILES = readdirSync(`${ROOT}tests`, { recursive: true, encoding: 'utf8' })
  .filter((path) => TESTS.test(path))
  .map((path) => `tests/${path.split('\\').join('/')}`)
  .sort();
const says = (path: string, comment: RegExp) => comment.test(readFileSync(`${ROOT}${path}`, 'utf8'));

/**
 * Test files that say `// @vitest-environment node` (server code, scripts, pure functions): they run in
 * the `node` project, without jsdom and without the DOM's set-up, which each file would otherwise pay
 * for (about a second each). Everything else is the `dom` project. The same comment Vitest reads.
 */
const NODE_FILES = FILES.filter((path) => says(path, /@(?:vitest|jest)-environment\s+node\b/));
const DOM_FILES = FILES.filter((path) => !NODE_FILES.includes(path));

/**
 * Files share their worker with the files run before them: no new module graph per file (the node files'
 * set-up and imports, summed, 204 -> 105 s on a loaded machine), and for DOM files no new jsdom either
 * (tests/setup-dom-file.ts gives each fresh modules and a page as new). A file whose work outlives it in the
 * process (it patches Node's http server, holds a module's singleton, fills Next's request context) says
 * `// vitest: own worker: <why>` and gets a fresh one.
 */
const OWN_WORKER = FILES.filter((path) => says(path, /^\/\/ vitest: own worker\b/m));
const shared = (files: string[]) => files.filter((path) => !OWN_WORKER.includes(path));
const own = (files: string[]) => files.filter((path) => OWN_WORKER.includes(path));

export default defineConfig({
  resolve: {
    alias: {
      '@': ROOT,
      // lib/server/ modules marked `server-only` are tested in Node, outside React's server layer.
      'server-only': `${ROOT}node_modules/server-only/empty.js`,
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    restoreMocks: true,
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', setupFiles: ['./tests/setup-node.ts'], include: shared(NODE_FILES), isolate: false },
      },
      {
        extends: true,
        test: { name: 'node-own', environment: 'node', setupFiles: ['./tests/setup-node.ts'], include: own(NODE_FILES) },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./tests/setup-dom-file.ts'],
          include: shared(DOM_FILES),
          isolate: false,
          // Evaluated per file, as the app's modules are: each file that installs it has an empty IndexedDB.
          server: { deps: { inline: ['fake-indexeddb'] } },
        },
      },
      {
        extends: true,
        test: { name: 'dom-own', environment: 'jsdom', setupFiles: ['./tests/setup.ts'], include: own(DOM_FILES) },
      },
    ],
  },
});
