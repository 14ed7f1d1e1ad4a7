import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const ROOT = fileURLToPath(new URL('./', import.meta.url));
const TESTS = /\.test\.tsx?$/;

/**
 * Test files that say `// @vitest-environment node` (server code, scripts, pure functions): they run in
 * the `node` project, without jsdom and without the DOM's set-up, which each file would otherwise pay
 * for (about a second each). Everything else is the `dom` project. The same comment Vitest reads.
 */
const NODE_FILES = readdirSync(`${ROOT}tests`, { recursive: true, encoding: 'utf8' })
  .filter((path) => TESTS.test(path))
  .map((path) => `tests/${path.split('\\').join('/')}`)
  .filter((path) => /@(?:vitest|jest)-environment\s+node\b/.test(readFileSync(`${ROOT}${path}`, 'utf8')))
  .sort();

/**
 * Node files share their worker with the files run before them: no new module graph per file (the files'
 * set-up and imports, summed, 204 -> 105 s on a loaded machine). A file whose work outlives it in the process (it patches Node's http server,
 * holds a module's singleton, fills Next's request context) says `// vitest: own worker` and gets a fresh one.
 */
const ownWorker = (path: string) => /^\/\/ vitest: own worker\b/m.test(readFileSync(`${ROOT}${path}`, 'utf8'));
const OWN_WORKER = NODE_FILES.filter(ownWorker);
const SHARED_WORKER = NODE_FILES.filter((path) => !OWN_WORKER.includes(path));

const DOM_FILES = readdirSync(`${ROOT}tests`, { recursive: true, encoding: 'utf8' })
  .filter((path) => TESTS.test(path))
  .map((path) => `tests/${path.split('\\').join('/')}`)
  .filter((path) => !NODE_FILES.includes(path))
  .sort();
const DOM_OWN_WORKER = DOM_FILES.filter(ownWorker);
const DOM_SHARED_WORKER = DOM_FILES.filter((path) => !DOM_OWN_WORKER.includes(path));

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
        test: { name: 'node', environment: 'node', setupFiles: ['./tests/setup-node.ts'], include: SHARED_WORKER, isolate: false },
      },
      {
        extends: true,
        test: { name: 'node-own', environment: 'node', setupFiles: ['./tests/setup-node.ts'], include: OWN_WORKER },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./tests/setup-dom-file.ts'],
          include: DOM_SHARED_WORKER,
          isolate: false,
          server: { deps: { inline: ['fake-indexeddb'] } },
        },
      },
      {
        extends: true,
        test: { name: 'dom-own', environment: 'jsdom', setupFiles: ['./tests/setup.ts'], include: DOM_OWN_WORKER },
      },
    ],
  },
});
