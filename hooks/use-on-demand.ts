'use client';
import { startTransition, useEffect, useState } from 'react';

/**
 * Code that loads when first needed (a dialog, a menu, a member's session), rendered as soon as it is
 * here. Not React.lazy: a lazy component's first render always suspends, even when its code has already
 * loaded, and React then holds back a suspended part's reveal until 300 ms after its fallback was shown
 * (its throttle for Suspense retries): a menu whose code loads in a few milliseconds would open 300 ms
 * after the tap (decision 0012).
 */
export interface OnDemand<M> {
  /** Loads the module (once; again after a failure) and resolves with it. */
  load: () => Promise<M>;
  /** The module once loaded: every later use has it at once. */
  loaded: M | undefined;
}

export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let pending: Promise<M> | null = null;
  const part: OnDemand<M> = {
    loaded: undefined,
    load: () =>
      (pending ??= importer().then(
        (module) => (part.loaded = module),
        (error: unknown) => {
          pending = null; // a later use may try again (after a reload into a new build, say)
          throw error;
        },
      )),
  };
  return part;
}

/** Starts loading `part` ahead of its first use; a failure is left to that use. */
export const preload = (part: OnDemand<unknown>) => void part.load().catch(() => undefined);

/**
 * The module of `part` once loaded (null before), loading it while `wanted`. A failed load is thrown to
 * the nearest error boundary, as a lazy component's would be: there, a part gone with a deployment
 * reloads the page into the new build (lib/browser/reload-on-new-build.ts).
 */
export function useOnDemand<M>(part: OnDemand<M> | undefined, wanted: boolean): M | null {
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const [, arrived] = useState<M | null>(null);
  const shown = part?.loaded ?? null;
  useEffect(() => {
    // What this render had, not what the part has now: a load that ended between the render and this
    // effect (started elsewhere, as the first dialog's view is) still has to be shown.
    if (!wanted || !part || shown) return;
    let gone = false;
    part.load().then(
      (module) => {
        // Rendered in slices: a part's first render never holds the main thread in one task.
        if (!gone) startTransition(() => arrived(() => module));
      },
      (error: unknown) => {
        if (!gone) setFailed({ error });
      },
    );
    return () => {
      gone = true;
    };
  }, [part, wanted, shown]);
  if (failed) throw failed.error;
  return shown;
}
