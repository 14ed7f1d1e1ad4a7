// @vitest-environment node
// No module of lib/server/ reaches a browser: walking every import (static and dynamic, types aside)
// from each piece of client code (a 'use client' module, instrumentation-client.ts, hooks/,
// lib/browser/, the service worker) never arrives in lib/server/. The browser's bundles are built
// from exactly this graph, so what it cannot reach, they cannot hold.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsIn, importsOf, sourceFiles } from '../../eslint-rules/import-graph.mjs';
import { portalSourceFiles } from '../source-files';

const ROOT = resolve(__dirname, '../..');
const SOURCE_FOLDERS = ['app', 'components', 'hooks', 'lib'];

/** What a module loads when it runs: its imports, `import type` left out. */
const loaded = (imports: { target: string; typeOnly: boolean }[]) => imports.filter((edge) => !edge.typeOnly).map((edge) => edge.target);

/** Server code outside lib/server/: the reminders' sending, which starts with the Node server (no `server-only` mark). */
const SERVER_PUSH = ['lib/push/fanout.ts', 'lib/push/send.ts', 'lib/push/services.ts', 'lib/push/store.ts', 'lib/push/subscription.ts'];
const isServerCode = (file: string) => file.startsWith('lib/server/') || SERVER_PUSH.includes(file);

const isClientEntry = (file: string, text: string) =>
  /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(text) ||
  file.startsWith('hooks/') ||
  file.startsWith('lib/browser/') ||
  file === 'lib/offline/worker.ts';

/** Each lib/server/ module client code reaches, with the path that reaches it. */
function serverCodeReachedFromClient(): string[] {
  const files = [...SOURCE_FOLDERS.flatMap((folder) => portalSourceFiles(ROOT, folder)), 'instrumentation-client.ts'];
  const text = new Map(files.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));
  const entries = files.filter((file) => file === 'instrumentation-client.ts' || isClientEntry(file, text.get(file)!));
  const reached: string[] = [];
  const seen = new Set<string>();
  const queue = entries.map((file) => [file]);
  while (queue.length) {
    const trail = queue.shift()!;
    const file = trail.at(-1)!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (isServerCode(file)) {
      reached.push(trail.join(' → '));
      continue;
    }
    for (const next of loaded(importsOf(ROOT, file))) if (!seen.has(next)) queue.push([...trail, next]);
  }
  return reached;
}

describe('the server code boundary', () => {
  it('reads static, dynamic and side-effect imports, and leaves type imports out', () => {
    const text = [
      "import { a } from '@/lib/server/seo';",
      "import type { B } from '@/lib/server/metadata';",
      "import '@/lib/server/readiness';",
      "const c = () => import('@/lib/server/sanitize');",
    ].join('\n');
    expect(loaded(importsIn(ROOT, 'components/x.tsx', text))).toEqual([
      'lib/server/seo.ts',
      'lib/server/readiness.ts',
      'lib/server/sanitize.ts',
    ]);
  });

  it("no lib/server/ module, nor the reminders' sending, is reachable from client code", () => {
    expect(sourceFiles(ROOT, 'lib/server').length).toBeGreaterThan(5);
    expect(SERVER_PUSH.filter((file) => !sourceFiles(ROOT, 'lib/push').includes(file))).toEqual([]);
    expect(serverCodeReachedFromClient()).toEqual([]);
  });
});
