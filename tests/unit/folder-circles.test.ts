// @vitest-environment node
// The folders of components/ form a DAG: no folder imports, through any of its modules, one that
// imports it back (every kind of import counts: static, `import type`, dynamic `import()`). A circle
// between folders means neither can be moved, split or reused without the other; the lint's
// portal/no-import-cycle sees circles between modules, not between folders.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsIn, importsOf, pathBetween } from '../../eslint-rules/import-graph.mjs';
import { portalSourceFiles } from '../source-files';

const ROOT = resolve(__dirname, '../..');

/** Folder → the folders it imports, each with one import that makes the edge ("a.tsx → b.tsx"). */
type FolderGraph = Map<string, Map<string, string>>;

const folderOf = (file: string) => (file.startsWith('components/') ? file.split('/').slice(0, 2).join('/') : null);

function componentFolders(): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of portalSourceFiles(ROOT, 'components')) {
    const from = folderOf(file)!;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const { target } of importsOf(ROOT, file)) {
      const to = folderOf(target);
      if (to && to !== from && !graph.get(from)!.has(to)) graph.get(from)!.set(to, `${file} → ${target}`);
    }
  }
  return graph;
}

/** Each circle between folders, named with the import behind each step; one per set of folders. */
function circles(graph: FolderGraph): string[] {
  const next = (folder: string) => graph.get(folder)?.keys() ?? [];
  const found = new Map<string, string>();
  for (const folder of [...graph.keys()].sort()) {
    for (const after of next(folder)) {
      const back = pathBetween(after, folder, next);
      if (!back) continue;
      const way = [folder, ...back];
      const key = [...new Set(way)].sort().join(' ');
      if (found.has(key)) continue;
      const steps = way.slice(1).map((to, i) => graph.get(way[i])!.get(to));
      found.set(key, `${way.join(' → ')} (${steps.join('; ')})`);
    }
  }
  return [...found.values()];
}

describe('the folders of components/', () => {
  it('are read with every kind of import, types and dynamic ones included', () => {
    const text = [
      "import type { Crumb } from '@/components/ui/breadcrumb';",
      "export type { CmsImage } from '../ui/cms-image';",
      "const lazy = () => import('@/components/ui/notice');",
      "import { formatFullName } from '@/lib/format/display';",
      "import Link from 'next/link';",
    ].join('\n');
    expect(
      importsIn(ROOT, 'components/cms/example.tsx', text).map(({ target, typeOnly, dynamic }) => ({ target, typeOnly, dynamic })),
    ).toEqual([
      { target: 'components/ui/breadcrumb.tsx', typeOnly: true, dynamic: false },
      { target: 'components/ui/cms-image.tsx', typeOnly: true, dynamic: false },
      { target: 'components/ui/notice.tsx', typeOnly: false, dynamic: true },
      { target: 'lib/format/display.ts', typeOnly: false, dynamic: false },
    ]);
  });

  it('name a circle between folders, with the imports that close it', () => {
    const graph: FolderGraph = new Map([
      ['components/ui', new Map([['components/cms', 'components/ui/a.tsx → components/cms/b.tsx']])],
      ['components/cms', new Map([['components/ui', 'components/cms/b.tsx → components/ui/c.tsx']])],
      ['components/blog', new Map([['components/ui', 'components/blog/d.tsx → components/ui/c.tsx']])],
    ]);
    expect(circles(graph)).toEqual([
      'components/cms → components/ui → components/cms (components/cms/b.tsx → components/ui/c.tsx; components/ui/a.tsx → components/cms/b.tsx)',
    ]);
  });

  it('form no circle', () => {
    const graph = componentFolders();
    expect(graph.size).toBeGreaterThan(10);
    expect(circles(graph)).toEqual([]);
  });

  it('leave ui/ at the bottom: it imports no other folder of components/', () => {
    expect([...componentFolders().get('components/ui')!.values()]).toEqual([]);
  });
});
