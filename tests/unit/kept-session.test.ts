import { afterEach, describe, expect, it, vi } from 'vitest';

// Which of a kept session's modules have been asked for: each mock records its first import.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('@/lib/storage', async (original) => {
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
vi.mock('@/components/providers/member-session', () => {
  imported.add("member's loader");
  return { MemberSession: () => null };
});

afterEach(() => {
  imported.clear();
  delete document.documentElement.dataset.session;
  vi.resetModules();
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("a kept session's code, loaded before the page hydrates", () => {
  it('is asked for by instrumentation-client when the head hint says the device keeps a session', async () => {
    document.documentElement.dataset.session = 'stored';
    await import('@/instrumentation-client');
    await settled();
    expect([...imported].sort()).toEqual(['HTTP client', 'auth API', "member's loader", 'token store']);
  });

  it("is not part of a guest's load", async () => {
    document.documentElement.dataset.session = 'none';
    await import('@/instrumentation-client');
    await settled();
    expect([...imported]).toEqual([]);
  });

  it('leaves a failed load to its first use: nothing unhandled', async () => {
    vi.doMock('@/lib/storage', () => Promise.reject(new Error('offline')));
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
      vi.doUnmock('@/lib/storage');
    }
  });
});
