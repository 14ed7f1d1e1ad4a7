// The compression middleware Next vendors (the `compression` package) and uses for `next start`; the
// server guard applies it in Next's place (lib/server/response-compression.ts). Next ships it without typings.
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

  interface Compression {
    (options?: {
      threshold?: number | string;
      level?: number;
      filter?: (req: IncomingMessage, res: ServerResponse) => boolean;
    }): Middleware;
    /** Its default filter: whether the response's Content-Type is compressible. */
    filter(req: IncomingMessage, res: ServerResponse): boolean;
  }

  const compression: Compression;
  export = compression;
}
