/**
 * A small LRU bounded by entry count and by total size (bytes as measured by `sizeOf`).
 * Map order is insertion order, so the first key is the least recently used.
 */
export class BoundedLru {
  /**
   * @param {{ maxEntries: number, maxBytes: number, sizeOf: (value: any) => number, onEvict?: (key: string) => void }} options
   */
  constructor({ maxEntries, maxBytes, sizeOf, onEvict }) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.sizeOf = sizeOf;
    this.onEvict = onEvict;
    /** @type {Map<string, { value: any, size: number }>} */
    this.map = new Map();
    this.bytes = 0;
  }

  get size() {
    return this.map.size;
  }

  /** @param {string} key */
  get(key) {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  /** @param {string} key @param {any} value */
  set(key, value) {
    this.delete(key);
    const size = Math.max(1, this.sizeOf(value) + key.length);
    // Something larger than the whole budget is not kept at all.
    if (size > this.maxBytes) return;
    this.map.set(key, { value, size });
    this.bytes += size;
    while (this.map.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
      this.onEvict?.(oldest);
    }
  }

  /** @param {string} key */
  delete(key) {
    const hit = this.map.get(key);
    if (!hit) return false;
    this.map.delete(key);
    this.bytes -= hit.size;
    return true;
  }

  clear() {
    this.map.clear();
    this.bytes = 0;
  }
}
