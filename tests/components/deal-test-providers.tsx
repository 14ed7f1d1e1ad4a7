/** Renders with the app's real providers and modal host, and exposes their state to a test. */
import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { expect, onTestFinished } from 'vitest';
import { ModalHost } from '@/components/modals/modal-host';
import { AlertHost } from '@/components/ui/alert-host';
import { AlertProvider } from '@/hooks/use-alert';
import { SessionProvider, useSession, type SessionValue } from '@/hooks/use-session';
import { UIProvider } from '@/hooks/use-ui';
import type { Deal } from '@/lib/api/types';
import { DEMO_MEMBER_TOKEN, SEED } from '@/lib/demo-api/seed';
import { clearToken, saveToken } from '@/lib/browser/storage';
import { server } from '../msw-server';
import { createUIProbe } from '../ui-probe';
import '../match-media';

export { DEMO_MEMBER_TOKEN };

interface Options {
  /** A token the device keeps (asked of the session route, as the app does); a guest when absent. */
  token?: string;
  /** Window width for the screen-size class (below 768 is mobile). */
  width?: number;
}

export function renderWithProviders(children: React.ReactNode = null, { token, width = 1280 }: Options = {}) {
  // Cookies outlive a test in jsdom; start every render from a known session.
  clearToken();
  // The toast store is global: no toast from an earlier test.
  toast.remove();
  if (token) saveToken(token);
  const { Probe, ui } = createUIProbe();
  let session: SessionValue | undefined;
  function StateProbe() {
    const value = useSession();
    useEffect(() => {
      session = value;
    });
    return null;
  }
  const view = render(
    // A fresh SWR cache per test: the same token is used across tests.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UIProvider initialWidth={width}>
        <AlertProvider Dialog={AlertHost}>
          <SessionProvider>
            <Probe />
            <StateProbe />
            {children}
            <ModalHost />
            <Toaster />
          </SessionProvider>
        </AlertProvider>
      </UIProvider>
    </SWRConfig>,
  );
  return {
    ...view,
    ui,
    session: () => {
      if (!session) throw new Error('not rendered');
      return session;
    },
  };
}

/** A deal of the demo seed in the portal's shape. */
export function seedDeal(uid: string): Deal {
  const raw = SEED.deals.find((d) => d.uid === uid);
  if (!raw) throw new Error(`no seed deal ${uid}`);
  return {
    uid: raw.uid,
    name: raw.name,
    price: raw.price,
    description: raw.description,
    images: raw.images.map((i) => ({ url: i.image_url })),
    codes: raw.codes.map((c) => ({ code: c.code })),
  };
}

/** Counts requests whose method and path match, for the rest of the test. */
export function countRequests(method: string, path: RegExp): () => number {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => count;
}

/** Waits until the signed-in member (and so the balance) is loaded. */
export async function waitForMember(session: () => SessionValue) {
  await waitFor(() => expect(session().member).toBeDefined());
}
