// @vitest-environment node
// The lint's structural rules, run through the project's own ESLint configuration on examples
// broken on purpose (written into the tree for the run, then removed; the lint's own run and the
// import-graph tests leave `lint-example-*` folders out): an import circle (one of
// types too), an import pointing up the layers, and client code importing lib/server/.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintExampleFolder } from '../source-files';

const ROOT = resolve(__dirname, '../..');
const tag = lintExampleFolder(process.pid);
const EXAMPLES: Record<string, string> = {
  [`lib/rules/${tag}/first.ts`]: "import { second } from './second';\nexport const first = () => second();\n",
  [`lib/rules/${tag}/second.ts`]: "import { first } from './first';\nexport const second = (): number => (first ? 1 : 0);\n",
  [`lib/rules/${tag}/member.ts`]:
    "import { levelName } from './level';\nexport interface Member { level: string }\nexport const named = (m: Member) => levelName(m);\n",
  [`lib/rules/${tag}/level.ts`]: "import type { Member } from './member';\nexport const levelName = (m: Member) => m.level;\n",
  [`lib/rules/${tag}/up-to-components.ts`]:
    "import type { Crumb } from '@/components/ui/breadcrumb';\nexport const home: Crumb = { label: 'Beranda', href: '/' };\n",
  [`lib/rules/${tag}/up-to-hooks.ts`]: "import { useIdle } from '@/hooks/use-idle';\nexport const idle = useIdle;\n",
  [`lib/rules/${tag}/up-to-app.ts`]: "export const manifest = () => import('@/app/manifest');\n",
  [`hooks/${tag}/up-to-components.ts`]:
    "import { PRIMARY_BUTTON } from '@/components/ui/button-styles';\nexport const useButton = () => PRIMARY_BUTTON;\n",
  [`hooks/${tag}/down.ts`]: "import { telHref } from '@/lib/rules/contact';\nexport const useCall = (phone: string) => telHref(phone);\n",
  [`components/${tag}/up-to-app.tsx`]:
    "import manifest from '@/app/manifest';\nexport const Name = async () => <p>{(await manifest()).name}</p>;\n",
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
    const results = await new ESLint({ cwd: ROOT, ignore: false }).lintFiles(Object.keys(EXAMPLES));
    messages = Object.fromEntries(results.map((r) => [r.filePath.slice(ROOT.length + 1), r.messages.map((m) => m.ruleId ?? m.message)]));
  } finally {
    removeExamples();
  }
}, 120_000);

afterAll(removeExamples);

function removeExamples() {
  for (const folder of [`lib/rules/${tag}`, `hooks/${tag}`, `components/${tag}`])
    rmSync(join(ROOT, folder), { recursive: true, force: true });
}

describe('the lint configuration', () => {
  it('fails on an import circle', () => {
    expect(messages[`lib/rules/${tag}/first.ts`]).toEqual(['portal/no-import-cycle']);
    expect(messages[`lib/rules/${tag}/second.ts`]).toEqual(['portal/no-import-cycle']);
  });

  it('fails on a circle closed by an `import type`, on both of its modules', () => {
    expect(messages[`lib/rules/${tag}/member.ts`]).toEqual(['portal/no-import-cycle']);
    expect(messages[`lib/rules/${tag}/level.ts`]).toEqual(['portal/no-import-cycle']);
  });

  it('fails on an import up the layers: lib/ to hooks/, lib/ or hooks/ to components/ or app/, components/ to app/', () => {
    expect(messages[`lib/rules/${tag}/up-to-hooks.ts`]).toEqual(['import/no-restricted-paths']);
    expect(messages[`lib/rules/${tag}/up-to-components.ts`]).toEqual(['import/no-restricted-paths']);
    expect(messages[`lib/rules/${tag}/up-to-app.ts`]).toEqual(['import/no-restricted-paths']);
    expect(messages[`hooks/${tag}/up-to-components.ts`]).toEqual(['import/no-restricted-paths']);
    expect(messages[`components/${tag}/up-to-app.tsx`]).toEqual(['import/no-restricted-paths']);
    expect(messages[`hooks/${tag}/down.ts`]).toEqual([]);
  });

  it('fails on a client component importing lib/server/, and on nothing else of these', () => {
    expect(messages[`components/${tag}/client-to-server.tsx`]).toEqual(['portal/no-server-code-in-client']);
    expect(messages[`components/${tag}/client-to-rules.tsx`]).toEqual([]);
    expect(messages[`components/${tag}/server-to-server.tsx`]).toEqual([]);
  });
});
