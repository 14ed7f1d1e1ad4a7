import { afterEach, describe, expect, it } from 'vitest';
import { doneNavigationProgress, isNavigationProgressShown, startNavigationProgress } from '@/lib/navigation-progress';

describe('navigation progress bar', () => {
  afterEach(() => {
    doneNavigationProgress();
    document.getElementById('nprogress')?.remove();
  });

  it('shows a decorative bar when a navigation to another page starts', () => {
    startNavigationProgress('/about');
    expect(isNavigationProgressShown()).toBe(true);
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('[role="bar"]')).toBeNull();
  });

  it('does not start for the page already shown', () => {
    startNavigationProgress(window.location.href);
    expect(isNavigationProgressShown()).toBe(false);
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('hides when the navigation completes', () => {
    startNavigationProgress('/blog');
    doneNavigationProgress();
    expect(isNavigationProgressShown()).toBe(false);
  });
});
