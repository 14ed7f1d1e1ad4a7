/**
 * Cache Storage as the browser keeps it, in memory (jsdom has none): named caches of URLs, enough to
 * see which entries, and which whole caches, the portal deletes. Installed as `globalThis.caches`.
 * An entry is a URL, or a URL with the `Cache-Control` its kept answer came with.
 */
export function installCaches(contents: Record<string, (string | [url: string, cacheControl: string])[]>) {
  const stores = new Map(
    Object.entries(contents).map(([name, entries]) => [
      name,
      new Map(entries.map((entry) => (typeof entry === 'string' ? [entry, ''] : entry))),
    ]),
  );
  const cacheOf = (name: string) => {
    const entries = stores.get(name) ?? new Map<string, string>();
    stores.set(name, entries);
    const urlOf = (request: Request | string) => (typeof request === 'string' ? request : request.url);
    return {
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      match: async (request: Request | string) => {
        const cacheControl = entries.get(urlOf(request));
        return cacheControl === undefined
          ? undefined
          : new Response('', { headers: cacheControl ? { 'Cache-Control': cacheControl } : {} });
      },
      delete: async (request: Request | string) => entries.delete(urlOf(request)),
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
    held: (name: string) => (stores.has(name) ? [...stores.get(name)!.keys()].map((url) => url.replace(location.origin, '')) : undefined),
  };
}

export function removeCaches() {
  Reflect.deleteProperty(globalThis, 'caches');
}
