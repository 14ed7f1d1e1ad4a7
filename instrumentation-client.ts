// The navigation progress bar starts here: the App Router's own transition hook (no router events).
import { startNavigationProgress } from '@/lib/navigation-progress';

export function onRouterTransitionStart(url: string) {
  startNavigationProgress(url);
}
