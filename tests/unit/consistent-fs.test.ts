// @vitest-environment node
// The page cache's file-system methods (lib/page-cache/consistent-fs.mjs): a read dated by the file it read,
// a write that replaces a file whole.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { consistentFs } from '@/lib/page-cache/consistent-fs.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder() {
  const dir = mkdtempSync(join(tmpdir(), 'consistent-fs-'));
  dirs.push(dir);
  return dir;
}

/** A page's file as the cache keeps it, dated `at` (epoch seconds). */
function pageFile(content: string, at: number) {
  const path = join(folder(), 'about.body');
  writeFileSync(path, content);
  utimesSync(path, at, at);
  return path;
}

/** The page written again meanwhile, as a rebuild or another process stores it: a new file, a later date. */
function storedAgain(path: string, content: string, at: number) {
  rmSync(path);
  writeFileSync(path, content);
  utimesSync(path, at, at);
}

const dateOf = async (fs: ReturnType<typeof consistentFs>, path: string) => (await fs.stat(path)).mtime.getTime();

describe('consistentFs', () => {
  it('dates a read by the file it read, though the file was stored again before Next asked for its date', async () => {
    const path = pageFile('v0', 1_000);
    const fs = consistentFs(nodeFs);
    const content = String(await fs.readFile(path));
    storedAgain(path, 'v1', 2_000);
    expect(content).toBe('v0');
    // Not the new file's date: the old page would pass for one stored after a webhook that came between.
    expect(await dateOf(fs, path)).toBe(1_000_000);
  });

  it("keeps each handler's dates to itself (Next makes one a request, each with its own methods)", async () => {
    const path = pageFile('v0', 1_000);
    const [first, second] = [consistentFs(nodeFs), consistentFs(nodeFs)];
    expect(String(await first.readFile(path))).toBe('v0');
    storedAgain(path, 'v1', 2_000);
    expect(String(await second.readFile(path))).toBe('v1');
    expect(await dateOf(second, path)).toBe(2_000_000);
    expect(await dateOf(first, path)).toBe(1_000_000);
  });

  it('gives reads of one file that overlap, asked in any order, no date later than their own file', async () => {
    type Step = { kind: 'read' } | { kind: 'store' } | { kind: 'ask'; pick: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.constant({ kind: 'read' as const }),
      fc.constant({ kind: 'store' as const }),
      fc.nat(5).map((pick) => ({ kind: 'ask' as const, pick })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        let version = 0;
        const path = pageFile('v0', 1_000);
        const fs = consistentFs(nodeFs);
        /** Reads whose date is still to be asked: the version each read, and whether another overlapped it. */
        const waiting: { version: number; overlapped: boolean }[] = [];
        const ask = async (read: { version: number; overlapped: boolean }) => {
          const date = await dateOf(fs, path);
          const own = (1_000 + read.version) * 1000;
          expect(date).toBeLessThanOrEqual(own);
          if (!read.overlapped) expect(date).toBe(own);
        };
        for (const next of steps) {
          if (next.kind === 'store') storedAgain(path, `v${++version}`, 1_000 + version);
          else if (next.kind === 'read') {
            const read = { version: Number(String(await fs.readFile(path)).slice(1)), overlapped: waiting.length > 0 };
            for (const other of waiting) other.overlapped = true;
            waiting.push(read);
          } else if (waiting.length) await ask(waiting.splice(next.pick % waiting.length, 1)[0]);
        }
        for (const read of waiting.splice(0)) await ask(read);
      }),
      { numRuns: 60 },
    );
  });

  it('asks the file system itself for a date no read is waiting for', async () => {
    const path = pageFile('v0', 1_000);
    const fs = consistentFs(nodeFs);
    expect(await dateOf(fs, path)).toBe(1_000_000);
    expect(String(await fs.readFile(path, 'utf8'))).toBe('v0');
    expect(await dateOf(fs, path)).toBe(1_000_000);
    storedAgain(path, 'v1', 2_000);
    expect(await dateOf(fs, path)).toBe(2_000_000);
  });

  it("dates a page Next's file-system cache reads by its own file, though stored again before Next asked", async () => {
    const dir = folder();
    const PAGE = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as const;
    const fs = consistentFs(nodeFs);
    let storeDuringRead = false;
    // Next's own sequence (read, then ask for the date), with a rebuild stored in between.
    const racing = {
      ...fs,
      async readFile(path: string, options?: BufferEncoding) {
        const content = await fs.readFile(path, options);
        if (storeDuringRead && path.endsWith('about.html')) storedAgain(path, '<p>baru</p>', 2_000);
        return content;
      },
    };
    const cache = new FileSystemCache({ fs: racing, serverDistDir: join(dir, 'server'), flushToDisk: true, revalidatedTags: [] } as never);
    const page = { kind: 'APP_PAGE', html: '<p>lama</p>', rscData: Buffer.from('0:lama'), headers: {}, status: 200 };
    await cache.set('/about', page as never, { ...PAGE, cacheControl: { revalidate: 60, expire: 31536000 } } as never);
    const html = join(dir, 'server', 'app', 'about.html');
    utimesSync(html, 1_000, 1_000);

    storeDuringRead = true;
    const entry = await cache.get('/about', PAGE as never);
    expect(String(entry?.value && 'html' in entry.value ? entry.value.html : '')).toBe('<p>lama</p>');
    expect(entry?.lastModified).toBe(1_000_000);
    expect(readFileSync(html, 'utf8')).toBe('<p>baru</p>');
  });

  it('replaces a file whole, leaving nothing beside it', async () => {
    const path = pageFile('v0', 1_000);
    const fs = consistentFs(nodeFs);
    const inode = statSync(path).ino;
    await fs.writeFile(path, 'v1');
    expect(readFileSync(path, 'utf8')).toBe('v1');
    // A new file renamed over the old one: a reader that had opened the old one still reads it whole.
    expect(statSync(path).ino).not.toBe(inode);
    expect(readdirSync(join(path, '..'))).toEqual(['about.body']);
  });

  it('leaves nothing beside a file it could not write', async () => {
    const path = pageFile('v0', 1_000);
    const fs = consistentFs(nodeFs);
    await expect(fs.writeFile(join(path, '..', 'missing', 'x.body'), 'v1')).rejects.toThrow();
    expect(readdirSync(join(path, '..'))).toEqual(['about.body']);
  });
});
