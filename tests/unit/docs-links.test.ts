// @vitest-environment node
// Every relative link in README.md and docs/**/*.md resolves: the file or folder exists, and an anchor
// into a Markdown file (or into the same file) matches one of its headings as GitHub slugs them. And no
// source, test or doc cites a document the repository does not hold.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

interface Doc {
  /** Path from the repository's root, with `/` separators (`docs/testing.md`). */
  path: string;
  text: string;
}

/** What the checker needs of a file system: the kind of a path from the root, and a Markdown file's text. */
interface Files {
  kind(path: string): 'file' | 'dir' | null;
  read(path: string): string;
}

/** Blanks fenced code blocks and inline code spans, keeping every other character where it was. */
function withoutCode(markdown: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  let fence: string | null = null;
  const lines = markdown.split('\n').map((line) => {
    const opener = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener) fence = null;
      return blank(line);
    }
    if (opener) {
      fence = opener;
      return blank(line);
    }
    return line;
  });
  return lines
    .join('\n')
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank);
}

/** The anchor GitHub gives a heading: its text lower-cased, punctuation dropped, spaces made hyphens. */
function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/[*`]/g, ''); // emphasis and code marks
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats numbered as GitHub does) and explicit ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = withoutCode(markdown);
  for (const line of text.split('\n')) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const match of text.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  return anchors;
}

interface Link {
  target: string;
  line: number;
}

/** Inline links and images `[text](target "title")`, and reference definitions `[ref]: target`, outside code. */
function linksOf(markdown: string): Link[] {
  const text = withoutCode(markdown);
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const links: Link[] = [];
  for (const match of text.matchAll(/\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|[^\s()]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
    links.push({ target: match[1].replace(/^<|>$/g, ''), line: lineAt(match.index) });
  }
  for (const match of text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*(\S+)/gm)) {
    links.push({ target: match[1].replace(/^<|>$/g, ''), line: lineAt(match.index) });
  }
  return links;
}

/** A link that leaves the repository (http:, https:, mailto:, any other scheme): not checked here. */
const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** One line per broken link: `file:line: [target] why`. */
function brokenLinks(docs: Doc[], files: Files): string[] {
  const broken: string[] = [];
  for (const doc of docs) {
    for (const { target, line } of linksOf(doc.text)) {
      if (isExternal(target)) continue;
      const hashAt = target.indexOf('#');
      const pathPart = (hashAt === -1 ? target : target.slice(0, hashAt)).replace(/\?.*$/, '');
      const anchor = hashAt === -1 ? '' : decode(target.slice(hashAt + 1));
      const where = `${doc.path}:${line}: (${target})`;
      let resolved = doc.path;
      if (pathPart) {
        const path = decode(pathPart);
        resolved = path.startsWith('/') ? posix.normalize(path.slice(1)) : posix.join(posix.dirname(doc.path), path);
        resolved = resolved.replace(/\/$/, '') || '.';
        if (resolved.startsWith('..')) {
          broken.push(`${where} points outside the repository`);
          continue;
        }
        const kind = files.kind(resolved);
        if (!kind) {
          broken.push(`${where} no such file or folder: ${resolved}`);
          continue;
        }
        if (kind === 'dir') continue;
      }
      if (anchor && /\.md$/i.test(resolved) && !anchorsOf(files.read(resolved)).has(anchor)) {
        broken.push(`${where} no heading #${anchor} in ${resolved}`);
      }
    }
  }
  return broken;
}

/** This file, whose examples cite SPEC and API.md on purpose: left out of the citation check. */
const THIS_FILE = 'tests/unit/docs-links.test.ts';

/** The folders of the repository's own text (build output, reports and dependencies live elsewhere). */
const ROOTS = new Set('.ci app bench components contract docs e2e eslint-rules hooks lib scripts tests types'.split(' '));

/** The repository's own text: every source, test, script, doc and configuration file, never a build or a dependency. */
function repositoryText(): Doc[] {
  const TEXT = /\.(?:[cm]?[jt]sx?|css|md|ya?ml|json)$|^(?:Dockerfile|run)$/;
  const paths: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name === 'node_modules' || entry.name === '.git' || entry.name.startsWith('.next')) continue;
        if (folder || ROOTS.has(entry.name)) walk(path);
      } else if (TEXT.test(entry.name) && entry.name !== 'package-lock.json' && path !== THIS_FILE) {
        paths.push(path);
      }
    }
  };
  walk('');
  return paths.sort().map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

/** README.md and every docs/**\/*.md of the repository. */
function repositoryDocs(): Doc[] {
  return repositoryText().filter(({ path }) => path === 'README.md' || (path.startsWith('docs/') && path.toLowerCase().endsWith('.md')));
}

const diskFiles: Files = {
  kind(path) {
    const full = join(ROOT, path);
    if (relative(ROOT, full).startsWith('..') || !existsSync(full)) return null;
    return statSync(full).isDirectory() ? 'dir' : 'file';
  },
  read: (path) => readFileSync(join(ROOT, path), 'utf8'),
};

