/**
 * Cache Storage as the browser keeps it, in memory (jsdom has none): named caches of URLs, enough to
 * see which entries, and which whole caches, the portal deletes. Installed as `globalThis.caches`.
 */
export function installCaches(contents: Record<string, string[]>) {
  const stores = new Map(Object.entries(contents).map(([name, urls]) => [name, new Set(urls)]));
  const cacheOf = (name: string) => {
    const entries = stores.get(name) ?? new Set<string>();
    stores.set(name, entries);
    return {
      keys: async () => [...entries].map((url) => new Request(url)),
      delete: async (request: Request | string) => entries.delete(typeof request === 'string' ? request : request.url),
    };
  };
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: {
      keys: async () => [...stores.keys()],
      open: async (name: string) => cacheOf(name),
      delete: async (name: string) => stores.delete(name),
    },
  });
  return {
    /** The URLs a cache holds, without the origin of the portal's own ones; undefined once deleted. */
    held: (name: string) => (stores.has(name) ? [...stores.get(name)!].map((url) => url.replace(location.origin, '')) : undefined),
  };
}

export function removeCaches() {
  Reflect.deleteProperty(globalThis, 'caches');
}
