// Runs before the page hydrates: the guard has to be in place before a translator touches the page, and
// the navigation progress bar starts here (the App Router's own transition hook, no router events).
import { guardAgainstPageTranslation } from '@/lib/browser/page-translation';
import { startNavigationProgress } from '@/lib/browser/navigation-progress';
import { reloadWhenPartsGoMissing } from '@/lib/browser/reload-on-new-build';

guardAgainstPageTranslation();
reloadWhenPartsGoMissing();

export function onRouterTransitionStart(url: string) {
  startNavigationProgress(url);
}
