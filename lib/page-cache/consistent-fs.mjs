/**
 * The file-system methods the page cache gives Next's file-system cache. Next reads a page's file, then
 * asks for its date in a second call, and writes its files in place. A read beside a write (a rebuild
 * stored while the page is read from disk; an old process still storing during a restart) could pair the
 * old content with the new file's date: a page rendered before a webhook then passed for one rendered
 * after it (rule 4 of ./handler.mjs), or a half-written file was read. Here a file is replaced whole
 * (written beside it, then renamed over it), and a file's date is never later than that of the file
 * whose content was read.
 *
 * The dates travel in the methods' own object, made for one handler (Next makes a handler for every
 * request), not in an AsyncLocalStorage: on Node 20 one used even once has every later promise of the
 * process pay for its propagation (docs/decisions/0030-no-async-context-on-the-cached-path.md).
 *
 * Plain JavaScript, as ./handler.mjs: Next imports it at run time without compiling it.
 */
import { randomUUID } from 'node:crypto';
import { promises as fsp } from 'node:fs';

/** Next's `fs` for the file-system cache of one handler, made consistent. */
export function consistentFs(fs) {
  /**
   * path → the reads of it whose date Next has not asked for yet: how many, and the stats of the
   * earliest file among them. Next asks right after each read, on the same object; reads of one path that
   * overlap are all given the earliest file's date, which for each is its own or an older one (at worst
   * one more render, never an old page passed for a new one). Kept as long as the handler: the files
   * Next reads and never dates (a page's metadata, its RSC payload) are a handful a request.
   */
  const undated = new Map();
  return {
    ...fs,
    async readFile(path, options) {
      const handle = await fsp.open(path, 'r');
      let stats;
      let content;
      try {
        stats = await handle.stat();
        content = await handle.readFile(options);
      } finally {
        await handle.close();
      }
      const key = String(path);
      const reads = undated.get(key);
      if (!reads) undated.set(key, { count: 1, stats });
      else {
        reads.count += 1;
        if (stats.mtimeMs < reads.stats.mtimeMs) reads.stats = stats;
      }
      return content;
    },
    async stat(path) {
      const key = String(path);
      const reads = undated.get(key);
      if (!reads) return fs.stat(path);
      reads.count -= 1;
      if (reads.count === 0) undated.delete(key);
      return reads.stats;
    },
    async writeFile(path, data) {
      const beside = `${path}.${randomUUID()}.tmp`;
      try {
        await fsp.writeFile(beside, data);
        await fsp.rename(beside, path);
      } catch (error) {
        await fsp.unlink(beside).catch(() => {});
        throw error;
      }
    },
  };
}
