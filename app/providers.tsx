'use client';
import dynamic from 'next/dynamic';
import { ConfigProvider } from '@/components/providers/config-provider';
import { UIProvider } from '@/components/providers/ui-provider';
import { AlertProvider } from '@/components/providers/alert-provider';
import { AuthProvider } from '@/components/providers/auth-provider';
import { MemberProvider } from '@/components/providers/member-provider';
import { VisitorProvider } from '@/components/providers/visitor-provider';
import { ModalHost } from '@/components/modals/modal-host';
import { ServiceWorker } from '@/components/offline/service-worker';
import type { PortalConfig } from '@/lib/config';

export const TOAST_DURATION_MS = 1000;

// Toasts only follow something a person did, so their renderer loads after the page, not with it.
const Toaster = dynamic(() => import('react-hot-toast').then((m) => m.Toaster), { ssr: false });

/** Every context provider, composed in one place, with the modal host and the toaster they serve. */
export function Providers({ config, children }: { config: PortalConfig; children: React.ReactNode }) {
  return (
    <ConfigProvider config={config}>
      <UIProvider>
        <AlertProvider>
          <AuthProvider>
            <MemberProvider>
              <VisitorProvider>
                {children}
                <ModalHost />
                <ServiceWorker />
                <Toaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS }} />
              </VisitorProvider>
            </MemberProvider>
          </AuthProvider>
        </AlertProvider>
      </UIProvider>
    </ConfigProvider>
  );
}
