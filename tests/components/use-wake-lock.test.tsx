import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from '@/hooks/use-wake-lock';

/** A stand-in for navigator.wakeLock: what was asked, and which locks are held. */
function fakeWakeLock({ refuse = false } = {}) {
  const sentinels: { released: boolean; release: ReturnType<typeof vi.fn> }[] = [];
  let answer: (() => void) | undefined;
  let holdAnswers = false;
  const request = vi.fn((type: string) => {
    if (refuse) return Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
    const sentinel = {
      type,
      released: false,
      release: vi.fn(async () => {
        sentinel.released = true;
      }),
    };
    sentinels.push(sentinel);
    if (!holdAnswers) return Promise.resolve(sentinel);
    return new Promise((resolve) => {
      answer = () => resolve(sentinel);
    });
  });
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return {
    request,
    sentinels,
    held: () => sentinels.filter((s) => !s.released).length,
    /** Later requests wait for `answerNow()`, as a browser deciding slowly would. */
    holdAnswers: () => {
      holdAnswers = true;
    },
    answerNow: () => answer?.(),
  };
}

let visibility: DocumentVisibilityState = 'visible';
async function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function Card({ shown }: { shown: boolean }) {
  useWakeLock(shown);
  return null;
}

beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useWakeLock', () => {
  it('asks for a screen wake lock while active, and releases it when the card closes', async () => {
    const lock = fakeWakeLock();
    const { unmount } = render(<Card shown />);
    await waitFor(() => expect(lock.held()).toBe(1));
    expect(lock.request).toHaveBeenCalledWith('screen');
    unmount();
    expect(lock.sentinels[0].release).toHaveBeenCalledTimes(1);
    expect(lock.held()).toBe(0);
  });

  it('asks nothing while inactive, and releases when it turns inactive', async () => {
    const lock = fakeWakeLock();
    const { rerender } = render(<Card shown={false} />);
    await act(async () => undefined);
    expect(lock.request).not.toHaveBeenCalled();
    rerender(<Card shown />);
    await waitFor(() => expect(lock.held()).toBe(1));
    rerender(<Card shown={false} />);
    expect(lock.held()).toBe(0);
  });

  it('releases when the page is hidden and asks again when it is visible', async () => {
    const lock = fakeWakeLock();
    render(<Card shown />);
    await waitFor(() => expect(lock.held()).toBe(1));
    await setVisibility('hidden');
    expect(lock.sentinels[0].released).toBe(true);
    expect(lock.held()).toBe(0);
    await setVisibility('visible');
    await waitFor(() => expect(lock.request).toHaveBeenCalledTimes(2));
    expect(lock.held()).toBe(1);
  });

  it('asks again when the browser itself dropped the lock (the tab was hidden)', async () => {
    const lock = fakeWakeLock();
    render(<Card shown />);
    await waitFor(() => expect(lock.held()).toBe(1));
    // Browsers release a screen lock on their own when the page is hidden, before the event arrives.
    lock.sentinels[0].released = true;
    await setVisibility('hidden');
    await setVisibility('visible');
    await waitFor(() => expect(lock.held()).toBe(1));
    expect(lock.request).toHaveBeenCalledTimes(2);
  });

  it('a lock granted after the page was hidden is let go at once', async () => {
    const lock = fakeWakeLock();
    lock.holdAnswers();
    render(<Card shown />);
    await waitFor(() => expect(lock.request).toHaveBeenCalledTimes(1));
    await setVisibility('hidden');
    await act(async () => lock.answerNow());
    expect(lock.sentinels[0].release).toHaveBeenCalled();
    expect(lock.held()).toBe(0);
  });

  it('a lock granted after the card closed is let go at once', async () => {
    const lock = fakeWakeLock();
    lock.holdAnswers();
    const { unmount } = render(<Card shown />);
    await waitFor(() => expect(lock.request).toHaveBeenCalledTimes(1));
    unmount();
    await act(async () => lock.answerNow());
    expect(lock.held()).toBe(0);
  });

  it('a refusal is quiet (no error, nothing thrown), and it is asked again on the next visit', async () => {
    const lock = fakeWakeLock({ refuse: true });
    render(<Card shown />);
    await waitFor(() => expect(lock.request).toHaveBeenCalledTimes(1));
    await setVisibility('hidden');
    await setVisibility('visible');
    await waitFor(() => expect(lock.request).toHaveBeenCalledTimes(2));
  });

  it('without Screen Wake Lock in the browser, nothing happens (and nothing breaks)', async () => {
    expect('wakeLock' in navigator).toBe(false);
    const listen = vi.spyOn(document, 'addEventListener');
    const { unmount } = render(<Card shown />);
    await setVisibility('hidden');
    await setVisibility('visible');
    unmount();
    expect(listen.mock.calls.map(([type]) => type)).not.toContain('visibilitychange');
  });
});
