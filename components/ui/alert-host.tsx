'use client';
import { onDemand, preload, useOnDemand } from '@/hooks/use-on-demand';
import type { AlertAnswer, AlertRequest } from '@/hooks/use-alert';

// The dialog's code loads with the first alert (or a first dialog: components/modals/modal-host.tsx), not with every page.
const alertDialog = onDemand(() => import('./alert-dialog'));

/**
 * Loads the alert's code ahead, from the same build as the dialog opening now: a deployment before the
 * member's first alert (a mistyped number) would otherwise find it gone, and the page's reload into the
 * new build (lib/browser/reload-on-new-build.ts) would lose what they typed. A failure here is left to that first alert.
 */
export const preloadAlertDialog = () => preload(alertDialog);

/** The alert provider's dialog (hooks/use-alert.tsx), drawn once its code is here. */
export function AlertHost(props: { request: AlertRequest; onAnswer: (answer: AlertAnswer) => void }) {
  const AlertDialog = useOnDemand(alertDialog, true)?.AlertDialog;
  return AlertDialog ? <AlertDialog {...props} /> : null;
}
