/**
 * A real redis-server (Debian's, /usr/bin/redis-server) for a test file: started on a free port and
 * stopped by its PID, never by name. Nothing is saved to disk.
 */
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';

/** A port nothing listens on now, on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .on('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true))).on('error', () => resolve(false));
  });
}

export interface RedisServer {
  /** `redis://127.0.0.1:<port>`, for REDIS_URL. */
  url: string;
  stop: () => void;
}

/** Starts a redis-server and resolves once it takes connections (within 5 s). */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  for (let i = 0; i < 50; i++) {
    if (await listening(port)) return { url: `redis://127.0.0.1:${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('redis-server did not start');
}
