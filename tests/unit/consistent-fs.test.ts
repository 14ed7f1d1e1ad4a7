// @vitest-environment node
// The page cache's file-system methods (lib/page-cache/consistent-fs.mjs): a read dated by the file it read,
// a write that replaces a file whole.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { consistentFs } from '@/lib/page-cache/consistent-fs.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A page's file as the cache keeps it, dated `at` (epoch seconds). */
function pageFile(content: string, at: number) {
  const dir = mkdtempSync(join(tmpdir(), 'consistent-fs-'));
  dirs.push(dir);
  const path = join(dir, 'about.body');
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

describe('consistentFs', () => {
  it('dates what a read of the cache read by that file, though the file was stored again before Next asked for its date', async () => {
    const path = pageFile('v0', 1_000);
    const fs = consistentFs(nodeFs);
    const { content, date } = await fs.reading(async () => {
      const read = String(await fs.readFile(path));
      storedAgain(path, 'v1', 2_000);
      return { content: read, date: (await fs.stat(path)).mtime.getTime() };
    });
    expect(content).toBe('v0');
    // Not the new file's date: the old page would pass for one stored after a webhook that came between.
    expect(date).toBe(1_000_000);
  });

  it('keeps one store for the process, however many handlers Next makes (one a request)', async () => {
    // Each AsyncLocalStorage once used stays in the list Node passes along every asynchronous step: one
    // for each request's handler made a server a few hundred requests old twice as slow.
    const path = pageFile('v0', 1_000);
    const [first, second] = [consistentFs(nodeFs), consistentFs(nodeFs)];
    const date = await first.reading(async () => {
      await first.readFile(path);
      storedAgain(path, 'v1', 2_000);
      return (await second.stat(path)).mtime.getTime();
    });
    expect(date).toBe(1_000_000);
  });

  it('asks the file system itself outside a read of the cache', async () => {
    const path = pageFile('v0', 1_000);
    const fs = consistentFs(nodeFs);
    expect(String(await fs.readFile(path))).toBe('v0');
    storedAgain(path, 'v1', 2_000);
    expect((await fs.stat(path)).mtime.getTime()).toBe(2_000_000);
    expect(String(await fs.readFile(path, 'utf8'))).toBe('v1');
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