/** An in-memory repository for the checker's own tests. */
function memoryFiles(files: Record<string, string>): Files {
  return {
    kind(path) {
      if (path in files) return 'file';
      return Object.keys(files).some((name) => name.startsWith(`${path}/`)) || path === '.' ? 'dir' : null;
    },
    read: (path) => files[path] ?? '',
  };
}

describe('githubSlug', () => {
  it.each([
    ['The flow of a request', 'the-flow-of-a-request'],
    ["The flow of a member's data", 'the-flow-of-a-members-data'],
    ['0001. One build per backend', '0001-one-build-per-backend'],
    ['Redis through `@fortedigital/nextjs-cache-handler`', 'redis-through-fortedigitalnextjs-cache-handler'],
    ['Offline and installing the portal', 'offline-and-installing-the-portal'],
    ['Production: several servers behind a load balancer', 'production-several-servers-behind-a-load-balancer'],
    ['**Bold** and [a link](x.md) — dash', 'bold-and-a-link--dash'],
    ['snake_case stays', 'snake_case-stays'],
  ])('%s → %s', (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug);
  });

  it('numbers repeated headings as GitHub does, and ignores headings inside code', () => {
    const anchors = anchorsOf('# Intro\n\n## Intro\n\n```sh\n# not a heading\n```\n\n## Usage ##\n<a id="custom"></a>\n');
    expect([...anchors]).toEqual(['intro', 'intro-1', 'usage', 'custom']);
  });
});

describe('the link checker', () => {
  const files = {
    'README.md': [
      '# Title',
      '![shot](docs/images/home.png) and [docs](docs/guide.md#setting-up) and [folder](docs/)',
      '[gone](docs/missing.md), [bad anchor](docs/guide.md#no-such-heading)',
      '[web](https://example.com/x.md) [mail](mailto:a@b.c) [top](#title) [lost](#nowhere)',
      '`[in code](nope.md)`',
      '```md',
      '[in a block](nope.md)',
      '```',
      '[wrapped',
      'text](docs/guide.md#the-end)',
    ].join('\n'),
    'docs/guide.md': '# Guide\n\n## Setting up\n\nBack to [the readme](../README.md#title), [out](../../x.md).\n',
    'docs/images/home.png': '',
  };

  it('names each broken link: a missing file, an anchor with no heading, a path leaving the repository', () => {
    const docs = ['README.md', 'docs/guide.md'].map((path) => ({ path, text: files[path as keyof typeof files] }));
    expect(brokenLinks(docs, memoryFiles(files))).toEqual([
      'README.md:3: (docs/missing.md) no such file or folder: docs/missing.md',
      'README.md:3: (docs/guide.md#no-such-heading) no heading #no-such-heading in docs/guide.md',
      'README.md:4: (#nowhere) no heading #nowhere in README.md',
      'README.md:9: (docs/guide.md#the-end) no heading #the-end in docs/guide.md',
      'docs/guide.md:5: (../../x.md) points outside the repository',
    ]);
  });

  it('passes a document whose links all resolve', () => {
    const docs = [{ path: 'docs/guide.md', text: 'See [setting up](#setting-up) and [home](images/home.png).\n\n## Setting up\n' }];
    expect(brokenLinks(docs, memoryFiles(files))).toEqual([]);
  });
});

describe('README.md and docs/', () => {
  it('every relative link resolves, anchors included', () => {
    const docs = repositoryDocs();
    expect(docs.map((doc) => doc.path)).toContain('docs/architecture.md');
    const checked = docs.flatMap((doc) => linksOf(doc.text)).filter((link) => !isExternal(link.target));
    expect(checked.length).toBeGreaterThan(20);
    const broken = brokenLinks(docs, diskFiles);
    expect(broken, `broken links:\n${broken.join('\n')}`).toEqual([]);
  });
});

/**
 * Documents the code once cited that the repository does not hold (the product spec, an old API text): a
 * citation names an operation of contract/openapi.yaml or a page of docs/ instead. `*.spec.ts` and
 * SPECIAL are no citation.
 */
const ABSENT = /\bSPEC\b|\bAPI\.md\b/;

/** One line per citation of an absent document: `path:line: text`. */
function absentCitations(files: Doc[]): string[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, index) => (ABSENT.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('citations', () => {
  it('finds a cited SPEC section or API.md on its line, and passes a spec file or SPECIAL', () => {
    const files = [
      { path: 'lib/a.ts', text: '/** SPEC 9: sixty seconds. */\nconst SPECIAL = 1;\n// e2e/auth.spec.ts, the spec' },
      { path: 'docs/b.md', text: 'Fine.\n\nAs API.md says.' },
    ];
    expect(absentCitations(files)).toEqual(['lib/a.ts:1: /** SPEC 9: sixty seconds. */', 'docs/b.md:3: As API.md says.']);
  });

  it('no source, test or doc cites SPEC or API.md, which the repository does not hold', () => {
    const files = repositoryText();
    const paths = files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'README.md',
        'app/globals.css',
        'lib/config.ts',
        'tests/unit/image.test.ts',
        'e2e/support/backend-proxy.mjs',
        'tailwind.config.ts',
      ]),
    );
    const cited = absentCitations(files);
    expect(cited, `cite contract/openapi.yaml (by operation id) or docs/ instead:\n${cited.join('\n')}`).toEqual([]);
  });
});
