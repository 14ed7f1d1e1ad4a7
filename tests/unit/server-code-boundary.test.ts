// @vitest-environment node
// No module of lib/server/ reaches a browser: walking every import (static and dynamic, types aside)
// from each piece of client code (a 'use client' module, instrumentation-client.ts, hooks/,
// lib/browser/, the service worker) never arrives in lib/server/. The browser's bundles are built
// from exactly this graph, so what it cannot reach, they cannot hold.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SOURCE_FOLDERS = ['app', 'components', 'hooks', 'lib'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

function sourceFiles(folder: string): string[] {
  const at = join(ROOT, folder);
  if (!existsSync(at)) return [];
  return readdirSync(at).flatMap((name) => {
    const path = join(at, name);
    if (statSync(path).isDirectory()) return sourceFiles(relative(ROOT, path));
    return EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts')
      ? [relative(ROOT, path)]
      : [];
  });
}

/** Every module a source imports (not `import type`), as paths from the root; packages left out. */
export function importsOf(file: string, text: string): string[] {
  const specifiers = [
    ...[...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]),
    ...[...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]),
    ...[...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]),
  ];
  return specifiers.flatMap((specifier) => {
    let base: string;
    if (specifier.startsWith('@/')) base = specifier.slice(2);
    else if (specifier.startsWith('.')) base = relative(ROOT, resolve(ROOT, dirname(file), specifier));
    else return [];
    const found = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))].find(
      (candidate) => existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile(),
    );
    return found ? [found.split('\\').join('/')] : [];
  });
}

const isClientEntry = (file: string, text: string) =>
  /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(text) ||
  file.startsWith('hooks/') ||
  file.startsWith('lib/browser/') ||
  file === 'lib/offline/worker.ts';

/** Each lib/server/ module client code reaches, with the path that reaches it. */
function serverCodeReachedFromClient(): string[] {
  const files = [...SOURCE_FOLDERS.flatMap(sourceFiles), 'instrumentation-client.ts'];
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
    if (file.startsWith('lib/server/')) {
      reached.push(trail.join(' → '));
      continue;
    }
    const source = text.get(file) ?? (existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : '');
    for (const next of importsOf(file, source)) if (!seen.has(next)) queue.push([...trail, next]);
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
    expect(importsOf('components/x.tsx', text)).toEqual(['lib/server/seo.ts', 'lib/server/readiness.ts', 'lib/server/sanitize.ts']);
  });

  it('no lib/server/ module is reachable from client code', () => {
    expect(sourceFiles('lib/server').length).toBeGreaterThan(5);
    expect(serverCodeReachedFromClient()).toEqual([]);
  });
});
