import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_META, configMetaContent } from '@/lib/config-in-head';
import { CHECK_STANDS_MS, SESSION_CHECKED_META } from '@/lib/rules/session-check';
import { server } from '../msw-server';
import { TEST_CONFIG } from '../setup';

// Which of a kept session's modules have been asked for: each mock records its first import (mocks outlive
// vi.resetModules, so the tests that read this come first).
const imported = vi.hoisted(() => new Set<string>());
vi.mock('@/lib/browser/storage', async (original) => {
  imported.add('token store');
  return original();
});
vi.mock('@/lib/api/auth', async (original) => {
  imported.add('auth API');
  return original();
});
vi.mock('@/lib/api/http', async (original) => {
  imported.add('HTTP client');
  return original();
});
vi.mock('@/components/providers/member-session', async (original) => {
  imported.add("member's loader");
  return { ...(await original<object>()), MemberSession: () => null };
});

afterEach(async () => {
  // A test's kept session may still be loading the code that sends its calls (cold imports here take
  // longer than `settled`): let it finish now, or it sends them in the next test, for that test's page.
  await import('@/components/providers/kept-session-calls').catch(() => undefined);
  await settled();
  imported.clear();
  delete document.documentElement.dataset.session;
  document.head.querySelector(`meta[name="${CONFIG_META}"]`)?.remove();
  server.events.removeAllListeners();
  vi.resetModules();
});

/** The head as the layout renders it: the configuration for code that runs before hydration. */
function configInHead() {
  const meta = document.createElement('meta');
  meta.name = CONFIG_META;
  meta.content = configMetaContent(TEST_CONFIG);
  document.head.append(meta);
}

/** What reaches the backend, as method and path. */
function countCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`));
  return calls;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("a kept session's code, loaded before the page hydrates", () => {
  it('is asked for by instrumentation-client when the head hint says the device keeps a session', async () => {
    document.documentElement.dataset.session = 'stored';
    await import('@/instrumentation-client');
    await vi.waitFor(() => expect([...imported].sort()).toEqual(['HTTP client', 'auth API', "member's loader", 'token store']));
  });

  it("starts in a task of its own, not inside the framework's start-up task that runs instrumentation-client", async () => {
    const preloadKeptSession = vi.fn();
    vi.doMock('@/components/providers/kept-session', () => ({ preloadKeptSession }));
    try {
      await import('@/instrumentation-client');
      expect(preloadKeptSession).not.toHaveBeenCalled();
      await settled();
      expect(preloadKeptSession).toHaveBeenCalledOnce();
    } finally {
      vi.doUnmock('@/components/providers/kept-session');
    }
  });

  it("is not part of a guest's load, and nor are its calls", async () => {
    const calls = countCalls();
    configInHead();
    document.documentElement.dataset.session = 'none';
    await import('@/instrumentation-client');
    await settled();
    expect([...imported]).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('leaves a failed load to its first use: nothing unhandled', async () => {
    vi.doMock('@/lib/browser/storage', () => Promise.reject(new Error('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      document.documentElement.dataset.session = 'stored';
      const { preloadKeptSession } = await import('@/components/providers/kept-session');
      preloadKeptSession();
      await settled();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      vi.doUnmock('@/lib/browser/storage');
    }
  });
});

describe("a kept session's first calls, sent before the page hydrates", () => {
  it('sends the token check and the member, to the backend the head names, with the kept token', async () => {
    const calls = countCalls();
    const sent: Request[] = [];
    server.events.on('request:start', ({ request }) => void sent.push(request.clone()));
    configInHead();
    window.localStorage.setItem('_authToken', 'demo.seed-budi-santoso');
    document.documentElement.dataset.session = 'stored';
    await import('@/instrumentation-client');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual(['POST /demo-api/auth/token-info/', 'GET /demo-api/v1/member/api/member/0/']);
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual([
      'Jwt demo.seed-budi-santoso',
      'Jwt demo.seed-budi-santoso',
    ]);
    expect(await sent[0].json()).toEqual({ token: 'demo.seed-budi-santoso' });
  });

  it('sends nothing without the configuration in the head (the providers call as they hydrate) or without a token', async () => {
    const calls = countCalls();
    window.localStorage.setItem('_authToken', 'demo.seed-budi-santoso');
    document.documentElement.dataset.session = 'stored';
    const { sendKeptSessionCalls } = await import('@/components/providers/kept-session-calls');
    await sendKeptSessionCalls();
    const meta = document.createElement('meta');
    meta.name = CONFIG_META;
    meta.content = '{"apiHost": 1}';
    document.head.append(meta);
    await sendKeptSessionCalls();
    meta.remove();
    configInHead();
    window.localStorage.clear();
    await sendKeptSessionCalls();
    await settled();
    expect(calls).toEqual([]);
  });

  it('sends nothing from a member page the server has just rendered for the session; an old one, both calls', async () => {
    const calls = countCalls();
    configInHead();
    window.localStorage.setItem('_authToken', 'demo.seed-budi-santoso');
    const checked = document.createElement('meta');
    checked.name = SESSION_CHECKED_META;
    checked.content = String(Date.now());
    document.body.append(checked);
    try {
      const { sendKeptSessionCalls } = await import('@/components/providers/kept-session-calls');
      await sendKeptSessionCalls();
      await settled();
      expect(calls).toEqual([]);
      // A copy the service worker kept, rendered long ago: the token is checked again.
      checked.content = String(Date.now() - CHECK_STANDS_MS - 1000);
      await sendKeptSessionCalls();
      await vi.waitFor(() => expect(calls).toHaveLength(2));
    } finally {
      checked.remove();
    }
  });
});
