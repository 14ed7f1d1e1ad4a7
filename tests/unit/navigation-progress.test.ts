import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { doneNavigationProgress, isNavigationProgressShown, startNavigationProgress } from '@/lib/browser/navigation-progress';

describe('navigation progress bar', () => {
  afterEach(async () => {
    await doneNavigationProgress();
    await waitFor(() => expect(document.getElementById('nprogress')).toBeNull());
  });

  it('shows a decorative bar when a navigation to another page starts', async () => {
    await startNavigationProgress('/about');
    expect(isNavigationProgressShown()).toBe(true);
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('[role="bar"]')).toBeNull();
  });

  it('does not start for the page already shown', async () => {
    await startNavigationProgress(window.location.href);
    expect(isNavigationProgressShown()).toBe(false);
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('hides when the navigation completes', async () => {
    await startNavigationProgress('/blog');
    await doneNavigationProgress();
    expect(isNavigationProgressShown()).toBe(false);
    await waitFor(() => expect(document.getElementById('nprogress')).toBeNull());
  });

  it('shows nothing when the page rendered before the bar could load', async () => {
    const loading = startNavigationProgress('/promotion');
    await doneNavigationProgress();
    await loading;
    expect(document.getElementById('nprogress')).toBeNull();
  });
});
