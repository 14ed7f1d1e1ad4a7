'use client';
import { Suspense, lazy, useEffect, useState } from 'react';
import { ConfigProvider } from '@/components/providers/config-provider';
import { UIProvider, useUI } from '@/components/providers/ui-provider';
import { AlertProvider } from '@/components/providers/alert-provider';
import { AuthProvider } from '@/components/providers/auth-provider';
import { MemberProvider } from '@/components/providers/member-provider';
import { VisitorProvider } from '@/components/providers/visitor-provider';
import { useIdle } from '@/hooks/use-idle';
import { followDialogEntries } from '@/lib/dialog-history';
import type { PortalConfig } from '@/lib/config';

export const TOAST_DURATION_MS = 1000;

// Toasts only follow something a person did, so their renderer loads after the page, not with it.
// Likewise the dialog and its registry of views (when a view first opens, then kept), and the service
// worker's registration. React.lazy rather than next/dynamic: its loader would be in every first load.
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));
const ModalHost = lazy(() => import('@/components/modals/modal-host').then((m) => ({ default: m.ModalHost })));
const ServiceWorker = lazy(() => import('@/components/offline/service-worker').then((m) => ({ default: m.ServiceWorker })));

function Modals() {
  const { displayModal } = useUI();
  const [opened, setOpened] = useState(false);
  // Set while rendering (React's pattern for state derived from a change): the host mounts with the view.
  if (displayModal && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  ) : null;
}

/** What only the browser runs, started once the page has hydrated and the browser is idle. */
function BrowserOnly() {
  if (!useIdle()) return null;
  // Each in its own boundary: one loading never hides the other.
  return (
    <>
      <Suspense fallback={null}>
        <ServiceWorker />
      </Suspense>
      <Suspense fallback={null}>
        {/* A toast is drawn by its shadow; in forced colours (which drop shadows) it keeps a frame. */}
        <Toaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS, className: 'forced-colors:border' }} />
      </Suspense>
    </>
  );
}

/** Every context provider, composed in one place, with the modal host and the toaster they serve. */
export function Providers({ config, children }: { config: PortalConfig; children: React.ReactNode }) {
  // From the page's start, before any dialog can open (their host loads when one first opens).
  useEffect(followDialogEntries, []);
  return (
    <ConfigProvider config={config}>
      <UIProvider>
        <AlertProvider>
          <AuthProvider>
            <MemberProvider>
              <VisitorProvider>
                {children}
                <Modals />
                <BrowserOnly />
              </VisitorProvider>
            </MemberProvider>
          </AuthProvider>
        </AlertProvider>
      </UIProvider>
    </ConfigProvider>
  );
}
