export class BoundedLru<V = unknown> {
  constructor(options: { maxEntries: number; maxBytes: number; sizeOf: (value: V) => number; onEvict?: (key: string) => void });
  readonly size: number;
  readonly bytes: number;
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): boolean;
  clear(): void;
}
