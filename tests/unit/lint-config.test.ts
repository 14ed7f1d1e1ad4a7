// @vitest-environment node
// The lint's structural rules, run through the project's own ESLint configuration on examples
// broken on purpose (written into the tree for the run, then removed): an import circle, and client
// code importing lib/server/.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const tag = `lint-example-${process.pid}`;
const EXAMPLES: Record<string, string> = {
  [`lib/rules/${tag}/first.ts`]: "import { second } from './second';\nexport const first = () => second();\n",
  [`lib/rules/${tag}/second.ts`]: "import { first } from './first';\nexport const second = (): number => (first ? 1 : 0);\n",
  [`components/${tag}/client-to-server.tsx`]:
    "'use client';\nimport { absoluteUrl } from '@/lib/server/seo';\nexport const Link = () => <a href={absoluteUrl('/', 'https://x.test')}>x</a>;\n",
  [`components/${tag}/client-to-rules.tsx`]:
    "'use client';\nimport { telHref } from '@/lib/rules/contact';\nexport const Call = () => <a href={telHref('021-5088-1234')}>x</a>;\n",
  [`components/${tag}/server-to-server.tsx`]:
    "import { absoluteUrl } from '@/lib/server/seo';\nexport const Link = () => <a href={absoluteUrl('/', 'https://x.test')}>x</a>;\n",
};

let messages: Record<string, string[]> = {};

beforeAll(async () => {
  for (const [file, text] of Object.entries(EXAMPLES)) {
    mkdirSync(dirname(join(ROOT, file)), { recursive: true });
    writeFileSync(join(ROOT, file), text);
  }
  try {
    const results = await new ESLint({ cwd: ROOT }).lintFiles(Object.keys(EXAMPLES));
    messages = Object.fromEntries(results.map((r) => [r.filePath.slice(ROOT.length + 1), r.messages.map((m) => m.ruleId ?? m.message)]));
  } finally {
    for (const folder of [`lib/rules/${tag}`, `components/${tag}`]) rmSync(join(ROOT, folder), { recursive: true, force: true });
  }
}, 120_000);

afterAll(() => {
  for (const folder of [`lib/rules/${tag}`, `components/${tag}`]) rmSync(join(ROOT, folder), { recursive: true, force: true });
});

describe('the lint configuration', () => {
  it('fails on an import circle', () => {
    expect(messages[`lib/rules/${tag}/first.ts`]).toContain('import/no-cycle');
    expect(messages[`lib/rules/${tag}/second.ts`]).toContain('import/no-cycle');
  });

  it('fails on a client component importing lib/server/, and on nothing else of these', () => {
    expect(messages[`components/${tag}/client-to-server.tsx`]).toEqual(['portal/no-server-code-in-client']);
    expect(messages[`components/${tag}/client-to-rules.tsx`]).toEqual([]);
    expect(messages[`components/${tag}/server-to-server.tsx`]).toEqual([]);
  });
});
