/**
 * One portal server's part in the reminders, as its own process, for `npm run bench:push`: the notify
 * routes, the CMS webhook's announcement of a deal, and this server's share of every fan-out, on the Redis
 * of REDIS_URL. The same modules the Next server runs (lib/push/routes.ts, new-deals.ts, fanout.ts),
 * bundled by scripts/push-fanout-bundle.mjs; far cheaper to start than a Next build. (The fan-out's checks
 * run on standalone servers: e2e/cluster/push-fanout.spec.ts.)
 *
 * Env: what the portal reads (REDIS_URL, WEB_PUSH_*, PUSH_CONCURRENCY, REVALIDATE_SECRET), and
 * PUSH_TEST_HOSTS (`name=address,…`), the names this process resolves as /etc/hosts would (the push
 * service's CA comes through NODE_EXTRA_CA_CERTS). Prints `{"port"}` once it listens (among other lines); `seed <devices>`
 * subscribes that many devices (10 a member, on both topics) and exits.
 */
import dns from 'node:dns';
import { createServer, type IncomingMessage } from 'node:http';
import { createECDH, randomBytes } from 'node:crypto';
import { sharedCache } from '@/lib/page-cache/shared-store.mjs';
import { pushFanout } from '@/lib/push/fanout';
import { announceDealLater } from '@/lib/push/new-deals';
import { notifyProgress, notifyPush } from '@/lib/push/routes';
import { pushStore } from '@/lib/push/store';

const hosts = new Map(
  (process.env.PUSH_TEST_HOSTS ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => entry.split('=') as [string, string]),
);
const { lookup } = dns;
dns.lookup = ((hostname: string, ...rest: unknown[]) =>
  (lookup as (...args: unknown[]) => void)(hosts.get(hostname) ?? hostname, ...rest)) as typeof dns.lookup;

async function ready() {
  const state = sharedCache();
  if (!state) throw new Error('REDIS_URL is not set');
  for (let i = 0; i < 100 && !state.client.isReady; i++) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** `count` devices of `count / 10` members `mbr-<n>`, endpoints `<origin>/wp/<n>`, one key pair for all (the service does not read them). */
async function seed(count: number, origin: string) {
  await ready();
  const store = pushStore()!;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
        const n = start + i;
        return store.subscribe(`mbr-${Math.floor(n / 10)}`, { endpoint: `${origin}/wp/${n}`, keys }, ['expiring', 'new_deals'], []);
      }),
    );
  }
}

const toRequest = async (incoming: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  return new Request(`http://portal.test${incoming.url}`, {
    method: incoming.method,
    headers: incoming.headers as Record<string, string>,
    ...(body && incoming.method !== 'GET' ? { body } : {}),
  });
};

async function serve() {
  await ready();
  pushFanout();
  const server = createServer(async (incoming, outgoing) => {
    try {
      const request = await toRequest(incoming);
      const path = new URL(request.url).pathname;
      let response: Response;
      if (path === '/api/push/notify' && request.method === 'POST') response = await notifyPush(request);
      else if (path.startsWith('/api/push/notify/')) response = await notifyProgress(request, path.slice('/api/push/notify/'.length));
      else if (path === '/deal' && request.method === 'POST') {
        // What the CMS webhook (app/api/revalidate/route.ts) does for a deal, after its answer.
        announceDealLater(((await request.json()) as { key: string }).key);
        response = Response.json({ queued: true });
      } else if (path === '/usage') response = Response.json({ cpu: process.cpuUsage(), memory: process.memoryUsage() });
      else response = Response.json({ detail: 'Not found.' }, { status: 404 });
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      outgoing.writeHead(500).end(String(error));
    }
  });
  server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (server.address() as { port: number }).port })));
}

// A clean exit on SIGTERM (a CPU profile, when asked for, is written then); SIGKILL is the crash.
process.once('SIGTERM', () => process.exit(0));

const [command, count, origin] = process.argv.slice(2);
if (command === 'seed')
  seed(Number(count), origin).then(
    () => process.exit(0),
    (error) => (console.error(error), process.exit(1)),
  );
else void serve();
