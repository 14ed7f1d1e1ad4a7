import NProgress from 'nprogress';

// The default template's role="bar" is not a real role; the bar is decoration for sighted users.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 120,
  minimum: 0.15,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  // NProgress finds the bar by this selector; the default looks for role="bar", which the template drops.
  barSelector: '.bar',
});

let started = false;

/** Starts the bar for a navigation to another page (not for a hash jump or the page already shown). */
export function startNavigationProgress(url: string): void {
  if (typeof window === 'undefined') return;
  const target = new URL(url, window.location.href);
  const here = new URL(window.location.href);
  if (target.pathname === here.pathname && target.search === here.search) return;
  started = true;
  NProgress.start();
}

/** Hides the bar: the new page rendered, or rendering failed. */
export function doneNavigationProgress(): void {
  if (!started) return;
  started = false;
  NProgress.done();
}

export function isNavigationProgressShown(): boolean {
  return started;
}
