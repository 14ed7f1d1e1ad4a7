import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while hydrating, true from then on: for what renders in the browser only
 * (React.lazy parts that must not be server-rendered), with the server's HTML kept during hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
