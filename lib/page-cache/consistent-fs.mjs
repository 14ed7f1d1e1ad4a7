/**
 * The file-system methods the page cache gives Next's file-system cache. Next reads a page's file, then
 * asks for its date in a second call, and writes its files in place. A read beside a write (a rebuild
 * stored while the page is read from disk; an old process still storing during a restart) could pair the
 * old content with the new file's date: a page rendered before a webhook then passed for one rendered
 * after it (rule 4 of ./handler.mjs), or a half-written file was read. Here a file is replaced whole
 * (written beside it, then renamed over it), and within one read of the cache a file's date is that of
 * the file whose content was read.
 *
 * Plain JavaScript, as ./handler.mjs: Next imports it at run time without compiling it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { promises as fsp } from 'node:fs';

/**
 * Within a read: path → the stats of the file its content came from. One for the process: Next makes a
 * cache handler for every request, and each AsyncLocalStorage once used stays in Node's list of those
 * every asynchronous step passes its store to (a server a few hundred requests old was twice as slow).
 */
const reads = new AsyncLocalStorage();

/** Next's `fs` for the file-system cache, made consistent; `reading(read)` runs one read of the cache. */
export function consistentFs(fs) {
  return {
    ...fs,
    async readFile(path, options) {
      const stats = reads.getStore();
      if (!stats) return fs.readFile(path, options);
      const handle = await fsp.open(path, 'r');
      try {
        stats.set(String(path), await handle.stat());
        return await handle.readFile(options);
      } finally {
        await handle.close();
      }
    },
    async stat(path) {
      return reads.getStore()?.get(String(path)) ?? fs.stat(path);
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
    /** Runs one read of the cache: the dates it is given are those of the files whose content it read. */
    reading(read) {
      return reads.run(new Map(), read);
    },
  };
}
