// Runs before the page hydrates: the guard has to be in place before a translator touches the page, a
// kept session's code starts loading meanwhile (in a task of its own), and the navigation progress bar
// starts here (the App Router's own transition hook, no router events).
import { guardAgainstPageTranslation } from '@/lib/browser/page-translation';
import { startNavigationProgress } from '@/lib/browser/navigation-progress';
import { reloadWhenPartsGoMissing } from '@/lib/browser/reload-on-new-build';
import { preloadKeptSession } from '@/components/providers/kept-session';

guardAgainstPageTranslation();
reloadWhenPartsGoMissing();
// A task of its own: run here, the session's modules were evaluated (and its first calls sent) inside
// the framework's start-up task, which made it on a signed-in load about three times a guest's.
setTimeout(preloadKeptSession, 0);

export function onRouterTransitionStart(url: string) {
  startNavigationProgress(url);
}
