/**
 * Registers the service worker and offers a new version when one is waiting. Loaded after the page
 * (components/offline/service-worker.tsx), so none of it weighs on a first load.
 */
import { Serwist } from '@serwist/window';
import { SERVICE_WORKER_URL } from './paths';

/** `onUpdate` receives the function that switches to the waiting version (the page then reloads). */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  const serwist = new Serwist(SERVICE_WORKER_URL, { scope: '/' });
  serwist.addEventListener('waiting', () => {
    onUpdate(() => {
      serwist.addEventListener('controlling', () => window.location.reload());
      serwist.messageSkipWaiting();
    });
  });
  // Refused (private mode, a blocked worker): the portal works as before, only not offline.
  serwist.register().catch(() => undefined);
}
