import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisitorProvider, VISITOR_RETRY_MS, useVisitor } from '@/hooks/use-visitor';
import { getScheme } from '@/lib/api/member';
import { SEED } from '@/lib/demo-api/seed';
import { getDemoStore } from '@/lib/demo-api/store';
import { fakeIdleCallback, removeIdleCallback } from '../idle-callback';
import { server } from '../msw-server';

const nav = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname }));

interface Seen {
  path: string;
  method: string;
  query: string;
  body?: Promise<Record<string, unknown>>;
  serviceKey: string | null;
}

/** Calls in the order sent; bodies are read without holding up that order (await `body`). */
function watchRequests() {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push({
      path: url.pathname.replace(/^.*\/v1\//, ''),
      method: request.method,
      query: url.search,
      body: request.method === 'POST' ? request.clone().json() : undefined,
      serviceKey: request.headers.get('x-service-key'),
    });
  });
  return seen;
}

function Status() {
  const { goid, visitorId, business } = useVisitor();
  return <p data-testid="visitor">{goid && visitorId && business ? `ready ${business.uid}` : 'starting'}</p>;
}

function renderVisitor() {
  return render(
    <VisitorProvider>
      <h1>Halaman</h1>
      <Status />
    </VisitorProvider>,
  );
}

const SESSION_KEY = 'goapp-chat-widget-session';

beforeEach(() => {
  nav.pathname = '/';
  document.title = 'Arena Rewards';
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('visitor provider', () => {
  it('renders the page at once, before tracking has started', () => {
    renderVisitor();
    expect(screen.getByRole('heading', { name: 'Halaman' })).toBeInTheDocument();
    expect(screen.getByTestId('visitor')).toHaveTextContent('starting');
  });

  it('starts tracking only once the browser is idle, never in the task that hydrates the page', async () => {
    const browser = fakeIdleCallback();
    try {
      const seen = watchRequests();
      renderVisitor();
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(seen).toEqual([]);
      expect(browser.queued.size).toBe(1);

      act(() => browser.idle());
      await waitFor(() => expect(screen.getByTestId('visitor')).toHaveTextContent(`ready ${SEED.business.uid}`));
      expect(seen[0].path).toBe('visitor/api/init/');
    } finally {
      cleanup();
      removeIdleCallback();
    }
  });

  it('initialises, registers, loads the business, stores the session, and later calls carry X-Service-Key', async () => {
    const seen = watchRequests();
    renderVisitor();
    await waitFor(() => expect(screen.getByTestId('visitor')).toHaveTextContent(`ready ${SEED.business.uid}`));

    const [init, registration, business] = seen;
    expect(init.path).toBe('visitor/api/init/');
    expect(await init.body).toEqual({ _referrer: document.referrer, _origin: window.location.origin });
    const session = JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? '{}');
    expect(registration.path).toBe('visitor/api/register/');
    expect(await registration.body).toEqual({ _goid: session._goid });
    expect(business.path).toBe('directory/api/business/0/');
    expect(business.query).toBe(`?visitor=${session.visitor_id}`);
    expect(session._goid).toMatch(/^go-/);
    expect(session.visitor_id).toMatch(/^vis-/);

    await getScheme();
    expect(seen.at(-1)?.path).toBe('member/api/scheme/0/');
    expect(seen.at(-1)?.serviceKey).toBe(SEED.business.uid);
  });

  it('a returning visitor sends the stored session', async () => {
    const first = renderVisitor();
    await waitFor(() => expect(screen.getByTestId('visitor')).toHaveTextContent('ready'));
    const stored = JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? '{}');
    first.unmount();

    const seen = watchRequests();
    renderVisitor();
    await waitFor(() => expect(screen.getByTestId('visitor')).toHaveTextContent('ready'));
    // The session's own calls: the first page's view (fire and forget) can go out after the watch began.
    const [init, registration] = seen.filter(({ path }) => path !== 'visitor/api/log_event/');
    expect(init.path).toBe('visitor/api/init/');
    expect(await init.body).toMatchObject({ _goid: stored._goid, visitor_id: stored.visitor_id });
    expect(registration.path).toBe('visitor/api/register/');
    expect(await registration.body).toMatchObject({ _goid: stored._goid, visitor_id: stored.visitor_id });
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject(stored);
  });

  it('logs a view event for each page, with path and title', async () => {
    // This session's views only (the events carry its _goid): a view that an earlier test's page sent as it
    // went (fire and forget) can land in the store during this test.
    const goid = () => JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? '{}')._goid;
    const view = () =>
      getDemoStore()
        .visitorEvents.filter((e) => e.event_name === 'view' && e._goid === goid())
        .map((e) => e.event_data);
    const { rerender } = renderVisitor();
    await waitFor(() => expect(view()).toEqual([{ path: '/', title: 'Arena Rewards' }]));

    nav.pathname = '/about';
    document.title = 'Tentang';
    rerender(
      <VisitorProvider>
        <h1>Halaman</h1>
        <Status />
      </VisitorProvider>,
    );
    await waitFor(() => expect(view()).toHaveLength(2));
    expect(view()[0]).toEqual({ path: '/about', title: 'Tentang' });

    // A re-render of the same page logs nothing more.
    rerender(
      <VisitorProvider>
        <h1>Halaman lagi</h1>
        <Status />
      </VisitorProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view()).toHaveLength(2);
  });

  it('when init fails it tries again every 5 seconds, and stops once it works', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let down = true;
    let initCalls = 0;
    server.use(
      http.post('*/v1/visitor/api/init/', () => {
        initCalls += 1;
        return down ? HttpResponse.error() : undefined;
      }),
    );
    renderVisitor();
    await waitFor(() => expect(initCalls).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(VISITOR_RETRY_MS - 100));
    expect(initCalls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(initCalls).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(VISITOR_RETRY_MS));
    await waitFor(() => expect(initCalls).toBe(3));
    expect(screen.getByTestId('visitor')).toHaveTextContent('starting');

    down = false;
    await act(() => vi.advanceTimersByTimeAsync(VISITOR_RETRY_MS));
    await waitFor(() => expect(screen.getByTestId('visitor')).toHaveTextContent('ready'));
    expect(initCalls).toBe(4);
    await act(() => vi.advanceTimersByTimeAsync(VISITOR_RETRY_MS * 3));
    expect(initCalls).toBe(4);
  });

  it('stops retrying once unmounted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let initCalls = 0;
    server.use(
      http.post('*/v1/visitor/api/init/', () => {
        initCalls += 1;
        return HttpResponse.json({ detail: 'down' }, { status: 503 });
      }),
    );
    const { unmount } = renderVisitor();
    await waitFor(() => expect(initCalls).toBe(1));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(VISITOR_RETRY_MS * 3));
    expect(initCalls).toBe(1);
  });

  it('a backend that is down breaks nothing: no errors, no view events, the page stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.all('*/v1/visitor/*', () => HttpResponse.error()),
      http.all('*/v1/directory/*', () => HttpResponse.error()),
    );
    const seen = watchRequests();
    renderVisitor();
    await act(() => vi.advanceTimersByTimeAsync(VISITOR_RETRY_MS * 2));
    expect(screen.getByRole('heading', { name: 'Halaman' })).toBeInTheDocument();
    expect(seen.filter((s) => s.path === 'visitor/api/log_event/')).toEqual([]);
    expect(seen.filter((s) => s.path === 'visitor/api/init/').length).toBeGreaterThanOrEqual(2);
  });
});
