import { act, render } from '@testing-library/react';
import { createUIProbe } from '../ui-probe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_DEBOUNCE_MS, UIProvider, screenSizeFor } from '@/hooks/use-ui';

const { Probe, ui } = createUIProbe();

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('screen-size class', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resizeTo(1280);
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    [320, 'xs'],
    [639, 'xs'],
    [640, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [1023, 'md'],
    [1024, 'lg'],
    [1280, 'xl'],
    [1536, '2xl'],
  ])('%i px is %s', (width, size) => expect(screenSizeFor(width)).toBe(size));

  it('recomputes after a 200 ms pause in resizing, with mobile and tablet flags', () => {
    render(
      <UIProvider>
        <Probe />
      </UIProvider>,
    );
    expect(ui().screenSize).toBe('xl');
    resizeTo(500);
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(ui().screenSize).toBe('xl');
    resizeTo(700);
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(ui().screenSize).toBe('xl');
    act(() => vi.advanceTimersByTime(1));
    expect(ui().screenSize).toBe('sm');
    expect(ui().isMobile).toBe(true);
    expect(ui().isTablet).toBe(false);
    resizeTo(800);
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(ui().screenSize).toBe('md');
    expect(ui().isMobile).toBe(false);
    expect(ui().isTablet).toBe(true);
  });

  it('does not recompute while the modal is shown', () => {
    render(
      <UIProvider>
        <Probe />
      </UIProvider>,
    );
    act(() => ui().openModal('SEARCH_VIEW'));
    resizeTo(400);
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(ui().screenSize).toBe('xl');
  });

  it('does not recompute while the register view is current, even hidden', () => {
    render(
      <UIProvider>
        <Probe />
      </UIProvider>,
    );
    act(() => ui().setModalView('REGISTER_VIEW'));
    resizeTo(400);
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(ui().screenSize).toBe('xl');
  });

  it('does not recompute for a chat view on a small screen, but does on a large one', () => {
    resizeTo(500);
    render(
      <UIProvider>
        <Probe />
      </UIProvider>,
    );
    expect(ui().screenSize).toBe('xs');
    act(() => ui().setModalView('CHAT_VIEW'));
    resizeTo(1300);
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(ui().screenSize).toBe('xs');
    act(() => ui().setModalView('SEARCH_VIEW'));
    resizeTo(1300);
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(ui().screenSize).toBe('xl');
    act(() => ui().setModalView('CHAT_LIST_VIEW'));
    resizeTo(500);
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(ui().screenSize).toBe('xs');
  });
});
