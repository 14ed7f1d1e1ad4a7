/**
 * Answers, in the Node server itself, what Next never sees or cannot handle, so that these answers
 * too carry the portal's security headers and log nothing:
 * - a method the fetch API refuses to represent (TRACE, TRACK) made Next throw while building its
 *   Request: a bare 500 and a stack in the log. Now a 405 with `Allow`.
 * - a request Node's parser rejects (oversized headers, a malformed request line) got Node's bare
 *   400 or 431. Now the same status with the headers.
 * Installed once from instrumentation.ts, before the first request.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { allowedMethods } from '@/lib/http-methods';
import { guardHeaders } from '@/lib/security-headers';

/** Methods undici's Request rejects as forbidden (CONNECT never reaches a request listener). */
const UNREPRESENTABLE = new Set(['TRACE', 'TRACK']);
const INSTALLED = Symbol.for('portal.serverGuard');

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

function clientErrorStatus(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** Writes a whole response on a socket whose request could not be parsed, then closes it. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || (socket as Duplex & { bytesWritten?: number }).bytesWritten) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus(error);
  const lines = [`HTTP/1.1 ${status} ${STATUS_TEXT[status]}`];
  for (const [name, value] of guardHeaders({ 'Content-Length': '0', Connection: 'close' })) lines.push(`${name}: ${value}`);
  socket.end(`${lines.join('\r\n')}\r\n\r\n`);
}

export function installServerGuard(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit as Emit;
  proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      if (req.method && UNREPRESENTABLE.has(req.method)) {
        const path = (req.url ?? '/').split('?')[0];
        res.writeHead(405, Object.fromEntries(guardHeaders({ Allow: allowedMethods(path).join(', '), 'Content-Length': '0' })));
        res.end();
        return true;
      }
    } else if (event === 'clientError' && this.listenerCount('clientError') === 0) {
      const [error, socket] = args as [NodeJS.ErrnoException, Duplex];
      answerClientError(error, socket);
      return true;
    }
    return emit.call(this, event, ...args);
  } as http.Server['emit'];
}
