import type progressBar from 'nprogress';

type NProgress = typeof progressBar;

let bar: Promise<NProgress> | null = null;

/** The bar's library, loaded with the first navigation rather than with every page. */
function loadBar(): Promise<NProgress> {
  bar ??= import('nprogress').then(({ default: progress }) =>
    // The default template's role="bar" is not a real role; the bar is decoration for sighted users.
    progress.configure({
      showSpinner: false,
      trickleSpeed: 120,
      minimum: 0.15,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      // NProgress finds the bar by this selector; the default looks for role="bar", which the template drops.
      barSelector: '.bar',
    }),
  );
  return bar;
}

let started = false;

/** Starts the bar for a navigation to another page (not for a hash jump or the page already shown). */
export function startNavigationProgress(url: string): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const target = new URL(url, window.location.href);
  const here = new URL(window.location.href);
  if (target.pathname === here.pathname && target.search === here.search) return Promise.resolve();
  started = true;
  return loadBar()
    .then((progress) => {
      // The page may have rendered while the library loaded: then there is nothing to show.
      if (started) progress.start();
    })
    .catch(() => {});
}

/** Hides the bar: the new page rendered, or rendering failed. */
export async function doneNavigationProgress(): Promise<void> {
  if (!started) return;
  started = false;
  (await bar)?.done();
}

export function isNavigationProgressShown(): boolean {
  return started;
}
