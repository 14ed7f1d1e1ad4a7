import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from '@/lib/browser/idle';
import { useIdle } from '@/hooks/use-idle';
import { fakeIdleCallback, removeIdleCallback } from '../idle-callback';

afterEach(() => {
  cleanup(); // unmount while the fake idle callback the components used is still there
  removeIdleCallback();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the browser to be idle, with the timeout that bounds the wait', () => {
    const browser = fakeIdleCallback();
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    expect([...browser.queued.values()][0].timeout).toBe(IDLE_TIMEOUT_MS);
    browser.idle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const browser = fakeIdleCallback();
    const work = vi.fn();
    whenIdle(work)();
    browser.idle();
    expect(work).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback (Safari), runs in a task of its own, not in the current one', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

function Background() {
  return <p>{useIdle() ? 'started' : 'waiting'}</p>;
}

describe('useIdle', () => {
  it('is false through the first render and its effects, true once the browser is idle', () => {
    const browser = fakeIdleCallback();
    render(<Background />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => browser.idle());
    expect(screen.getByText('started')).toBeInTheDocument();
  });

  it('starts what waited as a transition: a part not ready to show leaves the page as it was', async () => {
    const browser = fakeIdleCallback();
    let ready = () => {};
    const gate = new Promise<void>((resolve) => (ready = resolve));
    let open = false;
    void gate.then(() => (open = true));
    function Started() {
      if (!open) throw gate;
      return <p>started</p>;
    }
    function Late() {
      return useIdle() ? <Started /> : <p>waiting</p>;
    }
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Late />
      </Suspense>,
    );
    act(() => browser.idle());
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => ready());
    expect(screen.getByText('started')).toBeInTheDocument();
  });

  it('asks for no idle moment after it is gone', () => {
    const browser = fakeIdleCallback();
    const { unmount } = render(<Background />);
    unmount();
    expect(browser.queued.size).toBe(0);
  });
});
