// @vitest-environment node
// The ordering rule of the page cache (lib/page-cache/handler.mjs, rule 4) under random interleavings,
// through Next's own response cache and incremental cache (not stand-ins: the classes `next start` uses,
// with the portal's handler beneath them and a real cache folder): rebuilds held open, webhooks,
// backend outages and restarts in any order. Nothing older than the last webhook is served after it:
// Next serves every request for a page from the one render in progress, so a request reaches it as the
// server guard lets it through, once any render begun before the last webhook is over
// (lib/server/outdated-renders.ts), and Next hands its work to `waitUntil` as `next start` does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import ResponseCache from 'next/dist/server/response-cache';
import PortalCacheHandler, { noteRevalidated, resetPageCacheState } from '@/lib/page-cache/handler.mjs';
import { recordBackendFailure } from '@/lib/page-cache/render-health.mjs';
import { waitUntil } from '@/lib/page-cache/renders.mjs';
import { waitForOutdatedRender } from '@/lib/server/outdated-renders';
import { requestIncrementalCache } from '../next-incremental-cache';

const ROUTE = { kind: 'APP_ROUTE', sourceRoute: '/about' };
const TAGS = ['_N_T_/about', 'page:about'];
/** Seconds a render stays fresh: short, so that runs see stale copies rebuilt in the background. */
const REVALIDATE_SECONDS = 0.02;

type Command =
  | { kind: 'request' }
  | { kind: 'release'; pick: number }
  | { kind: 'webhook' }
  | { kind: 'outage' }
  | { kind: 'recover' }
  | { kind: 'restart' }
  | { kind: 'wait'; ms: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: 'request' as const }) },
  { weight: 4, arbitrary: fc.nat(20).map((pick) => ({ kind: 'release' as const, pick })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'webhook' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'outage' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'recover' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 40 }).map((ms) => ({ kind: 'wait' as const, ms })) },
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface Operation {
  /** Webhooks sent before it began. */
  webhooks: number;
}
interface Render extends Operation {
  release: () => void;
  /** Set once its result is returned: it is under way until Next has stored it. */
  returned?: boolean;
}
interface Server {
  responseCache: InstanceType<typeof ResponseCache>;
  incrementalCache: IncrementalCache;
  /** Requests not yet answered and renders not yet finished, on this server. */
  active: Set<Operation>;
  renders: Render[];
  /** Its requests' answers (a restarted server's are never given). */
  answered: Promise<void>[];
}

/** One run: a backend whose content has a version, one server (restarted at will) over one cache folder. */
async function run(commands: Command[]) {
  const dir = mkdtempSync(join(tmpdir(), 'page-cache-order-'));
  dirs.push(dir);
  const backend = { version: 0, down: false };
  /** Once set, renders are no longer held open. */
  let settling = false;
  /** The content current at each webhook; what is served after it must not be older. */
  const webhookVersions: number[] = [];
  const violations: string[] = [];
  let lastBody = '';

  function start(): Server {
    // A new process: nothing in memory survives, the cache folder does.
    const active = new Set<Operation>();
    /** The portal's handler as Next runs it; a render's work ends when Next has handed its result to it. */
    class Handler extends PortalCacheHandler {
      async set(...args: Parameters<PortalCacheHandler['set']>) {
        try {
          return await super.set(...args);
        } finally {
          for (const operation of active) if ((operation as Render).returned) active.delete(operation);
        }
      }
    }
    resetPageCacheState();
    tagsManifest.clear();
    const incrementalCache = requestIncrementalCache(dir, Handler);
    return {
      responseCache: new ResponseCache({ minimalMode: false, route: ROUTE } as never),
      incrementalCache,
      active,
      renders: [],
      answered: [],
    };
  }

  let server = start();

  function request(at: Server) {
    const webhooks = webhookVersions.length;
    const operation: Operation = { webhooks };
    at.active.add(operation);
    const render = async () => {
      const version = backend.down ? null : backend.version;
      if (version === null) recordBackendFailure();
      const held: Render = { webhooks: webhookVersions.length, release: () => {} };
      if (!settling) {
        await new Promise<void>((resolve) => {
          held.release = resolve;
          at.renders.push(held);
          at.active.add(held);
        });
        held.returned = true;
      }
      const body = version === null ? 'shell' : `v${version}`;
      return {
        value: { kind: 'APP_ROUTE', body: Buffer.from(body), headers: { 'x-next-cache-tags': TAGS.join(',') }, status: 200 },
        cacheControl: { revalidate: REVALIDATE_SECONDS, expire: 31536000 },
      };
    };
    const served = (async () => {
      await waitForOutdatedRender('/about', null);
      // A request still held back when its server died never reaches Next.
      if (at !== server) return;
      const entry = await at.responseCache.get(
        '/about',
        render as never,
        { routeKind: 'APP_ROUTE', incrementalCache: at.incrementalCache, isRoutePPREnabled: false, isFallback: false, waitUntil } as never,
      );
      at.active.delete(operation);
      // A server restarted meanwhile is a process that died: its work may still end here, in this one
      // process, but nobody receives what it answers.
      if (at !== server) return;
      const body = String((entry as { value?: { body?: Buffer } } | null)?.value?.body ?? '');
      lastBody = body;
      const version = body.startsWith('v') ? Number(body.slice(1)) : null;
      const floor = webhookVersions[webhooks - 1] ?? 0;
      if (version !== null && version < floor) {
        violations.push(`a request after webhook ${webhooks} (content v${floor}) was served v${version}`);
      }
    })();
    at.answered.push(served);
  }

  for (const step of commands) {
    switch (step.kind) {
      case 'request':
        request(server);
        break;
      case 'release': {
        const render = server.renders.splice(step.pick % Math.max(1, server.renders.length), 1)[0];
        render?.release();
        break;
      }
      case 'webhook':
        // The editor's change, then the CMS's call, as /api/revalidate makes it.
        backend.version += 1;
        webhookVersions.push(backend.version);
        noteRevalidated(TAGS);
        await server.incrementalCache.revalidateTag(TAGS, { expire: 0 });
        break;
      case 'outage':
        backend.down = true;
        break;
      case 'recover':
        backend.down = false;
        break;
      case 'restart':
        // Renders under way die with the process; their requests are never answered.
        server = start();
        break;
      case 'wait':
        await sleep(step.ms);
        break;
    }
    await sleep(2);
  }

  // Everything under way on the running server ends, with the backend back; then a request sees the
  // latest content (a shell kept from an outage may answer for its few seconds: asked again past them).
  settling = true;
  backend.down = false;
  for (const render of server.renders.splice(0)) render.release();
  await Promise.all(server.answered);
  while (server.active.size) await sleep(5);
  let final = '';
  const servedNow = async () => {
    request(server);
    await server.answered.at(-1);
    return lastBody;
  };
  for (let attempt = 0; attempt < 2 && final !== `v${backend.version}`; attempt += 1) {
    final = await servedNow();
    await sleep(30);
  }
  return { violations, final, latest: `v${backend.version}`, webhooks: webhookVersions.length };
}

describe('the page cache under concurrent rebuilds, webhooks, outages and restarts', () => {
  it('never serves content older than the last webhook to a request sent after it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 24 }), async (commands) => {
        const outcome = await run(commands);
        expect(outcome.violations).toEqual([]);
        // The latest content, or the shell of an outage, kept for its few seconds.
        expect([outcome.latest, 'shell']).toContain(outcome.final);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
