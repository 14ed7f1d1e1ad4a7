'use client';
import { useEffect, useState } from 'react';
import { UIProvider, useUI } from '@/hooks/use-ui';
import { AlertProvider } from '@/hooks/use-alert';
import { SessionProvider } from '@/hooks/use-session';
import { VisitorProvider } from '@/hooks/use-visitor';
import { useIdle } from '@/hooks/use-idle';
import { AlertHost } from '@/components/ui/alert-host';
import { MODAL_REGISTRY } from '@/components/modals/registry';
import { onDemand, preload, useOnDemand } from '@/hooks/use-on-demand';
import { followDialogEntries } from '@/lib/browser/dialog-history';
import { setBrowserConfig, type PortalConfig } from '@/lib/config';

export const TOAST_DURATION_MS = 1000;

// Toasts only follow something a person did, so their renderer loads after the page, not with it.
// Likewise the dialog and its registry of views (when a view first opens, then kept), and the service
// worker's registration. Loaded on demand (hooks/use-on-demand.ts), not with next/dynamic, whose loader
// would be in every first load.
const toaster = onDemand(() => import('react-hot-toast'));
const modalHost = onDemand(() => import('@/components/modals/modal-host'));
const serviceWorker = onDemand(() => import('@/components/offline/service-worker'));

function Modals() {
  const { displayModal, modalView } = useUI();
  const [opened, setOpened] = useState(false);
  // Set while rendering (React's pattern for state derived from a change): the host mounts with the view.
  if (displayModal && !opened) setOpened(true);
  // The view's code loads beside the host's, not after it: one round trip to the first dialog, not two.
  const view = displayModal && modalView ? MODAL_REGISTRY[modalView]?.view : undefined;
  useEffect(() => {
    if (view) preload(view);
  }, [view]);
  const ModalHost = useOnDemand(modalHost, opened)?.ModalHost;
  return ModalHost ? <ModalHost /> : null;
}

/** What only the browser runs, started once the page has hydrated and the browser is idle. */
function BrowserOnly() {
  const idle = useIdle();
  // Each on its own: one loading never holds back the other.
  const ServiceWorker = useOnDemand(serviceWorker, idle)?.ServiceWorker;
  const Toaster = useOnDemand(toaster, idle)?.Toaster;
  if (!idle) return null;
  return (
    <>
      {ServiceWorker ? <ServiceWorker /> : null}
      {/* A toast is drawn by its shadow; in forced colours (which drop shadows) it keeps a frame. */}
      {Toaster ? <Toaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS, className: 'forced-colors:border' }} /> : null}
    </>
  );
}

/** Every context provider, composed in one place, with the modal host and the toaster they serve. */
export function Providers({ config, children }: { config: PortalConfig; children: React.ReactNode }) {
  // The server's configuration, for the browser's API client before any child renders.
  setBrowserConfig(config);
  // From the page's start, before any dialog can open (their host loads when one first opens).
  useEffect(followDialogEntries, []);
  return (
    <UIProvider>
      <AlertProvider Dialog={AlertHost}>
        <SessionProvider>
          <VisitorProvider>
            {children}
            <Modals />
            <BrowserOnly />
          </VisitorProvider>
        </SessionProvider>
      </AlertProvider>
    </UIProvider>
  );
}
